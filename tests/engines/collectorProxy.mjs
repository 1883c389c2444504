// A loopback proxy in front of the built server, for the engine that cannot put a script of ours
// first in a page itself (WebKit: classic WebDriver has no preload script and no console log).
// Every page it passes on gets the error collector as its first script, and the page's
// Content-Security-Policy gets that script's hash beside the page's own: the site's bytes and
// policy stay as they are everywhere else. Tests only (decision 106).
import { createHash } from 'node:crypto';
import { createServer, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COLLECTOR_SCRIPT } from './inPage.mjs';

/** The collector's hash as a CSP source. */
export const COLLECTOR_HASH = `'sha256-${createHash('sha256').update(COLLECTOR_SCRIPT).digest('base64')}'`;

/** The page with the collector before its first script (or at the end of its head). */
export function withCollector(html) {
  const tag = `<script>${COLLECTOR_SCRIPT}</script>`;
  const at = html.indexOf('<script');
  if (at !== -1) return `${html.slice(0, at)}${tag}${html.slice(at)}`;
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) throw new Error('The page has neither a script nor a </head>.');
  return `${html.slice(0, headEnd)}${tag}${html.slice(headEnd)}`;
}

/** The policy with the collector's hash allowed as a script, and nothing else changed. */
export function policyWithCollector(policy) {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const scriptSrc = directives.findIndex((directive) => /^script-src(\s|$)/i.test(directive));
  if (scriptSrc !== -1) directives[scriptSrc] += ` ${COLLECTOR_HASH}`;
  else {
    // Scripts fall back to default-src: the same sources, and the hash.
    const fallback = directives.find((directive) => /^default-src(\s|$)/i.test(directive));
    if (fallback)
      directives.push(`script-src ${fallback.replace(/^default-src\s*/i, '')} ${COLLECTOR_HASH}`);
  }
  return directives.join('; ');
}

function decoded(body, encoding) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * Starts the proxy on a free loopback port, passing everything to `target` (an origin) as it is,
 * the Host header included; pages (HTML) come back with the collector.
 * @param {string} target
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startCollectorProxy(target) {
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    const page = (headers.accept ?? '').includes('text/html');
    if (page) {
      // A page comes back whole and uncompressed, to be rewritten; never a 304, whose headers
      // would bring back the page's own policy without the collector's hash.
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const upstream = request(
      new URL(incoming.url, target),
      { method: incoming.method, headers },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (!type.startsWith('text/html') || incoming.method === 'HEAD') {
          outgoing.writeHead(answer.statusCode, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const html = decoded(Buffer.concat(chunks), answer.headers['content-encoding']);
          const body = Buffer.from(withCollector(html.toString('utf8')));
          const rewritten = { ...answer.headers, 'content-length': String(body.length) };
          delete rewritten['content-encoding'];
          delete rewritten['transfer-encoding'];
          delete rewritten.etag;
          const policy = answer.headers['content-security-policy'];
          if (policy) rewritten['content-security-policy'] = policyWithCollector(policy);
          outgoing.writeHead(answer.statusCode, rewritten);
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`The engine runner's proxy could not reach the server: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
