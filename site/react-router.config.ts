import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/content/paths';

export default {
  // A static site: every path of the route table is prerendered to its own index.html, and
  // unknown paths get the SPA fallback (the server answers those with status 404).
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
