import { useCallback, useEffect, useState, type RefObject } from 'react';
import { TABBABLE } from '../../lib/tabbable';

/** Where the side navigation stops being a menu (AppShell.css repeats the width). */
export const WIDE_LAYOUT = '(min-width: 1024px)';

/** The focusable elements of the given parts, in order, that are shown. */
function tabbablesIn(parts: Array<HTMLElement | null>): HTMLElement[] {
  return parts
    .flatMap((part) =>
      part
        ? [
            ...(part.matches(TABBABLE) ? [part] : []),
            ...part.querySelectorAll<HTMLElement>(TABBABLE),
          ]
        : [],
    )
    .filter((element) => element.getClientRects().length > 0);
}

/**
 * The phone menu of the app shell, as the public site's header menu behaves (its SiteHeader and
 * decision 094): focus stays on the button when it opens, and Tab goes round the button and the
 * menu only; Escape closes it and puts focus back on the button; a click outside closes it; a
 * link or button used in it closes it at once, before any navigation starts, and calls
 * `onItemUsed` (the shell moves focus to the page, since the item just used is hidden with the
 * menu). It belongs to the page it was opened on (`page`: the current address), and closes when
 * the layout widens into a sidebar. The page behind keeps scrolling, as on the site.
 */
export function usePhoneMenu(
  page: string,
  button: RefObject<HTMLButtonElement | null>,
  panel: RefObject<HTMLElement | null>,
  onItemUsed: () => void,
) {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === page;
  const toggle = () => setOpenOn(open ? null : page);
  const close = useCallback(() => setOpenOn(null), []);

  useEffect(() => {
    const menu = panel.current;
    if (!open || !menu) return;
    const doc = menu.ownerDocument;
    const win = doc.defaultView;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        button.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbablesIn([button.current, menu]);
      if (items.length === 0) return;
      const index = items.indexOf(doc.activeElement as HTMLElement);
      const next = event.shiftKey
        ? index <= 0
          ? items.length - 1
          : index - 1
        : index === -1 || index === items.length - 1
          ? 0
          : index + 1;
      event.preventDefault();
      items[next]?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.contains(target) && !button.current?.contains(target)) close();
    };
    // Native, so it runs before a router link's own handler: closed before the navigation.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href], button')) {
        close();
        onItemUsed();
      }
    };
    const wide = win?.matchMedia(WIDE_LAYOUT);
    const onResize = () => {
      if (wide?.matches) close();
    };

    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('pointerdown', onPointerDown);
    menu.addEventListener('click', onClick);
    wide?.addEventListener('change', onResize);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('pointerdown', onPointerDown);
      menu.removeEventListener('click', onClick);
      wide?.removeEventListener('change', onResize);
    };
  }, [open, close, button, panel, onItemUsed]);

  return { open, toggle };
}
