import { expect, it } from 'vitest';
import { FREE_APPLICATIONS_LIMIT, PLAN_RANK, normalizePlan } from './plans.ts';

it('ranks plans free 0, pro 1, elite 2', () => expect(PLAN_RANK).toEqual({ free: 0, pro: 1, elite: 2 }));
it('maps legacy plan values and treats unknown ones as free', () => {
  expect(normalizePlan('professional')).toBe('pro');
  expect(normalizePlan('enterprise')).toBe('elite');
  expect(normalizePlan('elite')).toBe('elite');
  expect(normalizePlan('platinum')).toBe('free');
  expect(normalizePlan(null)).toBe('free');
});
it('gives the Free plan 3 applications a month', () => expect(FREE_APPLICATIONS_LIMIT).toBe(3));
