// WebKit, Safari's engine, as Debian ships it: WebKitGTK's MiniBrowser driven by WebKitWebDriver
// (classic W3C WebDriver) through WebdriverIO, drawing into an Xvfb display of its own. Pages
// reach it through the collector proxy (collectorProxy.mjs): classic WebDriver can neither put
// a script first in a page nor read the console.
import { remote } from 'webdriverio';
import { findMiniBrowser, findWebKitDriver, findXvfb } from './binaries.mjs';
import { KEYS } from './engine.mjs';
import { candidatesFor, scrollToMiddle, viewportSize } from './inPage.mjs';
import { freePort, pause } from './processes.mjs';

/** Room for the desktop window (1280 px wide) with space to spare. */
const SCREEN = '1600x1200x24';

/**
 * The element is no longer in the page: WebDriver's "stale element reference", or WebKitGTK's
 * "Stale element found when trying to create the node handle" when one is sent to a script.
 */
const isStale = (error) => /stale element/i.test(error?.message ?? '');

/** Reads the display number Xvfb chose and wrote to its `-displayfd` descriptor (fd 3). */
function displayNumber(xvfb, timeoutMs) {
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(
      () =>
        reject(new Error(`Xvfb chose no display within ${timeoutMs / 1000} s: ${xvfb.output()}`)),
      timeoutMs,
    );
    xvfb.child.stdio[3].on('data', (chunk) => {
      said += chunk;
      const match = /^(\d+)\n/.exec(said);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    xvfb.child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}) before it chose a display: ${xvfb.output()}`));
    });
  });
}

/** Waits until WebKitWebDriver answers `GET /status` ready (it must, before the first session). */
async function waitForStatus(origin, driver, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (driver.child.exitCode !== null)
      throw new Error(`WebKitWebDriver exited (${driver.child.exitCode}): ${driver.output()}`);
    try {
      const { value } = await (await fetch(`${origin}/status`)).json();
      if (value?.ready) return;
    } catch {
      // Not listening yet.
    }
    await pause(100);
  }
  throw new Error(`WebKitWebDriver did not answer ${origin}/status within ${timeoutMs / 1000} s.`);
}

/**
 * Starts Xvfb, WebKitWebDriver on a free loopback port and a MiniBrowser session.
 * @param {import('./processes.mjs').ProcessGroup} processes
 * @returns {Promise<import('./engine.mjs').Engine>}
 */
export async function startWebKit(processes) {
  const [driverPath, miniBrowser, xvfbPath] = [findWebKitDriver(), findMiniBrowser(), findXvfb()];
  if (!driverPath || !miniBrowser || !xvfbPath)
    throw new Error(
      'WebKitGTK is not installed: apt-get install webkit2gtk-driver xvfb (npm test installs them)',
    );
  // -displayfd: Xvfb picks a free display itself and says which.
  const xvfb = processes.start(
    xvfbPath,
    ['-displayfd', '3', '-screen', '0', SCREEN, '-nolisten', 'tcp'],
    { extraFds: 1 },
  );
  const display = await displayNumber(xvfb, 30_000);
  const port = await freePort();
  // Our display only: on a desktop with Wayland, GTK would open MiniBrowser there instead.
  const env = { ...process.env, DISPLAY: `:${display}`, GDK_BACKEND: 'x11' };
  delete env.WAYLAND_DISPLAY;
  const driver = processes.start(driverPath, [`--port=${port}`, '--host=127.0.0.1'], { env });
  await waitForStatus(`http://127.0.0.1:${port}`, driver, 30_000);
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    connectionRetryCount: 0,
    connectionRetryTimeout: 60_000,
    capabilities: {
      // No browserName: WebdriverIO would then ask for a BiDi socket, which WebKitGTK's driver
      // refuses ("Failed to match capabilities").
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    },
  });
  return webKitEngine(browser);
}

/**
 * The engine interface (engine.mjs) over a WebdriverIO session of classic WebDriver. A click or
 * typing first brings the element to the middle of the viewport: WebKitGTK's Element Click and
 * Element Clear do not scroll an element below the fold into view here (the page stays at the
 * top) and answer "element not interactable".
 */
function webKitEngine(browser) {
  // Execute Script answers with element references: WebdriverIO's elements wrap them. An element
  // the page has just replaced (a list re-rendered) is no candidate: the next look finds its
  // successor.
  const candidates = async (role, name, within) => {
    try {
      const references = await browser.execute(candidatesFor, role, name, within ?? null);
      return await Promise.all(references.map((reference) => browser.$(reference)));
    } catch (error) {
      if (isStale(error)) return [];
      throw error;
    }
  };
  const first = async (elements, matches) => {
    for (const element of elements) {
      try {
        if (await matches(element)) return element;
      } catch (error) {
        if (!isStale(error)) throw error;
      }
    }
    return undefined;
  };
  return {
    name: 'webkit',
    version: `WebKitGTK ${browser.capabilities.browserVersion}`,
    async goto(url) {
      await browser.url(url);
    },
    async run(fn, ...args) {
      return browser.execute(fn, ...args);
    },
    async find(role, name, within) {
      // The engine's own accessibility: what WebKit computes for each element.
      return first(
        await candidates(role, name, within),
        async (candidate) =>
          (await candidate.getComputedRole()) === role &&
          (await candidate.getComputedLabel()) === name,
      );
    },
    async findField(label, within) {
      return first(
        await candidates('field', label, within),
        async (candidate) => (await candidate.getComputedLabel()) === label,
      );
    },
    async click(element) {
      await browser.execute(scrollToMiddle, element);
      await element.click();
    },
    async type(element, text) {
      await browser.execute(scrollToMiddle, element);
      await element.setValue(text);
    },
    async press(key) {
      await browser.keys(KEYS[key]);
    },
    async pointTo(x, y) {
      await browser.action('pointer').move({ x, y, origin: 'viewport' }).perform();
    },
    async resize(width, height) {
      const now = await browser.execute(viewportSize);
      if (now.width === width && now.height === height) return;
      // The window's size includes whatever MiniBrowser draws around the page.
      await browser.setWindowSize(width, height);
      const inner = await browser.execute(viewportSize);
      if (inner.width !== width || inner.height !== height)
        await browser.setWindowSize(width * 2 - inner.width, height * 2 - inner.height);
    },
    async close() {
      await browser.deleteSession();
    },
  };
}
