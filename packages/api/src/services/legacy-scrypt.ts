import { scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Hashes stored before argon2id: "scrypt$N$r$p$salt$hash" (N=2^15, r=8, p=3). Only checked,
 * never written: a successful sign-in replaces them with argon2id.
 */
export function isScryptHash(stored: string): boolean {
  return stored.startsWith('scrypt$');
}

export async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      Buffer.from(salt, 'base64'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: 128 * 1024 * 1024 },
      (error, derived) => (error ? reject(error) : resolve(derived)),
    );
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
