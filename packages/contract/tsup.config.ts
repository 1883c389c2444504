import { defineConfig } from 'tsup';

export default defineConfig({
  // Pure functions and schemas: runs in browsers, Node and other servers alike.
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['zod'],
});
