import { describe, expect, it } from 'vitest';
import { NEXT_ACTIONS } from '#domain/onboarding';
import { isFirstVisit, isNearLimit, nextActionTarget, recentApplications } from './dashboard-rules';

describe('isNearLimit (spec 001 §2: the limit card warns at 80 % or more)', () => {
  it('warns at exactly 80 % and above', () => {
    expect(isNearLimit(8, 10)).toBe(true);
    expect(isNearLimit(10, 10)).toBe(true);
    expect(isNearLimit(12, 10)).toBe(true);
  });
  it('does not warn below 80 %, even when the shown percentage would round up to 80', () => {
    expect(isNearLimit(7, 10)).toBe(false);
    expect(isNearLimit(159, 200)).toBe(false); // 79.5 %
    expect(isNearLimit(0, 3)).toBe(false);
  });
  it('never warns for an unlimited plan (-1), always for a zero limit', () => {
    expect(isNearLimit(1000, -1)).toBe(false);
    expect(isNearLimit(0, 0)).toBe(true);
  });
});

describe('recentApplications', () => {
  it('keeps the newest five', () => {
    expect(recentApplications([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
    expect(recentApplications([1, 2])).toEqual([1, 2]);
  });
});

describe('nextActionTarget', () => {
  it('opens the modal for the profile and onboarding, goes to /cvs for CV states, nothing for none', () => {
    expect(nextActionTarget('complete-profile')).toEqual({ kind: 'modal' });
    expect(nextActionTarget('complete-onboarding')).toEqual({ kind: 'modal' });
    expect(nextActionTarget('upload-cv')).toEqual({ kind: 'link', to: '/cvs' });
    expect(nextActionTarget('cv-processing')).toEqual({ kind: 'link', to: '/cvs' });
    expect(nextActionTarget('cv-retry')).toEqual({ kind: 'link', to: '/cvs' });
    expect(nextActionTarget('none')).toBeNull();
  });
  it('gives a prompt for every action but none', () => {
    expect(NEXT_ACTIONS.filter((action) => nextActionTarget(action) === null)).toEqual(['none']);
  });
});

describe('isFirstVisit (a new user is not welcomed back)', () => {
  const account = new Date('2026-03-01T10:00:00Z');
  const at = (iso: string) => new Date(iso);
  it('is true in the session sign-up started, on the day of sign-up', () => {
    expect(isFirstVisit(account, at('2026-03-01T10:00:01Z'), at('2026-03-01T10:05:00Z'))).toBe(true);
    expect(isFirstVisit(account.toISOString(), '2026-03-01T10:00:01Z', at('2026-03-01T20:00:00Z'))).toBe(
      true,
    );
  });
  it('is false after a later sign-in (a new session)', () => {
    expect(isFirstVisit(account, at('2026-03-01T11:00:00Z'), at('2026-03-01T11:00:05Z'))).toBe(false);
  });
  it('is false a day after sign-up, even in the same session', () => {
    expect(isFirstVisit(account, at('2026-03-01T10:00:01Z'), at('2026-03-02T10:00:01Z'))).toBe(false);
  });
  it('is false when either time is missing or unreadable', () => {
    expect(isFirstVisit(undefined, account)).toBe(false);
    expect(isFirstVisit(account, undefined)).toBe(false);
    expect(isFirstVisit('not a date', account)).toBe(false);
  });
});
