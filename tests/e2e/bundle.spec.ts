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
