import { createApiClient } from '@corvane/contract/client';
import { readToken } from './token';

/**
 * The one API client of the site. Same origin by default (the server serves the site);
 * `VITE_API_BASE_URL` at build time points it at an API elsewhere.
 */
export const api = createApiClient(import.meta.env.VITE_API_BASE_URL ?? '', {
  getToken: readToken,
});
