import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. Every reply is `nosniff`; the headers that only mean something for a document
 * (framing, opener, referrer, permissions, HSTS) go on pages and API answers, not on each of a
 * page's scripts and styles, where they would only add bytes to every request. No
 * Content-Security-Policy for pages: the prerendered site inlines scripts (React Router), so a
 * strict one would break it. API replies get a locked-down one.
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
    // Browsers ignore this over plain HTTP; behind TLS it keeps them on HTTPS.
    reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
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
