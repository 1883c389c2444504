import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is a single-page app the API serves at /staff (decision 109): every address under
// it gets index.html, and its files live under /staff/assets/, apart from the site's.
export default defineConfig({
  base: '/staff/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    // `npm run dev -w @corvane/console` beside `npm run dev` (the site's dev server has 5173):
    // the API's calls go to its server.
    port: 5174,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
