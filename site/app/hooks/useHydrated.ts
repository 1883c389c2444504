import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False while prerendering and hydrating, true after: for values only the browser has. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
