import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, NECESSARY_ONLY, consentRecord, parseConsent } from './cookie-consent.ts';

describe('cookie consent record', () => {
  it('always includes necessary cookies and the date of the choice', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    expect(consentRecord(NECESSARY_ONLY, now)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
      date: '2026-01-02T03:04:05.000Z',
    });
    expect(consentRecord(ACCEPT_ALL, now)).toMatchObject({
      analytics: true,
      marketing: true,
      preferences: true,
    });
  });

  it('round-trips through storage and treats anything else as no choice', () => {
    const record = consentRecord({ analytics: true, marketing: false, preferences: true });
    expect(parseConsent(JSON.stringify(record))).toEqual(record);
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('not json')).toBeNull();
    expect(parseConsent(JSON.stringify({ ...record, necessary: false }))).toBeNull();
    expect(parseConsent(JSON.stringify({ analytics: true }))).toBeNull();
    expect(parseConsent(JSON.stringify({ ...record, marketing: 'no' }))).toBeNull();
    expect(parseConsent(JSON.stringify({ ...record, date: 'yesterday' }))).toBeNull();
    expect(parseConsent(JSON.stringify({ ...record, date: '2026-13-45T99:00:00Z' }))).toBeNull();
    expect(parseConsent(JSON.stringify([record]))).toBeNull();
    expect(parseConsent('null')).toBeNull();
  });

  it('expires a year after the choice, as the cookie policy says', () => {
    const record = consentRecord(ACCEPT_ALL, new Date('2026-01-01T00:00:00.000Z'));
    expect(parseConsent(JSON.stringify(record), new Date('2026-12-31T00:00:00.000Z'))).toEqual(record);
    expect(parseConsent(JSON.stringify(record), new Date('2027-01-02T00:00:00.000Z'))).toBeNull();
  });
});
