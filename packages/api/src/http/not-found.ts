import type { FastifyReply, FastifyRequest } from 'fastify';

/** 404 for an API path (or any non-page request): JSON with `msg`, like every API answer. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const msg = `No such endpoint: ${request.method} ${request.url.split('?')[0]}`;
  return reply.code(404).send({ msg, message: msg });
}
