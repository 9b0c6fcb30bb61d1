import { describe, expect, it } from 'vitest';
import {
  hashSharePassword,
  hashShareToken,
  isShareTokenShape,
  newShareToken,
  verifySharePassword,
} from './secrets.ts';

describe('share tokens', () => {
  it('are 256 random bits in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newShareToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(isShareTokenShape(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('hash to a stable SHA-256 that does not contain the token', () => {
    const token = newShareToken();
    expect(hashShareToken(token)).toBe(hashShareToken(token));
    expect(hashShareToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashShareToken(token)).not.toBe(hashShareToken(newShareToken()));
  });

  it('of another shape are recognised as impossible', () => {
    for (const token of ['', 'abc', `${newShareToken()}x`, 'a'.repeat(42) + '=', 'a'.repeat(42) + '/']) {
      expect(isShareTokenShape(token)).toBe(false);
    }
  });
});

describe('share passwords', () => {
  it('are stored salted with scrypt and verify only the same password', async () => {
    const first = await hashSharePassword('Kodeord-æøå');
    const second = await hashSharePassword('Kodeord-æøå');
    expect(first).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Kodeord');
    expect(await verifySharePassword('Kodeord-æøå', first)).toBe(true);
    expect(await verifySharePassword('Kodeord-æøå', second)).toBe(true);
    expect(await verifySharePassword('kodeord-æøå', first)).toBe(false);
    expect(await verifySharePassword('', first)).toBe(false);
  });

  it('treat composed and decomposed accents as the same password', async () => {
    expect(await verifySharePassword('Kode\u0301', await hashSharePassword('Kodé'))).toBe(true);
  });

  it('refuse a stored value that is not an scrypt hash', async () => {
    for (const stored of ['', 'plain', 'bcrypt$a$b', 'scrypt$$']) {
      expect(await verifySharePassword('x', stored)).toBe(false);
    }
  });
});
