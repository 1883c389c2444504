// sitemap.xml and robots.txt for the built site, from the pages themselves: every prerendered
// page must name its canonical URL, and the sitemap lists exactly those URLs. So the sitemap
// always matches the route table, and the origin comes from the same setting the pages used
// (VITE_SITE_URL at build time), with nothing to keep in step by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { filesUnder } from './files.mjs';

const CANONICAL = /<link\b(?=[^>]*\brel="canonical")[^>]*\bhref="([^"]+)"/;

/** The canonical URL a page's HTML names, or undefined. */
export function canonicalOf(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  return CANONICAL.exec(head)?.[1]?.replace(/&amp;/g, '&');
}

/** The path a prerendered page answers: `services/gsi/index.html` -> `/services/gsi`. */
export function pagePath(relativeFile) {
  const path = `/${relativeFile.split(sep).join('/')}`.replace(/\/?index\.html$/, '');
  return path || '/';
}

const xmlEscape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(urls) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${xmlEscape(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Reads every prerendered page under `clientDir` and writes `sitemap.xml` and `robots.txt`
 * beside them. Throws when a page has no canonical link, names another page, or the pages
 * disagree on the origin: the build stops rather than publish a wrong sitemap.
 * @returns {{ urls: string[], origin: string }}
 */
export function writeSeoFiles(clientDir) {
  const urls = [];
  const origins = new Set();
  for (const file of filesUnder(clientDir)) {
    if (!file.endsWith(`${sep}index.html`)) continue;
    const path = pagePath(relative(clientDir, file));
    const canonical = canonicalOf(readFileSync(file, 'utf8'));
    if (!canonical) throw new Error(`${path}: the page has no <link rel="canonical">.`);
    const url = new URL(canonical);
    if (url.pathname !== path.toLowerCase()) {
      throw new Error(`${path}: the canonical link names ${url.pathname}, not the page itself.`);
    }
    origins.add(url.origin);
    urls.push(url.href);
  }
  if (origins.size !== 1) throw new Error(`Pages name ${origins.size} origins: ${[...origins]}.`);
  const [origin] = origins;
  // Home first, then alphabetical: a stable file for review and caching.
  urls.sort((a, b) => (a === `${origin}/` ? -1 : b === `${origin}/` ? 1 : a.localeCompare(b)));
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(urls));
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(origin));
  return { urls, origin };
}
