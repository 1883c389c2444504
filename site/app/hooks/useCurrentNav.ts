import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../content/navigation';
import { currentNav, sectionAtLine, type NavCurrent } from './currentNav';
import { useHydrated } from './useHydrated';

/** The home page's sections the header links to, in page order. */
const sectionIds = (items: NavItem[]) =>
  items.flatMap((item) => (item.to.startsWith('/#') ? [item.to.slice(2)] : []));

/**
 * The section of the home page at the active line, tracked while the page scrolls and while its
 * layout moves without a scroll (a web font or late content changing a section's height, the
 * browser's scroll anchoring): otherwise the header could go on marking a section the line has
 * left until the visitor scrolls again.
 */
function useSectionInView(ids: string[], enabled: boolean): string | null {
  const [inView, setInView] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = key.split(' ').flatMap((id) => {
        const rect = document.getElementById(id)?.getBoundingClientRect();
        return rect ? [{ id, top: rect.top, bottom: rect.bottom }] : [];
      });
      setInView(sectionAtLine(sections));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Whatever moves a section under the line without a scroll changes the page's height: the
    // body's (it is as tall as its content).
    const layout = new ResizeObserver(schedule);
    layout.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      layout.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key, enabled]);
  return enabled ? inView : null;
}

/** Which header item is current (spec 2.2); null in the prerendered HTML of the home page. */
export function useCurrentNav(items: NavItem[]): NavCurrent {
  const { pathname, hash } = useLocation();
  const onHome = pathname === '/';
  const sectionInView = useSectionInView(sectionIds(items), onHome);
  const hydrated = useHydrated();
  // Before hydration the scroll position is unknown: claim nothing rather than the wrong item.
  if (onHome && !hydrated) return null;
  return currentNav(items, { pathname, hash, sectionInView });
}
