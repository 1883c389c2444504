// Functions that run inside the page under test, in either engine: each is sent as its source
// text (WebDriver's Execute Script, BiDi's script.callFunction), so each stands alone and uses
// nothing from this module's scope.
/* global window, document, requestAnimationFrame */

/**
 * The error collector, first in every page (tests only): every uncaught error, unhandled
 * rejection, resource that failed to load, Content-Security-Policy refusal and console.error
 * call from the page's first script on, in `window.__enginesErrors`. Classic WebDriver has no
 * console log to read, so the page keeps its own (decision 106).
 */
export function collectPageErrors() {
  if (window.__enginesErrors) return;
  const errors = [];
  Object.defineProperty(window, '__enginesErrors', { value: errors });
  const describe = (value) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      // A script, stylesheet or image that failed to load: its error does not bubble, and is
      // seen here, on the way down.
      if (target && target !== window && target.tagName)
        errors.push(
          `${target.tagName.toLowerCase()} failed to load: ${target.src || target.href || ''}`,
        );
      else
        errors.push(
          event.error
            ? describe(event.error)
            : `${event.message} (${event.filename}:${event.lineno})`,
        );
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) =>
    errors.push(`Unhandled rejection: ${describe(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(
      `Content-Security-Policy refused ${event.blockedURI || 'an inline script'} (${event.effectiveDirective})`,
    ),
  );
  const consoleError = console.error;
  console.error = function (...args) {
    errors.push(`console.error: ${args.map(describe).join(' ')}`);
    return consoleError.apply(this, args);
  };
}

/** The collector as the text of a classic script: `(function …)();`. */
export const COLLECTOR_SCRIPT = `(${collectPageErrors.toString()})();`;

/**
 * Where the page is: loaded, its canonical address and heading, whether the collector ran and
 * what it saw, and whether React has taken it over: the site's early-events script says
 * `hydrated` (the first commit's effects ran) and the cookie banner's `data-prerendered` mark,
 * which its first effect clears, is gone. The same mark the end-to-end suite waits for
 * (tests/e2e/support/page.ts).
 */
export function pageState() {
  const heading = document.querySelector('h1');
  return {
    path: window.location.pathname,
    canonical: document.querySelector('link[rel="canonical"]')?.href ?? null,
    loaded: document.readyState === 'complete',
    heading: heading ? heading.textContent.replace(/\s+/g, ' ').trim() : null,
    left: window.__enginesLeft === true,
    collecting: Array.isArray(window.__enginesErrors),
    hydrated:
      window.__cvEarlyEvents?.state === 'hydrated' && !document.querySelector('[data-prerendered]'),
    errors: window.__enginesErrors ? [...window.__enginesErrors] : [],
  };
}

/** Marks the document about to be left, to tell it from the next one (pageState's `left`). */
export function markLeaving() {
  window.__enginesLeft = true;
}

/**
 * Resolves once the page has done what it does by itself after hydrating and then holds still:
 * the site scrolls to the address's hash (or the top) 100 ms after a page opens (spec 2.1), so a
 * timer of ours of the same length, started after hydration, fires after the site's; then the
 * scroll position has not moved for five frames (a smooth scroll has ended).
 */
export function settled(scrollDelayMs) {
  return new Promise((resolve) => {
    window.setTimeout(() => {
      let last = window.scrollY;
      let still = 0;
      const frame = () => {
        still = window.scrollY === last ? still + 1 : 0;
        last = window.scrollY;
        if (still >= 5) resolve(true);
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, scrollDelayMs);
  });
}

/**
 * The visible elements that may have `role` and `name`, for an engine without an accessibility
 * locator (WebKit's classic WebDriver) to confirm one by one with its own computed role and
 * label. Generous on purpose: every word of the name appears in the element's own texts.
 */
export function candidatesFor(role, name, within) {
  const selectors = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], input[type="url"], textarea, [role="textbox"]',
    // Any form field, whatever its role (a password field has none in ARIA).
    field: 'input:not([type="hidden"]), textarea, select',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    navigation: 'nav, [role="navigation"]',
    region: 'section, [role="region"]',
    form: 'form, [role="form"]',
    article: 'article, [role="article"]',
  };
  const words = name.split(/\s+/).filter(Boolean);
  const textsOf = (element) => {
    const texts = [
      element.getAttribute('aria-label'),
      element.getAttribute('title'),
      element.getAttribute('placeholder'),
      element.textContent,
    ];
    for (const id of (element.getAttribute('aria-labelledby') ?? '').split(/\s+/))
      if (id) texts.push(document.getElementById(id)?.textContent);
    for (const label of element.labels ?? []) texts.push(label.textContent);
    return texts.filter(Boolean).join(' ');
  };
  const root = within ?? document;
  return [...root.querySelectorAll(selectors[role] ?? `[role="${role}"]`)].filter((element) => {
    if (!element.checkVisibility()) return false;
    const texts = textsOf(element);
    return words.every((word) => texts.includes(word));
  });
}

/** Whether the element is a form field (input, textarea, select). */
export function isField(element) {
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/**
 * Throws `message` from a timer, as a page script's own error would be: the collector must hear
 * it (the runner's control, before any check counts on the collector).
 */
export function throwLater(message) {
  window.setTimeout(() => {
    throw new Error(message);
  });
}

/** Scrolls the element to the middle of the viewport at once (no smooth scrolling). */
export function scrollToMiddle(element) {
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
}

/** Whether the element is on screen: rendered, not hidden, with a box. */
export function isShown(element) {
  return Boolean(element?.isConnected && element.checkVisibility({ visibilityProperty: true }));
}

/** Whether a visible element in `within` (or the page) has exactly this text. */
export function showsText(text, within) {
  const root = within ?? document.body;
  const normal = (value) => value.replace(/\s+/g, ' ').trim();
  return [...root.querySelectorAll('*')].some(
    (element) =>
      normal(element.textContent) === text &&
      element.checkVisibility({ visibilityProperty: true }) &&
      ![...element.children].some((child) => normal(child.textContent) === text),
  );
}

/** The element with keyboard focus is this one. */
export function hasFocus(element) {
  return document.activeElement === element;
}

/** The element with keyboard focus is this one or inside it. */
export function holdsFocus(element) {
  return element.contains(document.activeElement);
}

/** An attribute's value, or null. */
export function attribute(element, name) {
  return element.getAttribute(name);
}

/** The position (0 to 3) of the hero's selected slide indicator, or -1. */
export function selectedSlide(carousel) {
  return [...carousel.querySelectorAll('[role="tab"]')].findIndex(
    (tab) => tab.getAttribute('aria-selected') === 'true',
  );
}

/** The viewport's width and height, in CSS pixels. */
export function viewportSize() {
  return { width: window.innerWidth, height: window.innerHeight };
}
