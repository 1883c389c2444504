#!/usr/bin/env node
// After `react-router build`, in this order: tune each page's head, hash each page's inline
// scripts for its Content-Security-Policy (on the final HTML), write the sitemap and robots.txt,
// then compress every text file (last, so the copies hold the final bytes).
import { readFileSync, writeFileSync } from 'node:fs';
import { compressSite } from './compress.mjs';
import { writeManifest } from './csp-hashes.mjs';
import { filesUnder } from './files.mjs';
import { lowerModulePreloadPriority } from './html-head.mjs';
import { writeSeoFiles } from './seo-files.mjs';

const client = new URL('../build/client/', import.meta.url).pathname;

let pages = 0;
for (const file of filesUnder(client)) {
  if (!file.endsWith('.html')) continue;
  const { html, count } = lowerModulePreloadPriority(readFileSync(file, 'utf8'));
  // React Router writes these links into every page; none means its output changed under us.
  if (count === 0) throw new Error(`${file}: no <link rel="modulepreload"> to lower.`);
  writeFileSync(file, html);
  pages += 1;
}
console.log(`Lowered the module preloads of ${pages} pages to fetchpriority="low".`);

const hashes = Object.values(writeManifest(client)).reduce((sum, list) => sum + list.length, 0);
console.log(`CSP: ${hashes} inline script hashes for ${pages} pages.`);

const { urls, origin } = writeSeoFiles(client);
console.log(`Wrote sitemap.xml (${urls.length} URLs on ${origin}) and robots.txt.`);

const { files, plainBytes, brotliBytes } = compressSite(client);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`Compressed ${files} files: ${kb(plainBytes)} -> ${kb(brotliBytes)} with Brotli.`);
