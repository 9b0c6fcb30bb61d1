import { describe, expect, it } from 'vitest';
import { templateAction } from './template-access';

describe('templateAction', () => {
  it('lets a plan at or above the tier use a tier template', () => {
    expect(templateAction({ subscription_tier: 'pro', purchased: false }, 'pro')).toBe('use');
    expect(templateAction({ subscription_tier: 'pro', purchased: false }, 'elite')).toBe('use');
    expect(templateAction({ subscription_tier: 'elite', purchased: false }, 'elite')).toBe('use');
  });

  it('asks a lower plan to upgrade', () => {
    expect(templateAction({ subscription_tier: 'pro', purchased: false }, 'free')).toBe('upgrade');
    expect(templateAction({ subscription_tier: 'elite', purchased: false }, 'pro')).toBe('upgrade');
  });

  it('grants nothing while the plan is unknown', () => {
    expect(templateAction({ subscription_tier: 'pro', purchased: false }, null)).toBe('wait');
  });

  it('sells a template without a tier until it is bought, on any plan', () => {
    for (const plan of ['free', 'pro', 'elite', null] as const) {
      expect(templateAction({ subscription_tier: null, purchased: false }, plan)).toBe('buy');
      expect(templateAction({ subscription_tier: null, purchased: true }, plan)).toBe('use');
    }
  });
});
