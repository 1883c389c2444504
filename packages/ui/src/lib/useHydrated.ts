import { useState, useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and in the render that hydrates its HTML, true afterwards and in a render
 * made only in the browser: tells what the server already put in the page from what came later.
 * Its value changes once, after hydration, and renders its caller again then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, inBrowser, onServer);
}

/**
 * Whether this component came with the server's HTML: true when its first render ran on the
 * server or hydrated that HTML, false when it was first rendered in the browser. Fixed for the
 * component's life, so, unlike `useHydrated`, it never renders its caller again: the first
 * snapshot React asks for (the server's while hydrating, the browser's otherwise) is kept, and
 * the check React makes after hydrating finds the same value.
 */
export function useCameWithServerHtml(): boolean {
  const [first] = useState<{ fromServer?: boolean }>(() => ({}));
  return useSyncExternalStore(
    subscribeNothing,
    () => (first.fromServer ??= false),
    () => (first.fromServer ??= true),
  );
}
