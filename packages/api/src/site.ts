import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSP_MANIFEST, loadScriptHashes, pageCsp } from './http/csp';
import { apiNotFound } from './http/not-found';

interface Page {
  body: Buffer;
  etag: string;
  /** Its Content-Security-Policy, with the hashes of its own inline scripts. */
  csp: string;
}

const FALLBACK_FILE = '__spa-fallback.html';

/** Every prerendered page, keyed by its lower-case path ("/", "/services/gsi"...). */
function collectPages(siteDir: string, hashes: Map<string, string[]>): Map<string, Page> {
  const pages = new Map<string, Page>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const rel = relative(siteDir, dir).split(sep).join('/');
        const file = rel ? `${rel}/index.html` : 'index.html';
        pages.set(
          `/${rel}`.replace(/\/$/, '') || '/',
          toPage(readFileSync(full), hashes.get(file)),
        );
      }
    }
  };
  walk(siteDir);
  return pages;
}

function toPage(body: Buffer, scriptHashes: string[] = []): Page {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, csp: pageCsp(scriptHashes) };
}

/** The lower-case path a request names, without a trailing slash; undefined when malformed. */
export function pageKey(url: string): string | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  try {
    const decoded = decodeURIComponent(path).toLowerCase().replace(/\/+$/, '');
    return decoded === '' ? '/' : decoded;
  } catch {
    return undefined;
  }
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status: number) {
  // HTML is revalidated on every visit so a new deploy shows at once; assets are immutable.
  reply
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('content-security-policy', page.csp)
    .type('text/html; charset=utf-8');
  if (status === 200 && request.headers['if-none-match'] === page.etag)
    return reply.code(304).send();
  return reply.code(status).send(page.body);
}

/**
 * Serves the prerendered site: static files with cache headers, each route's own HTML (whatever
 * the capitalisation of its path), and the SPA fallback with status 404 for any other path.
 */
export async function sitePlugin(app: FastifyInstance, opts: { siteDir: string }): Promise<void> {
  const { siteDir } = opts;
  if (!existsSync(join(siteDir, 'index.html'))) {
    app.log.warn(
      `No built site in ${siteDir}: run "npm run build" to serve it. The API still runs.`,
    );
    app.setNotFoundHandler(apiNotFound);
    return;
  }
  const hashes = loadScriptHashes(siteDir, app.log);
  const pages = collectPages(siteDir, hashes);
  const fallbackPath = join(siteDir, FALLBACK_FILE);
  const fallback = existsSync(fallbackPath)
    ? toPage(readFileSync(fallbackPath), hashes.get(FALLBACK_FILE))
    : pages.get('/')!;

  await app.register(fastifyStatic, {
    root: siteDir,
    index: false,
    redirect: false,
    // One route per file, found at start: directories (and so every page path) fall through to
    // the not-found handler below, which serves pages case-insensitively.
    wildcard: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${sep}assets${sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
    allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.endsWith(CSP_MANIFEST),
  });

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!isPageRequest) return apiNotFound(request, reply);
    const key = pageKey(request.url);
    const page = key ? pages.get(key) : undefined;
    return page ? sendPage(request, reply, page, 200) : sendPage(request, reply, fallback, 404);
  });
}
