import { negotiate } from '@fastify/accept-negotiator';

/** The encodings the site build writes beside each text file, best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

export type ContentEncoding = (typeof PRECOMPRESSED)[number]['encoding'] | 'identity';

/** Text files the build compresses: their answers vary with Accept-Encoding. */
export const COMPRESSIBLE_EXTENSION = /\.(html|m?js|css|svg|json|xml|txt|data)$/;

const PREFERENCE: ContentEncoding[] = ['br', 'gzip', 'identity'];

/**
 * The best encoding of those available that an Accept-Encoding header allows (q-values honoured,
 * `*` understood); identity when the header is missing or allows nothing we have.
 */
export function chooseEncoding(
  header: string | undefined,
  available: ReadonlySet<ContentEncoding>,
): ContentEncoding {
  if (!header) return 'identity';
  const offered = PREFERENCE.filter((encoding) => available.has(encoding));
  const chosen = negotiate(header.toLowerCase(), offered) as ContentEncoding | null;
  return chosen ?? 'identity';
}
