import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
export default {
  // The app's own folder is the root: a lockfile in a parent folder must not be taken for it.
  turbopack: { root: fileURLToPath(new URL('.', import.meta.url)) },
};
