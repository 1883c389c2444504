// A loopback static server for a built folder: the visual tests' Storybook, the consumer apps.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * Serves a built folder on a free loopback port (`index.html` for a path ending in `/`); `stop()`
 * closes it and every open connection. Files may be cached: a build does not change while the
 * server runs.
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export async function serveFolder(dir) {
  const root = normalize(dir + sep);
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'x:/').pathname);
    const path = normalize(join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    if (!path.startsWith(root)) return void res.writeHead(403).end();
    try {
      const body = await readFile(path);
      res.writeHead(200, {
        'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
        'cache-control': 'max-age=3600',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
