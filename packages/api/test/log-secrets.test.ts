import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findSecretsInLogs } from './log-secrets';

// The scan at the end of the API suite (secrets-in-log.scan.ts) on logs written here.

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function scan(secrets: string[], log: string[]): string[] {
  dir = mkdtempSync(join(tmpdir(), 'log-secrets-'));
  writeFileSync(join(dir, 'secrets-1.jsonl'), secrets.map((s) => JSON.stringify(s)).join('\n'));
  writeFileSync(join(dir, 'server-a.log'), log.join('\n'));
  const where = findSecretsInLogs(dir).map((finding) => finding.split(': ')[0]!);
  return where.sort((a, b) => Number(a.split(':')[1]) - Number(b.split(':')[1]));
}

describe('the log scan', () => {
  it('finds a token, a password and a code a test used, each on its line', () => {
    const log = [
      '{"msg":"started"}',
      '{"msg":"session","token":"r4nd0mT0kenValue"}',
      '{"msg":"login","password":"Str0ng!Pass"}',
      '{"msg":"checked","otp":"123456"}',
      '{"msg":"code 654321 accepted"}',
    ];
    expect(scan(['r4nd0mT0kenValue', 'Str0ng!Pass', '123456', '654321'], log)).toEqual([
      'server-a.log:2',
      'server-a.log:3',
      'server-a.log:4',
      'server-a.log:5',
    ]);
  });

  it('finds the shapes of hashes, tokens and resumes without being told', () => {
    const log = ['{"hash":"$argon2id$v=19$m=19456"}', '{"body":"%PDF-1.7 ..."}', '{"msg":"ok"}'];
    expect(scan([], log)).toEqual(['server-a.log:1', 'server-a.log:2']);
  });

  it('leaves digits that are part of a timestamp, a path, a date or a longer word', () => {
    const log = [
      '{"time":1796177781667,"msg":"a"}',
      '{"msg":"Mail 194 saved as /tmp/outbox/2026-12-02T02-13-35-976Z-000194.eml"}',
      '{"msg":"took 0.000194 s"}',
      '{"id":"req-000194x"}',
      '{"token":"xr4nd0mT0kenValue"}',
      '{"password":"Str0ng!Passes"}',
    ];
    expect(scan(['177781', '000194', 'r4nd0mT0kenValue', 'Str0ng!Pass'], log)).toEqual([]);
  });

  it('counts a line once however often the secret is on it', () => {
    expect(scan(['123456'], ['{"a":"123456","b":"123456"}'])).toEqual(['server-a.log:1']);
  });
});
