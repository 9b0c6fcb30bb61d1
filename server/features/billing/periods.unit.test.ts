import { describe, expect, it } from 'vitest';
import { addCycle } from './periods.ts';

describe('addCycle', () => {
  it('adds a month, keeping the day and time', () => {
    expect(addCycle(new Date('2026-03-15T10:30:00Z'), 'monthly').toISOString()).toBe(
      '2026-04-15T10:30:00.000Z',
    );
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addCycle(new Date('2026-01-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(addCycle(new Date('2028-01-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
  });

  it('adds a year, across the leap day', () => {
    expect(addCycle(new Date('2028-02-29T08:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T08:00:00.000Z',
    );
    expect(addCycle(new Date('2026-12-31T23:59:59Z'), 'monthly').toISOString()).toBe(
      '2027-01-31T23:59:59.000Z',
    );
  });
});
