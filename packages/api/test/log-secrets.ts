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

const WORD = /\w/;
/** What digits are part of when next to them: a word, a path, a date, a decimal. */
const NUMBER_PART = /[\w\-./:]/;

/** The line (from 1) of each offset in `text`, found by halving the list of line starts. */
function lineAt(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
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
  // Each secret under its first run of word characters, and where that run starts in it.
  const byFirstWord = new Map<string, Array<{ secret: string; offset: number }>>();
  const wordless: string[] = [];
  for (const secret of remembered) {
    const first = /\w+/.exec(secret);
    if (!first) {
      wordless.push(secret);
      continue;
    }
    const list = byFirstWord.get(first[0]) ?? [];
    list.push({ secret, offset: first.index });
    byFirstWord.set(first[0], list);
  }
  const found: string[] = [];
  for (const name of files.filter((file) => file.endsWith('.log'))) {
    const text = readFileSync(join(dir, name), 'utf8');
    const lines = text.split('\n');
    const starts: number[] = [];
    for (let at = 0, i = 0; i < lines.length; at += lines[i]!.length + 1, i++) starts.push(at);
    const report = (line: number, what: string) =>
      found.push(`${name}:${line}: ${what}: ${lines[line - 1]!.slice(0, 300)}`);
    // Each shape and each secret a test used is searched for in the whole file at once, and only
    // a hit is placed on its line: a pattern per secret per line took half a minute on a busy
    // 2-core machine once the suite ran on both databases.
    for (const [what, pattern] of SECRET_SHAPES) {
      const seen = new Set<number>();
      for (const hit of text.matchAll(new RegExp(pattern.source, 'g'))) {
        const line = lineAt(starts, hit.index);
        if (!seen.has(line)) report(line, what);
        seen.add(line);
      }
    }
    // A secret counts only standing alone: a six-digit code not inside a timestamp, a path or a
    // sequence number ("…-000194.eml"), which are digits that say nothing. A secret standing
    // alone starts with a whole word of the log (its first run of word characters), so one pass
    // over the log's words finds every candidate: a search per secret through tens of megabytes
    // took half a minute on a busy 2-core machine.
    const seen = new Set<string>();
    const hit = (secret: string, at: number) => {
      const line = lineAt(starts, at);
      const key = `${line}\n${secret}`;
      if (!seen.has(key)) report(line, `a secret a test used (${secret.slice(0, 4)}…)`);
      seen.add(key);
    };
    const apart = (secret: string, at: number) => {
      const joined = /^\d+$/.test(secret) ? NUMBER_PART : WORD;
      return !joined.test(text[at - 1] ?? '') && !joined.test(text[at + secret.length] ?? '');
    };
    for (const word of text.matchAll(/\w+/g)) {
      for (const { secret, offset } of byFirstWord.get(word[0]) ?? []) {
        const at = word.index - offset;
        if (text.startsWith(secret, at) && apart(secret, at)) hit(secret, at);
      }
    }
    for (const secret of wordless) {
      for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + 1)) {
        if (apart(secret, at)) hit(secret, at);
      }
    }
  }
  return found;
}
