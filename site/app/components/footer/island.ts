import { defineIsland } from '../../islands/island';

/**
 * The footer's code (newsletter form, office dialogs) loads when the visitor points at, touches
 * or tabs into it; a click or submit before that is held and replayed.
 */
export const footerIsland = defineIsland(() => import('../SiteFooter'), 'intent');
