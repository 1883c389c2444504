// Finds the Chromium the browser tests use: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
// else a Chromium that Playwright manages (npx playwright install chromium). Undefined if none.
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
