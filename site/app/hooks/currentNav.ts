import type { NavItem } from '../content/navigation';

/** Spec 2.2 and 9: a section is active when it spans the line 100 px below the window's top. */
export const ACTIVE_LINE_PX = 100;

/** Path prefixes that make a header item current away from the home page (spec 2.2). */
const PREFIXES: Array<[prefix: string, target: string]> = [
  ['/services/', '/#services'],
  ['/products/', '/#products'],
  ['/careers', '/careers'],
];

export interface NavPosition {
  pathname: string;
  hash: string;
  /** On the home page: the id of the section at the active line, if any. */
  sectionInView: string | null;
}

export type NavCurrent = { to: string; kind: 'page' | 'location' | 'true' } | null;

/**
 * Which header item is current, and how: on the home page the section at the active line (else
 * the hash), elsewhere the path prefix. `kind` is the `aria-current` value: `page` for the
 * careers page itself, `location` for a section of the home page, `true` for the area a
 * product or service page belongs to.
 */
export function currentNav(items: NavItem[], position: NavPosition): NavCurrent {
  const path = position.pathname.toLowerCase();
  if (path === '/') {
    const id = position.sectionInView ?? (position.hash.slice(1) || null);
    const item = id ? items.find((candidate) => candidate.to === `/#${id}`) : undefined;
    return item ? { to: item.to, kind: 'location' } : null;
  }
  for (const [prefix, target] of PREFIXES) {
    if (path.startsWith(prefix) || `${path}/` === prefix) {
      return { to: target, kind: target === '/careers' ? 'page' : 'true' };
    }
  }
  return null;
}

/** The first of the given sections whose box spans the active line, by their client rects. */
export function sectionAtLine(
  sections: Array<{ id: string; top: number; bottom: number }>,
  line = ACTIVE_LINE_PX,
): string | null {
  return sections.find((section) => section.top <= line && section.bottom >= line)?.id ?? null;
}
