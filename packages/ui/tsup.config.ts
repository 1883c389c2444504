import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Entries as an object, in a fixed order: tsup passes an array of entries through globby, which
// answers in whatever order the file system does, and esbuild orders the index's imports by
// entry, so `dist/index.js` (and the size measured through it) differed from build to build.
const entry = Object.fromEntries(
  [
    'index',
    ...readdirSync(new URL('src/components', import.meta.url), { withFileTypes: true })
      .filter((dirent) => dirent.isDirectory())
      .map((dirent) => `components/${dirent.name}/index`)
      .sort(),
  ].map((name) => [name, `src/${name}.ts`]),
);

export default defineConfig([
  {
    // One module per component (plus shared chunks): with `sideEffects` in package.json, a bundler
    // drops every component module an app does not import, even through the index.
    entry,
    splitting: true,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    // Every export is interactive. (tsup's rollup `treeshake` would drop this banner; esbuild's
    // ESM output is tree-shakeable as it is, and `sideEffects` tells bundlers so.)
    banner: { js: '"use client";' },
  },
  {
    // The one stylesheet: tokens, base and every component's CSS, with the font files beside it,
    // so it works from a bundler and from a plain <link> alike.
    entry: { styles: 'src/styles.css' },
    minify: true,
    noExternal: ['@fontsource-variable/inter', '@fontsource-variable/jetbrains-mono'],
    loader: { '.woff2': 'file' },
    // Stable names (dist/fonts/inter-latin-wght-normal.woff2), exported as `@corvane/ui/fonts/*`,
    // so an app can preload a font at the very URL this stylesheet asks for.
    esbuildOptions(options) {
      options.assetNames = 'fonts/[name]';
    },
  },
]);
