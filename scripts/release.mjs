#!/usr/bin/env node
// `npm run release`: builds @corvane/ui and @corvane/contract, checks them (publint, attw, size
// budgets), packs both into a folder and publishes them with `changeset publish`, but only when a
// registry token is set (NPM_TOKEN or NODE_AUTH_TOKEN). Without one it stops after the pack and
// prints a dry-run report: what would go out, at which version, how big.
//
//   node scripts/release.mjs [--out DIR] [--json FILE] [--pack-only]
//
// --out DIR    where the tarballs go (default .release/, emptied first)
// --json FILE  also write the report as JSON
// --pack-only  no build, no checks, never publishes: packs the dist folders as they are (the
//              consumer tests use this after `npm test` has built and checked them)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const PUBLIC_PACKAGES = ['@corvane/ui', '@corvane/contract'];
const workspaces = PUBLIC_PACKAGES.flatMap((name) => ['-w', name]);

const { values: options } = parseArgs({
  options: {
    out: { type: 'string', default: join(root, '.release') },
    json: { type: 'string' },
    'pack-only': { type: 'boolean', default: false },
  },
});
const out = resolve(options.out);
const packOnly = options['pack-only'];
const tokenVariable = ['NPM_TOKEN', 'NODE_AUTH_TOKEN'].find((name) => process.env[name]);
const publishing = Boolean(tokenVariable) && !packOnly;

/** Runs a command in the repository root; resolves with its exit code and what it printed. */
function run(command, args, { env = process.env, echo = true } = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (echo) process.stderr.write(chunk);
    });
    child.on('close', (code) => done({ code: code ?? 1, stdout, stderr }));
  });
}

async function step(title, command, args) {
  const started = Date.now();
  console.log(`\n▸ ${title}: ${command} ${args.join(' ')}`);
  const { code } = await run(command, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(
      `\n✗ ${title} failed (exit ${code}, ${seconds}s): nothing was packed or published.`,
    );
    process.exit(1);
  }
  console.log(`✓ ${title} (${seconds}s)`);
}

/** Changesets written but not yet applied by `changeset version`: [file, packages]. */
function pendingChangesets() {
  const folder = join(root, '.changeset');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const text = readFileSync(join(folder, file), 'utf8');
      const header = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
      const bumps = [...header.matchAll(/^\s*["']?([^"':]+)["']?\s*:\s*(\w+)/gm)].map(
        ([, name, bump]) => `${name} ${bump}`,
      );
      return { file, bumps };
    });
}

/** A path relative to the repository when it is inside it, else absolute. */
const shown = (path) => (relative(root, path).startsWith('..') ? path : relative(root, path));
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

if (!packOnly) {
  await step('build', 'npm', ['run', 'build', ...workspaces]);
  await step('package checks (publint, attw)', 'npm', ['run', 'check:package']);
  await step('size budgets (size-limit)', 'npm', ['run', 'size']);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
console.log(`\n▸ pack into ${shown(out)}`);
const pack = await run('npm', ['pack', ...workspaces, '--pack-destination', out, '--json'], {
  echo: false,
});
if (pack.code !== 0) {
  process.stderr.write(pack.stderr);
  console.error('\n✗ npm pack failed: nothing was published.');
  process.exit(1);
}
const packages = JSON.parse(pack.stdout).map((p) => ({
  name: p.name,
  version: p.version,
  tarball: join(out, p.filename),
  size: p.size,
  unpackedSize: p.unpackedSize,
  files: p.entryCount,
}));
const pending = pendingChangesets();

const nameWidth = Math.max(...packages.map((p) => p.name.length));
const table = packages.map(
  (p) =>
    `  ${p.name.padEnd(nameWidth)}  ${p.version.padEnd(8)}  ${kB(p.size).padStart(9)} packed  ` +
    `${kB(p.unpackedSize).padStart(9)} unpacked  ${String(p.files).padStart(4)} files  ` +
    shown(p.tarball),
);
console.log(['', 'Packages:', ...table].join('\n'));
if (pending.length > 0) {
  console.log(
    [
      '',
      `Changesets not yet versioned (${pending.length}); \`npm run version-packages\` applies them:`,
      ...pending.map((c) => `  .changeset/${c.file}: ${c.bumps.join(', ')}`),
    ].join('\n'),
  );
}

const report = { published: false, dryRun: !publishing, packages, pendingChangesets: pending };
const writeReport = () => {
  if (options.json) writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
};

if (!publishing) {
  writeReport();
  console.log(
    packOnly
      ? '\nPacked only (--pack-only): not built, not checked, not published.'
      : [
          '',
          'Dry run: no NPM_TOKEN or NODE_AUTH_TOKEN is set, so nothing was published.',
          'The tarballs above are exactly what `npm publish` would upload. To publish, set a',
          'registry token with publish rights for the @corvane scope and run `npm run release` again.',
        ].join('\n'),
  );
  process.exit(0);
}

if (pending.length > 0) {
  writeReport();
  console.error(
    '\n✗ Not published: apply the changesets above first (`npm run version-packages`, review, commit).',
  );
  process.exit(1);
}

// npm reads the token from a config file, not from the environment: a temporary user config with
// the user's own settings plus an auth line that names the variable (the token never hits disk).
const registry = (await run('npm', ['config', 'get', 'registry'], { echo: false })).stdout.trim();
const folder = mkdtempSync(join(tmpdir(), 'corvane-release-'));
const userConfig = join(folder, 'npmrc');
let own = '';
try {
  own = readFileSync(process.env.NPM_CONFIG_USERCONFIG ?? join(homedir(), '.npmrc'), 'utf8');
} catch {
  // No user config: the auth line is all.
}
const registryKey = registry.replace(/^https?:/, '').replace(/\/?$/, '/');
writeFileSync(userConfig, `${own}\n${registryKey}:_authToken=\${${tokenVariable}}\n`);
console.log(`\n▸ publish to ${registry} (token from ${tokenVariable}): changeset publish`);
const published = await run('npx', ['changeset', 'publish'], {
  env: { ...process.env, NPM_CONFIG_USERCONFIG: userConfig },
});
rmSync(folder, { recursive: true, force: true });
report.published = published.code === 0;
writeReport();
if (published.code !== 0) {
  console.error('\n✗ changeset publish failed (see above).');
  process.exit(1);
}
console.log('\n✓ Published. Push the tags `changeset publish` created: git push --follow-tags');
