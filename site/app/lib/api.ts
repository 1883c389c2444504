import { createApiClient } from '@corvane/contract/client';

/**
 * The site's client for the API: the same origin by default (the server serves both), or the
 * address given at build time in VITE_API_BASE_URL when the API lives elsewhere. Forms import
 * this module when they submit, so its code never weighs on a page's first load.
 */
export const api = createApiClient(import.meta.env.VITE_API_BASE_URL ?? '');
