import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// BUILD=button: the one-component app, minified as an app would ship it (for its size and
// contents). BUILD=client: the hydrating app with React's development build (NODE_ENV=development),
// unminified, so every warning shows with component names. The server entry is built with
// `vite build --ssr src/entry-server.tsx`.
const button = process.env.BUILD === 'button';

export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    rolldownOptions: { input: button ? 'button.html' : 'index.html' },
    minify: button,
    chunkSizeWarningLimit: 4096,
  },
});
