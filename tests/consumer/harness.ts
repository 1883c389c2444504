// The machinery of the consumer tests: pack the packages, install them into a fresh app in a
// temporary folder (no workspace links), build it with the app's own tools, render it in Node and
// open it in Chromium.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const template = fileURLToPath(new URL('./app', import.meta.url));

/** The environment children get: no registry token (nothing may publish), no NODE_ENV of ours. */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NPM_TOKEN;
  delete env.NODE_AUTH_TOKEN;
  if (!('NODE_ENV' in extra)) delete env.NODE_ENV;
  return env;
}

/** Runs a command; resolves with its stdout, rejects with everything it printed. */
export function exec(
  command: string,
  args: string[],
  cwd: string,
  extraEnv: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: childEnv(extraEnv) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${stdout}\n${stderr}`)),
    );
  });
}

/** The version the repository itself installed, so the app installs from the same npm cache. */
export const installed = (name: string): string =>
  (
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/**
 * Creates the app in `dir` from a template (the Vite app's by default) and installs the tarballs
 * and `dependencies`.
 */
export async function createApp(
  dir: string,
  tarballs: string[],
  dependencies: string[],
  from: string = template,
) {
  cpSync(from, dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'consumer-app', private: true, type: 'module' }),
  );
  await exec(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', ...tarballs, ...dependencies],
    dir,
  );
}

const vite = (dir: string, args: string[], env: Record<string, string>) =>
  exec(process.execPath, [join(dir, 'node_modules/vite/bin/vite.js'), 'build', ...args], dir, env);

/** The one-component app, a production build: dist/button. */
export const buildButtonOnly = (dir: string) =>
  vite(dir, ['--outDir', 'dist/button'], { BUILD: 'button', NODE_ENV: 'production' });

/**
 * The hydrating app: client (React's development build, so every warning shows) and server
 * entry, then rendered in Node into dist/client/index.html. Returns the server HTML and what
 * React logged as an error or warning while rendering.
 */
export async function buildAndRender(dir: string) {
  await vite(dir, ['--mode', 'development', '--outDir', 'dist/client'], {
    BUILD: 'client',
    NODE_ENV: 'development',
  });
  await vite(dir, ['--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server'], {
    NODE_ENV: 'production',
  });
  const out = await exec(process.execPath, ['render.mjs'], dir, { NODE_ENV: 'development' });
  return JSON.parse(out) as { html: string; problems: string[] };
}

/**
 * Copies every TypeScript example of the installed packages' READMEs into the app's sources, one
 * module each, so the type check proves that what the npm page shows compiles. Returns how many.
 */
export function addReadmeExamples(dir: string): number {
  const out = join(dir, 'src/readme');
  mkdirSync(out, { recursive: true });
  let count = 0;
  for (const name of ['ui', 'contract']) {
    const readme = readFileSync(join(dir, 'node_modules/@corvane', name, 'README.md'), 'utf8');
    for (const [, lang = 'ts', code = ''] of readme.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)) {
      writeFileSync(join(out, `${name}-${++count}.${lang}`), code);
    }
  }
  return count;
}

/** The class-name blocks (`cv-accordion`, `cv-tabs`...) the installed stylesheet styles. */
export function componentBlocks(app: string): string[] {
  const css = readFileSync(join(app, 'node_modules/@corvane/ui/dist/styles.css'), 'utf8');
  return [...new Set([...css.matchAll(/\.(cv-[a-z0-9]+(?:-[a-z0-9]+)*)/g)].map((m) => m[1]!))];
}

/** Whether built JavaScript names a block itself (`cv-otp`, not only `cv-otp-form` or `cv-otp__x`). */
export const usesBlock = (code: string, block: string) =>
  new RegExp(`\\b${block}(?![a-z0-9]|-[a-z0-9])`).test(code);

export const typecheck = (dir: string) =>
  exec(
    process.execPath,
    [join(dir, 'node_modules/typescript/bin/tsc'), '--strict', '--noEmit', '-p', '.'],
    dir,
  );

/**
 * Holds back one script of the page until every other script it loads has arrived and run (its
 * `load` event): the order a slow phone on a slow network can meet, with React hydrating before
 * the last of the components' code is there. `prepare` goes before the page loads; `othersRun`
 * resolves, and lets the script through, once that moment has come.
 */
function holdScript(page: Page, url: string, script: string) {
  const held = new URL(script, url);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const prepare = async () => {
    await page.route(held.href, async (route) => {
      await released;
      await route.fallback();
    });
    // Before any script of the page: notes each script element that has run.
    await page.addInitScript(() => {
      const ran = new Set<string>();
      (window as { scriptsRun?: Set<string> }).scriptsRun = ran;
      document.addEventListener(
        'load',
        (event) => {
          if (event.target instanceof HTMLScriptElement)
            ran.add(new URL(event.target.src).pathname);
        },
        true,
      );
    });
  };
  const othersRun = async () => {
    await page.waitForFunction(
      ([pageUrl, heldPath]) => {
        const ran = (window as { scriptsRun?: Set<string> }).scriptsRun;
        if (location.href !== pageUrl || document.readyState === 'loading' || !ran) return false;
        return Array.from(
          document.querySelectorAll('script[src]:not([nomodule])'),
          (element) => new URL((element as HTMLScriptElement).src).pathname,
        ).every((path) => path === heldPath || ran.has(path));
      },
      [url, held.pathname] as const,
    );
    release();
  };
  return { prepare, othersRun, release };
}

/**
 * Opens the served page, waits for the app to hydrate and runs `check` on it. Returns every
 * console error and warning, uncaught error and request that left loopback (aborted). With
 * `lastScript` (a script's path), that script arrives only once the rest of the page has run.
 */
export async function openHydrated(
  browser: Browser,
  url: string,
  check: (page: Page) => Promise<void>,
  { lastScript }: { lastScript?: string } = {},
) {
  const problems: string[] = [];
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.route('**/*', (route) => {
    const { hostname, protocol } = new URL(route.request().url());
    if (protocol === 'data:' || hostname === '127.0.0.1') return route.continue();
    problems.push(`request left loopback: ${route.request().url()}`);
    return route.abort();
  });
  const hold = lastScript ? holdScript(page, url, lastScript) : undefined;
  await hold?.prepare();
  try {
    await Promise.all([page.goto(url), hold?.othersRun()]);
    await page.waitForFunction(() => (window as { hydrated?: boolean }).hydrated === true, null, {
      timeout: 10_000,
    });
    await check(page);
  } finally {
    hold?.release();
    await context.close();
  }
  return problems;
}
