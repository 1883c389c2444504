import { useEffect, useRef } from 'react';
import { announce, prepareAnnouncer, type Politeness } from './announcer';
import { useCameWithServerHtml } from './useHydrated';

/** What to say: the words, nothing, or a function that reads them from the page after a render. */
export type Announcement = string | null | undefined | false | (() => string | null | undefined);

/**
 * Speaks `message` through the page's announcer (decision 082) when it appears or changes, and
 * again when `occurrence` changes (the same words for a new event: a second refusal). The regions
 * are made when the component mounts, before its first message. Words that came with the
 * server's HTML are read with the page, not announced when it hydrates; telling them apart renders
 * nothing again after hydration.
 */
export function useAnnouncement(
  message: Announcement,
  politeness: Politeness = 'polite',
  occurrence?: unknown,
): void {
  const fromServer = useCameWithServerHtml();
  const said = useRef<{ text: string; occurrence: unknown } | null>(null);

  useEffect(prepareAnnouncer, []);
  // After every render: cheap, and a function message may read words the render changed.
  useEffect(() => {
    const text = (typeof message === 'function' ? message() : message) || '';
    const last = said.current;
    said.current = { text, occurrence };
    if (last === null && fromServer) return;
    if (text && (text !== last?.text || occurrence !== last.occurrence)) announce(text, politeness);
  });
}
