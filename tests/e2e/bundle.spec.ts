import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from './support/test';

// Decision 050: the site uses @corvane/contract/client, so no page ships zod (~15 kB).
// Decision 064: the browser gets React Router's production build, without its warnings.

const assets = new URL('../../site/build/client/assets/', import.meta.url).pathname;
// zod names each schema class with a string ("$ZodType", "$ZodObject"...): string literals
// survive minification, so any bundled copy of zod carries them.
const ZOD_MARKER = /\$Zod[A-Z]\w+/;

test('no script the site can load contains zod', () => {
  const zodCore = join(
    dirname(createRequire(import.meta.url).resolve('zod')),
    'v4/core/schemas.js',
  );
  expect(readFileSync(zodCore, 'utf8')).toMatch(ZOD_MARKER);

  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  const withZod = scripts.filter((name) =>
    ZOD_MARKER.test(readFileSync(join(assets, name), 'utf8')),
  );
  expect(withZod).toEqual([]);
});

// Only React Router's development build keeps this warning (behind ENABLE_DEV_WARNINGS); its
// package resolves to that build unless the site's Vite config says otherwise.
const ROUTER_DEV_WARNING = 'Error handled by React Router default ErrorBoundary:';

test("no script the site can load carries React Router's development warnings", () => {
  const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const devBuild = readdirSync(join(routerDir, 'dist/development'))
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => readFileSync(join(routerDir, 'dist/development', name), 'utf8'))
    .join('');
  expect(devBuild).toContain(ROUTER_DEV_WARNING);

  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const withWarnings = scripts.filter((name) =>
    readFileSync(join(assets, name), 'utf8').includes(ROUTER_DEV_WARNING),
  );
  expect(withWarnings).toEqual([]);
});

// Decision 108: the site links the package's core stylesheet, so no page pays for the rules of
// the data screens' components (tables, charts, the app frame) that only the company's apps use.
const uiDist = new URL('../../packages/ui/dist/', import.meta.url).pathname;
const classesOf = (css: string) => new Set(css.match(/\.cv-[\w-]+/g) ?? []);

test("no stylesheet the site can load carries the data screens' rules", () => {
  const core = classesOf(readFileSync(join(uiDist, 'css/core.css'), 'utf8'));
  const dataOnly = [...classesOf(readFileSync(join(uiDist, 'css/data.css'), 'utf8'))].filter(
    (name) => !core.has(name),
  );
  expect(dataOnly).toEqual(
    expect.arrayContaining(['.cv-data-table', '.cv-chart', '.cv-app-shell']),
  );

  const sheets = readdirSync(assets).filter((name) => name.endsWith('.css'));
  expect(sheets.length).toBeGreaterThan(3);
  const carrying = sheets.flatMap((name) => {
    const site = classesOf(readFileSync(join(assets, name), 'utf8'));
    return dataOnly.filter((rule) => site.has(rule)).map((rule) => `${name}: ${rule}`);
  });
  expect(carrying).toEqual([]);
});
