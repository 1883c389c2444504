import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { isScryptHash, verifyScrypt } from './legacy-scrypt';

/** Algorithm.Argon2id: a const enum, which this project's TypeScript settings cannot import. */
const ARGON2ID = 2 as Algorithm;

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * One of OWASP's equal-strength argon2id settings: 7 MiB, 5 passes, 1 lane. Of the five it
 * costs the least CPU here (its memory stays in cache), so sign-in holds under load (decision 010).
 */
export const OWASP_ARGON2ID: Argon2Params = { memoryCost: 7168, timeCost: 5, parallelism: 1 };

export interface PasswordCheck {
  matches: boolean;
  /** Stored with older settings (scrypt, or argon2id with other costs): hash it again. */
  needsRehash: boolean;
}

/**
 * Runs at most `limit` jobs at once, the rest in arrival order. Hashing on more threads than
 * cores only makes every sign-in wait longer and starves the event loop that answers them.
 */
class FifoLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((go) => this.waiting.push(go));
    this.running += 1;
    try {
      return await job();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

/** argon2id hashes in PHC form ("$argon2id$v=19$m=7168,t=5,p=1$salt$hash"), costs included. */
export class Passwords {
  private readonly current: string;
  private readonly limiter = new FifoLimiter(availableParallelism());
  private dummy: Promise<string> | undefined;

  constructor(private readonly params: Argon2Params = OWASP_ARGON2ID) {
    const { memoryCost: m, timeCost: t, parallelism: p } = params;
    this.current = `$argon2id$v=19$m=${m},t=${t},p=${p}$`;
  }

  hash(password: string): Promise<string> {
    const options = { algorithm: ARGON2ID, ...this.params };
    return this.limiter.run(() => hash(password.normalize('NFC'), options));
  }

  async check(password: string, stored: string): Promise<PasswordCheck> {
    if (isScryptHash(stored)) {
      const matches = await this.limiter.run(() => verifyScrypt(password, stored));
      return { matches, needsRehash: true };
    }
    const matches = await this.limiter
      .run(() => verify(stored, password.normalize('NFC')))
      .catch(() => false);
    return { matches, needsRehash: !stored.startsWith(this.current) };
  }

  /**
   * Checked when the email has no account, at the current costs, so a wrong email takes as
   * long as a wrong password.
   */
  hashForMissingUser(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(12).toString('base64'));
    return this.dummy;
  }
}
