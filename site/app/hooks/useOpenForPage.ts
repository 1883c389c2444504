import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * The key of the history entry the browser is on now. React Router writes it to `history.state`
 * when a navigation commits, and only then renders the new page (in a transition, which a busy
 * phone can take a while over): in between, this is the coming page's key while `useLocation()`
 * still gives the shown page's.
 */
function currentEntryKey(shownKey: string): string {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'key' in state && typeof state.key === 'string') {
    return state.key;
  }
  return shownKey;
}

/**
 * Open-or-closed state that belongs to one page, for the header's disclosures (the phone menu,
 * the user menu) and their `panel`: any navigation closes it, a link followed or a button pressed
 * in the panel closes it at once (not when the next page has rendered), and it opens for the page
 * the visitor is going to. A tap on Menu after a link was followed but before the new page has
 * rendered opens the menu on that new page, rather than on the old one only to be closed by the
 * navigation a moment later.
 */
export function useOpenForPage(panel: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const toggle = () => setOpenAt(open ? null : currentEntryKey(location.key));
  const close = useCallback(() => setOpenAt(null), []);

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    // Native, so it runs before React's handlers: the menu closes before the navigation starts.
    const onItemUsed = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href], button')) close();
    };
    element.addEventListener('click', onItemUsed);
    return () => element.removeEventListener('click', onItemUsed);
  }, [open, close, panel]);

  return { open, toggle, close };
}
