import type { Currency } from '#domain/plans';

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;
const formatters = new Map<string, Formatter>();

/**
 * One formatter per kind, language and options: building an Intl formatter costs far more than
 * using it (a list of fifty dates built fifty), and the first of a language loads its locale data.
 */
function cached<T extends Formatter>(kind: string, language: string, options: object, build: () => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = build();
    formatters.set(key, format);
  }
  return format;
}

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  cached('date', language, options, () => new Intl.DateTimeFormat(language, options));

export const relativeTimeFormat = (language: string, options: Intl.RelativeTimeFormatOptions) =>
  cached('relative', language, options, () => new Intl.RelativeTimeFormat(language, options));

/**
 * A number as the UI language writes it ("13.1" in English, "13,1" in Danish), one decimal at
 * most unless `options` say otherwise. Every number the UI shows goes through here (or
 * formatPercent), never through toFixed or a template string.
 */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  // Building the first Intl.NumberFormat of a page loads its language's number data: ~30 ms on a
  // phone, in the render that shows the dashboard's statistics. A count under a thousand is
  // written the same in both UI languages and does not need it (format.test.ts compares with Intl).
  if (!options && isSmallCount(value)) return String(value);
  const all = { maximumFractionDigits: 1, ...options };
  return cached('number', language, all, () => new Intl.NumberFormat(language, all)).format(value);
}

const isSmallCount = (value: number) => Number.isInteger(value) && value >= 0 && value < 1000;

/** What follows a whole percentage in each UI language, as Intl writes it (see formatNumber). */
const PERCENT_SIGN: Readonly<Record<string, string>> = { en: '%', da: '\u00a0%' };

/** A share 0–100 as a percentage in the UI language: "75%" in English, "75 %" in Danish. */
export function formatPercent(percent: number, language: string): string {
  const sign = PERCENT_SIGN[language];
  if (sign !== undefined && isSmallCount(percent)) return `${percent}${sign}`;
  return formatNumber(percent / 100, language, { style: 'percent', maximumFractionDigits: 0 });
}

/**
 * An amount in minor units (cents, øre) written the way the catalogue writes prices ('$19',
 * '129 kr', spec 000 §9), with decimals only when there are some, in the UI language's digits
 * ('129,05 kr' in Danish).
 */
export function formatMinorAmount(amount: number, currency: Currency, language = 'en'): string {
  const major = Math.abs(amount) / 100;
  const value = formatNumber(major, language, {
    minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  const sign = amount < 0 ? '-' : '';
  return currency === 'USD' ? `${sign}$${value}` : `${sign}${value} kr`;
}

/**
 * A date like "Mar 5, 2026" / "5. mar. 2026" in the UI language, on the day it was in `timeZone`
 * (else the reader's), or null when it is missing or unreadable.
 */
export function formatDate(
  iso: string | null | undefined,
  language: string,
  timeZone?: string,
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const months = MEDIUM_MONTHS[language];
  if (!timeZone && months) return mediumDate(date, language, months);
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(date);
}

/**
 * Each UI language's months in a medium date, as Intl writes them. The first Intl object of a page
 * loads the browser's locale data (15–50 ms on this machine, four times that on a phone), and the
 * dashboard's first date came in the render that shows its data: a date in the reader's own time
 * zone is written here without it (format.test.ts compares every day of a decade with Intl).
 */
const MEDIUM_MONTHS: Readonly<Record<string, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  da: ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
};

function mediumDate(date: Date, language: string, months: readonly string[]): string {
  const [day, month, year] = [date.getDate(), months[date.getMonth()], date.getFullYear()];
  return language === 'en' ? `${month} ${day}, ${year}` : `${day}. ${month} ${year}`;
}
