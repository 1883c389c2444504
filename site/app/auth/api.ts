import { createApiClient } from '@corvane/contract/client';
import { API_TARGET } from './target';
import { readToken } from './token';

/**
 * The one API client of the site (see target.ts for where it sends). Pages import it when they
 * call; the careers list, called at load, takes the single `listJobs` call instead.
 */
export const api = createApiClient(API_TARGET.baseUrl, {
  getToken: readToken,
});
