// Measurement follows the visitor's cookie choice (decision 090). This file is all that every page
// carries before consent: it reads the banner's store and, only after Accept, loads `measure.ts`
// (web-vitals and the beacon) once the page has loaded and the browser is idle. It stores nothing.
import { localStorageConsentStore as store } from '@corvane/ui';
// A type only: the code itself is imported when the visitor has accepted.
import type * as Measurement from './measure';

type Measure = typeof Measurement;

let measure: Promise<Measure> | undefined;
let accepted = false;
let path = '';

/** After `load`, when the main thread is idle: the measurement never competes with the page. */
function loadWhenIdle(): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const idle = () =>
      (window.requestIdleCallback ?? setTimeout)(() => import('./measure').then(resolve, reject));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

function follow() {
  const now = store.get() === 'accepted';
  if (now === accepted) return;
  accepted = now;
  if (now) {
    measure ??= loadWhenIdle();
    // The page in view now is counted first, even if the visitor moves on before the code has
    // loaded (those page views follow, in order); the choice may also have changed meanwhile.
    const shown = path;
    void measure.then((m) => accepted && m.start(shown));
  } else {
    // Withdrawn: stops at once and drops what waits to be sent.
    void measure?.then((m) => m.stop());
  }
}

/**
 * Starts measuring when the visitor has accepted cookies (on the banner, on /cookies, or in
 * another tab) and stops when they reject. Returns the unsubscribe.
 */
export function followCookieChoice(): () => void {
  path = window.location.pathname;
  follow();
  return store.subscribe(follow);
}

/** A page shown by client-side navigation; counted only while measurement runs. */
export function notePageView(pathname: string): void {
  if (pathname === path) return;
  path = pathname;
  if (accepted) void measure?.then((m) => accepted && m.pageView(pathname));
}
