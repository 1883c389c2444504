// @corvane/ui and @corvane/contract as another team gets them: packed by the release script,
// installed from the tarballs into fresh apps in a temporary folder (React 19, and React 18 as
// the peer range promises), built with Vite, type-checked, rendered in Node and hydrated in
// Chromium. Needs the built packages (`npm run build`). The tests run side by side (each builds
// into its own folder), so the two apps' tsc runs and browser checks overlap.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, inject, it, type ExpectStatic } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { serveFolder } from '../support/serveFolder.mjs';
import {
  addReadmeExamples,
  componentBlocks,
  buildAndRender,
  buildButtonOnly,
  createApp,
  exec,
  installed,
  openHydrated,
  root,
  typecheck,
  usesBlock,
} from './harness';

const work = mkdtempSync(join(tmpdir(), 'corvane-consumer-'));
const react19 = join(work, 'react-19');
const react18 = join(work, 'react-18');
const tools = ['vite', '@vitejs/plugin-react', 'typescript'].map((n) => `${n}@${installed(n)}`);
const report = inject('release');
let browser: Browser;

beforeAll(async () => {
  const tarballs = report.packages.map((p) => p.tarball);
  await Promise.all([
    createApp(react19, tarballs, [
      ...['react', 'react-dom', '@types/react', '@types/react-dom'].map(
        (n) => `${n}@${installed(n)}`,
      ),
      ...tools,
    ]),
    createApp(react18, tarballs, [
      ...['react@^18', 'react-dom@^18', '@types/react@^18', '@types/react-dom@^18'],
      ...tools,
    ]),
  ]);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

describe.concurrent('the release script, without a registry token', () => {
  it('packs both public packages at their versions, with their changelogs, and publishes nothing', async ({
    expect,
  }) => {
    const version = (dir: string) =>
      (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { version: string })
        .version;
    expect(report.published).toBe(false);
    expect(report.dryRun).toBe(true);
    expect(report.packages.map((p) => [p.name, p.version])).toEqual([
      ['@corvane/ui', version('packages/ui')],
      ['@corvane/contract', version('packages/contract')],
    ]);
    for (const p of report.packages) {
      const files = (await exec('tar', ['-tzf', p.tarball], work)).split('\n');
      expect(files).toContain('package/CHANGELOG.md');
      expect(files).toContain('package/dist/index.js');
      expect(files).toHaveLength(p.files + 1); // the last line is empty
    }
  });
});

describe.concurrent('a Vite + React 19 app that imports Button and the stylesheet', () => {
  it('builds, and its JavaScript holds Button and none of the other components', async ({
    expect,
  }) => {
    await buildButtonOnly(react19);
    const assets = join(react19, 'dist/button/assets');
    const files = readdirSync(assets);
    const js = files.filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f)));
    const css = files.filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(assets, f)));
    expect(js).toHaveLength(1);
    const code = js[0]!.toString();

    const blocks = componentBlocks(react19);
    expect(blocks).toEqual(expect.arrayContaining(['cv-button', 'cv-accordion', 'cv-marquee']));
    // Button's loading state shows a Spinner; cv-visually-hidden is the shared utility class.
    expect(blocks.filter((block) => usesBlock(code, block)).sort()).toEqual([
      'cv-button',
      'cv-spinner',
      'cv-visually-hidden',
    ]);
    expect(code).toContain('Hello');
    // The stylesheet is the package's one stylesheet, with the font files it points at.
    expect(css.join('')).toContain('.cv-accordion');
    expect(files.some((f) => f.endsWith('.woff2'))).toBe(true);

    const size = (b: Buffer) =>
      `${b.length} B raw, ${gzipSync(b, { level: 9 }).length} B gzip, ${brotliCompressSync(b).length} B brotli`;
    console.log(`Button-only app: JavaScript ${size(js[0]!)}; CSS ${size(css[0]!)}`);
  });
});

describe.concurrent('the design tokens for design tools', () => {
  it('load in Node by their export name, @corvane/ui/tokens.json, with a light and a dark set', async ({
    expect,
  }) => {
    const script = `const { default: t } = await import('@corvane/ui/tokens.json', { with: { type: 'json' } });
      process.stdout.write(JSON.stringify([t.light.color.text.$value, t.dark.color.text.$value]));`;
    const out = await exec(process.execPath, ['--input-type=module', '-e', script], react19);
    expect(JSON.parse(out)).toEqual(['{light.color.neutral.900}', '{dark.color.neutral.50}']);
  });
});

/** What the hydrated app must do in the browser: state that only a live React can change. */
async function interact(page: Page, expect: ExpectStatic) {
  const flip = page.getByRole('button', { name: 'Show address (Canada)' });
  await flip.click();
  await expect.poll(() => flip.getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('button', { name: 'Book a call' }).click();
  await page.getByRole('dialog', { name: 'Book a call' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  // The Marquee's two loop copies: hidden from assistive technology and inert in the live DOM.
  const copies = await page
    .locator('.cv-marquee__list[data-copy]')
    .evaluateAll((lists) => lists.map((l) => (l as HTMLElement).inert));
  expect(copies).toEqual([true, true]);
}

for (const [name, app] of [
  ['React 19', react19],
  ['React 18', react18],
] as const) {
  describe.concurrent(`the same components on ${name}`, () => {
    it('render in Node with no warning and hydrate in Chromium with no warning or error', async ({
      expect,
    }) => {
      const { html, problems } = await buildAndRender(app);
      const major = (
        JSON.parse(readFileSync(join(app, 'node_modules/react/package.json'), 'utf8')) as {
          version: string;
        }
      ).version.split('.')[0];
      expect(major).toBe(name.slice(-2));
      expect(problems).toEqual([]);
      expect(html).toContain('Cookies on this site');
      expect(html).toMatch(/<ul[^>]*aria-hidden="true" inert=""[^>]*data-copy=""/);
      expect(html).toContain('Enter your email');

      const { origin, stop } = await serveFolder(join(app, 'dist/client'));
      try {
        const problems = await openHydrated(browser, `${origin}/`, (page) =>
          interact(page, expect),
        );
        expect(problems).toEqual([]);
      } finally {
        stop();
      }
    });

    it('type-checks with tsc --strict against the published declarations, README examples included', async ({
      expect,
    }) => {
      // The usage example of @corvane/ui and the client example of @corvane/contract, at least.
      expect(addReadmeExamples(app)).toBeGreaterThanOrEqual(2);
      await expect(typecheck(app)).resolves.toBe('');
    });
  });
}
