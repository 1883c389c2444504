import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// Files the staff console downloads (a resume, a CSV, a subject access export): always saved,
// never shown in the browser, never cached, never sniffed into another type.

/**
 * `attachment; filename="..."` with an ASCII fallback, plus RFC 5987's `filename*` (UTF-8,
 * percent-encoded) when the name is not plain ASCII (RFC 6266).
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function sendAttachment(
  reply: FastifyReply,
  file: { stream: Readable; fileName: string; contentType: string; bytes?: number },
) {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store');
  if (file.bytes !== undefined) reply.header('content-length', file.bytes);
  return reply.send(file.stream);
}
