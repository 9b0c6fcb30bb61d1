import { describe, expect, it } from 'vitest';
import { isStrongMatch, STRONG_MATCH_SCORE } from './job-discovery';

describe('isStrongMatch', () => {
  it('needs the good score band and every must-have met', () => {
    expect(isStrongMatch({ score: STRONG_MATCH_SCORE, mustHavesMet: 3, mustHavesTotal: 3 })).toBe(true);
    expect(isStrongMatch({ score: STRONG_MATCH_SCORE - 1, mustHavesMet: 3, mustHavesTotal: 3 })).toBe(false);
    expect(isStrongMatch({ score: 95, mustHavesMet: 2, mustHavesTotal: 3 })).toBe(false);
  });
  it('counts an ad without must-haves, or without them counted, by its score', () => {
    expect(isStrongMatch({ score: 80, mustHavesMet: 0, mustHavesTotal: 0 })).toBe(true);
    expect(isStrongMatch({ score: 80, mustHavesMet: null, mustHavesTotal: null })).toBe(true);
    expect(isStrongMatch({ score: 60, mustHavesMet: null, mustHavesTotal: null })).toBe(false);
  });
});
