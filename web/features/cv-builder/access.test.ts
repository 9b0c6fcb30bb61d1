import { describe, expect, it } from 'vitest';
import { formatAccess, requiredPlanOf, templateLock } from './access';

const states = (viewer: Parameters<typeof formatAccess>[0]) =>
  Object.fromEntries(
    formatAccess(viewer).map((a) => [a.format, a.state === 'locked' ? `locked:${a.requiredPlan}` : a.state]),
  );

describe('formatAccess (decision 021)', () => {
  it('gives Free PDF only, Pro also HTML and JSON, Elite everything', () => {
    expect(states('free')).toEqual({
      pdf: 'open',
      docx: 'locked:elite',
      html: 'locked:pro',
      json: 'locked:pro',
    });
    expect(states('pro')).toEqual({ pdf: 'open', docx: 'locked:elite', html: 'open', json: 'open' });
    expect(states('elite')).toEqual({ pdf: 'open', docx: 'open', html: 'open', json: 'open' });
  });

  it('asks a visitor to sign up and promises nothing while the plan loads', () => {
    expect(new Set(Object.values(states('visitor')))).toEqual(new Set(['sign-up']));
    expect(new Set(Object.values(states(null)))).toEqual(new Set(['checking']));
  });
});

describe('templateLock', () => {
  const premium = { isPremium: true, usable: false };
  it('locks a premium template by its tier, or behind a purchase without one', () => {
    expect(templateLock({ ...premium, subscriptionTier: 'pro' }, true)).toEqual({
      kind: 'plan',
      requiredPlan: 'pro',
    });
    expect(templateLock({ ...premium, subscriptionTier: null }, true)).toEqual({ kind: 'purchase' });
  });

  it('opens free and usable templates, and asks visitors to sign up for any', () => {
    expect(templateLock({ isPremium: false, usable: true, subscriptionTier: null }, true)).toEqual({
      kind: 'none',
    });
    expect(templateLock({ ...premium, usable: true, subscriptionTier: 'elite' }, true)).toEqual({
      kind: 'none',
    });
    expect(templateLock({ isPremium: false, usable: false, subscriptionTier: null }, false)).toEqual({
      kind: 'sign-up',
    });
  });

  it('leaves the decision to the server while the list is unknown', () => {
    expect(templateLock(undefined, true)).toEqual({ kind: 'none' });
  });
});

describe('requiredPlanOf', () => {
  it('reads a known plan from a 403 and ignores anything else', () => {
    expect(requiredPlanOf({ requiredPlan: 'elite' })).toBe('elite');
    expect(requiredPlanOf({ requiredPlan: 'platinum' })).toBeNull();
    expect(requiredPlanOf(undefined)).toBeNull();
  });
});
