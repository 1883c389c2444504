import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import {
  accountFormsChunk,
  frameChunk,
  homeFirstScreenChunk,
  listPartsChunk,
  pagePartsChunk,
  tabsChunk,
} from './chunks';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    // lucide's icons, drawn by our lean factory instead of lucide's runtime (decision 064).
    alias: [
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
            homeFirstScreenChunk,
            pagePartsChunk,
            listPartsChunk,
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
});
