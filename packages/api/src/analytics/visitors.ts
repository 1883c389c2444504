import { createHash, randomBytes } from 'node:crypto';

/** The UTC day of a moment, "2026-11-26": counters and salts change at midnight UTC. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface FirstViews {
  /** The visitor's first page view on the site today. */
  firstOnSite: boolean;
  /** The visitor's first view of this path today. */
  firstOnPage: boolean;
}

/**
 * Tells whether a page view is a visitor's first today, without storing anything that identifies
 * them (decision 090, as Plausible counts): the address and browser are hashed with a random salt
 * that lives in this process's memory for one UTC day and is then dropped, and the hashes seen
 * today stay in memory too. The database gets only the two answers. A restart, or another
 * process behind the same proxy, starts with a new salt: a visitor may then count twice that day.
 */
export class DailyVisitors {
  private day = '';
  private salt = Buffer.alloc(0);
  private readonly seenOnSite = new Set<string>();
  private readonly seenOnPage = new Set<string>();

  constructor(
    private readonly now: () => number,
    /** Stops remembering past this many visitors a day (the daily caps bound it anyway). */
    private readonly maxRemembered = 200_000,
  ) {}

  see(address: string, userAgent: string, path: string): FirstViews {
    const today = utcDay(this.now());
    if (today !== this.day) {
      this.day = today;
      this.salt = randomBytes(32);
      this.seenOnSite.clear();
      this.seenOnPage.clear();
    }
    const visitor = createHash('sha256')
      .update(this.salt)
      .update(address)
      .update('\u0000')
      .update(userAgent)
      .digest('base64url')
      .slice(0, 22);
    const page = `${visitor} ${path}`;
    const firstOnSite = !this.seenOnSite.has(visitor);
    const firstOnPage = !this.seenOnPage.has(page);
    if (this.seenOnPage.size < this.maxRemembered) {
      this.seenOnSite.add(visitor);
      this.seenOnPage.add(page);
    }
    return { firstOnSite, firstOnPage };
  }
}
