// Firefox ESR headless, driven over the WebDriver BiDi socket it opens itself
// (--remote-debugging-port): WebdriverIO's BiDi client (the `webdriver` package's BidiHandler)
// and no geckodriver, which nothing here may download. The error collector goes first in every
// page as a BiDi preload script: the browser runs it, so the page's own policy does not apply.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BidiHandler } from 'webdriver';
import { FirefoxElement, deserialise, serialise } from './bidiValues.mjs';
import { findFirefox } from './binaries.mjs';
import { KEYS } from './engine.mjs';
import { collectPageErrors, isField, isShown, scrollToMiddle } from './inPage.mjs';

/**
 * The profile's preferences: no first-run pages, updates, telemetry, safe-browsing lists or
 * other background calls, and every request for another host sent to a loopback port where
 * nothing listens, so the browser reaches nothing but this machine (loopback is never proxied).
 */
const PREFERENCES = {
  'app.update.disabledForTesting': true,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.page': 0,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.newtabpage.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.region.update.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'extensions.update.enabled': false,
  'extensions.blocklist.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.http.speculative-parallel-limit': 0,
  'toolkit.telemetry.enabled': false,
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.share_proxy_settings': true,
  'network.proxy.no_proxies_on': '',
};

/** The node is no longer in the page (BiDi's "no such node", or a detached one). */
const isGone = (error) => /no such node|stale element/i.test(error?.message ?? '');

/**
 * Starts Firefox ESR headless in a throwaway profile and opens a BiDi session.
 * @param {import('./processes.mjs').ProcessGroup} processes
 * @returns {Promise<import('./engine.mjs').Engine>}
 */
export async function startFirefox(processes) {
  const firefox = findFirefox();
  if (!firefox) throw new Error('Firefox ESR is not installed: apt-get install firefox-esr');
  const profile = mkdtempSync(join(tmpdir(), 'corvane-engines-firefox-'));
  writeFileSync(
    join(profile, 'user.js'),
    Object.entries(PREFERENCES)
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});\n`)
      .join(''),
  );
  const started = processes.start(firefox, [
    '--headless',
    '--no-remote',
    '--profile',
    profile,
    // 0: a free port, which it then names.
    '--remote-debugging-port',
    '0',
    'about:blank',
  ]);
  started.exited.then(() => rmSync(profile, { recursive: true, force: true }));
  // A cold start on a busy 2-core machine can take half a minute.
  const [, socketUrl] = await processes.waitForOutput(
    started,
    /WebDriver BiDi listening on (ws:\/\/\S+)/,
    90_000,
  );
  const bidi = new BidiHandler(`${socketUrl}/session`, {}, 60_000);
  await bidi.connect();
  const session = await bidi.sessionNew({ capabilities: { alwaysMatch: {} } });
  const { contexts } = await bidi.browsingContextGetTree({});
  const context = contexts[0].context;
  await bidi.scriptAddPreloadScript({ functionDeclaration: collectPageErrors.toString() });
  return firefoxEngine(bidi, context, session.capabilities.browserVersion);
}

/** The engine interface (engine.mjs) over a BiDi session's one tab. */
function firefoxEngine(bidi, context, version) {
  const run = async (fn, ...args) => {
    const answer = await bidi.scriptCallFunction({
      functionDeclaration: fn.toString(),
      arguments: args.map(serialise),
      awaitPromise: true,
      target: { context },
      serializationOptions: { maxDomDepth: 0 },
    });
    if (answer.type === 'exception') throw new Error(answer.exceptionDetails.text);
    return deserialise(answer.result);
  };
  const locate = async (value, within) => {
    try {
      const { nodes } = await bidi.browsingContextLocateNodes({
        context,
        locator: { type: 'accessibility', value },
        ...(within ? { startNodes: [{ sharedId: within.sharedId }] } : {}),
      });
      return nodes.map((node) => new FirefoxElement(node.sharedId));
    } catch (error) {
      if (isGone(error)) return [];
      throw error;
    }
  };
  // A node the page has just replaced (a list re-rendered) is no match: the next look finds its
  // successor.
  const first = async (elements, matches) => {
    for (const element of elements) {
      try {
        if (await matches(element)) return element;
      } catch (error) {
        if (!isGone(error)) throw error;
      }
    }
    return undefined;
  };
  const actions = (source) => bidi.inputPerformActions({ context, actions: [source] });
  const pointer = (steps) =>
    actions({ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: steps });
  const keys = (characters) =>
    actions({
      type: 'key',
      id: 'keyboard',
      actions: [...characters].flatMap((value) => [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ]),
    });
  const click = async (element) => {
    await run(scrollToMiddle, element);
    await pointer([
      { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element } },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ]);
  };
  return {
    name: 'firefox',
    version: `Firefox ${version}`,
    async goto(url) {
      await bidi.browsingContextNavigate({ context, url, wait: 'complete' });
    },
    run,
    async find(role, name, within) {
      // Firefox's own accessibility tree answers.
      return first(await locate({ role, name }, within), (element) => run(isShown, element));
    },
    async findField(label, within) {
      return first(
        await locate({ name: label }, within),
        async (element) => (await run(isField, element)) && (await run(isShown, element)),
      );
    },
    click,
    async type(element, text) {
      await click(element);
      await keys(text);
    },
    async press(key) {
      await keys(KEYS[key]);
    },
    async pointTo(x, y) {
      await pointer([{ type: 'pointerMove', x, y, origin: 'viewport' }]);
    },
    async resize(width, height) {
      await bidi.browsingContextSetViewport({ context, viewport: { width, height } });
    },
    async close() {
      await bidi.browserClose({}).catch(() => undefined);
      bidi.close();
    },
  };
}
