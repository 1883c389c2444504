import { getProfile } from '@corvane/contract/client';
import { API_TARGET } from './target';

/**
 * The profile call alone, for the header's session and the profile page: what a signed-in
 * visitor's pages call at load, without the whole client and the account forms (auth/api.ts).
 */
export const fetchProfile = (token: string | null, signal?: AbortSignal) =>
  getProfile(API_TARGET, { token, signal });
