#!/usr/bin/env node
// `npm run test:html`: valid HTML on every page the server sends (decision 085). Starts the built
// server on a free loopback port, asks it for every prerendered page and for an address with no
// page (the SPA fallback, answered 404), writes each body to a temporary folder and checks them
// all with the W3C Nu Html Checker in one run. Each page is one check: it fails on any error, or
// on a status other than the one expected; warnings are printed beside it.
//
//   --json FILE     also write every page's status, errors and warnings as JSON
//   --site DIR      the built site (default site/build/client; npm run build)
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../support/builtServer.mjs';
import { KNOWN_INVALID, caughtKnownInvalid, sortMessages, validate } from './vnu.mjs';

const root = new URL('../../', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    json: { type: 'string' },
    site: { type: 'string', default: 'site/build/client' },
  },
});
const siteDir = resolve(root, args.site);
/** An address no route prerenders: the server answers it with the SPA fallback and 404. */
const UNKNOWN_PATH = '/no-such-page';

for (const [file, what] of [
  [join(siteDir, 'index.html'), 'built site'],
  [join(root, 'packages/api/dist/main.js'), 'built server'],
]) {
  if (!existsSync(file)) {
    console.error(`No ${what} (${relative(root, file)}): run npm run build first.`);
    process.exit(1);
  }
}

/** Every prerendered page's path, found as the server finds them: each index.html. */
function prerenderedPaths() {
  return readdirSync(siteDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => `/${relative(siteDir, entry.parentPath).split(sep).join('/')}`)
    .sort();
}

/** Asks the server for each page, writes the bodies into `dir`, and checks them in one run. */
async function check(pages, dir) {
  const server = await startServer('html', { siteDir });
  try {
    const fetched = await Promise.all(
      pages.map(async (page, i) => {
        const response = await fetch(server.origin + page.path);
        const file = join(dir, `page-${i}.html`);
        writeFileSync(file, await response.text());
        return { ...page, status: response.status, file };
      }),
    );
    const control = { path: 'known-invalid', file: join(dir, 'known-invalid.html') };
    writeFileSync(control.file, KNOWN_INVALID);
    const documents = [...fetched, control];
    const results = sortMessages(documents, await validate(documents.map((doc) => doc.file)));
    const { errors } = results.pop();
    if (!caughtKnownInvalid(errors))
      throw new Error(
        `The Nu Html Checker missed the faults of a document known to be invalid: ${JSON.stringify(errors)}`,
      );
    return results;
  } finally {
    await server.stop();
  }
}

const started = Date.now();
const pages = [
  ...prerenderedPaths().map((path) => ({ path, expected: 200 })),
  { path: UNKNOWN_PATH, expected: 404, note: 'any address with no page' },
];
const bodies = mkdtempSync(join(tmpdir(), 'corvane-html-'));
let results;
try {
  results = await check(pages, bodies);
} catch (error) {
  console.error(error.message);
} finally {
  rmSync(bodies, { recursive: true, force: true });
}
if (!results) process.exit(1);

for (const page of results) {
  if (page.status !== page.expected)
    page.errors.unshift(`answered ${page.status}, expected ${page.expected}`);
  const name = page.note ? `${page.path} (${page.note}, ${page.expected})` : page.path;
  const counts = [
    page.errors.length && `${page.errors.length} error${page.errors.length > 1 ? 's' : ''}`,
    page.warnings.length && `${page.warnings.length} warning${page.warnings.length > 1 ? 's' : ''}`,
  ].filter(Boolean);
  console.log(
    `${page.errors.length ? '✗' : '✓'} ${name}${counts.length ? `: ${counts.join(', ')}` : ''}`,
  );
  for (const error of page.errors) console.log(`    error: ${error}`);
  for (const warning of page.warnings) console.log(`    warning: ${warning}`);
}
const failed = results.filter((page) => page.errors.length > 0).length;
const warnings = results.reduce((sum, page) => sum + page.warnings.length, 0);
const seconds = (Date.now() - started) / 1000;
console.log(
  `\n${results.length - failed} of ${results.length} pages valid HTML, ${failed} with errors; ` +
    `${warnings} warning${warnings === 1 ? '' : 's'} (${seconds.toFixed(1)} s).`,
);
if (args.json) {
  const report = results.map(({ path, note, expected, status, errors, warnings }) => ({
    path,
    note,
    expected,
    status,
    errors,
    warnings,
  }));
  writeFileSync(args.json, JSON.stringify({ seconds, pages: report }, null, 2));
}
process.exitCode = failed ? 1 : 0;
