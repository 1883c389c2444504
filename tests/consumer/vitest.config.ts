import { defineConfig } from 'vitest/config';

// The consumer tests on their own (not a project of the root config, so `vitest run` there does
// not install apps): `npx vitest run --config tests/consumer/vitest.config.ts`.
export default defineConfig({
  test: {
    name: 'consumer',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts'],
    // Packs both packages once for every test file.
    globalSetup: ['pack.ts'],
    environment: 'node',
    testTimeout: 120_000,
    // Removing two apps' node_modules can take a while on a busy machine.
    hookTimeout: 60_000,
  },
});
