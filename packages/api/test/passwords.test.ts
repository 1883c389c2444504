import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { OWASP_ARGON2ID, Passwords } from '../src/services/passwords';
import { post, startTestServer, verifiedUser, type TestServer } from './helpers';

const CURRENT = /^\$argon2id\$v=19\$m=7168,t=5,p=1\$/;

/** A hash as the server stored them before argon2id. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 3, maxmem: 128 * 1024 ** 2 });
  return ['scrypt', 2 ** 15, 8, 3, salt.toString('base64'), key.toString('base64')].join('$');
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const storedHash = async (email: string) =>
  (await server.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0]!
    .passwordHash;

describe('password hashing', () => {
  it('stores new passwords as argon2id at OWASP costs', async () => {
    const user = await verifiedUser(server);
    expect(await storedHash(user.email)).toMatch(CURRENT);
  });

  it('rehashes an old scrypt hash at the next successful sign-in, and only then', async () => {
    const user = await verifiedUser(server);
    const old = legacyScryptHash(user.password);
    await server.db
      .update(users)
      .set({ passwordHash: old })
      .where(eq(users.email, user.email.toLowerCase()));

    const wrong = await post(server.app, '/api/user/login', {
      email: user.email,
      password: 'Wrong!pass1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(await storedHash(user.email)).toBe(old);

    const login = await post(server.app, '/api/user/login', user);
    expect(login.statusCode).toBe(200);
    expect(await storedHash(user.email)).toMatch(CURRENT);
    expect((await post(server.app, '/api/user/login', user)).statusCode).toBe(200);
  });

  it('checks an unknown email against a hash of the same costs as a real one', async () => {
    const passwords = new Passwords(OWASP_ARGON2ID);
    expect(await passwords.hashForMissingUser()).toMatch(CURRENT);
    const check = await passwords.check('anything', await passwords.hashForMissingUser());
    expect(check).toEqual({ matches: false, needsRehash: false });
  });

  it('treats a hash it cannot read as a wrong password', async () => {
    const passwords = new Passwords(OWASP_ARGON2ID);
    expect((await passwords.check('x', 'not a hash')).matches).toBe(false);
    expect((await passwords.check('x', 'scrypt$1$1$1$$')).matches).toBe(false);
  });
});
