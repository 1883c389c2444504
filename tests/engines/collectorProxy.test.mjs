// The proxy that puts the error collector first in every page WebKit opens (decision 106): the
// page gets the script and its policy the script's hash, and nothing else changes.
import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTOR_HASH,
  policyWithCollector,
  startCollectorProxy,
  withCollector,
} from './collectorProxy.mjs';
import { COLLECTOR_SCRIPT } from './inPage.mjs';

const PAGE =
  '<!DOCTYPE html><html><head><meta charset="utf-8"><script>first()</script></head><body></body></html>';
const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc'; object-src 'none'";
const TAG = `<script>${COLLECTOR_SCRIPT}</script>`;

describe('the page WebKit gets', () => {
  it('has the collector before its first script', () => {
    expect(withCollector(PAGE)).toBe(PAGE.replace('<script>first()', `${TAG}<script>first()`));
  });

  it('has it at the end of the head when the page has no script', () => {
    expect(withCollector('<html><head><title>t</title></head></html>')).toBe(
      `<html><head><title>t</title>${TAG}</head></html>`,
    );
  });

  it("allows the collector's hash beside the page's own, and changes nothing else", () => {
    expect(policyWithCollector(POLICY)).toBe(
      `default-src 'self'; script-src 'self' 'sha256-abc' ${COLLECTOR_HASH}; object-src 'none'`,
    );
    // Without script-src, scripts follow default-src: the same sources and the hash.
    expect(policyWithCollector("default-src 'self'; img-src data:")).toBe(
      `default-src 'self'; img-src data:; script-src 'self' ${COLLECTOR_HASH}`,
    );
  });
});

describe('the proxy in front of a server', () => {
  /** @type {import('node:http').IncomingHttpHeaders[]} */
  const asked = [];
  let upstream;
  let proxy;

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      asked.push(request.headers);
      const headers = { 'content-security-policy': POLICY, etag: '"1"' };
      if (request.url === '/gzip')
        return response
          .writeHead(200, {
            ...headers,
            'content-type': 'text/html',
            'content-encoding': 'gzip',
          })
          .end(gzipSync(PAGE));
      if (request.url === '/br')
        return response
          .writeHead(200, { ...headers, 'content-type': 'text/html', 'content-encoding': 'br' })
          .end(brotliCompressSync(PAGE));
      if (request.url === '/app.js')
        return response
          .writeHead(200, { 'content-type': 'text/javascript', etag: '"2"' })
          .end('run()');
      return response.writeHead(200, { ...headers, 'content-type': 'text/html' }).end(PAGE);
    });
    await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    proxy = await startCollectorProxy(`http://127.0.0.1:${upstream.address().port}`);
  });

  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const page = (path) =>
    fetch(`${proxy.origin}${path}`, {
      headers: { accept: 'text/html', 'if-none-match': '"1"', 'accept-encoding': 'gzip, br' },
    });

  it('passes a page with the collector and the hash in its policy, whole and never a 304', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(withCollector(PAGE));
    expect(response.headers.get('content-security-policy')).toBe(policyWithCollector(POLICY));
    expect(response.headers.get('etag')).toBeNull();
    expect(asked.at(-1)['if-none-match']).toBeUndefined();
    expect(asked.at(-1)['accept-encoding']).toBeUndefined();
  });

  it('opens a page the server sent compressed anyway', async () => {
    for (const path of ['/gzip', '/br']) {
      const response = await page(path);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toBe(withCollector(PAGE));
    }
  });

  it('passes everything else as the server sent it', async () => {
    const response = await fetch(`${proxy.origin}/app.js`, {
      headers: { accept: '*/*', 'if-none-match': '"2"' },
    });
    expect(await response.text()).toBe('run()');
    expect(response.headers.get('etag')).toBe('"2"');
    expect(asked.at(-1)['if-none-match']).toBe('"2"');
  });
});
