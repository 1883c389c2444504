// Takes full-page screenshots for a visual check: node scripts/screenshot.mjs URL OUT.png [WIDTH]
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

const [url, out, width = '1280'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs URL OUT.png [WIDTH]');
  process.exit(2);
}
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: process.env.FULL !== '0' });
await browser.close();
