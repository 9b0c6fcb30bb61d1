import { expect, it } from 'vitest';
import { isStrongMatch, STRONG_MATCH_SCORE } from './job-discovery';

it('calls a match strong from the fair score band (60) up, whatever the must-haves', () => {
  expect(STRONG_MATCH_SCORE).toBe(60);
  expect([100, 60, 59, 0].map((score) => isStrongMatch({ score }))).toEqual([true, true, false, false]);
});
