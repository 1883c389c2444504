import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';

/**
 * Answers for requests Node refuses before Fastify sees them (a body that never arrives in
 * full, oversized headers, bytes that are not HTTP): JSON with `msg` like every other answer,
 * then the connection is closed.
 */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive. Please try again.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};
const UNREADABLE: [number, string] = [400, 'The request could not be read.'];

export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const [status, msg] = (error.code && CLIENT_ERRORS[error.code]) || UNREADABLE;
    const body = JSON.stringify({ msg, message: msg });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}

/**
 * Timeouts: a whole request (headers and body) must arrive within `requestTimeoutMs`, its
 * headers within 10 s of that; Node checks every second (its default, 30 s, would let a stalled
 * upload hold a connection that much longer).
 */
export function serverTimeouts(
  requestTimeoutMs: number,
): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'http' | 'clientErrorHandler'> {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      // Node ignores the request timeout while the headers timeout is longer than it.
      headersTimeout: Math.min(10_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, requestTimeoutMs / 2),
    },
    clientErrorHandler,
  };
}
