// The measurement itself, loaded only after the visitor accepts cookies (consent.ts): page views
// and Google's web-vitals, batched and sent with `navigator.sendBeacon` to our own API (decision
// 090). Nothing is written to cookies or storage; a rejection drops what waits.
import {
  ANALYTICS_LIMITS,
  ANALYTICS_PATH,
  LANGUAGE_TAG,
  widthClassOf,
  type AnalyticsEvent,
  type AnalyticsVital,
} from '@corvane/contract/client';
import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type MetricWithAttribution,
} from 'web-vitals/attribution';

/** Sent when this many wait, and whatever waits when the page is hidden. */
const BATCH_SIZE = 10;

// The API's address as auth/target.ts reads it, read here so this chunk does not pull in the
// chunk that holds target.ts (the pages that talk to the server).
const endpoint = `${import.meta.env.VITE_API_BASE_URL ?? ''}${ANALYTICS_PATH}`;
let queue: AnalyticsEvent[] = [];
let running = false;
let lastCounted: string | undefined;
/**
 * The page the vitals belong to: the document loaded from the server (the visitor may have
 * moved on by client-side navigation before this code arrived).
 */
const loadedPath = new URL(
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
    ?.name ?? window.location.href,
).pathname;

function send(): void {
  while (queue.length > 0) {
    const events = queue.splice(0, BATCH_SIZE);
    // A string goes out as text/plain: a simple request, so an API on another origin gets it
    // without a CORS preflight (which a page being hidden may not live to finish).
    navigator.sendBeacon(endpoint, JSON.stringify({ events }));
  }
}

function add(event: AnalyticsEvent): void {
  if (!running) return;
  queue.push(event);
  if (queue.length >= BATCH_SIZE || document.visibilityState === 'hidden') send();
}

function onHidden(): void {
  if (document.visibilityState === 'hidden') send();
}

/** Another site's host name, or nothing for a direct visit or one of our own pages. */
function referrerHost(): string | undefined {
  try {
    const host = new URL(document.referrer).hostname;
    return host && host !== window.location.hostname ? host : undefined;
  } catch {
    return undefined;
  }
}

function clip(text: string | undefined): string | undefined {
  return text ? text.slice(0, ANALYTICS_LIMITS.maxElementLength) : undefined;
}

function reportVital(metric: MetricWithAttribution): void {
  const element =
    metric.name === 'LCP'
      ? metric.attribution.target
      : metric.name === 'INP'
        ? metric.attribution.interactionTarget
        : undefined;
  const vital: AnalyticsVital = {
    type: 'vital',
    path: loadedPath.slice(0, ANALYTICS_LIMITS.maxPathLength),
    name: metric.name,
    value: Math.max(0, metric.value),
    rating: metric.rating,
  };
  const target = clip(element);
  add(target ? { ...vital, element: target } : vital);
}

let vitalsObserved = false;

export function pageView(path: string, referrer?: string): void {
  if (path === lastCounted) return;
  lastCounted = path;
  add({
    type: 'pageview',
    path: path.slice(0, ANALYTICS_LIMITS.maxPathLength),
    width: widthClassOf(window.innerWidth),
    // "und" (undetermined) rather than a tag the server would refuse with the whole batch.
    language: LANGUAGE_TAG.test(navigator.language) ? navigator.language : 'und',
    ...(referrer ? { referrer } : {}),
  });
}

/** Starts (or, after a rejection, restarts) measuring, counting the page shown now. */
export function start(path: string): void {
  if (running) return;
  running = true;
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', send);
  pageView(path, path === loadedPath ? referrerHost() : undefined);
  // web-vitals cannot be unsubscribed: after a rejection `add` drops what it reports.
  if (!vitalsObserved) {
    vitalsObserved = true;
    for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(reportVital);
  }
}

/** Stops at once: nothing more is sent, and what waits is dropped. */
export function stop(): void {
  running = false;
  queue = [];
  // Accepting again counts the page then in view, even if it was the last one counted.
  lastCounted = undefined;
  document.removeEventListener('visibilitychange', onHidden);
  window.removeEventListener('pagehide', send);
}
