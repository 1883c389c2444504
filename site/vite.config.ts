import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import {
  accountFormsChunk,
  frameChunk,
  listPartsChunk,
  pagePartsChunk,
  radixBaseChunk,
  tabsChunk,
} from './chunks';

// React Router's package points every import at its development build (remix-run/react-router
// issues 12532 and 14102): the browser gets the production one, which differs only in leaving
// out the development warnings (about 450 bytes compressed on every page). Development and the
// prerender, which runs in Node, keep the package as published: one copy of React Router per build.
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const routerProductionBuild = [
  { find: /^react-router$/, replacement: join(routerDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDir, 'dist/production/dom-export.mjs') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: {
    alias: [
      ...(command === 'build' && !isSsrBuild ? routerProductionBuild : []),
      // lucide's icons, drawn by our lean factory instead of lucide's runtime (decision 064).
      {
        find: /^\.\.\/createLucideIcon\.mjs$/,
        replacement: fileURLToPath(new URL('./app/icons/createLucideIcon.ts', import.meta.url)),
      },
    ],
  },
  // The year the pages are prerendered in: the footer's copyright line starts from it.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    rolldownOptions: {
      output: {
        // Every response costs its headers: small pieces that load together share a file.
        codeSplitting: {
          groups: [
            frameChunk,
            pagePartsChunk,
            listPartsChunk,
            radixBaseChunk,
            tabsChunk,
            accountFormsChunk,
          ],
        },
      },
    },
  },
  server: {
    // In development the API runs beside Vite; same-origin calls go through this proxy.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' },
  },
}));
