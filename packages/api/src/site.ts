import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  chooseEncoding,
  COMPRESSIBLE_EXTENSION,
  PRECOMPRESSED,
  type ContentEncoding,
} from './site-encoding';
import { CSP_MANIFEST, loadCspManifest, pageCsp, type CspManifest } from './http/csp';
import { apiNotFound } from './http/not-found';

interface Variant {
  body: Buffer;
  etag: string;
}

/**
 * One prerendered document: a page's HTML, or the data React Router fetches for a client-side
 * navigation to it (`/products/x.data`), plus the Brotli and gzip copies the build wrote.
 */
interface Page {
  type: string;
  variants: Map<ContentEncoding, Variant>;
  /** An HTML page's Content-Security-Policy, with the hashes of its own inline scripts. */
  csp?: string;
}

const HTML_TYPE = 'text/html; charset=utf-8';
/** What React Router's own server sends its single-fetch data as. */
const DATA_TYPE = 'text/x-script';

const FALLBACK_FILE = '__spa-fallback.html';

/** Reads a document and its precompressed copies; each copy has its own ETag. */
function readPage(file: string, type: string, csp?: { hashes: string[]; connect: string[] }): Page {
  const variants = new Map<ContentEncoding, Variant>();
  const variant = (body: Buffer, suffix: string): Variant => ({
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}${suffix}"`,
  });
  variants.set('identity', variant(readFileSync(file), ''));
  for (const { encoding, extension } of PRECOMPRESSED) {
    if (existsSync(file + extension)) {
      variants.set(encoding, variant(readFileSync(file + extension), `-${encoding}`));
    }
  }
  return { type, variants, ...(csp ? { csp: pageCsp(csp.hashes, csp.connect) } : {}) };
}

/** A page's script hashes from the manifest, with the origins every page may call. */
function cspOf(manifest: CspManifest, file: string) {
  return { hashes: manifest.pages.get(file) ?? [], connect: manifest.connect };
}

/**
 * Every prerendered page and data file, keyed by its lower-case path ("/", "/services/gsi",
 * "/services/gsi.data"...): the spec's links spell slugs in mixed case, the build in lower case.
 */
function collectPages(siteDir: string, manifest: CspManifest): Map<string, Page> {
  const pages = new Map<string, Page>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const rel = relative(siteDir, full).split(sep).join('/');
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const key = `/${rel}`.replace(/\/?index\.html$/, '') || '/';
        pages.set(key, readPage(full, HTML_TYPE, cspOf(manifest, rel)));
      } else if (entry.name.endsWith('.data')) {
        pages.set(`/${rel}`.toLowerCase(), readPage(full, DATA_TYPE));
      }
    }
  };
  walk(siteDir);
  return pages;
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
  const encoding = chooseEncoding(
    request.headers['accept-encoding'],
    new Set(page.variants.keys()) as ReadonlySet<ContentEncoding>,
  );
  const variant = page.variants.get(encoding)!;
  // Pages and their data are revalidated on every visit so a new deploy shows at once; hashed
  // assets are immutable.
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', variant.etag)
    .type(page.type);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  if (page.csp) reply.header('content-security-policy', page.csp);
  if (status === 200 && request.headers['if-none-match'] === variant.etag) {
    return reply.code(304).send();
  }
  return reply.code(status).send(variant.body);
}

/**
 * Serves the prerendered site: static files with cache headers (the build's Brotli or gzip copy
 * when the request accepts one), each route's own HTML (whatever the capitalisation of its path),
 * and the SPA fallback with status 404 for any other path. Nothing is compressed per request.
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
  const manifest = loadCspManifest(siteDir, app.log);
  const pages = collectPages(siteDir, manifest);
  const fallbackPath = join(siteDir, FALLBACK_FILE);
  const fallback = existsSync(fallbackPath)
    ? readPage(fallbackPath, HTML_TYPE, cspOf(manifest, FALLBACK_FILE))
    : pages.get('/')!;

  await app.register(fastifyStatic, {
    root: siteDir,
    index: false,
    redirect: false,
    // One route per file, found at start: directories (and so every page path) fall through to
    // the not-found handler below, which serves pages case-insensitively. The compressed copies
    // get no routes of their own: `preCompressed` picks them for the plain file's URL.
    wildcard: false,
    globIgnore: [
      '**/*.html',
      '**/*.data',
      ...PRECOMPRESSED.map(({ extension }) => `**/*${extension}`),
    ],
    preCompressed: true,
    cacheControl: false,
    // The ETag is enough to revalidate (hashed assets need not even that: see the onSend hook);
    // ranges make no sense for compressed text. Every header is paid again on each script.
    lastModified: false,
    acceptRanges: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${sep}assets${sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      const plainPath = filePath.replace(/\.(br|gz)$/, '');
      if (COMPRESSIBLE_EXTENSION.test(plainPath)) res.setHeader('vary', 'accept-encoding');
    },
    allowedPath: (pathName) => !/\.(html|data)$/.test(pathName) && !pathName.endsWith(CSP_MANIFEST),
  });

  // Scripts as RFC 9239 names them: 31 bytes fewer than `application/javascript; charset=utf-8`
  // on each of a page's scripts (module scripts are read as UTF-8 whatever the header says).
  app.addHook('onSend', async (request, reply, payload) => {
    if (String(reply.getHeader('content-type')).startsWith('application/javascript')) {
      reply.header('content-type', 'text/javascript');
    }
    // A hashed asset never changes and is cached as immutable: no browser revalidates it, so
    // its ETag would be bytes paid on every one of a page's scripts for nothing.
    if (request.url.startsWith('/assets/')) reply.removeHeader('etag');
    return payload;
  });

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!isPageRequest) return apiNotFound(request, reply);
    const key = pageKey(request.url);
    const page = key ? pages.get(key) : undefined;
    if (page) return sendPage(request, reply, page, 200);
    // Data for a page that does not exist: React Router shows its 404 page for a 404 status.
    if (key?.endsWith('.data')) return reply.code(404).type(DATA_TYPE).send('');
    return sendPage(request, reply, fallback, 404);
  });
}
