import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { chooseEncoding } from '../src/site-encoding';
import { newDataDir, newScratchDir } from './data-dir';

const HTML = `<!doctype html><h1>Terms of Service</h1>${'<p>Clause.</p>'.repeat(200)}`;
const SCRIPT = `console.log(${JSON.stringify('hydrate '.repeat(300))});`;
const DATA = `[{"_1":2},"routes/service",{"title":"SAP Solutions"}]${' '.repeat(300)}`;

/** A miniature built site with the copies the site's compress step writes beside each file. */
function makeCompressedSite(): string {
  const dir = newScratchDir('corvane-site-');
  const write = (path: string, body: string | Buffer, compress: boolean) => {
    writeFileSync(join(dir, path), body);
    if (!compress) return;
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(body));
  };
  mkdirSync(join(dir, 'terms'));
  mkdirSync(join(dir, 'assets'));
  write('index.html', '<!doctype html><h1>Home</h1>', true);
  write('terms/index.html', HTML, true);
  write('__spa-fallback.html', `<!doctype html><div>shell</div>${' '.repeat(500)}`, true);
  write('assets/entry-abc123.js', SCRIPT, true);
  mkdirSync(join(dir, 'services'));
  write('services/sap-solutions.data', DATA, true);
  write('assets/font-abc123.woff2', Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]), false);
  // A text file small enough that the build kept no Brotli copy, only gzip.
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dir, 'robots.txt.gz'), gzipSync('User-agent: *\n'));
  return dir;
}

describe('compressed transfer', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(
      loadConfig({ SITE_DIR: makeCompressedSite(), LOG_LEVEL: 'silent', DATA_DIR: newDataDir() }),
    );
  }, 120_000);
  afterAll(() => app.close());

  it('sends a page as Brotli, gzip or plain, whichever the browser accepts best', async () => {
    const br = await app.inject({ url: '/terms', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('accept-encoding');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(HTML);
    expect(br.rawPayload.length).toBeLessThan(HTML.length / 5);

    const gzip = await app.inject({ url: '/terms', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(HTML);

    const refused = await app.inject({
      url: '/TERMS',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');

    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'zstd' }]) {
      const plain = await app.inject({ url: '/terms', headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toBe('accept-encoding');
      expect(plain.body).toBe(HTML);
    }
  });

  it('gives each encoding of a page its own ETag, and revalidates each', async () => {
    const br = await app.inject({ url: '/terms', headers: { 'accept-encoding': 'br' } });
    const plain = await app.inject({ url: '/terms' });
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(br.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      url: '/terms',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const otherVariant = await app.inject({
      url: '/terms',
      headers: { 'if-none-match': String(br.headers.etag) },
    });
    expect(otherVariant.statusCode).toBe(200);
    expect(otherVariant.body).toBe(HTML);
  });

  it('compresses the 404 app shell too, keeping its status', async () => {
    const res = await app.inject({ url: '/nowhere', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('shell');
  });

  it('sends hashed assets precompressed, with their own type and a year of caching', async () => {
    const res = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['vary']).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: '/assets/entry-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('keeps asset headers lean: document-only headers go on pages, not on every script', async () => {
    const page = await app.inject({ url: '/terms' });
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBeDefined();
    const asset = await app.inject({ url: '/assets/entry-abc123.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const header of [
      'x-frame-options',
      'permissions-policy',
      'last-modified',
      'accept-ranges',
      // Immutable and named by its hash: nothing ever revalidates it.
      'etag',
    ]) {
      expect(asset.headers[header], header).toBeUndefined();
    }
    // Files that can change under the same name keep theirs.
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    expect(robots.headers.etag).toBeDefined();
  });

  it("serves a page's loader data whatever the capitalisation, and 404 for unknown data", async () => {
    const data = await app.inject({
      url: '/services/SAP-Solutions.data?_routes=routes%2Fservice',
      headers: { 'accept-encoding': 'br' },
    });
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toBe('text/x-script');
    expect(data.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(data.rawPayload).toString()).toBe(DATA);
    const missing = await app.inject({ url: '/services/time-machine.data' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('');
  });

  it('falls back to the next encoding when the build kept no copy of a small file', async () => {
    const res = await app.inject({
      url: '/robots.txt',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe('User-agent: *\n');
  });

  it('leaves binary files alone and never serves the copies by their own names', async () => {
    const font = await app.inject({
      url: '/assets/font-abc123.woff2',
      headers: { 'accept-encoding': 'br' },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['vary']).toBeUndefined();
    expect((await app.inject({ url: '/assets/entry-abc123.js.br' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/terms/index.html.gz' })).statusCode).toBe(404);
  });

  it('compresses API answers over 1 KB and leaves small ones plain', async () => {
    const jobs = await app.inject({ url: '/api/jobs/list', headers: { 'accept-encoding': 'br' } });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.headers['content-encoding']).toBe('br');
    const list = JSON.parse(brotliDecompressSync(jobs.rawPayload).toString());
    expect(list.success).toBe(true);
    expect(JSON.stringify(list).length).toBeGreaterThan(1024);

    const health = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});

describe('chooseEncoding', () => {
  const all = new Set(['br', 'gzip', 'identity'] as const);
  it('prefers Brotli, honours q-values and wildcards, and defaults to identity', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', all)).toBe('br');
    expect(chooseEncoding('br;q=0.1, gzip;q=0.9', all)).toBe('gzip');
    expect(chooseEncoding('*', all)).toBe('br');
    expect(chooseEncoding('BR', all)).toBe('br');
    expect(chooseEncoding(undefined, all)).toBe('identity');
    expect(chooseEncoding('deflate', all)).toBe('identity');
    expect(chooseEncoding('br', new Set(['gzip', 'identity'] as const))).toBe('identity');
  });
});
