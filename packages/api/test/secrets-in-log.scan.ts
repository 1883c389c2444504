import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { findSecretsInLogs } from './log-secrets';

// Runs after every other project (sequence.groupOrder): by then each API server the run started
// has written its log, at debug level, into the run's log folder.

describe('the log of the whole API suite run', () => {
  // A bound, not a measure: the logs of both databases' runs are tens of megabytes.
  it('carries no password, hash, code, token or resume content', { timeout: 60_000 }, () => {
    const dir = inject('logDir')!;
    const leaks = findSecretsInLogs(dir);
    if (leaks.length > 0) writeFileSync(join(dir, 'LEAKS'), leaks.join('\n'));
    expect(leaks, `logs kept in ${dir}`).toEqual([]);
  });
});
