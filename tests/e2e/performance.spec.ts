import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DESKTOP, PHONE } from '../support/viewports.mjs';
import { routes } from './support/routes';

// Performance shape of issue 8: compressed transfer, a head that puts what the first paint needs
// first, and pages that do not move while they load (fonts included).

test('pages, scripts and styles go out precompressed; fonts as they are', async ({ request }) => {
  const page = await request.get('/privacy', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['vary']).toBe('accept-encoding');
  const html = await page.text();

  const assets = [...html.matchAll(/href="(\/assets\/[^"]+\.(?:js|css|woff2))"/g)].map(
    (m) => m[1]!,
  );
  expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
  for (const asset of new Set(assets)) {
    const res = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status(), asset).toBe(200);
    expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    // The build writes no copy that would not be smaller (a tiny shared chunk, a font).
    const plain = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
    const body = await plain.body();
    const worthIt = !asset.endsWith('.woff2') && gzipSync(body, { level: 9 }).length < body.length;
    expect(res.headers()['content-encoding'], asset).toBe(worthIt ? 'gzip' : undefined);
  }

  const plain = await request.get('/privacy', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toBe(html);
});

test('the head puts stylesheets and the font before low-priority module preloads', async ({
  request,
}) => {
  for (const path of ['/', '/careers', '/services/cloud-technologies', '/terms']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
    const kind = (link: string) =>
      /rel="stylesheet"/.test(link)
        ? 'style'
        : /rel="preload"[^>]*as="font"/.test(link)
          ? 'font'
          : /rel="modulepreload"/.test(link)
            ? 'script'
            : 'other';
    const order = links.map(kind).filter((k) => k !== 'other');
    const firstScript = order.indexOf('script');
    expect(firstScript, path).toBeGreaterThan(0);
    expect(order.slice(0, firstScript), path).toEqual(expect.arrayContaining(['style', 'font']));
    expect(
      order.slice(firstScript).every((k) => k === 'script'),
      path,
    ).toBe(true);
    for (const link of links.filter((l) => kind(l) === 'script')) {
      expect(link, path).toContain('fetchpriority="low"');
    }
  }
});

test('the preloaded font is the very file the stylesheet asks for', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const font = /<link rel="preload" href="([^"]+\.woff2)" as="font"/.exec(html)?.[1];
  expect(font).toMatch(/inter-latin-wght-normal/);
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const css = (await Promise.all(sheets.map(async (s) => (await request.get(s)).text()))).join('');
  expect(css).toContain(`url(${font})`);
  // Only the Latin subsets: no Cyrillic, Greek or Vietnamese faces are declared.
  expect(css).not.toMatch(/inter-(cyrillic|greek|vietnamese)/);
});

/** Loads a page with the web font held back, waits for it, and sums the layout shifts. */
async function layoutShiftWhileLoading(page: Page, path: string): Promise<number> {
  await page.goto(path);
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return new Promise<number>((resolve) => {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
        resolve(shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0));
      }).observe({ type: 'layout-shift', buffered: true });
      // No entry at all means no shift: the observer's callback never runs.
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
    });
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`no page moves while it loads, at ${viewport.width} px, even when the font arrives late`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    // The text first paints in the metric-matched fallback; Inter then swaps in.
    await page.route('**/*.woff2', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 250));
      await route.fulfill({ response });
    });
    const shifts: string[] = [];
    for (const { path } of routes) {
      const cls = await layoutShiftWhileLoading(page, path);
      if (cls > 0.005) shifts.push(`${path}: ${cls.toFixed(4)}`);
    }
    expect(shifts).toEqual([]);
  });
}
