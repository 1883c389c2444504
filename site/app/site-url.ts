/**
 * The site's public origin, for the absolute URLs that canonical links, Open Graph tags, JSON-LD
 * and the sitemap need. Pages are prerendered, so it is read once, at build time, from
 * `VITE_SITE_URL` (README, "Environment variables").
 */
export const DEFAULT_SITE_URL = 'https://www.corvane.com';

/** The origin a `VITE_SITE_URL` value names; throws (and so stops the build) when it is not one. */
export function parseSiteUrl(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  const isOrigin =
    url !== undefined &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username;
  if (!isOrigin) {
    throw new Error(
      `VITE_SITE_URL must be an origin such as ${DEFAULT_SITE_URL} (http or https, no path), not "${raw}".`,
    );
  }
  return url!.origin;
}

export const SITE_URL = parseSiteUrl(import.meta.env.VITE_SITE_URL);

/** `/services/gsi` -> `https://www.corvane.com/services/gsi`. */
export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).href;
}
