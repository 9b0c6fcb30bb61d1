import { describe, expect, it } from 'vitest';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS, ZLocalPayRequest } from '#domain/subscription';
import { formatCardNumber, formatExpiry, ZCardForm } from './card-form';

const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada Lovelace' };

describe('formatCardNumber', () => {
  it('groups digits in fours and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000x0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('')).toBe('');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('formatExpiry', () => {
  it('puts the slash between month and year', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('122')).toBe('12/2');
  });

  it('pads a month that can only be one digit', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
  });

  it('keeps a typed slash after the month and lets it be deleted', () => {
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('12')).toBe('12');
  });
});

describe('ZCardForm', () => {
  it('accepts both test cards, as the server does', () => {
    for (const card of [TEST_CARD_SUCCESS, TEST_CARD_DECLINED]) {
      const input = { ...valid, cardNumber: formatCardNumber(card) };
      expect(ZCardForm.parse(input).cardNumber).toBe(card);
      expect(ZLocalPayRequest.safeParse(input).success).toBe(true);
    }
  });

  it('names each problem with an i18n key', () => {
    const result = ZCardForm.safeParse({
      cardNumber: '4242 4242 4242 4241',
      expiry: '13/30',
      cvc: '12',
      name: ' ',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      cardNumber: 'billing.checkout.errors.cardNumber',
      expiry: 'billing.checkout.errors.expiryFormat',
      cvc: 'billing.checkout.errors.cvc',
      name: 'billing.checkout.errors.name',
    });
  });

  it('refuses an expiry in the past and a malformed one', () => {
    expect(ZCardForm.safeParse({ ...valid, expiry: '01/20' }).error?.issues[0]?.message).toBe(
      'billing.checkout.errors.expired',
    );
    expect(ZCardForm.safeParse({ ...valid, expiry: '1/30' }).error?.issues[0]?.message).toBe(
      'billing.checkout.errors.expiryFormat',
    );
  });
});
