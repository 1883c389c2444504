// The one place that knows which Chromium the browser tests launch and with which flags: the
// story, visual and consumer-app runs and the screenshot scripts use the full Chromium, the
// end-to-end suite and Lighthouse its headless shell (decision 080). Plain JavaScript with its
// types beside it (chromium.d.mts), so scripts and TypeScript configs import it without a build.
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The one rule for both browsers: the variable's path if it is set (as it is, so a wrong one fails
 * loudly at launch rather than quietly picking another browser), else Debian's package if it is
 * installed. `found` is false for a set path where there is no file.
 */
function locate(env, variable, debianPath) {
  const setting = env[variable];
  if (setting)
    return { path: setting, description: `${setting} (${variable})`, found: existsSync(setting) };
  if (existsSync(debianPath)) return { path: debianPath, description: debianPath, found: true };
  return undefined;
}

/**
 * The Chromium to launch: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else undefined
 * (Playwright then launches the Chromium it manages, `npx playwright install chromium`).
 */
export function chromiumPath(env = process.env) {
  return locate(env, 'CHROMIUM_PATH', DEBIAN_CHROMIUM)?.path;
}

/**
 * The browser the end-to-end suite and Lighthouse drive: Chromium's headless shell, the same
 * engine without the desktop browser around it, a third less CPU for the same tests (decision 080).
 * CHROMIUM_HEADLESS_SHELL_PATH, else Debian's chromium-headless-shell, else the Chromium above
 * (Playwright's own Chromium brings its own shell).
 */
export function headlessShellPath(env = process.env) {
  return (
    locate(env, 'CHROMIUM_HEADLESS_SHELL_PATH', DEBIAN_HEADLESS_SHELL)?.path ?? chromiumPath(env)
  );
}

/**
 * The Chromium above as the prerequisites report it, or undefined if there is none: a set
 * CHROMIUM_PATH must exist; without one, Playwright's managed Chromium counts (its `path` is
 * undefined: Playwright finds it itself).
 */
export async function findChromium(env = process.env) {
  const located = locate(env, 'CHROMIUM_PATH', DEBIAN_CHROMIUM);
  if (located) return located.found ? located : undefined;
  try {
    const { chromium } = await import('playwright');
    const managed = chromium.executablePath();
    if (managed && existsSync(managed))
      return { path: undefined, description: `Playwright's Chromium (${managed})`, found: true };
  } catch {
    // playwright not installed yet: fall through.
  }
  return undefined;
}

/**
 * The headless shell as the prerequisites report it: CHROMIUM_HEADLESS_SHELL_PATH (which must
 * exist), else Debian's; undefined if neither is there.
 */
export function findHeadlessShell(env = process.env) {
  const located = locate(env, 'CHROMIUM_HEADLESS_SHELL_PATH', DEBIAN_HEADLESS_SHELL);
  return located?.found ? located : undefined;
}

/**
 * Flags for every Chromium we launch, headless on a closed network: Debian's wrapper never adds
 * --disable-dev-shm-usage itself, and without the others Chromium fills the log with refused
 * connections to Google's services.
 */
export const chromiumArgs = [
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
