import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '#domain/applications';
import { isCountedStatus, statusColour } from './application-status';

describe('statusColour', () => {
  it('gives each counted status (spec 001 §3) its own colour', () => {
    const counted = ['applied', 'interview', 'offer', 'rejected', 'accepted'];
    const badges = counted.map((status) => statusColour(status).badge);
    expect(new Set(badges).size).toBe(counted.length);
    expect(statusColour('rejected').badge).toContain('red');
    expect(statusColour('accepted').badge).toContain('emerald');
  });

  it('shows draft, withdrawn and unknown statuses in the same neutral colour', () => {
    const neutral = statusColour('draft');
    expect(statusColour('withdrawn')).toEqual(neutral);
    expect(statusColour('archived')).toEqual(neutral);
    expect(neutral.badge).toContain('muted');
    expect(statusColour('applied')).not.toEqual(neutral);
  });

  it('has a colour for every status the contract knows', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(statusColour(status).badge).toBeTruthy();
      expect(statusColour(status).bar).toMatch(/^bg-/);
    }
    expect(APPLICATION_STATUSES.filter(isCountedStatus)).toEqual([
      'applied',
      'interview',
      'offer',
      'rejected',
      'accepted',
    ]);
  });
});
