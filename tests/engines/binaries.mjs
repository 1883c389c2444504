// Where the other engines' programs are: Debian's WebKitGTK WebDriver and its MiniBrowser, Xvfb
// for its display, and Firefox ESR. The one place that knows, for the engine runner and for
// npm test's prerequisites (scripts/prerequisites.mjs), which installs them when they are missing.
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The machine as seen from here; the prerequisites' tests answer these questions themselves. */
export function pathProbe(env = process.env) {
  return {
    onPath: (name) =>
      (env.PATH ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, name))
        .find((path) => existsSync(path)),
    exists: existsSync,
    list: (dir) => (existsSync(dir) ? readdirSync(dir).sort() : []),
  };
}

/** WebKitGTK's WebDriver (Debian: webkit2gtk-driver). */
export const findWebKitDriver = (probe = pathProbe()) => probe.onPath('WebKitWebDriver');

/**
 * The browser WebKitWebDriver drives: WebKitGTK's MiniBrowser, in the library's folder for the
 * machine's architecture (/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser on amd64).
 */
export function findMiniBrowser(probe = pathProbe()) {
  return probe
    .list('/usr/lib')
    .map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => probe.exists(path));
}

/** The X server without a screen that WebKitGTK draws into. */
export const findXvfb = (probe = pathProbe()) => probe.onPath('Xvfb');

/** Firefox ESR, which speaks WebDriver BiDi itself. */
export const findFirefox = (probe = pathProbe()) => probe.onPath('firefox-esr');
