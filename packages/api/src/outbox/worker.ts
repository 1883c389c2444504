import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Rate } from '../config-readers';
import { isRunning } from '../process-alive';
import { isPermanent, retryDelay } from './backoff';
import type { Sealer } from './seal';
import type { ClaimedMail, InFlightMail, OutboxStore } from './store';
import type { Transport } from './transports';

/** How often each process looks for due mail (and for mail a dead process left). */
const POLL_MS = 1000;
const BATCH = 10;
/** Shutdown waits this long for a mail being handed over; the next start finishes the rest. */
const STOP_WAIT_MS = 5000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Sends what the outbox holds. Every process runs one; each mail is claimed by one of them
 * (row locks, SKIP LOCKED) and marked at each step, so a restart, a kill -9 or a second process
 * neither loses a mail nor sends it twice (decision 016).
 */
export class OutboxWorker {
  /** host:pid:nonce: a restarted process with the same pid is still another claimer. */
  readonly claimer = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private lastPrune = 0;
  /** Sent, but the database did not take the mark: retried before anything else. */
  private readonly unmarked = new Set<number>();

  constructor(
    private readonly d: {
      store: OutboxStore;
      transport: Transport;
      sealer: Sealer;
      log: FastifyBaseLogger;
      /** Bulk mail (newsletter issues) goes no faster than this (NEWSLETTER_RATE). */
      bulkRate: Rate;
    },
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(true), POLL_MS);
    this.timer.unref();
    this.wake(true);
  }

  /** Runs a pass now (or right after the one running); `sweep` also recovers dead claims. */
  wake(sweep = false): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.passes(sweep).finally(() => (this.running = undefined));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    if (!this.running) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  private async passes(sweep: boolean): Promise<void> {
    try {
      if (sweep) await this.sweep();
      do {
        this.again = false;
        await this.sendDue();
      } while (this.again && !this.stopped);
    } catch (error) {
      // The database is away: the next poll tries again.
      this.d.log.warn({ err: error }, 'The mail outbox could not be read');
    }
  }

  private async sweep(): Promise<void> {
    for (const id of this.unmarked) {
      await this.d.store.markSent(id, this.claimer);
      this.unmarked.delete(id);
    }
    for (const mail of await this.d.store.inFlight()) {
      if (!this.isAbandoned(mail)) continue;
      if (mail.state === 'sending' && (await this.d.store.release(mail))) {
        this.d.log.warn(
          `Mail ${mail.id}: its sender stopped before handing it over; sending again`,
        );
      } else if (mail.state === 'delivering' && (await this.d.store.unconfirm(mail))) {
        this.d.log.warn(
          `Mail ${mail.id}: its sender stopped while the mail server was accepting it; not sent again (npm run outbox -- list)`,
        );
      }
    }
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await this.d.store.pruneSent();
    }
  }

  /** Its lease ran out, or its process on this machine is gone (no need to wait the lease). */
  private isAbandoned(mail: InFlightMail): boolean {
    if (mail.leaseExpired) return true;
    const [host, pid, nonce] = (mail.claimedBy ?? '').split(':');
    if (host !== hostname() || !pid) return false;
    if (Number(pid) === process.pid) return `${host}:${pid}:${nonce}` !== this.claimer;
    return !isRunning(Number(pid));
  }

  /** Every other mail first; then bulk mail as its rate allows (the next poll takes more). */
  private async claimNext(): Promise<ClaimedMail[]> {
    const urgent = await this.d.store.claim(this.claimer, BATCH);
    if (urgent.length > 0) return urgent;
    return this.d.store.claimBulk(this.claimer, BATCH, this.d.bulkRate);
  }

  private async sendDue(): Promise<void> {
    let batch: ClaimedMail[];
    while (!this.stopped && (batch = await this.claimNext()).length > 0) {
      let delivered = false;
      for (const mail of batch) {
        if (this.stopped) {
          // Handed back at once rather than after the lease.
          await this.d.store.markFailed(mail.id, this.claimer, 'The server was stopping', {
            permanent: false,
            retryInMs: 0,
          });
          continue;
        }
        delivered = (await this.attempt(mail)) || delivered;
      }
      // One got through: the mail server is back, so nothing waits out its backoff any longer.
      if (delivered && (await this.d.store.bringForward()) > 0) this.again = true;
    }
  }

  private async attempt(mail: ClaimedMail): Promise<boolean> {
    const { store, transport, sealer, log } = this.d;
    let raw: Buffer;
    try {
      if (!mail.message) throw new Error('the mail has no content');
      raw = sealer.open(mail.message);
    } catch {
      const reason = "The mail cannot be read with this server's secret (was JWT_SECRET changed?)";
      log.error(`Mail ${mail.id} to ${mail.recipient}: ${reason}`);
      await store.markFailed(mail.id, this.claimer, reason, { permanent: true, retryInMs: 0 });
      return false;
    }
    let where: string;
    try {
      where = await transport.deliver({ ...mail, raw }, async () => {
        if (!(await store.markDelivering(mail.id, this.claimer))) {
          throw new Error('another process took this mail over');
        }
      });
    } catch (error) {
      const permanent = isPermanent(error);
      const retryInMs = retryDelay(mail.attempts);
      const reason = error instanceof Error ? error.message : String(error);
      // Never the subject or text: they carry one-time codes.
      log.warn(
        { err: error },
        permanent
          ? `Mail ${mail.id} to ${mail.recipient} was refused; kept as failed (npm run outbox -- list)`
          : `Mail ${mail.id} to ${mail.recipient} not sent (attempt ${mail.attempts}); next try in ${Math.round(retryInMs / 1000)} s`,
      );
      await store.markFailed(mail.id, this.claimer, reason, { permanent, retryInMs });
      return false;
    }
    log.info(`Mail ${mail.id} (${mail.kind}) to ${mail.recipient} ${where}`);
    try {
      await store.markSent(mail.id, this.claimer);
    } catch (error) {
      this.unmarked.add(mail.id);
      log.warn({ err: error }, `Mail ${mail.id} was sent but not yet marked; marking it later`);
    }
    return true;
  }
}
