import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenCheck =
  | { ok: true; userId: string; sessionVersion: number }
  | { ok: false; reason: 'expired' | 'invalid' };

/** Users' ids are UUIDs: any other subject is not one of our tokens, however it was signed. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user's session version, copied into the token: a token counts only while it equals the
 * stored one. `iat` has whole seconds, so it cannot order a token and a reset in the same second.
 */
const VERSION_CLAIM = 'ver';

/**
 * JWT_SECRET when set; otherwise a secret generated on the first start and kept in the data
 * directory (readable by the server's user only), so tokens survive a restart.
 */
export function loadSigningSecret(jwtSecret: string | undefined, dataDir: string): Uint8Array {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret);
  const file = join(dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return new TextEncoder().encode(secret);
  } catch {
    // Another process wrote it first: use theirs.
    return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  }
}

export class Tokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly now: () => number,
  ) {}

  sign(userId: string, sessionVersion: number): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({ [VERSION_CLAIM]: sessionVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.secret);
  }

  async verify(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const sessionVersion = payload[VERSION_CLAIM];
      if (!payload.sub || !UUID.test(payload.sub) || !Number.isSafeInteger(sessionVersion)) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, userId: payload.sub, sessionVersion: sessionVersion as number };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
