// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the built site, at the
// highest settings, so the server sends them without compressing anything per request. A copy
// that would not be smaller is not written.
import { readFileSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesUnder } from './files.mjs';

// `.data`: React Router's prerendered loader data, fetched on client-side navigation.
const TEXT_EXTENSIONS = new Set([
  '.html',
  '.data',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
]);

/** @returns {{ files: number, plainBytes: number, brotliBytes: number }} */
export function compressSite(dir) {
  const totals = { files: 0, plainBytes: 0, brotliBytes: 0 };
  for (const file of filesUnder(dir)) {
    if (!TEXT_EXTENSIONS.has(extname(file))) continue;
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
    totals.files += 1;
    totals.plainBytes += body.length;
    totals.brotliBytes += Math.min(brotli.length, body.length);
  }
  return totals;
}
