#!/usr/bin/env node
// `npm run chromatic`: builds Storybook and publishes it to Chromatic for visual review, when a
// project token is given (CHROMATIC_PROJECT_TOKEN, or --project-token / -t). Without one it says
// how to get and set it, and exits 1 without calling Chromatic. Extra arguments go to the CLI.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const args = process.argv.slice(2);
const tokenArgument = args.some(
  (arg) => arg === '-t' || arg === '--project-token' || arg.startsWith('--project-token='),
);
if (!process.env.CHROMATIC_PROJECT_TOKEN?.trim() && !tokenArgument) {
  console.error(
    [
      'npm run chromatic needs a Chromatic project token, and none is set.',
      '',
      '  1. Sign in at https://www.chromatic.com, add this repository as a project (or open it)',
      '     and copy its project token from Manage → Configure.',
      '  2. Set it, then run this again:',
      '       CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
      '     In CI, store it as a secret named CHROMATIC_PROJECT_TOKEN.',
      '',
      'Offline, the same stories are checked against committed screenshots: npm run test:visual.',
    ].join('\n'),
  );
  process.exit(1);
}

// The CLI's own file (its package exports no bin path), run with this Node.
const packageJson = createRequire(import.meta.url).resolve('chromatic/package.json');
const cli = join(dirname(packageJson), JSON.parse(readFileSync(packageJson, 'utf8')).bin.chromatic);
const child = spawn(
  process.execPath,
  [cli, '--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...args],
  { stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
