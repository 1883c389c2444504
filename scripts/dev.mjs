#!/usr/bin/env node
// `npm run dev`: the UI and contract packages rebuilding on change, the API server restarting on
// change (port 3000), and the site's Vite dev server (port 5173, /api proxied to the API).
// Ctrl+C stops all.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
// The site imports the built UI and contract packages, so build them once before anything starts.
const first = spawnSync('npm run build -w @corvane/ui -w @corvane/contract', {
  cwd: root,
  shell: true,
  stdio: 'inherit',
});
if (first.status !== 0) process.exit(first.status ?? 1);

const processes = [
  ['ui', 'npm exec -w @corvane/ui -- tsup --watch src'],
  ['contract', 'npm exec -w @corvane/contract -- tsup --watch src'],
  ['api', 'npm run dev -w @corvane/api'],
  ['site', 'npm run dev -w @corvane/site'],
].map(([name, command]) => {
  const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  return child;
});

const stop = () => processes.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
