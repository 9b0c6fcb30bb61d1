import { describe, expect, it } from 'vitest';
import {
  blocksCategory,
  DEFAULT_UNSUBSCRIBE_CHOICE,
  normalizeChoice,
  toggleChoice,
  ZEmailPreferencesRequest,
} from './email-preferences.ts';

describe('toggleChoice', () => {
  it('checking all sets marketing and notifications on together', () => {
    expect(toggleChoice(DEFAULT_UNSUBSCRIBE_CHOICE, 'all', true)).toEqual({
      marketing: true,
      applicationNotifications: true,
      all: true,
    });
  });

  it('unchecking all sets both off together', () => {
    const all = { marketing: true, applicationNotifications: true, all: true };
    expect(toggleChoice(all, 'all', false)).toEqual({
      marketing: false,
      applicationNotifications: false,
      all: false,
    });
  });

  it('unchecking one of the two clears all; checking both sets it', () => {
    const all = { marketing: true, applicationNotifications: true, all: true };
    expect(toggleChoice(all, 'marketing', false)).toEqual({
      marketing: false,
      applicationNotifications: true,
      all: false,
    });
    expect(toggleChoice(DEFAULT_UNSUBSCRIBE_CHOICE, 'applicationNotifications', true).all).toBe(true);
  });
});

describe('normalizeChoice', () => {
  it('all implies both flags', () => {
    expect(normalizeChoice({ marketing: false, applicationNotifications: false, all: true })).toEqual({
      marketing: true,
      applicationNotifications: true,
      all: true,
    });
  });
  it('both flags imply all', () => {
    expect(normalizeChoice({ marketing: true, applicationNotifications: true, all: false }).all).toBe(true);
  });
});

describe('blocksCategory', () => {
  it('never blocks transactional mail', () => {
    expect(
      blocksCategory({ marketing: true, applicationNotifications: true, all: true }, 'transactional'),
    ).toBe(false);
  });
  it('blocks what was chosen', () => {
    const choice = { marketing: true, applicationNotifications: false, all: false };
    expect(blocksCategory(choice, 'marketing')).toBe(true);
    expect(blocksCategory(choice, 'notification')).toBe(false);
    expect(blocksCategory(undefined, 'marketing')).toBe(false);
  });
});

describe('ZEmailPreferencesRequest', () => {
  it('lowercases and trims the address', () => {
    const parsed = ZEmailPreferencesRequest.parse({
      email: '  Ada@Example.COM ',
      marketing: true,
      applicationNotifications: false,
      all: false,
    });
    expect(parsed.email).toBe('ada@example.com');
  });
  it('refuses an empty address with the spec wording', () => {
    const result = ZEmailPreferencesRequest.safeParse({
      email: ' ',
      marketing: true,
      applicationNotifications: false,
      all: false,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter your email address to unsubscribe.');
  });
});
