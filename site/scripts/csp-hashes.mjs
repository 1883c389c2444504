#!/usr/bin/env node
// Post-build step: the SHA-256 hash of every inline <script> in each prerendered page, written
// to build/client/csp-hashes.json ({ "pages": { "terms/index.html": ["sha256-..."] } }). The
// server sends them in each page's Content-Security-Policy, so pages run their own inline
// scripts (React Router's context, its module loader, React's streaming helpers) and nothing
// else, without 'unsafe-inline'. Hashes come from the built HTML, so scripts added later are
// covered without changes here. Data blocks (JSON-LD, JSON) never run and need no hash.
// Usage: node scripts/csp-hashes.mjs [dir]   (default: build/client)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MANIFEST = 'csp-hashes.json';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_TYPES = /\btype\s*=\s*["']?(application\/(?:ld\+)?json|importmap|speculationrules)/i;

/** CSP source expressions for the inline scripts of one HTML document. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPES.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The origins the pages call besides their own, for `connect-src`: the API's, when the site is
 * built for one on another origin (`VITE_API_BASE_URL`), so the forms and the measurement beacon
 * reach it.
 */
export function connectOrigins(apiBaseUrl = process.env.VITE_API_BASE_URL) {
  return apiBaseUrl ? [new URL(apiBaseUrl).origin] : [];
}

export function writeManifest(dir, connect = connectOrigins()) {
  const pages = {};
  for (const file of htmlFiles(dir).sort()) {
    const key = relative(dir, file).split(sep).join('/');
    pages[key] = inlineScriptHashes(readFileSync(file, 'utf8'));
  }
  const manifest = connect.length > 0 ? { pages, connect } : { pages };
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../build/client', import.meta.url));
  const pages = writeManifest(dir);
  const count = Object.values(pages).reduce((sum, list) => sum + list.length, 0);
  console.log(`CSP: ${count} inline script hashes for ${Object.keys(pages).length} pages`);
}
