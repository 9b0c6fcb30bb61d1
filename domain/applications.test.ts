import { describe, expect, it } from 'vitest';
import { computeAnalytics, scoreTone, type AnalyticsInput } from './applications.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const DAY = 86_400_000;

function app(status: string, createdAt: string, firstResponseAt: string | null = null): AnalyticsInput {
  return {
    status,
    createdAt: new Date(createdAt),
    firstResponseAt: firstResponseAt ? new Date(firstResponseAt) : null,
  };
}

describe('computeAnalytics', () => {
  it('gives zeros, no response time and twelve empty months for no applications', () => {
    const result = computeAnalytics([], NOW);
    expect(result).toMatchObject({ total: 0, thisMonth: 0, successRate: 0, averageResponseDays: null });
    expect(result.byStatus).toEqual({});
    expect(result.overTime).toHaveLength(12);
    expect(result.overTime.every((m) => m.count === 0)).toBe(true);
  });

  it('counts every status in the breakdown and the total', () => {
    const apps = [
      app('draft', '2026-11-01T10:00:00Z'),
      app('applied', '2026-11-02T10:00:00Z'),
      app('applied', '2026-10-02T10:00:00Z'),
      app('withdrawn', '2026-09-02T10:00:00Z'),
    ];
    const result = computeAnalytics(apps, NOW);
    expect(result.total).toBe(4);
    expect(result.byStatus).toEqual({ draft: 1, applied: 2, withdrawn: 1 });
  });

  it('rounds the success rate: interview, offer and accepted count; rejected and applied do not', () => {
    const three = [
      app('interview', '2026-11-01T10:00:00Z'),
      app('rejected', '2026-11-01T10:00:00Z'),
      app('applied', '2026-11-01T10:00:00Z'),
    ];
    expect(computeAnalytics(three, NOW).successRate).toBe(33); // 33.3 rounds down
    const withOffer = [...three.slice(0, 2), app('offer', '2026-11-01T10:00:00Z')];
    expect(computeAnalytics(withOffer, NOW).successRate).toBe(67); // 66.7 rounds up
    const eight = [
      app('accepted', '2026-11-01T10:00:00Z'),
      ...Array.from({ length: 7 }, () => app('draft', '2026-11-01T10:00:00Z')),
    ];
    expect(computeAnalytics(eight, NOW).successRate).toBe(13); // 12.5 rounds half up
  });

  it('counts "this month" by UTC calendar month, not the last 30 days', () => {
    const apps = [
      app('applied', '2026-11-01T00:00:00Z'), // first instant of the month
      app('applied', '2026-10-31T23:59:59Z'), // last second of the month before
      app('applied', '2026-10-25T10:00:00Z'), // within 30 days, but last month
    ];
    expect(computeAnalytics(apps, NOW).thisMonth).toBe(1);
    // On the last second of a month, everything from its first instant still counts.
    expect(computeAnalytics(apps, new Date('2026-10-31T23:59:59Z')).thisMonth).toBe(2);
  });

  it('averages days to the first reply over the applications that had one, to one decimal', () => {
    const apps = [
      app('interview', '2026-11-01T00:00:00Z', '2026-11-04T00:00:00Z'), // 3 days
      app('rejected', '2026-10-01T00:00:00Z', '2026-10-05T12:00:00Z'), // 4.5 days
      app('applied', '2026-10-01T00:00:00Z'), // no reply: not in the average
    ];
    expect(computeAnalytics(apps, NOW).averageResponseDays).toBe(3.8); // 3.75
    const oneHour = [
      app('offer', '2026-11-01T00:00:00Z', new Date(Date.parse('2026-11-01') + DAY / 24).toISOString()),
    ];
    expect(computeAnalytics(oneHour, NOW).averageResponseDays).toBe(0);
  });

  it('has no response time when no application got a reply', () => {
    const apps = [app('applied', '2026-11-01T00:00:00Z'), app('draft', '2026-11-02T00:00:00Z')];
    expect(computeAnalytics(apps, NOW).averageResponseDays).toBeNull();
  });

  it('gives the last twelve UTC months oldest first, empty ones included, across a year boundary', () => {
    const apps = [
      app('applied', '2026-11-10T00:00:00Z'),
      app('applied', '2026-11-30T23:59:59Z'),
      app('applied', '2026-02-01T00:00:00Z'),
      app('applied', '2025-12-01T00:00:00Z'), // the oldest month shown
      app('applied', '2025-11-30T23:59:59Z'), // thirteen months ago: not shown
    ];
    const { overTime } = computeAnalytics(apps, NOW);
    expect(overTime.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(overTime.map((m) => m.count)).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
  });

  it('uses UTC months even when the local month differs (just after midnight in Copenhagen)', () => {
    // 2026-12-01T00:30 in Copenhagen is still 30 November in UTC.
    const apps = [app('applied', '2026-11-30T23:30:00Z')];
    const result = computeAnalytics(apps, new Date('2026-11-30T23:45:00Z'));
    expect(result.thisMonth).toBe(1);
    expect(result.overTime.at(-1)).toEqual({ month: '2026-11', count: 1 });
  });
});

it('bands ATS scores at 80 and 60', () => {
  expect([100, 80, 79, 60, 59, 0].map(scoreTone)).toEqual(['good', 'good', 'fair', 'fair', 'low', 'low']);
});
