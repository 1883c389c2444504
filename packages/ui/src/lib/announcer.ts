/**
 * The page's announcer: two live regions (polite and assertive) that every message of the package
 * is written into (decision 082). Screen readers speak what changes inside a live region that is
 * already in the page; a region inserted already full is silent in most of them. So the regions
 * are made once per document, at the end of `<body>` and outside any component, by the first
 * component that may speak (when it mounts, before its first message), and they stay: a message
 * written just before the page changes route is not cut off with the route, and a modal `Dialog`
 * leaves them (`data-cv-announcer`) out of the page it makes inert (decision 104), as Radix leaves
 * `[aria-live]` elements visible when it hides the rest. They are visually hidden by the
 * stylesheet's `cv-visually-hidden`.
 *
 * Nothing here runs at import or on a server: `document` is touched only when called.
 */

/** `polite` waits for a pause in what the screen reader is saying; `assertive` interrupts it. */
export type Politeness = 'polite' | 'assertive';

/** A new region is in the page this long before anything is written into it. */
const SETTLE_MS = 100;
/** A message stays this long: read by then, and not met later by someone reading the page's end. */
const KEEP_MS = 7000;

let regions: Record<Politeness, HTMLElement> | null = null;
/** When the current regions may first be written into. */
let readyAt = 0;
let queue: Array<[Politeness, string]> = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

function region(politeness: Politeness): HTMLElement {
  const element = document.createElement('div');
  element.className = 'cv-visually-hidden';
  element.setAttribute('data-cv-announcer', politeness);
  element.setAttribute('aria-live', politeness);
  // Only what is added is spoken: taking an old message out says nothing.
  element.setAttribute('aria-relevant', 'additions');
  document.body.append(element);
  return element;
}

/** The document's two regions, made when first needed (never on a server). */
function regionsNow(): Record<Politeness, HTMLElement> | null {
  if (typeof document === 'undefined' || !document.body) return null;
  if (regions?.polite.isConnected && regions.polite.ownerDocument === document) return regions;
  regions = { polite: region('polite'), assertive: region('assertive') };
  readyAt = Date.now() + SETTLE_MS;
  return regions;
}

/** Makes the regions now, so they are in the page well before the first message. */
export function prepareAnnouncer(): void {
  regionsNow();
}

function empty() {
  regions?.polite.replaceChildren();
  regions?.assertive.replaceChildren();
}

function flush() {
  flushTimer = undefined;
  clearTimeout(clearTimer);
  empty();
  // Each message is a node of its own, added on its own: the same words said again are added,
  // and spoken, again, and two messages of one moment are two utterances, in order.
  for (const [politeness, text] of queue) {
    const line = document.createElement('div');
    line.textContent = text;
    regions?.[politeness].append(line);
  }
  queue = [];
  clearTimer = setTimeout(empty, KEEP_MS);
}

/**
 * Has screen readers speak `message`, politely (default) or assertively, without moving focus.
 * Messages asked for in the same moment are spoken together, each once. Does nothing on a server.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const text = message.replace(/\s+/g, ' ').trim();
  if (!text || !regionsNow()) return;
  if (!queue.some(([queued, words]) => queued === politeness && words === text)) {
    queue.push([politeness, text]);
  }
  flushTimer ??= setTimeout(flush, Math.max(0, readyAt - Date.now()));
}
