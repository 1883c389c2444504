#!/usr/bin/env node
// Renders the site's raster share images from their SVG sources in site/images-src/, with Inter,
// in Chromium (social networks and search engines want PNG, not SVG):
//   node site/scripts/share-images.mjs
// Writes public/images/og/corvane.jpg (1200x630, Open Graph and Twitter: JPEG keeps its gradients
// small) and corvane-logo.png (512x512, transparent corners, the Organization logo). Run it after changing a source; commit the PNGs.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const site = new URL('..', import.meta.url);
const font = new URL('../packages/ui/dist/fonts/inter-latin-wght-normal.woff2', site);
const images = [
  {
    source: 'images-src/og-corvane.svg',
    output: 'public/images/og/corvane.jpg',
    width: 1200,
    height: 630,
  },
  {
    source: 'images-src/logo.svg',
    output: 'public/images/og/corvane-logo.png',
    width: 512,
    height: 512,
  },
];

const executablePath = chromiumPath();
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: chromiumArgs,
});
try {
  for (const { source, output, width, height } of images) {
    const page = await browser.newPage({ viewport: { width, height } });
    const svg = readFileSync(new URL(source, site), 'utf8');
    await page.setContent(
      `<style>@font-face{font-family:Inter;src:url(data:font/woff2;base64,${readFileSync(font).toString('base64')}) format('woff2');font-weight:100 900}html,body{margin:0}</style>${svg}`,
    );
    await page.evaluate(() => globalThis.document.fonts.ready);
    const jpeg = output.endsWith('.jpg');
    await page.screenshot({
      path: new URL(output, site).pathname,
      clip: { x: 0, y: 0, width, height },
      ...(jpeg ? { type: 'jpeg', quality: 88 } : { omitBackground: true }),
    });
    await page.close();
    console.log(`Wrote ${output}`);
  }
} finally {
  await browser.close();
}
