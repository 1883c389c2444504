// The suite's `test`: Playwright's, with one tab a worker kept from test to test (decision 094).
// A new tab costs a new browser process and every script of the site compiled again, about a
// quarter of a core-second a test; a tab kept loads the next test's page in the process, with
// the scripts it compiled. Between tests the tab is put back as a new one is: on a blank page,
// with no cookie or stored data, no route, init script, exposed function or listener a test
// added, no other tab, at the test's viewport and media. A test that took the clock (it cannot be
// given back) or failed, or whose options a kept tab cannot take, gets a tab of its own.
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestOptions,
} from '@playwright/test';

export { expect };

/** The options a context is made with that a kept tab cannot change between tests. */
const FIXED: (keyof BrowserContextOptions)[] = [
  'baseURL',
  'userAgent',
  'screen',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'javaScriptEnabled',
  'locale',
  'timezoneId',
];

/** Where a kept tab waits between tests (see `putBack`). */
const RESTING_PATH = '/api/health';

/** What a test may add to a page or context, and what taking it back needs. */
/** Playwright's pages and contexts are event emitters, though their types do not say so. */
interface Emitter {
  eventNames(): (string | symbol)[];
  rawListeners(name: string | symbol): unknown[];
  removeListener(name: string | symbol, listener: unknown): unknown;
}
interface Additions {
  disposables: { dispose(): Promise<void> }[];
  listeners: { emitter: Emitter; before: Map<string | symbol, Set<unknown>> }[];
  /** Set when the test did what cannot be taken back: the tab is closed after it. */
  spent: boolean;
}

/** What adds to a page or context something `dispose()` takes back. */
const ADDING = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const;

const CLOCK_METHODS = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const;

/** Notes what the test adds through `target`'s methods that return something to dispose of. */
function track<T extends object>(target: T, methods: readonly (keyof T)[], additions: Additions) {
  for (const name of methods) {
    const original = target[name] as (...args: unknown[]) => Promise<{ dispose(): Promise<void> }>;
    Object.assign(target, {
      [name]: async (...args: unknown[]) => {
        const added = await original.apply(target, args);
        additions.disposables.push(added);
        return added;
      },
    });
  }
}

function noteListeners(emitter: Emitter, additions: Additions) {
  additions.listeners.push({
    emitter,
    before: new Map(
      emitter.eventNames().map((name) => [name, new Set(emitter.rawListeners(name))]),
    ),
  });
}

/** A worker's kept tab: its context, made with `key`'s fixed options. */
interface Kept {
  key: string;
  context: BrowserContext;
  page: Page;
}

async function putBack(kept: Kept, additions: Additions, origins: Set<string>) {
  const { context, page } = kept;
  for (const other of context.pages()) if (other !== page) await other.close();
  await Promise.all([
    page.unrouteAll({ behavior: 'ignoreErrors' }),
    context.unrouteAll({ behavior: 'ignoreErrors' }),
  ]);
  for (const { emitter, before } of additions.listeners)
    for (const name of emitter.eventNames())
      for (const listener of emitter.rawListeners(name))
        if (!before.get(name)?.has(listener)) emitter.removeListener(name, listener);
  for (const added of additions.disposables.reverse()) await added.dispose();
  // The page's own session storage goes with it; what it stored for the site stays in the
  // context, and is cleared there.
  const at = page.url();
  if (at.startsWith('http'))
    await page
      .evaluate(() => {
        sessionStorage.clear();
        window.name = '';
      })
      .catch(() => undefined);
  // The page is left for a document of its own origin without scripts: the API's health answer,
  // sent with the pages' opener policy. A document without it (about:blank, robots.txt) would
  // move the next page to a new browser process, and with it every script compiled again.
  await page.goto(at.startsWith('http') ? new URL(RESTING_PATH, at).href : 'about:blank');
  await context.clearCookies();
  const cdp = await context.newCDPSession(page);
  for (const origin of origins)
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
    });
  await cdp.detach();
  await page.mouse.move(0, 0);
}

type TabOptions = {
  /** A tab of its own, in a context of its own, as Playwright gives every test by default. */
  freshTab: boolean;
};

export const test = base.extend<TabOptions, { keptTab: { kept?: Kept } }>({
  // E2E_FRESH_TABS=1: every test in a tab of its own, to tell a kept tab's leftovers from a fault.
  freshTab: [process.env.E2E_FRESH_TABS === '1', { option: true }],
  keptTab: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const holder: { kept?: Kept } = {};
      await provide(holder);
      await holder.kept?.context.close();
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      browser,
      keptTab,
      freshTab,
      baseURL,
      viewport,
      userAgent,
      screen,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      extraHTTPHeaders,
      contextOptions,
    },
    provide,
    testInfo,
  ) => {
    const options: BrowserContextOptions = {
      ...contextOptions,
      ...Object.fromEntries(
        Object.entries({
          baseURL,
          viewport,
          userAgent,
          screen,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          javaScriptEnabled,
          locale,
          timezoneId,
          colorScheme,
          reducedMotion,
        } satisfies Partial<PlaywrightTestOptions>).filter(([, value]) => value !== undefined),
      ),
    };
    if (freshTab || javaScriptEnabled === false) {
      const context = await browser.newContext({ ...options, extraHTTPHeaders });
      await provide(context);
      await context.close();
      return;
    }
    const key = JSON.stringify(FIXED.map((name) => options[name]));
    if (keptTab.kept && (keptTab.kept.key !== key || keptTab.kept.page.isClosed())) {
      await keptTab.kept.context.close();
      keptTab.kept = undefined;
    }
    if (!keptTab.kept) {
      const context = await browser.newContext(options);
      keptTab.kept = { key, context, page: await context.newPage() };
    }
    const { context, page } = keptTab.kept;
    const tabAdditions: Additions = { disposables: [], listeners: [], spent: false };
    await context.setExtraHTTPHeaders(extraHTTPHeaders ?? {});
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({
      media: null,
      colorScheme: colorScheme ?? 'light',
      reducedMotion: reducedMotion ?? 'no-preference',
      forcedColors: 'none',
    });
    track(page, ADDING, tabAdditions);
    track(context, ADDING, tabAdditions);
    noteListeners(page as unknown as Emitter, tabAdditions);
    noteListeners(context as unknown as Emitter, tabAdditions);
    for (const name of CLOCK_METHODS) {
      const original = context.clock[name] as (...args: unknown[]) => Promise<void>;
      context.clock[name] = (async (...args: unknown[]) => {
        tabAdditions.spent = true;
        return original.apply(context.clock, args);
      }) as never;
    }
    const origins = new Set<string>();
    const noteOrigin = (request: { url(): string }) => {
      const { origin, protocol } = new URL(request.url());
      if (protocol.startsWith('http')) origins.add(origin);
    };
    context.on('request', noteOrigin);

    await provide(context);

    context.off('request', noteOrigin);
    for (const name of CLOCK_METHODS) delete (context.clock as Partial<typeof context.clock>)[name];
    for (const name of ADDING) {
      delete (page as Partial<Page>)[name];
      delete (context as Partial<BrowserContext>)[name];
    }
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (tabAdditions.spent || failed || page.isClosed()) {
      await context.close();
      keptTab.kept = undefined;
      return;
    }
    try {
      await putBack(keptTab.kept, tabAdditions, origins);
    } catch {
      await context.close();
      keptTab.kept = undefined;
    }
  },
  page: async ({ context, keptTab }, provide) => {
    const kept = keptTab.kept;
    await provide(kept && kept.context === context ? kept.page : await context.newPage());
  },
});
