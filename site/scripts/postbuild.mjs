#!/usr/bin/env node
// After `react-router build`, in this order: tune each page's head (module preloads at low
// priority, stylesheets written into the page), hash each page's inline scripts for its
// Content-Security-Policy (on the final HTML), write the sitemap and robots.txt, then compress
// every text file (last, so the copies hold the final bytes).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressSite } from './compress.mjs';
import { writeManifest } from './csp-hashes.mjs';
import { filesUnder } from './files.mjs';
import { inlineStylesheets, lowerModulePreloadPriority } from './html-head.mjs';
import { writeSeoFiles } from './seo-files.mjs';

const client = new URL('../build/client/', import.meta.url).pathname;

let pages = 0;
let stylesheets = 0;
const readBuilt = (href) => readFileSync(join(client, href), 'utf8');
for (const file of filesUnder(client)) {
  if (!file.endsWith('.html')) continue;
  const lowered = lowerModulePreloadPriority(readFileSync(file, 'utf8'));
  // React Router writes these links into every page, and React every page's stylesheets (the
  // root's at least); none means their output changed under us.
  if (lowered.count === 0) throw new Error(`${file}: no <link rel="modulepreload"> to lower.`);
  const inlined = inlineStylesheets(lowered.html, readBuilt);
  if (inlined.count === 0) throw new Error(`${file}: no stylesheet link to write into the page.`);
  writeFileSync(file, inlined.html);
  pages += 1;
  stylesheets += inlined.count;
}
console.log(
  `Lowered the module preloads of ${pages} pages to fetchpriority="low" and wrote their ${stylesheets} stylesheets into them.`,
);

const hashes = Object.values(writeManifest(client)).reduce((sum, list) => sum + list.length, 0);
console.log(`CSP: ${hashes} inline script hashes for ${pages} pages.`);

const { urls, origin } = writeSeoFiles(client);
console.log(`Wrote sitemap.xml (${urls.length} URLs on ${origin}) and robots.txt.`);

const { files, plainBytes, brotliBytes } = compressSite(client);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`Compressed ${files} files: ${kb(plainBytes)} -> ${kb(brotliBytes)} with Brotli.`);
