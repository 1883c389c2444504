import { useEffect, useRef, type RefObject } from 'react';
import { hashForValue, valueFromHash } from './tabsHash';

function tabValues(root: HTMLElement | null): string[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>('[role="tab"][data-value]')).map(
    (tab) => tab.dataset.value ?? '',
  );
}

/**
 * Selects the tab the URL hash names, on mount and on every hash change; `write` puts a newly
 * chosen tab into the hash without adding a history entry. Listeners go with the component.
 */
export function useHashSync(
  enabled: boolean,
  root: RefObject<HTMLElement | null>,
  select: (value: string) => void,
): (value: string) => void {
  const selectRef = useRef(select);
  useEffect(() => {
    selectRef.current = select;
  });

  useEffect(() => {
    if (!enabled) return;
    const read = () => {
      const value = valueFromHash(window.location.hash, tabValues(root.current));
      if (value !== null) selectRef.current(value);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [enabled, root]);

  return (value: string) => {
    if (!enabled) return;
    // replaceState keeps the router's history state and fires no hashchange (no scroll jump).
    window.history.replaceState(window.history.state, '', hashForValue(value));
  };
}
