import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTimeParts } from './relative-time';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTimeParts', () => {
  it('treats anything under a minute as now', () => {
    expect(relativeTimeParts(ago(0), NOW)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTimeParts(ago(59), NOW)).toEqual({ value: 0, unit: 'second' });
  });

  it('picks the largest whole unit, in the past', () => {
    expect(relativeTimeParts(ago(60), NOW)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeTimeParts(ago(3 * 3600 + 59 * 60), NOW)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTimeParts(ago(2 * 24 * 3600), NOW)).toEqual({ value: -2, unit: 'day' });
    expect(relativeTimeParts(ago(15 * 24 * 3600), NOW)).toEqual({ value: -2, unit: 'week' });
    expect(relativeTimeParts(ago(400 * 24 * 3600), NOW)).toEqual({ value: -1, unit: 'year' });
  });
});

describe('formatRelativeTime', () => {
  it('reads naturally in English and Danish', () => {
    expect(formatRelativeTime(ago(10), 'en', NOW)).toBe('now');
    expect(formatRelativeTime(ago(3 * 3600), 'en', NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 3600), 'en', NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 3600), 'da', NOW)).toBe('for 3 timer siden');
  });
});
