import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as client from '../src/client';

const src = resolve(import.meta.dirname, '../src');

/** Every module `entry` reaches through its imports (type-only imports excluded). */
function reachable(entry: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(entry)) return seen;
  const text = readFileSync(entry, 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms),
  ].map((m) => m[1]!);
  seen.set(entry, specifiers);
  for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
    reachable(resolve(dirname(entry), `${specifier}.ts`), seen);
  }
  return seen;
}

describe('@corvane/contract/client', () => {
  it('reaches no zod, so a browser bundle built from it ships none', () => {
    const graph = reachable(resolve(src, 'client.ts'));
    const external = [...graph.values()].flat().filter((s) => !s.startsWith('.'));
    expect(external).toEqual([]);
    expect([...graph.keys()].some((file) => file.includes('/schemas/'))).toBe(false);
    // The check would see zod: the full entry reaches it.
    const full = [...reachable(resolve(src, 'index.ts')).values()].flat();
    expect(full).toContain('zod');
  });

  it('offers the client, the messages, the password policy and the country list', () => {
    expect(typeof client.createApiClient).toBe('function');
    expect(client.MESSAGES.operationFailed).toBe('Operation failed');
    expect(client.passwordProblem('weak')).toBe('Password must be 8-18 characters long.');
    expect(client.COUNTRIES.length).toBeGreaterThan(150);
  });
});
