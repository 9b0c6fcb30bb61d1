import type { ParseKeys } from 'i18next';
import { z } from 'zod';
import { expiryInFuture, luhnValid } from '#domain/subscription';

/** Digits only, at most 19 (the longest card numbers), grouped in fours as printed on cards. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MMYY' as typed becomes 'MM/YY'; a lone first digit above 1 is a month: '4' -> '04/'. */
export function formatExpiry(input: string): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  // A typed slash after the month stays, so deleting back over it is possible.
  if (digits.length === 2) return input.includes('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

// `abort`: a malformed value gets one message, not also the checksum's or the date's.
const message = (key: ParseKeys) => ({ message: key, abort: true });

/**
 * The card form's rules, the server's (domain/subscription ZLocalPayRequest) with messages as
 * i18n keys, so the errors show in the UI language.
 */
export const ZCardForm = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, message('billing.checkout.errors.cardNumber'))
        .refine(luhnValid, { message: 'billing.checkout.errors.cardNumber' }),
    ),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, message('billing.checkout.errors.expiryFormat'))
    .refine((v) => expiryInFuture(v), { message: 'billing.checkout.errors.expired' }),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, message('billing.checkout.errors.cvc')),
  name: z.string().trim().min(1, { message: 'billing.checkout.errors.name' }).max(200),
});
export type CardFormInput = z.input<typeof ZCardForm>;
export type CardFormValues = z.output<typeof ZCardForm>;
