import { describe, expect, it } from 'vitest';
import { parseSetupProgress, toggleStep } from './setup-progress';

describe('setup guide progress', () => {
  it('reads stored steps in guide order and ignores anything else', () => {
    expect(parseSetupProgress(JSON.stringify(['track', 'account', 'bogus']))).toEqual(['account', 'track']);
    expect(parseSetupProgress(null)).toEqual([]);
    expect(parseSetupProgress('{"a":1}')).toEqual([]);
    expect(parseSetupProgress('not json')).toEqual([]);
  });

  it('ticks and unticks a step', () => {
    expect(toggleStep([], 'cv', true)).toEqual(['cv']);
    expect(toggleStep(['account', 'cv'], 'account', false)).toEqual(['cv']);
    expect(toggleStep(['cv'], 'cv', true)).toEqual(['cv']);
  });
});
