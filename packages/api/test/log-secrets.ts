import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by log-scan.ts: where every test server writes its log for the scan at the end. */
    logDir?: string;
  }
}

/** Things that look like a secret wherever they appear (hashes, tokens, resume bytes). */
const SECRET_SHAPES: [string, RegExp][] = [
  ['an argon2 hash', /\$argon2(?:id|i|d)\$/],
  ['a scrypt hash', /scrypt\$\d+\$\d+\$\d+\$/],
  ['a JWT', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{16,}/],
  ['a PDF resume', /%PDF-/],
  ['a DOCX resume', /word\/document\.xml/],
];

/** Notes a password, code or token a test used, so the scan at the end can look for it. */
export function rememberSecret(value: string): void {
  const dir = inject('logDir');
  if (dir) appendFileSync(join(dir, `secrets-${process.pid}.jsonl`), `${JSON.stringify(value)}\n`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every log line in `dir` that carries a remembered secret or something shaped like one. */
export function findSecretsInLogs(dir: string): string[] {
  const files = readdirSync(dir);
  const remembered = new Set(
    files
      .filter((name) => name.startsWith('secrets-'))
      .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n'))
      .filter(Boolean)
      .map((line) => JSON.parse(line) as string),
  );
  // A six-digit code counts only standing alone, not inside a timestamp.
  const patterns: [string, RegExp][] = [
    ...SECRET_SHAPES,
    ...[...remembered].map((secret): [string, RegExp] => [
      `a secret a test used (${secret.slice(0, 4)}…)`,
      new RegExp(`(?<![\\w])${escapeRegExp(secret)}(?![\\w])`),
    ]),
  ];
  const found: string[] = [];
  for (const name of files.filter((file) => file.endsWith('.log'))) {
    const lines = readFileSync(join(dir, name), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const [what, pattern] of patterns) {
        if (pattern.test(line)) found.push(`${name}:${index + 1}: ${what}: ${line.slice(0, 300)}`);
      }
    });
  }
  return found;
}
