// What the checks ask of an engine, and the waits they share. Each engine (webkit.mjs,
// firefox.mjs) answers the same few questions its own way; the checks (checks.mjs) only use these.
import { markLeaving, pageState, settled, throwLater } from './inPage.mjs';
import { pause } from './processes.mjs';

/**
 * @typedef {object} Engine
 * @property {'webkit' | 'firefox'} name
 * @property {string} version what the driver said it runs
 * @property {(url: string) => Promise<void>} goto opens the address; resolves once it has loaded
 * @property {(fn: Function, ...args: unknown[]) => Promise<any>} run runs `fn` in the page with
 *   the arguments (elements too); resolves to what it returns (awaited if a promise)
 * @property {(role: string, name: string, within?: unknown) => Promise<unknown>} find the first
 *   shown element whose role and accessible name, as the engine computes them, are these
 * @property {(label: string, within?: unknown) => Promise<unknown>} findField the first shown
 *   form field (input, textarea, select) whose accessible name is `label`, whatever its role
 * @property {(element: unknown) => Promise<void>} click a click of the pointer on the element
 * @property {(element: unknown, text: string) => Promise<void>} type keys typed into the field
 * @property {(key: keyof typeof KEYS) => Promise<void>} press a key pressed where focus is
 * @property {(x: number, y: number) => Promise<void>} pointTo moves the pointer there (viewport)
 * @property {(width: number, height: number) => Promise<void>} resize sets the viewport's size
 * @property {() => Promise<void>} close ends the session and closes the browser
 */

/** The keys the checks press, as WebDriver codes them. */
export const KEYS = { Escape: '\uE00C' };

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

/** Spec 2.1: a page scrolls to its hash, or the top, this long after it opens. */
const SCROLL_TO_HASH_DELAY_MS = 100;

/** How often a wait asks the page again. */
const POLL_MS = 100;

/**
 * Asks `question` until `ready(answer)` holds; resolves to that answer. Fails after `timeoutMs`
 * with `what` and the last answer.
 * @template T
 * @param {() => Promise<T>} question
 * @param {(answer: T) => boolean} ready
 * @param {{ what: string, timeoutMs?: number }} options
 * @returns {Promise<T>}
 */
export async function waitFor(question, ready, { what, timeoutMs = 10_000 }) {
  const deadline = Date.now() + timeoutMs;
  let answer;
  for (;;) {
    answer = await question();
    if (ready(answer)) return answer;
    if (Date.now() > deadline) break;
    await pause(POLL_MS);
  }
  throw new Error(`${what} (waited ${timeoutMs / 1000} s; last seen: ${described(answer)})`);
}

/** An answer for an error message: an element as such, anything else as JSON, kept short. */
function described(answer) {
  if (answer && typeof answer === 'object' && ('elementId' in answer || 'sharedId' in answer))
    return 'the element, still shown';
  const text = JSON.stringify(answer) ?? 'nothing';
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * Watches `question` for `durationMs` and fails with `what` the first time `ok(answer)` does not
 * hold: for what must not happen (a stopped carousel moving on).
 * @template T
 * @param {() => Promise<T>} question
 * @param {(answer: T) => boolean} ok
 * @param {number} durationMs
 * @param {string} what
 */
export async function holdsFor(question, ok, durationMs, what) {
  const end = Date.now() + durationMs;
  while (Date.now() < end) {
    const answer = await question();
    if (!ok(answer)) throw new Error(`${what} (seen: ${JSON.stringify(answer)})`);
    await pause(POLL_MS);
  }
}

/**
 * Whether the element with this role and name is shown and `inPage(element)` holds, found anew
 * each time it is asked: the page may put a new node in an old one's place (the same to a
 * visitor), and one that leaves between being found and being asked about is not there yet.
 */
export async function shownAnd(engine, role, name, inPage) {
  try {
    const element = await engine.find(role, name);
    return element !== undefined && (await engine.run(inPage, element)) === true;
  } catch (error) {
    if (/stale element|no such node/i.test(error?.message ?? '')) return false;
    throw error;
  }
}

/** The element with this role and name, once the page shows it. */
export function findShown(engine, role, name, { within, timeoutMs } = {}) {
  return waitFor(
    () => engine.find(role, name, within),
    (element) => element !== undefined,
    { what: `no ${role} named "${name}" was shown`, timeoutMs },
  );
}

/** The form field with this label, once the page shows it. */
export function findFieldShown(engine, label, { within, timeoutMs } = {}) {
  return waitFor(
    () => engine.findField(label, within),
    (element) => element !== undefined,
    { what: `no field labelled "${label}" was shown`, timeoutMs },
  );
}

/**
 * Opens `path` at `size` and waits until the page has loaded, React has hydrated it and it holds
 * still (settled, inPage.mjs); resolves to the page's state. Fails if the error collector did
 * not run first: then no error could have been seen.
 */
export async function openPage(engine, origin, path, size = DESKTOP) {
  await engine.resize(size.width, size.height);
  const url = new URL(path, origin);
  // Every check starts from a new document, never a jump within the last one (a hash). A driver
  // may answer before the new document is the one shown (seen once in WebKit): the page is the
  // one asked for once a document without the old one's mark reports that path.
  await engine.run(markLeaving).catch(() => undefined);
  await engine.goto('about:blank');
  await engine.goto(url.href);
  const loaded = await waitFor(
    () => engine.run(pageState),
    (answer) => answer.loaded && !answer.left && answer.path === url.pathname,
    { what: `${path} did not load`, timeoutMs: 30_000 },
  );
  if (!loaded.collecting)
    throw new Error(`the error collector did not run first in ${path}: no error could be seen`);
  const state = await waitFor(
    () => engine.run(pageState),
    (answer) => answer.hydrated,
    { what: `${path} did not hydrate`, timeoutMs: 30_000 },
  );
  await engine.run(settled, SCROLL_TO_HASH_DELAY_MS);
  return state;
}

/**
 * The control: an error thrown in a page is heard by the collector, in this engine, through the
 * way it reaches its pages (a collector that ran but heard nothing would pass every page).
 */
export async function expectCollectorHears(engine, origin) {
  await openPage(engine, origin, '/');
  const message = `the engine runner's control error in ${engine.name}`;
  await engine.run(throwLater, message);
  await waitFor(
    () => engine.run(pageState),
    ({ errors }) => errors.some((error) => error.includes(message)),
    { what: 'the error collector did not hear an error thrown in the page' },
  );
}

/** Fails with every error the page's collector saw, if it saw any. */
export async function expectNoErrors(engine) {
  const { errors, collecting } = await engine.run(pageState);
  if (!collecting) throw new Error('the error collector is gone from the page');
  if (errors.length > 0)
    throw new Error(`script error${errors.length > 1 ? 's' : ''}: ${errors.join(' | ')}`);
}
