// Takes full-page screenshots for a visual check: node scripts/screenshot.mjs URL OUT.png [WIDTH]
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [url, out, width = '1280'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs URL OUT.png [WIDTH]');
  process.exit(2);
}
const executablePath = chromiumPath();
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: chromiumArgs,
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: process.env.FULL !== '0' });
await browser.close();
