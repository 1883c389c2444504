import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// A virtual screen reader in the page (@guidepup/virtual-screen-reader, its browser build): it
// follows focus and live regions the way screen readers do and keeps a log of what it would say.
// Live region phrases read "polite: ..." or "assertive: ..."; focus phrases read the element's
// role, name, value and description, comma separated ("heading, Verify your email, level 2").
// It lives in the document: a full page load ends it (start it again after `page.goto`), a
// client-side navigation does not.

const BUILD = createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js');
/** Where the page imports it from: its own origin, so the page's `script-src 'self'` allows it. */
const BUILD_PATH = '/__virtual-screen-reader.js';

/** What a live region says: `polite: <text>` waits for a pause, `assertive: <text>` interrupts. */
export const polite = (text: string) => `polite: ${text}`;
export const assertive = (text: string) => `assertive: ${text}`;

export interface ScreenReader {
  /** Everything it has said since it started, in order. */
  spoken(): Promise<string[]>;
  /** A place in the log: pass it to `since` or `waitFor` to see what the next action made it say. */
  mark(): Promise<number>;
  /** What it has said since `mark`. */
  since(mark: number): Promise<string[]>;
  /**
   * Waits until it has said `phrase` (exactly, or a phrase matching the pattern) since `mark`
   * (default: since it started); returns what it said since then. Fails with the log.
   */
  waitFor(
    phrase: string | RegExp,
    options?: { since?: number; timeout?: number },
  ): Promise<string[]>;
  /** What it had said when the address first changed to `path` after it started (or undefined). */
  spokenBeforeAddress(path: string): Promise<string[] | undefined>;
  /**
   * Lets the page finish the task it is in: a message shown is written into the page's live
   * regions a task later, so after this, all that was shown has been said.
   */
  settle(): Promise<void>;
  /** Moves its reading cursor to the next item, as a screen reader's "next" key does. */
  next(): Promise<void>;
  /** Reads on from its cursor to the end of the document (at most `max` steps); returns the log. */
  readToEnd(max?: number): Promise<string[]>;
  stop(): Promise<void>;
}

interface InPage {
  virtual: {
    start(options: { container: Element }): Promise<void>;
    stop(): Promise<void>;
    next(): Promise<void>;
    lastSpokenPhrase(): Promise<string>;
    spokenPhraseLog(): Promise<string[]>;
  };
  /** The log array itself (the library appends to it; it is never cleared here). */
  log: string[];
  /** Each address change (pushState, replaceState, popstate) with the log's length at that moment. */
  addresses: Array<{ path: string; said: number }>;
}

type WithReader = Window & { __screenReader?: InPage };

/**
 * Starts the virtual screen reader on `selector` (the whole body by default) of the page as it is
 * now. Its first phrase is what it would say on arriving at the page.
 */
export async function startScreenReader(page: Page, selector = 'body'): Promise<ScreenReader> {
  await page.route(`**${BUILD_PATH}`, (route) =>
    route.fulfill({ path: BUILD, contentType: 'text/javascript' }),
  );
  await page.evaluate(
    async ({ url, selector }) => {
      const { virtual } = (await import(url)) as { virtual: InPage['virtual'] };
      const container = document.querySelector(selector);
      if (!container) throw new Error(`no ${selector} to read`);
      await virtual.start({ container });
      const state: InPage = { virtual, log: await virtual.spokenPhraseLog(), addresses: [] };
      const record = () =>
        state.addresses.push({ path: location.pathname, said: state.log.length });
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          record();
        };
      }
      addEventListener('popstate', record);
      (window as WithReader).__screenReader = state;
    },
    { url: BUILD_PATH, selector },
  );

  const spoken = () => page.evaluate(() => [...(window as WithReader).__screenReader!.log]);
  const since = async (mark: number) => (await spoken()).slice(mark);

  return {
    spoken,
    mark: async () => (await spoken()).length,
    since,
    async waitFor(phrase, { since: mark = 0, timeout = 10_000 } = {}) {
      const matcher = typeof phrase === 'string' ? phrase : expect.stringMatching(phrase);
      await expect
        .poll(() => since(mark), { message: `the screen reader says ${phrase}`, timeout })
        .toContainEqual(matcher);
      return since(mark);
    },
    async spokenBeforeAddress(path) {
      return page.evaluate((to) => {
        const state = (window as WithReader).__screenReader!;
        const change = state.addresses.find((entry) => entry.path === to);
        return change ? state.log.slice(0, change.said) : undefined;
      }, path);
    },
    async settle() {
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    },
    async next() {
      await page.evaluate(() => (window as WithReader).__screenReader!.virtual.next());
    },
    async readToEnd(max = 5000) {
      return page.evaluate(async (steps) => {
        const { virtual, log } = (window as WithReader).__screenReader!;
        for (
          let i = 0;
          i < steps && (await virtual.lastSpokenPhrase()) !== 'end of document';
          i++
        ) {
          await virtual.next();
        }
        return [...log];
      }, max);
    },
    async stop() {
      await page.evaluate(() => (window as WithReader).__screenReader?.virtual.stop());
    },
  };
}
