import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { pageKey } from '../src/site';
import { newDataDir, newScratchDir } from './data-dir';

/** A miniature prerendered site, shaped like site/build/client. */
function makeSite(): string {
  const dir = newScratchDir('corvane-site-');
  const page = (path: string, text: string) => {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, 'index.html'), `<!doctype html><h1>${text}</h1>`);
  };
  page('', 'Home');
  page('terms', 'Terms of Service');
  page('services/ai-ml-solutions', 'AI/ML Solutions');
  writeFileSync(join(dir, '__spa-fallback.html'), '<!doctype html><div>shell</div>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

describe('serving the prerendered site', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(
      loadConfig({ SITE_DIR: makeSite(), LOG_LEVEL: 'silent', DATA_DIR: newDataDir() }),
    );
  }, 120_000);
  afterAll(() => app.close());

  it('serves each page at its path, with or without a trailing slash', async () => {
    for (const [url, text] of [
      ['/', 'Home'],
      ['/terms', 'Terms of Service'],
      ['/terms/', 'Terms of Service'],
      ['/terms?ref=footer', 'Terms of Service'],
    ]) {
      const res = await app.inject({ url: url! });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(text);
    }
  });

  it('matches page paths without regard to case', async () => {
    const res = await app.inject({ url: '/services/AI-ML-Solutions' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('AI/ML Solutions');
  });

  it('answers an unknown path with the app shell and status 404', async () => {
    const res = await app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('shell');
  });

  it('never serves .html files by their file name', async () => {
    expect((await app.inject({ url: '/terms/index.html' })).statusCode).toBe(404);
  });

  it('lets browsers revalidate pages and keep hashed assets for a year', async () => {
    const page = await app.inject({ url: '/terms' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      url: '/terms',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const asset = await app.inject({ url: '/assets/entry-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers unknown API paths and non-GET page requests with JSON 404', async () => {
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      msg: 'No such endpoint: GET /api/nothing',
      message: 'No such endpoint: GET /api/nothing',
    });
    expect((await app.inject({ method: 'POST', url: '/terms' })).statusCode).toBe(404);
  });

  it('reports health and sets security headers on every reply', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const page = await app.inject({ url: '/terms' });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'self';/,
    );
  });
});

describe('without a built site', () => {
  it('still serves the API', async () => {
    const app = await buildApp(
      loadConfig({
        SITE_DIR: join(tmpdir(), 'corvane-missing'),
        LOG_LEVEL: 'silent',
        DATA_DIR: newDataDir(),
      }),
    );
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/' })).statusCode).toBe(404);
    await app.close();
  }, 120_000);
});

describe('pageKey', () => {
  it('lower-cases, decodes and trims a request path', () => {
    expect(pageKey('/Services/GSI/?x=1')).toBe('/services/gsi');
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/caf%C3%A9')).toBe('/café');
    expect(pageKey('/%E0%A4%A')).toBeUndefined();
  });
});
