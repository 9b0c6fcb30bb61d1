import { describe, expect, it } from 'vitest';
import { formatPrice } from '#domain/plans';
import { formatDate, formatMinorAmount, formatNumber, formatPercent } from './format';
import { LANGUAGES } from './language';

describe('formatMinorAmount', () => {
  it('writes whole amounts like the catalogue prices', () => {
    expect(formatMinorAmount(1900, 'USD')).toBe(formatPrice(19, 'USD'));
    expect(formatMinorAmount(123800, 'DKK')).toBe(formatPrice(1238, 'DKK'));
  });

  it('keeps the cents of amounts that have them', () => {
    expect(formatMinorAmount(1950, 'USD')).toBe('$19.50');
    expect(formatMinorAmount(12905, 'DKK')).toBe('129.05 kr');
  });

  it('puts the sign of refunds before the symbol', () => {
    expect(formatMinorAmount(-1900, 'USD')).toBe('-$19');
    expect(formatMinorAmount(-50, 'DKK')).toBe('-0.50 kr');
  });
});

describe('formatDate', () => {
  it('formats in the UI language', () => {
    expect(formatDate('2026-03-05T12:00:00.000Z', 'en')).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-05T12:00:00.000Z', 'da')).toMatch(/5\. mar/);
  });

  it('formats the day it was in the time zone asked for', () => {
    expect(formatDate('2026-11-22T23:30:00.000Z', 'en', 'UTC')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-22T23:30:00.000Z', 'en', 'Europe/Copenhagen')).toBe('Nov 23, 2026');
  });

  it('writes every day of a decade as Intl does in every UI language', () => {
    for (const { code } of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(code, { dateStyle: 'medium' });
      for (let day = Date.UTC(2020, 0, 1, 12); day < Date.UTC(2030, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString();
        expect(formatDate(iso, code), `${iso} in ${code}`).toBe(intl.format(new Date(day)));
      }
    }
  });

  it('returns null for a missing or unreadable date, so the screen can say N/A', () => {
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate('', 'en')).toBeNull();
    expect(formatDate('not a date', 'en')).toBeNull();
  });
});

describe('formatNumber and formatPercent', () => {
  it('write numbers the way the UI language does', () => {
    expect(formatNumber(13.1, 'en')).toBe('13.1');
    expect(formatNumber(13.1, 'da')).toBe('13,1');
    expect(formatNumber(7.25, 'da')).toBe('7,3'); // one decimal at most
    expect(formatPercent(75, 'en')).toBe('75%');
    expect(formatPercent(75, 'da')).toBe('75\u00a0%');
  });

  it('write counts and percentages as Intl does in every UI language', () => {
    for (const { code } of LANGUAGES) {
      for (const value of [0, 1, 7, 42, 999, 1000, 12345, -3, 2.5])
        expect(formatNumber(value, code), `${value} in ${code}`).toBe(
          new Intl.NumberFormat(code, { maximumFractionDigits: 1 }).format(value),
        );
      for (const percent of [0, 1, 33, 50, 99, 100, 12.5, -5, 1500])
        expect(formatPercent(percent, code), `${percent}% in ${code}`).toBe(
          new Intl.NumberFormat(code, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100),
        );
    }
  });

  it('write the cents of an amount with the Danish comma in Danish', () => {
    expect(formatMinorAmount(12905, 'DKK', 'da')).toBe('129,05 kr');
    expect(formatMinorAmount(1950, 'USD', 'da')).toBe('$19,50');
    expect(formatMinorAmount(123800, 'DKK', 'da')).toBe('1238 kr');
  });
});
