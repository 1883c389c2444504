import type { Db } from '../db/client';
import { newsletterSubscribers } from '../db/schema';

/** The footer's newsletter list: each address once, whatever its capitalisation. */
export class Newsletter {
  constructor(private readonly db: Db) {}

  /** Adds the address; one already on the list is left as it is (and the caller is not told). */
  async subscribe(email: string): Promise<void> {
    await this.db
      .insert(newsletterSubscribers)
      .values({ email: email.trim().toLowerCase() })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
  }
}
