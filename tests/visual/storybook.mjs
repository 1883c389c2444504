// The built Storybook as the visual runner sees it: its story index and the code that runs inside a page to render one story after another
// through the preview's channel (one `iframe.html` load per page, not one per story).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Every story (not docs page) in the build's `index.json`, in index order, with its file.
 * @returns {Promise<{ id: string, title: string, name: string, importPath: string }[]>}
 */
export async function readStories(storybookDir) {
  const index = JSON.parse(await readFile(join(storybookDir, 'index.json'), 'utf8'));
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, importPath }) => ({ id, title, name, importPath }));
}

/**
 * The instant every story sees as "now" (`Date`) while it renders, so countdowns and dates look
 * the same in every run.
 */
export const FROZEN_NOW = Date.UTC(2025, 0, 15, 9, 30, 0);

/**
 * Runs in the page before Storybook: the page's clock, which the runner can stop.
 * `__visualClock.freeze(ms)` holds `Date`'s "now" (timers keep running); `hold()` also holds
 * every `setTimeout`/`setInterval` callback that comes due (a rotating carousel stays on its
 * slide while the shots are taken); `release()` lets time run again and runs what was held.
 * Everything else about `Date` is the real one; `performance.now()`, animation frames and
 * React's scheduler are untouched.
 */
export function installClock() {
  const RealDate = Date;
  const { setTimeout, clearTimeout, setInterval, clearInterval } = window;
  let frozenAt = null;
  let holding = false;
  const held = new Map();
  const now = () => frozenAt ?? RealDate.now();
  function VisualDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length ? args : [now()], new.target);
  }
  VisualDate.prototype = RealDate.prototype;
  VisualDate.now = now;
  VisualDate.parse = RealDate.parse;
  VisualDate.UTC = RealDate.UTC;
  window.Date = VisualDate;
  // A timer whose callback waits in `held` (once, for an interval) while the clock is held.
  const holdable = (schedule) =>
    function (callback, delay, ...args) {
      if (typeof callback !== 'function') return schedule(callback, delay, ...args);
      const id = schedule(() => {
        if (holding) held.set(id, () => callback(...args));
        else callback(...args);
      }, delay);
      return id;
    };
  const clearer = (clear) => (id) => {
    held.delete(id);
    clear(id);
  };
  window.setTimeout = holdable(setTimeout);
  window.setInterval = holdable(setInterval);
  window.clearTimeout = clearer(clearTimeout);
  window.clearInterval = clearer(clearInterval);
  window.__visualClock = {
    freeze: (at) => void (frozenAt = at ?? RealDate.now()),
    hold: () => {
      frozenAt ??= RealDate.now();
      holding = true;
    },
    release: () => {
      frozenAt = null;
      holding = false;
      const due = [...held.values()];
      held.clear();
      for (const callback of due) setTimeout(callback, 0);
    },
  };
}

/**
 * Opens the preview (once per story file: stories of one file share their modules' state, as
 * they do in the story tests, and nothing more), without the axe runs that would only slow the
 * shots. The page keeps its clock (installClock) across loads.
 */
export async function openPreview(page, origin) {
  await page.goto(`${origin}/iframe.html`);
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue);
  await page.evaluate(() => {
    // axe runs in every story's afterEach; the story tests (vitest) are where it is checked.
    window.__STORYBOOK_PREVIEW__.channel.emit('updateGlobals', {
      globals: { a11y: { manual: true } },
    });
    window.__visualHtmlAttributes = document.documentElement.getAttributeNames();
    // What the browser draws by itself, differently from build to build or from one moment to
    // the next, is left out of the shots: the blinking caret of a focused field, a textarea's
    // resize grip, scrollbars (Playwright's headless Chromium also runs with --hide-scrollbars).
    const style = document.createElement('style');
    style.textContent = `
      *, *::before, *::after { caret-color: transparent !important; }
      textarea { resize: none !important; }
      * { scrollbar-width: none !important; }
      ::-webkit-scrollbar { display: none !important; }
    `;
    document.head.append(style);
  });
}

/**
 * The viewport a story asks for (`globals: { viewport: { value: 'mobile' } }`), in pixels, so it
 * renders and plays at that size as it does in the story tests; undefined when it asks for none.
 * @returns {Promise<{ width: number, height: number } | undefined>}
 */
export function storyViewport(page, storyId) {
  return page.evaluate(async (storyId) => {
    const story = await window.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId });
    const global = story.storyGlobals?.viewport;
    const value = typeof global === 'string' ? global : global?.value;
    const styles = value && story.parameters.viewport?.options?.[value]?.styles;
    if (!styles) return undefined;
    const rotated = typeof global === 'object' && global.isRotated;
    const [width, height] = [parseInt(styles.width, 10), parseInt(styles.height, 10)];
    return rotated ? { width: height, height: width } : { width, height };
  }, storyId);
}

/**
 * Renders one story in the open preview and resolves once it has finished: rendered, its play
 * function run, Storybook's own wait for animations done. `Date` stands at `frozenNow`
 * throughout, unless the story says `parameters: { visual: { clock: 'real' } }` (its play
 * function waits for time to pass). Once finished, the page's clock is held (see installClock)
 * until the next story. `again`: render the story that is already selected once more.
 * @returns {Promise<{ errors: string[], fullscreen: boolean }>} errors: why the story did not
 *   render cleanly (empty when it did); fullscreen: its `layout` is 'fullscreen'.
 */
export function renderStory(page, storyId, { frozenNow, timeoutMs, again = false }) {
  return page.evaluate(
    ({ storyId, frozenNow, timeoutMs, again }) => {
      const { channel } = window.__STORYBOOK_PREVIEW__;
      // Every story starts from the same page: storage, <html> attributes, focus, scroll.
      localStorage.clear();
      sessionStorage.clear();
      const html = document.documentElement;
      for (const name of html.getAttributeNames())
        if (!window.__visualHtmlAttributes.includes(name)) html.removeAttribute(name);
      document.activeElement?.blur?.();
      window.scrollTo(0, 0);
      window.__visualClock.release();
      window.__visualClock.freeze(frozenNow);

      return new Promise((resolve) => {
        const errors = [];
        const text = (payload) =>
          typeof payload === 'object' && payload !== null
            ? String(payload.message ?? payload.title ?? JSON.stringify(payload))
            : String(payload);
        let timer;
        const finish = (error) => {
          clearTimeout(timer);
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          // Hold the final state: a countdown or a rotation stops where the story left it.
          window.__visualClock.hold();
          if (error) errors.push(error);
          resolve({ errors, fullscreen: document.body.classList.contains('sb-main-fullscreen') });
        };
        const listeners = {
          storyPrepared: ({ id, parameters }) => {
            if (id === storyId && parameters?.visual?.clock === 'real')
              window.__visualClock.release();
          },
          storyMissing: () => finish(`Story ${storyId} is not in this build.`),
          storyErrored: (payload) => finish(`Render error: ${text(payload)}`),
          storyThrewException: (payload) => errors.push(`Exception: ${text(payload)}`),
          playFunctionThrewException: (payload) =>
            errors.push(`Play function failed: ${text(payload)}`),
          unhandledErrorsWhilePlaying: (payload) =>
            errors.push(`Unhandled errors while playing: ${text(payload)}`),
          storyFinished: (payload) => {
            if (payload.storyId === storyId) finish();
          },
        };
        timer = setTimeout(
          () => finish(`Did not finish rendering within ${timeoutMs / 1000} s.`),
          timeoutMs,
        );
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        // The same story again needs a remount: selecting it would leave it as it is.
        channel.emit(again ? 'forceRemount' : 'setCurrentStory', { storyId, viewMode: 'story' });
      });
    },
    { storyId, frozenNow, timeoutMs, again },
  );
}

/**
 * Sets the theme on `<html>`, lets fonts, images and layout settle, ends every animation and
 * returns the area to capture: from the top of the page to the bottom of everything visible in
 * `<body>` (portals and overflow included, content scrolled out of its box not), at least the
 * viewport's width; undefined for a fullscreen story (the viewport is the shot). `frames`:
 * animation frames to wait first, for what resize observers and re-renders change after a
 * resize (a theme switch needs none: it only changes colours, and reading the animations
 * applies the new styles).
 * @returns {Promise<{ x: number, y: number, width: number, height: number } | undefined>}
 */
export function prepareShot(page, { theme, fullscreen, frames }) {
  return page.evaluate(
    async ({ theme, fullscreen, frames }) => {
      const html = document.documentElement;
      if (theme === 'dark') html.setAttribute('data-theme', 'dark');
      else html.removeAttribute('data-theme');
      await document.fonts.ready;
      await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => {})));
      // A task: React commits what was set before it (it schedules its work as tasks).
      const task = () =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(null);
        });
      for (let i = 0; i < frames; i += 1) {
        // A frame runs the resize observers; the task after it lets React commit what they set.
        await new Promise((resolve) => requestAnimationFrame(resolve));
        await task();
      }
      // End every animation; what an animation's end starts (a panel hidden once it has folded)
      // may animate again: up to five rounds.
      for (let round = 0; round < 5; round += 1) {
        const unfinished = document.getAnimations().filter((a) => a.playState !== 'finished');
        if (unfinished.length === 0) break;
        for (const animation of unfinished) {
          try {
            animation.finish();
          } catch {
            animation.cancel(); // an infinite one: back to its first frame
          }
        }
        await task();
      }
      if (fullscreen) return undefined;
      let right = html.clientWidth;
      let bottom = document.body.getBoundingClientRect().bottom;
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.right <= right && box.bottom <= bottom) continue;
        // Reaching further: only as far as what clips it (a scroll box, a fixed dialog) shows it.
        let [boxRight, boxBottom] = [box.right, box.bottom];
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
            const clip = up.getBoundingClientRect();
            boxRight = Math.min(boxRight, clip.right);
            boxBottom = Math.min(boxBottom, clip.bottom);
          }
          if (style.position === 'fixed') {
            boxRight = Math.min(boxRight, window.innerWidth);
            boxBottom = Math.min(boxBottom, window.innerHeight);
            break;
          }
        }
        right = Math.max(right, boxRight);
        bottom = Math.max(bottom, boxBottom);
      }
      return {
        x: 0,
        y: 0,
        width: Math.ceil(right + window.scrollX),
        height: Math.ceil(bottom + window.scrollY),
      };
    },
    { theme, fullscreen, frames },
  );
}

/**
 * A PNG of the page: the clip (beyond the viewport where it reaches further), or the viewport.
 * Straight through the DevTools protocol: Playwright's `page.screenshot` adds some 30 ms a shot
 * for the same bytes. Beyond the viewport, on a busy machine, Chromium may take the picture
 * before it has drawn the layers of its own that a 3D transform gets (the flip cards below the
 * fold came out blank in one run of three): such a shot is taken again until two in a row agree,
 * unless it is byte for byte the baseline (`expected`), which was drawn with every layer.
 * @param {import('playwright').CDPSession} session
 * @param {{ x: number, y: number, width: number, height: number } | undefined} clip
 * @param {{ width: number, height: number }} viewport
 * @param {Buffer} [expected] the baseline's bytes, if there is one
 */
export async function capture(session, clip, viewport, expected) {
  const shoot = async () => {
    const { data } = await session.send('Page.captureScreenshot', {
      format: 'png',
      ...(clip ? { clip: { ...clip, scale: 1 }, captureBeyondViewport: true } : {}),
    });
    return Buffer.from(data, 'base64');
  };
  let png = await shoot();
  if (!clip || (clip.width <= viewport.width && clip.height <= viewport.height)) return png;
  if (expected?.equals(png)) return png;
  for (let tries = 0; tries < 4; tries += 1) {
    const again = await shoot();
    if (again.equals(png)) break;
    png = again;
  }
  return png;
}
