import { expect, it } from 'vitest';
import { PLAN_LIST } from '#domain/plans';
import { da, en } from '../../../app/locales';

// Spec 000 §2 Pricing, §3, §4 and §5: the quoted copy of the pricing page, verbatim in English.
it('carries the pricing spec strings verbatim in English', () => {
  const p = en.pricing;
  expect(p.hero.title).toBe('Simple, Transparent Pricing');
  expect(p.billing.saveBadge).toBe('Save 20%');
  expect(p.billing.bannerTitle).toBe('Save 20% with Annual Billing');
  expect(p.card.mostPopular).toBe('Most Popular');
  expect(p.card.currentPlan).toBe('Current Plan');
  expect(p.buttons).toMatchObject({
    startFree: 'Start for free',
    upgrade: 'Upgrade',
    currentPlan: 'Current Plan',
    switchPlan: 'Switch Plan',
  });
  expect(p.compare.exclusive).toBe('Exclusive');
  expect(p.optimized.title).toContain('optimized for you');
  expect(p.modern.title).toBe('Built for Modern Job Seekers');
  expect(p.succeed.title).toBe('Everything you need to succeed');
  expect(`${p.alreadySubscribed.title}: ${p.alreadySubscribed.description}`).toBe(
    "Already subscribed: You're already on this plan.",
  );
  expect(p.trust.users.value).toBe('10,000+');
  expect(p.trust.rating.value).toBe('4.8/5');
  expect(p.compare.categories).toEqual({
    aiApplications: 'AI Applications',
    templatesTools: 'Templates & Tools',
    analyticsResearch: 'Analytics & Research',
    support: 'Support',
  });
});

it('names the plans Basic, Pro and Elite (spec 000 §3) in both languages', () => {
  expect(PLAN_LIST.map((plan) => en.pricing.plans[plan.id].name)).toEqual(['Basic', 'Pro', 'Elite']);
  expect(PLAN_LIST.map((plan) => da.pricing.plans[plan.id].name)).toEqual(['Basis', 'Pro', 'Elite']);
});
