import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The user's reduced-motion preference, live. `force` (a component's `reducedMotion` prop) wins
 * when given. False on the server and in the first client render, so hydration matches.
 */
export function useReducedMotion(force?: boolean): boolean {
  const [prefers, setPrefers] = useState(false);
  useEffect(() => {
    if (force !== undefined || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(QUERY);
    const update = () => setPrefers(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [force]);
  return force ?? prefers;
}
