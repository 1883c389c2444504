/**
 * Before the page's JavaScript has run, a link works (the browser follows it) but a button does
 * nothing, and a form would submit natively and lose what was typed. This inline script, first
 * in the head, holds those activations until React has hydrated the page and then replays each
 * one on the same element, so nothing a visitor does while the page loads is lost (decision 065).
 *
 * Its states: `waiting` (no React yet: clicks on buttons and submits are held), `hydrating`
 * (entry.client has called `hydrateRoot`: React itself hydrates synchronously and replays an
 * event aimed at markup not hydrated yet, so this script lets go), `hydrated` (the first commit
 * ran its effects: what was held has been replayed). Links, fields and everything else are never
 * touched: the browser handles them as it would without any script.
 */
export interface EarlyEvents {
  state: 'waiting' | 'hydrating' | 'hydrated';
  /** Called just before `hydrateRoot`. */
  stop(): void;
  /** Called once the hydrated page's effects have run: replays what was held, in order. */
  replay(): void;
}

declare global {
  interface Window {
    __cvEarlyEvents?: EarlyEvents;
  }
}

// Plain ES5 in a string: it runs before any module, and its SHA-256 is in each page's CSP
// (site/scripts/csp-hashes.mjs hashes every inline script of the built pages).
export const EARLY_EVENTS_SCRIPT = `(function(){var held=[];var CONTROL='button,[role="button"],[role="tab"],summary';function hold(e){var t=e.target;if(!(t instanceof Element))return;var run;if(e.type==='submit'){run=function(){if(t.isConnected)t.requestSubmit();};}else{var c=t.closest(CONTROL);if(!c||c.disabled||c.closest('a[href]'))return;run=function(){if(c.isConnected)c.click();};}e.preventDefault();e.stopImmediatePropagation();held.push(run);}addEventListener('click',hold,true);addEventListener('submit',hold,true);window.__cvEarlyEvents={state:'waiting',stop:function(){removeEventListener('click',hold,true);removeEventListener('submit',hold,true);this.state='hydrating';},replay:function(){var list=held;held=[];this.state='hydrated';list.forEach(function(run){run();});}};})();`;

/** In entry.client, right before `hydrateRoot`. */
export function stopHoldingEarlyEvents(): void {
  window.__cvEarlyEvents?.stop();
}

/** In the root's first effect: the page has hydrated. */
export function replayEarlyEvents(): void {
  window.__cvEarlyEvents?.replay();
}
