import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isRunning } from '../process-alive';

const heldHere = new Set<string>();

/** The embedded database is held by another live process (or by this one already). */
export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
  constructor(
    message: string,
    readonly holder: number,
  ) {
    super(message);
  }
}

/**
 * The embedded database allows one process at a time: two would corrupt it. The lock is a pid
 * file, so a process killed with SIGKILL leaves a stale file the next start can take over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  const dir = resolve(dataDir);
  const file = join(dir, 'embedded-db.pid');
  mkdirSync(dir, { recursive: true });
  let holder: number | undefined;
  try {
    holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    holder = undefined;
  }
  const busy =
    heldHere.has(dir) ||
    (holder !== undefined && holder !== process.pid && holder > 0 && isRunning(holder));
  if (busy) {
    throw new DataDirBusyError(
      `Another process (pid ${holder ?? process.pid}) is using the embedded database in ${dir}. ` +
        `Stop it before ${purpose}, or set DATABASE_URL to share a PostgreSQL server.`,
      holder ?? process.pid,
    );
  }
  writeFileSync(file, String(process.pid));
  heldHere.add(dir);
  return () => {
    heldHere.delete(dir);
    rmSync(file, { force: true });
  };
}
