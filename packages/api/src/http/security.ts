import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. Every reply is `nosniff`; the headers that only mean something for a document
 * (framing, opener, referrer, permissions, HSTS) go on pages and API answers, not on each of a
 * page's scripts and styles, where they would only add bytes to every request. Pages get their
 * Content-Security-Policy where they are served (site.ts, with their own script hashes); API
 * replies get a locked-down one here.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    const isApi = request.url.startsWith('/api/');
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!isApi && !isPage) return;
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('origin-agent-cluster', '?1');
    reply.header('x-dns-prefetch-control', 'off');
    reply.header('x-permitted-cross-domain-policies', 'none');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    // Only for a request that came over HTTPS: behind a proxy, TRUST_PROXY=on lets Fastify read
    // that from X-Forwarded-Proto. Over plain HTTP the header means nothing.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
    }
    if (isApi) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      reply.header('cache-control', 'no-store');
    }
  });
}

/** Cross-origin calls only from the configured site origins; same-origin needs nothing. */
export async function installCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'authorization', 'accept'],
    maxAge: 600,
  });
}
