import { expect, it } from 'vitest';
import { barPercent, breakdownRows, formatResponseDays, monthLabel } from './analytics-format';

it('labels a month key as a UTC month in the reader’s language', () => {
  expect(monthLabel('2026-01', 'en')).toBe('Jan');
  expect(monthLabel('2026-11', 'en', 'narrow')).toBe('N');
  expect(monthLabel('2026-05', 'da')).toBe('maj');
  expect(monthLabel('2025-12', 'en', 'long')).toBe('December 2025');
  expect(monthLabel('garbage', 'en')).toBe('garbage');
});

it('scales bars to the longest and keeps small non-zero counts visible', () => {
  expect(barPercent(10, 10)).toBe(100);
  expect(barPercent(5, 10)).toBe(50);
  expect(barPercent(1, 100)).toBe(4);
  expect(barPercent(0, 10)).toBe(0);
  expect(barPercent(0, 0)).toBe(0);
});

it('shows an em dash when there is no response time, else days to one decimal', () => {
  expect(formatResponseDays(null, 'en')).toBe('—');
  expect(formatResponseDays(3.5, 'en')).toBe('3.5');
  expect(formatResponseDays(3.5, 'da')).toBe('3,5');
  expect(formatResponseDays(4, 'en')).toBe('4');
});

it('lists every status in order with zeros, then statuses this build does not know', () => {
  const rows = breakdownRows({ interview: 2, applied: 3, archived: 1 });
  expect(rows.map((r) => r.status)).toEqual([
    'draft',
    'applied',
    'interview',
    'offer',
    'rejected',
    'accepted',
    'withdrawn',
    'archived',
  ]);
  expect(rows.map((r) => r.count)).toEqual([0, 3, 2, 0, 0, 0, 0, 1]);
});
