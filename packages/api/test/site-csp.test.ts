import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { newDataDir, newScratchDir } from './data-dir';

const hashScript = fileURLToPath(new URL('../../../site/scripts/csp-hashes.mjs', import.meta.url));
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const CONTEXT = 'window.__context = {"basename":"/"};';
const LOADER = 'import "/assets/manifest.js";\nwindow.__modules = {};';
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization","name":"Corvane"}';
const SHELL = 'window.__shell = true;';

/** A prerendered site with inline scripts like React Router's, hashed by the real build step. */
function makeSite(buildEnv: Record<string, string> = {}): string {
  const dir = newScratchDir('corvane-csp-');
  const page = `<!doctype html><html><head><script type="application/ld+json">${JSON_LD}</script></head>
<body><h1>Terms</h1><script>${CONTEXT}</script><script type="module" async="">${LOADER}</script>
<script src="/assets/entry.js"></script></body></html>`;
  writeFileSync(join(dir, 'index.html'), '<!doctype html><h1>Home</h1>');
  mkdirSync(join(dir, 'terms'));
  writeFileSync(join(dir, 'terms', 'index.html'), page);
  writeFileSync(join(dir, '__spa-fallback.html'), `<!doctype html><script>${SHELL}</script>`);
  execFileSync(process.execPath, [hashScript, dir], { env: { ...process.env, ...buildEnv } });
  return dir;
}

async function start(env: Record<string, string> = {}, buildEnv: Record<string, string> = {}) {
  return buildApp(
    loadConfig({
      SITE_DIR: makeSite(buildEnv),
      LOG_LEVEL: 'silent',
      DATA_DIR: newDataDir(),
      ...env,
    }),
  );
}

describe('Content-Security-Policy on pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await start();
  });
  afterAll(() => app.close());

  it("allows the page's own inline scripts by hash, and no 'unsafe-inline' script", async () => {
    const csp = String((await app.inject({ url: '/terms' })).headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1];
    expect(scriptSrc).toBe(`'self' ${sha(CONTEXT)} ${sha(LOADER)}`);
    expect(csp).not.toContain(sha(JSON_LD)); // a data block never runs
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('gives the 404 shell its own hashes and a page without scripts none', async () => {
    const missing = await app.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain(
      `script-src 'self' ${sha(SHELL)};`,
    );
    const home = await app.inject({ url: '/' });
    expect(home.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it("lets pages call their own origin only, or the API's too when the site was built for it", async () => {
    const csp = String((await app.inject({ url: '/terms' })).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self';");

    // The forms and the measurement beacon (decision 090) reach an API on another origin.
    const apart = await start({}, { VITE_API_BASE_URL: 'https://api.corvane.example/v1' });
    try {
      for (const url of ['/terms', '/', '/no-such-page']) {
        const page = await apart.inject({ url });
        expect(page.headers['content-security-policy']).toContain(
          "connect-src 'self' https://api.corvane.example;",
        );
      }
    } finally {
      await apart.close();
    }
  });

  it('sends Permissions-Policy and never serves the hash manifest itself', async () => {
    const page = await app.inject({ url: '/terms' });
    expect(page.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
    expect((await app.inject({ url: '/csp-hashes.json' })).statusCode).toBe(404);
  });

  it('sends Strict-Transport-Security only when the request came over HTTPS', async () => {
    const plain = await app.inject({ url: '/terms', headers: { 'x-forwarded-proto': 'https' } });
    // Without TRUST_PROXY the header could be forged by anyone: it is not believed.
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const proxied = await start({ TRUST_PROXY: 'on' });
    try {
      const https = await proxied.inject({
        url: '/terms',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe(
        'max-age=15552000; includeSubDomains',
      );
      const http = await proxied.inject({
        url: '/terms',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
