import { mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ServiceError } from './errors';
import { isRunning } from '../process-alive';

/** Folder (under uploads/) where each process writes resumes before their row exists. */
const INCOMING = '.incoming';
/** A folder quiet this long has no request of its process still running (another machine's). */
const LEFTOVER_MS = 60 * 60 * 1000;

export const RESUME_STORE_FAILED =
  'We could not store your resume just now. Please try again in a few minutes.';

export interface PendingResume {
  /** The stored name in uploads/ once committed. */
  name: string;
  path: string;
}

/**
 * Resumes on disk, written so that a crash leaves neither a file without its row nor a row
 * without its file: the file is written (and synced) into this process's own incoming folder,
 * then the row is inserted, then the file is renamed into uploads/. At start, `sweep` moves
 * leftovers whose row exists into place and deletes the others.
 */
export class ResumeStore {
  private readonly incomingDir: string;

  constructor(
    private readonly uploadsDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.incomingDir = join(uploadsDir, INCOMING, `${hostname()}-${process.pid}`);
  }

  /** Writes the file in full or not at all: on any disk error, 503 and nothing left behind. */
  async write(name: string, data: Buffer): Promise<PendingResume> {
    const path = join(this.incomingDir, name);
    try {
      await mkdir(this.incomingDir, { recursive: true });
      const file = await open(path, 'wx', 0o600);
      try {
        await file.writeFile(data);
        await file.sync();
      } finally {
        await file.close();
      }
      return { name, path };
    } catch (error) {
      await rm(path, { force: true }).catch(() => undefined);
      this.log.error({ err: error }, 'Could not store a resume in the uploads folder');
      throw new ServiceError(503, RESUME_STORE_FAILED);
    }
  }

  /** The row exists: move the file into place (the next start's sweep finishes a failed move). */
  async commit(pending: PendingResume): Promise<void> {
    try {
      await rename(pending.path, join(this.uploadsDir, pending.name));
    } catch (error) {
      this.log.error({ err: error }, `Resume ${pending.name} is kept in ${INCOMING} until restart`);
    }
  }

  async discard(pending: PendingResume): Promise<void> {
    await rm(pending.path, { force: true });
  }

  /** Finishes or removes what crashed processes left in uploads/.incoming. */
  async sweep(hasRow: (name: string) => Promise<boolean>): Promise<void> {
    const root = join(this.uploadsDir, INCOMING);
    const owners = await readdir(root).catch(() => [] as string[]);
    for (const owner of owners) {
      if (!(await this.isAbandoned(owner, join(root, owner)))) continue;
      const dir = join(root, owner);
      for (const name of await readdir(dir)) {
        if (await hasRow(name)) {
          await rename(join(dir, name), join(this.uploadsDir, name));
          this.log.warn(`Finished storing resume ${name} left by an interrupted process`);
        } else {
          await rm(join(dir, name), { force: true });
          this.log.warn(`Removed resume ${name} that an interrupted process never saved`);
        }
      }
      await rmdir(dir).catch(() => undefined);
    }
  }

  /** This machine's dead processes at once; any folder after an hour's quiet. */
  private async isAbandoned(owner: string, dir: string): Promise<boolean> {
    const match = /^(.+)-(\d+)$/.exec(owner);
    if (match && match[1] === hostname()) {
      const pid = Number(match[2]);
      if (pid === process.pid || !isRunning(pid)) return true;
    }
    const { mtimeMs } = await stat(dir);
    return Date.now() - mtimeMs > LEFTOVER_MS;
  }
}
