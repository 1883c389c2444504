import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { asc, count, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applicationNotes, applications } from '../db/schema';
import type { AuditLog } from '../staff/audit';
import type { StaffSessions } from '../staff/sessions';

// Applicants' data is kept as the privacy page says (issue 47 item 8): an application, its
// notes and its resume file are deleted once older than APPLICATION_RETENTION_DAYS (180 by
// default), at every start and then daily, in batches so the embedded database's thread is
// never held for long. Each run writes one `retention.swept` audit line with the counts. The
// same run deletes resume files left without a row (a crash between an erasure's commit and its
// file deletion) and staff sessions that ended with nobody coming back.

export interface SweepCounts {
  applications: number;
  notes: number;
  resumeFiles: number;
  /** Files in uploads/ with no application: left by a crash after their row was deleted. */
  strayResumeFiles: number;
  endedStaffSessions: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;
const SYSTEM = { kind: 'system', job: 'retention' } as const;
/** What the server names a stored resume (applications.ts); nothing else in uploads/ is touched. */
const STORED_NAME = /^[0-9a-f-]{36}\.(?:pdf|doc|docx)$/;

export class ApplicationRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly d: {
      db: Db;
      now: () => number;
      log: FastifyBaseLogger;
      audit: AuditLog;
      sessions: StaffSessions;
      uploadsDir: string;
      retentionDays: number;
    },
  ) {}

  /** Deletes what is past retention now; answers the counts (also written to the audit log). */
  async sweep(): Promise<SweepCounts> {
    const cutoff = new Date(this.d.now() - this.d.retentionDays * DAY_MS);
    const counts: SweepCounts = {
      applications: 0,
      notes: 0,
      resumeFiles: 0,
      strayResumeFiles: 0,
      endedStaffSessions: 0,
    };
    for (;;) {
      const batch = await this.d.db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: applications.id, file: applications.resumeFile })
          .from(applications)
          .where(lt(applications.createdAt, cutoff))
          .orderBy(asc(applications.createdAt))
          .limit(BATCH);
        if (rows.length === 0) return rows;
        const ids = rows.map((row) => row.id);
        const [notes] = await tx
          .select({ n: count() })
          .from(applicationNotes)
          .where(inArray(applicationNotes.applicationId, ids));
        await tx.delete(applications).where(inArray(applications.id, ids));
        counts.applications += rows.length;
        counts.notes += notes?.n ?? 0;
        return rows;
      });
      counts.resumeFiles += await this.removeFiles(batch.map((row) => row.file));
      if (batch.length < BATCH) break;
    }
    counts.strayResumeFiles = await this.removeStrayFiles();
    counts.endedStaffSessions = await this.d.sessions.pruneEnded();
    await this.d.audit.write(this.d.db, SYSTEM, {
      action: 'retention.swept',
      details: { ...counts, retentionDays: this.d.retentionDays, cutoff: cutoff.toISOString() },
    });
    return counts;
  }

  /** Sweeps now and every day; a failed sweep is logged and tried again the next day. */
  start(): void {
    const run = () =>
      this.sweep().then(
        (n) =>
          n.applications + n.strayResumeFiles > 0 &&
          this.d.log.info(
            `Deleted ${n.applications} applications past ${this.d.retentionDays} days ` +
              `(APPLICATION_RETENTION_DAYS) and ${n.resumeFiles + n.strayResumeFiles} resume files`,
          ),
        (error: unknown) =>
          this.d.log.error({ err: error }, 'Could not delete applications past retention'),
      );
    this.running = run();
    this.timer = setInterval(() => (this.running = run()), DAY_MS).unref();
  }

  /** Stops the timer and waits for a sweep that is running (before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async removeFiles(files: string[]): Promise<number> {
    let removed = 0;
    for (const file of files) {
      if (!STORED_NAME.test(file)) continue;
      await rm(join(this.d.uploadsDir, file)).then(
        () => (removed += 1),
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        },
      );
    }
    return removed;
  }

  private async removeStrayFiles(): Promise<number> {
    const names = (await readdir(this.d.uploadsDir).catch(() => [] as string[])).filter((name) =>
      STORED_NAME.test(name),
    );
    let removed = 0;
    for (let i = 0; i < names.length; i += BATCH) {
      const chunk = names.slice(i, i + BATCH);
      const rows = await this.d.db
        .select({ file: applications.resumeFile })
        .from(applications)
        .where(inArray(applications.resumeFile, chunk));
      const kept = new Set(rows.map((row) => row.file));
      removed += await this.removeFiles(chunk.filter((name) => !kept.has(name)));
    }
    return removed;
  }
}
