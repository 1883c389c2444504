import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalOf, pagePath, robotsTxt, sitemapXml, writeSeoFiles } from './seo-files.mjs';

const page = (canonical) =>
  `<!DOCTYPE html><html><head><title>x</title>${canonical ? `<link rel="canonical" href="${canonical}"/>` : ''}</head><body><link rel="canonical" href="https://elsewhere.example/body"/></body></html>`;

const dirs = [];
function site(pages) {
  const dir = mkdtempSync(join(tmpdir(), 'seo-files-'));
  dirs.push(dir);
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, 'index.html'), html);
  }
  writeFileSync(join(dir, '__spa-fallback.html'), page());
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('reading pages', () => {
  it('finds the canonical link in the head only', () => {
    expect(canonicalOf(page('https://www.corvane.com/terms'))).toBe(
      'https://www.corvane.com/terms',
    );
    expect(canonicalOf(page())).toBeUndefined();
  });

  it('names the path a prerendered file answers', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('services/gsi/index.html')).toBe('/services/gsi');
  });
});

describe('writeSeoFiles', () => {
  it('lists every page once, home first, and points robots.txt at the sitemap', () => {
    const client = site({
      '': page('https://www.corvane.com/'),
      terms: page('https://www.corvane.com/terms'),
      'services/gsi': page('https://www.corvane.com/services/gsi'),
    });
    const { urls, origin } = writeSeoFiles(client);
    expect(origin).toBe('https://www.corvane.com');
    expect(urls).toEqual([
      'https://www.corvane.com/',
      'https://www.corvane.com/services/gsi',
      'https://www.corvane.com/terms',
    ]);
    expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toBe(sitemapXml(urls));
    expect(readFileSync(join(client, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://www.corvane.com/sitemap.xml',
    );
  });

  it('stops the build when a page has no canonical link', () => {
    expect(() => writeSeoFiles(site({ '': page('https://a.example/'), cookies: page() }))).toThrow(
      '/cookies: the page has no <link rel="canonical">',
    );
  });

  it('stops the build when a canonical link names another page or origin', () => {
    expect(() =>
      writeSeoFiles(site({ '': page('https://a.example/'), terms: page('https://a.example/') })),
    ).toThrow('names /, not the page itself');
    expect(() =>
      writeSeoFiles(
        site({ '': page('https://a.example/'), terms: page('https://b.example/terms') }),
      ),
    ).toThrow('2 origins');
  });
});

describe('file formats', () => {
  it('writes a sitemap of the sitemaps.org schema, escaping each URL', () => {
    const xml = sitemapXml(['https://a.example/?q=1&b=2']);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain('<url><loc>https://a.example/?q=1&amp;b=2</loc></url>');
  });

  it('allows crawling, except the API', () => {
    expect(robotsTxt('https://a.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://a.example/sitemap.xml\n',
    );
  });
});
