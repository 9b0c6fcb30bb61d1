import type { Currency } from '#domain/plans';

/**
 * An amount in minor units (cents, øre) written the way the catalogue writes prices ('$19',
 * '129 kr', spec 000 §9), with decimals only when there are some.
 */
export function formatMinorAmount(amount: number, currency: Currency): string {
  const major = amount / 100;
  const digits = Number.isInteger(major) ? major.toFixed(0) : major.toFixed(2);
  const value = amount < 0 ? digits.slice(1) : digits;
  const sign = amount < 0 ? '-' : '';
  return currency === 'USD' ? `${sign}$${value}` : `${sign}${value} kr`;
}

/** A date of the billing screens in the UI language, or null when it is missing or unreadable. */
export function formatBillingDate(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
