import { fileURLToPath } from 'node:url';

// src/ (tests, tsx) and dist/ (the built server) both sit directly below packages/api.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
