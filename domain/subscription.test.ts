import { describe, expect, it } from 'vitest';
import { ZCheckoutRequest, ZLocalPayRequest, expiryInFuture, luhnValid } from './subscription.ts';

describe('luhnValid', () => {
  it('accepts the test cards and rejects a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('expiryInFuture', () => {
  const now = new Date('2026-05-20T12:00:00Z');
  it('counts the named month as still valid', () => {
    expect(expiryInFuture('05/26', now)).toBe(true);
    expect(expiryInFuture('04/26', now)).toBe(false);
    expect(expiryInFuture('13/30', now)).toBe(false);
    expect(expiryInFuture('1/30', now)).toBe(false);
  });
});

describe('ZLocalPayRequest', () => {
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada' };
  it('drops spaces from the number and refuses bad fields with a message', () => {
    expect(ZLocalPayRequest.parse(card).cardNumber).toBe('4242424242424242');
    const bad = ZLocalPayRequest.safeParse({ ...card, cvc: '12', name: ' ' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['cvc', 'name']);
  });
});

describe('ZCheckoutRequest', () => {
  it('takes a plan and interval or a template purchase, nothing else', () => {
    expect(ZCheckoutRequest.safeParse({ plan: 'pro', interval: 'year', currency: 'DKK' }).success).toBe(true);
    expect(
      ZCheckoutRequest.safeParse({
        type: 'template_purchase',
        template_id: '6f1c0f5e-8d6a-4f7e-9b1a-2c3d4e5f6a7b',
      }).success,
    ).toBe(true);
    expect(ZCheckoutRequest.safeParse({ plan: 'pro', interval: 'week' }).success).toBe(false);
    expect(ZCheckoutRequest.safeParse({ type: 'template_purchase', template_id: 'x' }).success).toBe(false);
  });
});
