// @corvane/ui in a Next.js App Router app, as a team on Next.js gets it: the packed tarball
// installed into a fresh app, whose page is a server component rendering Carousel, Tabs,
// Accordion, FlipCard, CookieBanner and OtpForm (its two functions are server functions). Proves
// what Getting Started says: every module is a client module, so a server component can render
// them, the HTML holds their content, and the page hydrates without an error or warning.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, inject, it, type ExpectStatic } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { componentBlocks, createApp, installed, openHydrated, usesBlock } from './harness';
import { buildNext, NEXT_VERSION, nextTemplate, startNext } from './nextApp';

const work = mkdtempSync(join(tmpdir(), 'corvane-next-'));
const app = join(work, 'next-app');
let browser: Browser;

beforeAll(async () => {
  await createApp(
    app,
    inject('release').packages.map((p) => p.tarball),
    [
      `next@${NEXT_VERSION}`,
      ...[
        'react',
        'react-dom',
        '@types/react',
        '@types/react-dom',
        '@types/node',
        'typescript',
      ].map((n) => `${n}@${installed(n)}`),
    ],
    nextTemplate,
  );
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Every component's text the server must send: slides, both tab panels, closed sections too. */
const serverTexts = [
  'Cookies on this site',
  'Accept All Cookies',
  'Herndon, VA',
  'Melton Mowbray',
  'We move services to the cloud.',
  'Can I work remotely?',
  'Most roles are hybrid.',
  'Show address',
  '2 Robert Speck Parkway, Mississauga, ON',
  'We sent a code to',
  'ada@example.com',
  'Verify',
];

/** The scripts the page's HTML loads, less the `noModule` ones a modern browser skips. */
const pageScripts = (html: string) => [
  ...new Set(
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .map(([, attributes = '']) => attributes)
      .filter((attributes) => !/\bnoModule\b/i.test(attributes))
      .flatMap((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? []),
  ),
];

/**
 * What the root layout's <head> script holds in the page's RSC payload (what a client navigation
 * fetches, and what the HTML inlines for hydration): the script as a JSON string, or a `$`
 * reference to a client module's export.
 */
function headScript(payload: string): string | undefined {
  const literal =
    /"head",null,\{"children":\["\$","script",null,\{"dangerouslySetInnerHTML":\{"__html":("(?:[^"\\]|\\.)*")/.exec(
      payload,
    )?.[1];
  return literal === undefined ? undefined : (JSON.parse(literal) as string);
}

/** The stylesheet blocks of the six components on the page ... */
const onPage = [
  'cv-carousel',
  'cv-tabs',
  'cv-accordion',
  'cv-flip-card',
  'cv-cookie-banner',
  'cv-otp-form',
];
/** ... and of the parts they are made of (the OTP form's field, alert, its live regions, button and spinner). */
const parts = [
  'cv-button',
  'cv-spinner',
  'cv-visually-hidden',
  'cv-live-region',
  'cv-field',
  'cv-otp',
  'cv-alert',
];

/** What only a hydrated page does: every component responds, the OTP form through the server. */
async function interact(page: Page, expect: ExpectStatic) {
  const selected = (name: string) => page.getByRole('tab', { name }).getAttribute('aria-selected');

  await page.getByRole('tab', { name: 'What We Do' }).click();
  await expect.poll(() => selected('What We Do')).toBe('true');
  await page.getByRole('tabpanel', { name: 'What We Do' }).getByText('Migrations').waitFor();

  await page.getByRole('tab', { name: 'United Kingdom' }).click();
  await expect.poll(() => selected('United Kingdom')).toBe('true');
  await page.getByRole('tabpanel', { name: '2 of 2' }).getByText('Melton Mowbray').waitFor();

  const section = page.getByRole('button', { name: 'Can I work remotely?' });
  await section.click();
  await expect.poll(() => section.getAttribute('aria-expanded')).toBe('true');
  await page.getByText('Most roles are hybrid.').waitFor();

  const flip = page.getByRole('button', { name: 'Show address (Canada)' });
  await flip.click();
  await expect.poll(() => flip.getAttribute('aria-pressed')).toBe('true');

  // A choice hides the banner at once (spec section 4).
  await page.getByRole('button', { name: 'Accept All Cookies' }).click();
  await page.getByRole('region', { name: 'Cookies on this site' }).waitFor({ state: 'detached' });

  await page.getByRole('textbox', { name: 'OTP' }).fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  // The server function's answer, in the page once: heard from where it shows (decision 100).
  await page.getByText('Your email is verified.').waitFor();
}

/** The scripts the page has loaded so far: URL, bytes as served (gzip by `next start`), unpacked. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => entry.initiatorType === 'script')
      .map((entry) => ({
        url: entry.name,
        served: entry.encodedBodySize,
        raw: entry.decodedBodySize,
      })),
  );

describe('a Next.js App Router app whose server component page renders the components', () => {
  it('builds with next build, prerendering the page', async ({ expect }) => {
    const { output, seconds } = await buildNext(app);
    expect(output).toMatch(/○ \/\n/);
    expect(output).toContain('prerendered as static content');
    console.log(`Next.js ${NEXT_VERSION} app: next build in ${seconds.toFixed(1)} s`);
  });

  it('serves HTML with every component in it, and hydrates in Chromium with no error or warning', async ({
    expect,
  }) => {
    const server = await startNext(app);
    try {
      const html = await (await fetch(`${server.origin}/`)).text();
      for (const text of serverTexts) expect(html).toContain(text);
      // The cookie banner's pre-paint script, a string constant, reached the server layout as text.
      expect(html).toContain('<script>try{var c=localStorage.getItem("cookieChoice")');

      let firstLoad: Awaited<ReturnType<typeof loadedScripts>> = [];
      const problems = await openHydrated(browser, `${server.origin}/`, async (page) => {
        firstLoad = await loadedScripts(page);
        await interact(page, expect);
      });
      expect(problems).toEqual([]);
      expect(server.log()).not.toMatch(/error|warn/i);

      // The browser got the components the page renders and none of the others: each component
      // module is its own client boundary, so importing from the index does not ship them all.
      const code = (
        await Promise.all(firstLoad.map(async ({ url }) => (await fetch(url)).text()))
      ).join('\n');
      const shipped = componentBlocks(app).filter((block) => usesBlock(code, block));
      expect(shipped).toEqual(expect.arrayContaining(onPage));
      expect(shipped.filter((block) => !onPage.includes(block) && !parts.includes(block))).toEqual(
        [],
      );

      const kB = (key: 'served' | 'raw') =>
        (firstLoad.reduce((sum, script) => sum + script[key], 0) / 1000).toFixed(1);
      console.log(
        `Next.js app: first-load JavaScript ${kB('served')} kB gzip as served, ${kB('raw')} kB raw, in ${firstLoad.length} files`,
      );
    } finally {
      await server.stop();
    }
  });

  // On a busy phone the components' JavaScript can arrive after React has begun to hydrate. The
  // pre-paint script the root layout puts in <head> used to reach the browser as a reference to
  // the cookie banner's client module, so React had to wait for that JavaScript inside <head>;
  // resuming there, it lost its place and threw error 418 at the CookieBanner's <section>, then
  // rendered the whole page anew. Now the payload carries the script itself.
  it('gives the layout the pre-paint script as text, and hydrates whichever script arrives last', async ({
    expect,
  }) => {
    const server = await startNext(app);
    try {
      const html = await (await fetch(`${server.origin}/`)).text();
      const payload = await (await fetch(`${server.origin}/`, { headers: { RSC: '1' } })).text();
      expect(headScript(payload)).toBe(/<script>(try\{[^<]*)<\/script>/.exec(html)?.[1]);

      const scripts = pageScripts(html);
      expect(scripts.length).toBeGreaterThan(1);
      for (const lastScript of scripts) {
        const problems = await openHydrated(
          browser,
          `${server.origin}/`,
          async (page) => {
            await page.getByRole('button', { name: 'Accept All Cookies' }).click();
            await page
              .getByRole('region', { name: 'Cookies on this site' })
              .waitFor({ state: 'detached' });
          },
          { lastScript },
        );
        expect({ lastScript, problems }).toEqual({ lastScript, problems: [] });
      }
    } finally {
      await server.stop();
    }
  }, 240_000);
});
