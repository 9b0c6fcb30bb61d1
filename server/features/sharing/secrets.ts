import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The secrets of a share link. The token is 256 random bits, shown once and stored only as its
 * SHA-256 (a fast hash is enough for a random value nobody can guess); the optional password is
 * chosen by a person, so it gets a slow, salted KDF (scrypt) and is compared in constant time.
 */

const TOKEN_BYTES = 32;
/** base64url of 32 bytes, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// OWASP's scrypt minimum (N=2^17, r=8, p=1) takes 128 MiB; these settings ask about 16 MiB and
// around 50 ms, a cost an attacker pays per guess while wrong guesses are rate-limited per link.
const SCRYPT: ScryptOptions = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether a string can be a token at all (anything else is answered "not found" without a query). */
export function isShareTokenShape(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** "scrypt$<salt>$<key>", both base64url. */
export async function hashSharePassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return `scrypt$${salt.toString('base64url')}$${(await derive(password, salt)).toString('base64url')}`;
}

export async function verifySharePassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
