import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and in the render that hydrates its HTML, true afterwards and in a render
 * made only in the browser: tells what the server already put in the page from what came later.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, inBrowser, onServer);
}
