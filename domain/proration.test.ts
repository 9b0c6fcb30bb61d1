import { describe, expect, it } from 'vitest';
import { planPrice } from './plans.ts';
import { planChangeTiming, prorateUpgrade, unusedTimeCredit } from './proration.ts';

const minor = (plan: 'pro' | 'elite', currency: 'USD' | 'DKK', cycle: 'monthly' | 'yearly') =>
  planPrice(plan, currency, cycle) * 100;
const HOUR = 60 * 60 * 1000;

describe('prorateUpgrade', () => {
  it('Pro yearly → Elite yearly on the same day charges about the difference, not the full 2582 kr', () => {
    const start = new Date('2026-05-01T09:00:00Z');
    const end = new Date('2027-05-01T09:00:00Z');
    const at = new Date(start.getTime() + HOUR);
    const figures = prorateUpgrade(
      { amount: minor('pro', 'DKK', 'yearly'), start, end },
      minor('elite', 'DKK', 'yearly'),
      at,
    );
    // 123800 øre × (365 days − 1 h) / 365 days = 123785.87 → 123786.
    expect(figures).toEqual({ newPrice: 258200, credit: 123786, amountDue: 134414 });
    expect(figures.amountDue).toBeLessThan(258200);
    expect(Math.abs(figures.amountDue - (258200 - 123800))).toBeLessThan(100);
  });

  it('mid-period Pro monthly → Pro yearly credits the unused half of the month', () => {
    const start = new Date('2026-03-01T00:00:00Z');
    const end = new Date('2026-04-01T00:00:00Z');
    // 15.5 of 31 days used.
    const at = new Date('2026-03-16T12:00:00Z');
    expect(prorateUpgrade({ amount: 1900, start, end }, minor('pro', 'USD', 'yearly'), at)).toEqual({
      newPrice: 18200,
      credit: 950,
      amountDue: 17250,
    });
  });

  it('an upgrade at the very end of the period gets no credit, at its start the full price back', () => {
    const start = new Date('2026-03-01T00:00:00Z');
    const end = new Date('2026-04-01T00:00:00Z');
    expect(prorateUpgrade({ amount: 1900, start, end }, 3900, end).amountDue).toBe(3900);
    expect(prorateUpgrade({ amount: 1900, start, end }, 3900, start)).toEqual({
      newPrice: 3900,
      credit: 1900,
      amountDue: 2000,
    });
  });
});

describe('unusedTimeCredit', () => {
  it('counts whole seconds and rounds to the nearest minor unit, as Stripe does', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const end = new Date('2026-01-01T00:00:03Z');
    // 1900 × 1/3 = 633.33 → 633; 1900 × 2/3 = 1266.67 → 1267.
    expect(unusedTimeCredit(1900, { start, end }, new Date('2026-01-01T00:00:02Z'))).toBe(633);
    expect(unusedTimeCredit(1900, { start, end }, new Date('2026-01-01T00:00:01Z'))).toBe(1267);
    // Milliseconds do not count: 00:00:01.900 is still second 1.
    expect(unusedTimeCredit(1900, { start, end }, new Date('2026-01-01T00:00:01.900Z'))).toBe(1267);
  });

  it('is never negative nor more than the price', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const end = new Date('2026-02-01T00:00:00Z');
    expect(unusedTimeCredit(1900, { start, end }, new Date('2026-03-01T00:00:00Z'))).toBe(0);
    expect(unusedTimeCredit(1900, { start, end }, new Date('2025-12-01T00:00:00Z'))).toBe(1900);
    expect(unusedTimeCredit(1900, { start: end, end: start }, start)).toBe(0);
  });
});

describe('planChangeTiming', () => {
  const at = (plan: 'pro' | 'elite', cycle: 'monthly' | 'yearly') => ({
    plan,
    cycle,
    amount: minor(plan, 'DKK', cycle),
  });

  it('upgrades now: a dearer plan on the same or a longer interval', () => {
    expect(planChangeTiming(at('pro', 'yearly'), at('elite', 'yearly'))).toBe('now');
    expect(planChangeTiming(at('pro', 'monthly'), at('elite', 'monthly'))).toBe('now');
    expect(planChangeTiming(at('pro', 'monthly'), at('pro', 'yearly'))).toBe('now');
    expect(planChangeTiming(at('elite', 'monthly'), at('pro', 'yearly'))).toBe('now');
  });

  it('waits for the period end: a cheaper plan or a shorter interval (spec 000: next billing period)', () => {
    expect(planChangeTiming(at('elite', 'yearly'), at('pro', 'yearly'))).toBe('period_end');
    expect(planChangeTiming(at('elite', 'monthly'), at('pro', 'monthly'))).toBe('period_end');
    expect(planChangeTiming(at('pro', 'yearly'), at('pro', 'monthly'))).toBe('period_end');
    expect(planChangeTiming(at('pro', 'yearly'), at('elite', 'monthly'))).toBe('period_end');
  });
});
