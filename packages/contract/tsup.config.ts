import { defineConfig } from 'tsup';

export default defineConfig({
  // Pure functions and schemas: runs in browsers, Node and other servers alike. Every top-level
  // module is an entry, so dist keeps one module per source file (plus shared chunks): with
  // `sideEffects: false` a bundler then drops what a page does not import, e.g. the country list
  // from every page but the register form. `client` is the zod-free entry (`./client`).
  entry: ['src/*.ts'],
  format: ['esm'],
  splitting: true,
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['zod'],
});
