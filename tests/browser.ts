import { existsSync } from 'node:fs';

/**
 * The Chromium every browser test uses: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * undefined (Playwright's own managed browser, where one is installed).
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Flags for a headless Chromium on a closed network (see TOOLCHAIN.md). */
export const chromiumArgs = [
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
