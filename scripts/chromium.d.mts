// Types of chromium.mjs (documented there) for the TypeScript configs and tests that import it.

export interface FoundBrowser {
  /** Undefined for Playwright's managed Chromium: Playwright finds it itself. */
  path: string | undefined;
  description: string;
  found: boolean;
}

export const DEBIAN_CHROMIUM: string;
export function chromiumPath(env?: NodeJS.ProcessEnv): string | undefined;
export function headlessShellPath(env?: NodeJS.ProcessEnv): string | undefined;
export function findChromium(env?: NodeJS.ProcessEnv): Promise<FoundBrowser | undefined>;
export function findHeadlessShell(env?: NodeJS.ProcessEnv): FoundBrowser | undefined;
export const chromiumArgs: string[];
