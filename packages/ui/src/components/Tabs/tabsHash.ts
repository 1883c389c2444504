// Pure helpers for linking to a tab through the URL hash ("#challenges").

/** The tab value a hash names, or null when it names none of `values`. */
export function valueFromHash(hash: string, values: readonly string[]): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return values.includes(decoded) ? decoded : null;
}

/** The hash that links to a tab. */
export function hashForValue(value: string): string {
  return `#${encodeURIComponent(value)}`;
}
