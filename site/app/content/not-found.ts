import type { PageCopy } from './pages';

/**
 * What an address with no page shows (no path: it is not a page to index). Apart from the other
 * pages' copy because every page's frame carries it: the SPA fallback's title (decision 085).
 */
export const notFoundCopy: Omit<PageCopy, 'path'> = {
  title: 'Page not found',
  description: 'The page you asked for does not exist on the Corvane website.',
  heading: 'Page not found',
  intro: 'The address may be mistyped, or the page may have moved.',
};
