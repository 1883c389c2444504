/** Set by Vite at build time (vite.config.ts): the year the pages were prerendered. */
declare const __BUILD_YEAR__: number;
