// Serves a built site (site/build/client or a build of its own) the way any static host would
// for the tests' own servers: a file, a prerendered page at its path, else the SPA fallback with
// status 404. No CSP or caching headers: those are our API server's business, not the site's.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { contentTypes } from './serveFolder.mjs';

// React Router's data for a client-side navigation (`/careers.data`).
const types = { ...contentTypes, '.data': 'text/x-script', '.txt': 'text/plain' };

/** A request handler for `dir`: `(req, res) => Promise<void>`. */
export function siteHandler(dir) {
  const root = normalize(dir + sep);
  const read = async (path) => {
    const file = normalize(join(root, path));
    if (!file.startsWith(root)) return undefined;
    try {
      return { file, body: await readFile(file) };
    } catch {
      return undefined;
    }
  };
  return async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'x:/').pathname);
    const page = pathname.toLowerCase().replace(/\/+$/, '');
    const found =
      (pathname.endsWith('/') ? undefined : await read(pathname)) ??
      (await read(join(page, 'index.html')));
    const fallback = found ? undefined : await read('__spa-fallback.html');
    const { file, body } = found ?? fallback ?? { file: '.txt', body: Buffer.from('Not found') };
    res.writeHead(found ? 200 : 404, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
    });
    res.end(body);
  };
}
