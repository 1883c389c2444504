import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const executablePath = chromiumPath();

/**
 * The Node projects whose files start API servers in the test process. Password hashing is
 * deliberately slow and a server start opens a database: room for both on a busy 2-core machine.
 * One module graph for all of a worker's files (no test replaces a module or keeps state in one
 * that another reads): otherwise each file imports the whole server again.
 */
const serverSuites = { testTimeout: 30_000, hookTimeout: 120_000, isolate: false };

/**
 * API test files the `api-postgres` project leaves out: each never reaches the project's
 * PostgreSQL server, so running it there would only run it on the embedded database again.
 */
const notOnPostgres = [
  // The server's own process from its source, on the embedded database of an empty folder: its
  // first start, its exit codes, and that database surviving SIGKILL (PostgreSQL's durability
  // is durability.spawn.ts's, on both databases).
  'packages/api/test/main.test.ts',
  'packages/api/test/process.test.ts',
  // Serve the built site's files and headers: nothing in them reads or writes the database.
  'packages/api/test/site.test.ts',
  'packages/api/test/site-compression.test.ts',
  'packages/api/test/site-csp.test.ts',
  // Breaks the embedded database of an app of its own on purpose (a trigger refusing every row).
  'packages/api/test/log-safety.test.ts',
  // Pure logic, no database at all.
  'packages/api/test/config.test.ts',
  'packages/api/test/csv.test.ts',
  'packages/api/test/markdown.test.ts',
  'packages/api/test/resume-name.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'node',
          ...serverSuites,
          // Every API test server logs into one folder, searched by api-log-scan at the end; each
          // starts on a copy of one embedded database made for the run, in a folder of the run's
          // that is removed when it ends.
          globalSetup: [
            'packages/api/test/log-dir.ts',
            'packages/api/test/pglite-template.ts',
            'packages/api/test/scratch-dir.ts',
          ],
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/test/**/*.test.{ts,tsx}',
            'site/app/**/*.test.{ts,tsx}',
            'site/scripts/**/*.test.mjs',
            'tests/*/**/*.test.mjs',
            'scripts/**/*.test.mjs',
          ],
        },
      },
      {
        // The API suite again, every file of it by default, against a real PostgreSQL server the
        // global setup starts (each file gets a database of its own: helpers.ts).
        test: {
          name: 'api-postgres',
          environment: 'node',
          ...serverSuites,
          include: ['packages/api/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...notOnPostgres],
          globalSetup: [
            'packages/api/test/postgres-setup.ts',
            'packages/api/test/log-dir.ts',
            'packages/api/test/scratch-dir.ts',
          ],
        },
      },
      {
        // Suites that start and stop processes (servers, PostgreSQL, Redis): one file at a time,
        // in a group of their own after the others (a project that runs one file at a time is
        // run last in its group anyway), so that the log scan's group comes after them too.
        test: {
          name: 'api-processes',
          environment: 'node',
          include: ['packages/api/test/**/*.spawn.ts'],
          globalSetup: [
            'packages/api/test/log-dir.ts',
            'packages/api/test/pglite-template.ts',
            'packages/api/test/scratch-dir.ts',
          ],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // After every other project: searches the run's API logs for secrets.
        test: {
          name: 'api-log-scan',
          environment: 'node',
          include: ['packages/api/test/secrets-in-log.scan.ts'],
          globalSetup: ['packages/api/test/log-dir.ts'],
          sequence: { groupOrder: 2 },
        },
      },
      {
        plugins: [
          storybookTest({
            configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
          }),
        ],
        resolve: {
          // The virtual screen reader's own user-event would prepare the page a second time
          // (see .storybook/noUserEvent.ts); storybook/test bundles its own copy, untouched.
          alias: {
            '@testing-library/user-event': fileURLToPath(
              new URL('./.storybook/noUserEvent.ts', import.meta.url),
            ),
          },
        },
        // Found only once the preview runs; listed so Vite never reloads a test to add them.
        optimizeDeps: {
          include: [
            'axe-core',
            'storybook/internal/core-events',
            'storybook/theming',
            '@guidepup/virtual-screen-reader',
          ],
        },
        test: {
          name: 'storybook',
          // Every story file in one page, its modules loaded once: a page and a module graph for
          // each file was a third of the project's CPU. A story must therefore leave no state
          // behind in a module or the page.
          isolate: false,
          // The virtual screen reader of the stories tagged `spoken` (decision 084); its logs are
          // checked, or written by `npm run spoken-logs` (scripts/spoken-logs.mjs).
          setupFiles: ['.storybook/spokenLog.setup.ts'],
          provide: { spokenLogs: process.env.SPOKEN_LOGS === 'write' ? 'write' : 'check' },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                ...(executablePath ? { executablePath } : {}),
                args: chromiumArgs,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
