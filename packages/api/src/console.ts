import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageCsp } from './http/csp';

/** Where the console lives on the site; its files under `${CONSOLE_PATH}/assets/`. */
export const CONSOLE_PATH = '/staff';
/** Search engines keep out: on the page, its files and every answer under /staff. */
const NOINDEX = 'noindex, nofollow';

/**
 * Serves the staff console (decision 109): its hashed files as immutable, and its one page for
 * every address under /staff (the console's router picks the screen). The page is never cached
 * or indexed, allows our own scripts only (it has no inline ones) and is never framed. Without
 * a build, /staff says how to make one. The site links nowhere here, and no site page loads it.
 */
export async function consolePlugin(
  app: FastifyInstance,
  opts: { consoleDir: string },
): Promise<void> {
  const indexFile = join(opts.consoleDir, 'index.html');
  const built = existsSync(indexFile);
  if (!built) {
    app.log.warn(
      `No built staff console in ${opts.consoleDir}: run "npm run build" to serve it at ${CONSOLE_PATH}.`,
    );
  }
  const page = built ? readFileSync(indexFile) : undefined;
  const etag = page ? `"${createHash('sha1').update(page).digest('base64url')}"` : undefined;

  if (built) {
    await app.register(fastifyStatic, {
      root: join(opts.consoleDir, 'assets'),
      prefix: `${CONSOLE_PATH}/assets/`,
      decorateReply: false,
      index: false,
      redirect: false,
      wildcard: false,
      cacheControl: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.setHeader('x-robots-tag', NOINDEX);
      },
    });
  }

  const sendPage = (reply: FastifyReply) => {
    reply
      .header('x-robots-tag', NOINDEX)
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageCsp([]));
    if (!page) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The staff console is not built: run "npm run build", then start the server again.');
    }
    return reply.type('text/html; charset=utf-8').header('etag', etag!).send(page);
  };
  app.get(CONSOLE_PATH, { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  app.get(`${CONSOLE_PATH}/*`, { schema: { hide: true } }, (request, reply) => {
    // A file the build does not have is not the page: a stale tab asking for an old script.
    if (request.url.startsWith(`${CONSOLE_PATH}/assets/`))
      return reply.code(404).header('x-robots-tag', NOINDEX).type('text/plain').send('Not found');
    return sendPage(reply);
  });
}
