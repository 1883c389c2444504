import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const frameChunk = {
  name: 'frame',
  test: /vite[\\/]preload-helper|react-dom[\\/](index\.js|cjs[\\/]react-dom\.production)|site[\\/]app[\\/](meta\.ts|components[\\/](SiteHeader|NavLinks|BrandMark)\.tsx|hooks[\\/]|islands[\\/]|content[\\/](company|navigation|pages)\.ts)|ui[\\/]dist[\\/]components[\\/](Button|CookieBanner)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](menu|x)\.js/,
};

const homeFirstScreenChunk = {
  name: 'home-first-screen',
  test: /site[\\/]app[\\/](components[\\/]home[\\/](HeroSection\.tsx|islands\.ts)|content[\\/]home[\\/]hero\.ts)|ui[\\/]dist[\\/]components[\\/]Carousel[\\/]/,
};

export default defineConfig({
  plugins: [reactRouter()],
  // The year the pages are prerendered in: the footer's copyright line starts from it.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    rolldownOptions: {
      output: {
        // Every response costs its headers, so tiny shared chunks are merged: what every page
        // runs (the frame) in one chunk, what the home page's first screen runs in another.
        codeSplitting: { groups: [frameChunk, homeFirstScreenChunk] },
      },
    },
  },
  server: {
    // In development the API runs beside Vite; same-origin calls go through this proxy.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' },
  },
});
