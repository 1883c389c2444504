import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/content/paths';

export default {
  // A static site: every path of the route table is prerendered to its own index.html, and
  // unknown paths get the SPA fallback (the server answers those with status 404).
  ssr: false,
  prerender: prerenderPaths,
  // Where the build goes: `build` unless SITE_BUILD_DIR says otherwise (the end-to-end suite
  // builds a copy for an API on another origin there, beside the real build).
  buildDirectory: process.env.SITE_BUILD_DIR || 'build',
} satisfies Config;
