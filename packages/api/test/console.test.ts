import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { newDataDir, newScratchDir } from './data-dir';

/** A miniature console build, shaped like packages/console/dist. */
function makeConsole(): string {
  const dir = newScratchDir('corvane-console-');
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Corvane Staff</title><script type="module" src="/staff/assets/index-abc.js"></script>',
  );
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log("console")');
  return dir;
}

const start = (consoleDir: string) =>
  buildApp(
    loadConfig({
      CONSOLE_DIR: consoleDir,
      SITE_DIR: newScratchDir('corvane-no-site-'),
      LOG_LEVEL: 'silent',
      DATA_DIR: newDataDir(),
    }),
  );

describe('serving the staff console at /staff (decision 109)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await start(makeConsole());
  }, 120_000);
  afterAll(() => app.close());

  it('answers every address under /staff with its one page, never cached, never indexed', async () => {
    for (const url of [
      '/staff',
      '/staff/',
      '/staff/sign-in',
      '/staff/applications/abc?status=new',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<title>Corvane Staff</title>');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-frame-options']).toBe('DENY');
      // Our own scripts only: the page has no inline script, so no hash and no 'unsafe-inline'.
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'; ");
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it('serves its files as immutable, and a file it does not have as 404 rather than the page', async () => {
    const file = await app.inject({ url: '/staff/assets/index-abc.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('console.log("console")');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-robots-tag']).toBe('noindex, nofollow');
    const stale = await app.inject({ url: '/staff/assets/index-old.js' });
    expect(stale.statusCode).toBe(404);
    expect(stale.body).not.toContain('Corvane Staff');
  });

  it('is not in the API document', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/staff'))).toEqual([]);
  });
});

describe('without a built console', () => {
  it('says at /staff how to build it', async () => {
    const app = await start(join(newScratchDir('corvane-empty-'), 'dist'));
    try {
      const res = await app.inject({ url: '/staff/jobs' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    } finally {
      await app.close();
    }
  }, 120_000);
});
