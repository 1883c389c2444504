import { existsSync } from 'node:fs';

/**
 * The Chromium every browser test uses: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * undefined (Playwright's own managed browser, where one is installed).
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * The browser the end-to-end suite drives: Chromium's headless shell, the same engine without the
 * desktop browser around it, which spends a third less CPU on the same tests (decision 080).
 * CHROMIUM_HEADLESS_SHELL_PATH, else Debian's, else the Chromium above (Playwright's own Chromium
 * picks its own shell).
 */
export function headlessShellPath(): string | undefined {
  if (process.env.CHROMIUM_HEADLESS_SHELL_PATH) return process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  return existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : chromiumPath();
}

/** Flags for a headless Chromium on a closed network (see TOOLCHAIN.md). */
export const chromiumArgs = [
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
