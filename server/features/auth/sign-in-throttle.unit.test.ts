import { describe, expect, it } from 'vitest';
import { sessionTokenOf } from './session-lifetime.ts';
import { delayAfter, FREE_ATTEMPTS, MAX_DELAY_MS, waitInWords } from './sign-in-throttle.ts';

describe('delayAfter (per-account sign-in throttling)', () => {
  it('is free for the first attempts, then doubles from 2 s up to 15 minutes', () => {
    expect(Array.from({ length: FREE_ATTEMPTS }, (_, i) => delayAfter(i))).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10].map(delayAfter)).toEqual([2000, 4000, 8000, 16_000, 32_000, 64_000]);
    expect(delayAfter(13)).toBe(512_000);
    expect(delayAfter(14)).toBe(MAX_DELAY_MS);
    expect(delayAfter(1000)).toBe(MAX_DELAY_MS);
  });

  it('says the wait in words', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(2000)).toBe('2 seconds');
    expect(waitInWords(64_000)).toBe('2 minutes');
    expect(waitInWords(60_000)).toBe('1 minute');
    expect(waitInWords(MAX_DELAY_MS)).toBe('15 minutes');
  });
});

describe('sessionTokenOf', () => {
  it('reads the token of a signed session cookie, secure prefix or not', () => {
    expect(sessionTokenOf('a=b; applywise.session_token=abc123.c2ln%3D; c=d')).toBe('abc123');
    expect(sessionTokenOf('__Secure-applywise.session_token=xyz.sig')).toBe('xyz');
    expect(sessionTokenOf('other=1')).toBeUndefined();
    expect(sessionTokenOf(undefined)).toBeUndefined();
    expect(sessionTokenOf('applywise.session_token=%E0%A4%A')).toBeUndefined();
  });
});
