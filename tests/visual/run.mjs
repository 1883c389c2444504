#!/usr/bin/env node
// Visual regression of every story (decision 074): renders each story of the built Storybook in
// Chromium, after its play function, with reduced motion, and compares four shots of it (375 and
// 1280 px wide, light and dark theme) with the PNGs in tests/visual/baselines/. A failed shot
// leaves baseline | new | diff in .reports/visual/. It also asks Chromium which fonts drew each
// story's visible text (decision 073): a story drawn partly in a platform font fails.
//
//   --update          write the baselines instead of comparing (and drop those of gone stories)
//   --filter TEXT     only stories whose id contains TEXT (repeatable)
//   --workers N       pages rendering side by side (default 2)
//   --json FILE       also write the result of every story as JSON
//   --storybook DIR   the built Storybook (default storybook-static; npm run build-storybook)
//   --baselines DIR   where the baselines are (default tests/visual/baselines); with --update
//                     into an empty folder, then without, it shows whether two runs draw alike
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { fontsOfVisibleText, foreignFonts } from '../support/platformFonts.mjs';
import { serveFolder } from '../support/serveFolder.mjs';
import { DESKTOP, PHONE } from '../support/viewports.mjs';
import { TOLERANCE, compareShots } from './compare.mjs';
import {
  FROZEN_NOW,
  capture,
  installClock,
  openPreview,
  prepareShot,
  readStories,
  renderStory,
  storyViewport,
} from './storybook.mjs';

const root = new URL('../../', import.meta.url).pathname;
/** The Chromium that drew the baselines, written by --update: pixels move between its builds. */
const BASELINE_CHROMIUM = 'chromium-version.txt';
const reports = join(root, '.reports/visual');

const { values: args } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    filter: { type: 'string', multiple: true },
    workers: { type: 'string', default: '2' },
    json: { type: 'string' },
    storybook: { type: 'string', default: 'storybook-static' },
    baselines: { type: 'string', default: 'tests/visual/baselines' },
  },
});
const baselines = resolve(root, args.baselines);

/** The preview's two viewports (.storybook/preview.tsx); the page is resized between shots. */
const WIDTHS = [DESKTOP, PHONE];
const THEMES = ['light', 'dark'];
const RENDER_TIMEOUT_MS = 20_000;

const storybookDir = resolve(root, args.storybook);
if (!existsSync(join(storybookDir, 'index.json'))) {
  console.error(`No built Storybook in ${storybookDir}: run npm run build-storybook first.`);
  process.exit(1);
}
const browserFound = await findChromium();
if (!browserFound) {
  console.error('No Chromium: set CHROMIUM_PATH or apt-get install chromium.');
  process.exit(1);
}

const allStories = await readStories(storybookDir);
const stories = args.filter
  ? allStories.filter((story) => args.filter.some((text) => story.id.includes(text)))
  : allStories;
if (stories.length === 0) {
  console.error(`No story id contains ${args.filter.join(' or ')}.`);
  process.exit(1);
}

const shotName = (storyId, theme, width) => `${storyId}--${theme}-${width}.png`;
mkdirSync(baselines, { recursive: true });
rmSync(reports, { recursive: true, force: true });

/**
 * Renders one story and takes its four shots; compares them, or writes them with --update.
 * Then checks the fonts of its visible text.
 * @returns {Promise<{ id: string, status: 'passed' | 'failed' | 'updated', retried: boolean,
 *   errors: string[], shots: { name: string, status: string, detail: string }[],
 *   fonts: string[], ms: { render: number, shots: number, fonts: number } }>}
 */
async function testStory(page, session, story) {
  // Render and play as the story tests do: motion allowed, at the viewport the story asks for.
  const asked = await storyViewport(page, story.id);
  let viewport = asked ?? WIDTHS[0];
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize(viewport);
  const t0 = performance.now();
  const options = { frozenNow: FROZEN_NOW, timeoutMs: RENDER_TIMEOUT_MS };
  let rendered = await renderStory(page, story.id, options);
  // A production build of React runs effects after paint, so a play function that does not wait
  // for them can lose a race (the story tests run React's development build); one more try.
  const retried = rendered.errors.length > 0;
  if (retried) rendered = await renderStory(page, story.id, { ...options, again: true });
  const { errors, fullscreen } = rendered;
  if (errors.length > 0) return { id: story.id, status: 'failed', retried, errors, shots: [] };
  const t1 = performance.now();

  // Shoot with motion reduced; the width the story rendered at first, then the other.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const sizes = asked?.width === WIDTHS[1].width ? [...WIDTHS].reverse() : WIDTHS;
  const shots = [];
  for (const [i, size] of sizes.entries()) {
    if (size.width !== viewport.width || size.height !== viewport.height) {
      viewport = size;
      await page.setViewportSize(size);
    }
    // Light, dark, then dark, light: three theme switches a story.
    for (const [j, theme] of (i % 2 === 0 ? THEMES : [...THEMES].reverse()).entries()) {
      // A frame after the switch to reduced motion or a resize, none after a theme switch.
      const clip = await prepareShot(page, { theme, fullscreen, frames: j === 0 ? 1 : 0 });
      const name = shotName(story.id, theme, size.width);
      const baselineFile = join(baselines, name);
      const baseline =
        !args.update && existsSync(baselineFile) ? await readFile(baselineFile) : undefined;
      const png = await capture(session, clip, size, baseline);
      if (args.update) {
        writeFileSync(baselineFile, png);
        shots.push({ name, status: 'updated', detail: '' });
      } else if (!baseline) {
        shots.push({ name, status: 'failed', detail: 'no baseline: npm run test:visual:update' });
        mkdirSync(reports, { recursive: true });
        writeFileSync(join(reports, name), png);
      } else {
        const result = compareShots(baseline, png);
        shots.push({ name, status: result.pass ? 'passed' : 'failed', detail: result.detail });
        if (result.diffPng) {
          mkdirSync(reports, { recursive: true });
          writeFileSync(join(reports, name), result.diffPng);
        }
      }
    }
  }
  const t2 = performance.now();
  // Texts drawn in a font we do not ship (in the last theme and width shot).
  const fonts = foreignFonts(await fontsOfVisibleText(page, session));
  const failed = fonts.length > 0 || shots.some((shot) => shot.status === 'failed');
  return {
    id: story.id,
    status: failed ? 'failed' : args.update ? 'updated' : 'passed',
    retried,
    errors,
    shots,
    fonts,
    ms: {
      render: Math.round(t1 - t0),
      shots: Math.round(t2 - t1),
      fonts: Math.round(performance.now() - t2),
    },
  };
}

/** A failed story in a few lines: its errors' first lines (no colour codes) and failed shots. */
function describeFailure(story, result) {
  const firstLines = (error) =>
    stripVTControlCharacters(error)
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 4)
      .join('\n      ');
  const lines = [
    ...result.errors.map(firstLines),
    ...result.shots
      .filter((shot) => shot.status === 'failed')
      .map((shot) => `${shot.name}: ${shot.detail}`),
    ...(result.fonts ?? []).map((line) => `not a font we ship: ${line}`),
  ];
  return `✗ ${story.title} / ${story.name} (${story.id})\n    ${lines.join('\n    ')}`;
}

const started = Date.now();
const server = await serveFolder(storybookDir);
const browser = await chromium.launch({
  ...(browserFound.path ? { executablePath: browserFound.path } : {}),
  args: [...chromiumArgs, '--font-render-hinting=none'],
});

const browserSession = await browser.newBrowserCDPSession();
const { userAgent, product } = await browserSession.send('Browser.getVersion');
await browserSession.detach();
const chromiumVersion = product.replace(/^(Headless)?Chrome\//, 'Chromium ');
const baselineChromium = existsSync(join(baselines, BASELINE_CHROMIUM))
  ? readFileSync(join(baselines, BASELINE_CHROMIUM), 'utf8').trim()
  : 'unknown';
console.log(`${chromiumVersion}; the baselines were drawn by ${baselineChromium}.`);

// The unit of work is a story file: its stories run one after another in a freshly loaded
// preview. Larger files first, so no worker is left with a long one at the end.
const byFile = new Map();
for (const story of stories)
  byFile.set(story.importPath, [...(byFile.get(story.importPath) ?? []), story]);
const files = [...byFile.values()].sort((a, b) => b.length - a.length);
const results = [];
async function worker() {
  const context = await browser.newContext({
    // What Storybook's own test runner says: the preview then pauses animations when a story
    // finishes instead of waiting 0.1 to 5 s for them (prepareShot ends them).
    userAgent: `${userAgent} StorybookTestRunner`,
    viewport: WIDTHS[0],
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  await context.addInitScript(installClock);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  for (let file = files.shift(); file; file = files.shift()) {
    let opened = false;
    for (const story of file) {
      try {
        if (!opened) await openPreview(page, server.origin);
        opened = true;
        results.push(await testStory(page, session, story));
      } catch (error) {
        results.push({ id: story.id, status: 'failed', errors: [String(error)], shots: [] });
        opened = false; // the page may be broken: load it again for the next story
      }
      const last = results.at(-1);
      if (last.status === 'failed') console.log(describeFailure(story, last));
      else if (last.retried)
        console.log(`(${story.id}: its play function passed on the second try)`);
    }
  }
  await context.close();
}

try {
  await Promise.all(Array.from({ length: Math.max(1, Number(args.workers)) }, worker));
} finally {
  await browser.close();
  server.stop();
}

if (!args.filter) {
  const expected = new Set(
    stories.flatMap((story) =>
      WIDTHS.flatMap(({ width }) => THEMES.map((theme) => shotName(story.id, theme, width))),
    ),
  );
  const stale = readdirSync(baselines).filter(
    (file) => file !== BASELINE_CHROMIUM && !expected.has(file),
  );
  if (args.update) for (const file of stale) unlinkSync(join(baselines, file));
  if (stale.length)
    console.log(
      args.update
        ? `Removed ${stale.length} baselines of stories that are gone.`
        : `${stale.length} baselines belong to no story (npm run test:visual:update removes them).`,
    );
}

results.sort((a, b) => a.id.localeCompare(b.id));
const failed = results.filter((result) => result.status === 'failed').length;
const passed = results.length - failed;
const seconds = (Date.now() - started) / 1000;
const shotCount = results.reduce((sum, result) => sum + result.shots.length, 0);
console.log(
  `${results.length} stories, ${shotCount} shots ${args.update ? 'written' : 'compared'} in ${seconds.toFixed(1)}s ` +
    `(tolerance: ${TOLERANCE.maxDiffPixels} pixels at threshold ${TOLERANCE.threshold}): ` +
    `${passed} passed, ${failed} failed`,
);
const fontSeconds = results.reduce((sum, result) => sum + (result.ms?.fonts ?? 0), 0) / 1000;
console.log(
  `Fonts of the visible text checked in ${results.length} stories in ${fontSeconds.toFixed(1)}s: ` +
    `${results.filter((result) => result.fonts?.length).length} drew text in a font we do not ship.`,
);
if (args.update) writeFileSync(join(baselines, BASELINE_CHROMIUM), `${chromiumVersion}\n`);
if (failed && !args.update) {
  const shotsDiffer = results.some((result) =>
    result.shots.some((shot) => shot.status === 'failed'),
  );
  if (shotsDiffer)
    console.log(
      `Baselines drawn by ${baselineChromium}; this run: ${chromiumVersion}.` +
        (baselineChromium === chromiumVersion
          ? ''
          : ' A different Chromium draws some pixels differently: if the diff images show only' +
            ' that, npm run test:visual:update and commit the baselines with the version.'),
    );
  console.log(
    `Diff images (baseline | new | diff): ${reports}\nIf the change is intended: npm run test:visual:update`,
  );
}
if (args.json) {
  writeFileSync(
    args.json,
    JSON.stringify(
      {
        tolerance: TOLERANCE,
        chromium: { baselines: baselineChromium, run: chromiumVersion },
        seconds,
        passed,
        failed,
        stories: results,
      },
      null,
      2,
    ),
  );
}
process.exitCode = failed ? 1 : 0;
