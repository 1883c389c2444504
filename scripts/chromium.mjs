// Finds the Chromium the browser tests use: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
// else a Chromium that Playwright manages (npx playwright install chromium). Undefined if none.
// The end-to-end suite drives Chromium's headless shell where there is one (decision 080).
import { existsSync } from 'node:fs';

export async function findChromium(env = process.env) {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv)
    return existsSync(fromEnv)
      ? { path: fromEnv, description: `${fromEnv} (CHROMIUM_PATH)` }
      : undefined;
  if (existsSync('/usr/bin/chromium'))
    return { path: '/usr/bin/chromium', description: '/usr/bin/chromium' };
  try {
    const { chromium } = await import('playwright');
    const managed = chromium.executablePath();
    if (managed && existsSync(managed))
      return { path: undefined, description: `Playwright's Chromium (${managed})` };
  } catch {
    // playwright not installed yet: fall through.
  }
  return undefined;
}

const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The headless shell the end-to-end suite drives: the same engine as the Chromium above without
 * the desktop browser around it, a third less CPU for the same tests. CHROMIUM_HEADLESS_SHELL_PATH,
 * else Debian's chromium-headless-shell. Undefined if neither is there (the suite then drives the
 * Chromium above; Playwright's own Chromium brings its own shell).
 */
export function findHeadlessShell(env = process.env) {
  const fromEnv = env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (fromEnv)
    return existsSync(fromEnv)
      ? { path: fromEnv, description: `${fromEnv} (CHROMIUM_HEADLESS_SHELL_PATH)` }
      : undefined;
  if (existsSync(DEBIAN_HEADLESS_SHELL))
    return { path: DEBIAN_HEADLESS_SHELL, description: DEBIAN_HEADLESS_SHELL };
  return undefined;
}
