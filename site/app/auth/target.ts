/**
 * Where the site's API calls go: the same origin by default (the server serves the site), or
 * the address given at build time in `VITE_API_BASE_URL` when the API lives elsewhere.
 */
export const API_TARGET = { baseUrl: import.meta.env.VITE_API_BASE_URL ?? '' };
