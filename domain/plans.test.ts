import { describe, expect, it } from 'vitest';
import {
  ADVERTISED_YEARLY_SAVING_PERCENT,
  COMPARISON_ROWS,
  ELITE_FEATURES,
  FEATURE_CATEGORIES,
  FEATURE_IDS,
  FEATURE_REQUIRED_PLAN,
  FREE_FEATURES,
  CARD_FEATURE_MEANS,
  FREE_APPLICATIONS_LIMIT,
  PLAN_IDS,
  PLAN_LIST,
  PLAN_RANK,
  PLANS,
  PRO_FEATURES,
  UNLIMITED,
  canAccess,
  exclusivePlan,
  formatPrice,
  hasFeature,
  monthlyEquivalent,
  normalizePlan,
  planFeatures,
  planPrice,
  pricingButton,
  usdToDkk,
  yearlySavingPercent,
} from './plans.ts';

it('ranks plans free 0, pro 1, elite 2', () => expect(PLAN_RANK).toEqual({ free: 0, pro: 1, elite: 2 }));
it('maps legacy plan values and treats unknown ones as free', () => {
  expect(normalizePlan('professional')).toBe('pro');
  expect(normalizePlan('enterprise')).toBe('elite');
  expect(normalizePlan('elite')).toBe('elite');
  expect(normalizePlan('platinum')).toBe('free');
  expect(normalizePlan(null)).toBe('free');
});
it('gives the Free plan 3 applications a month', () => expect(FREE_APPLICATIONS_LIMIT).toBe(3));

describe('catalogue (spec 000 §3, §9)', () => {
  it('lists free, pro, elite in rank order with their names', () => {
    expect(PLAN_LIST.map((p) => p.id)).toEqual(['free', 'pro', 'elite']);
    expect(PLAN_LIST.map((p) => p.nameKey)).toEqual([
      'pricing.plans.free.name',
      'pricing.plans.pro.name',
      'pricing.plans.elite.name',
    ]);
  });

  it('pins every price', () => {
    const prices = (id: keyof typeof PLANS) => {
      const { priceUSD, priceDKK, yearlyPriceUSD, yearlyPriceDKK } = PLANS[id];
      return { priceUSD, priceDKK, yearlyPriceUSD, yearlyPriceDKK };
    };
    expect(prices('free')).toEqual({ priceUSD: 0, priceDKK: 0, yearlyPriceUSD: 0, yearlyPriceDKK: 0 });
    expect(prices('pro')).toEqual({ priceUSD: 19, priceDKK: 129, yearlyPriceUSD: 182, yearlyPriceDKK: 1238 });
    expect(prices('elite')).toEqual({
      priceUSD: 39,
      priceDKK: 269,
      yearlyPriceUSD: 374,
      yearlyPriceDKK: 2582,
    });
  });

  it('picks the price by currency and billing cycle', () => {
    expect(planPrice('pro', 'USD', 'monthly')).toBe(19);
    expect(planPrice('pro', 'DKK', 'monthly')).toBe(129);
    expect(planPrice('pro', 'USD', 'yearly')).toBe(182);
    expect(planPrice('elite', 'DKK', 'yearly')).toBe(2582);
    expect(planPrice('free', 'DKK', 'yearly')).toBe(0);
  });

  it('shows the yearly price per month rounded to whole units', () => {
    expect(monthlyEquivalent('pro', 'USD')).toBe(15); // 182 / 12 = 15.17
    expect(monthlyEquivalent('pro', 'DKK')).toBe(103); // 1238 / 12 = 103.17
    expect(monthlyEquivalent('elite', 'USD')).toBe(31); // 374 / 12 = 31.17
    expect(monthlyEquivalent('elite', 'DKK')).toBe(215); // 2582 / 12 = 215.17
    expect(monthlyEquivalent('free', 'USD')).toBe(0);
  });

  it('computes the yearly saving from the USD prices', () => {
    expect(yearlySavingPercent('pro')).toBe(20); // 12 × 19 = 228 vs 182 → 20.2 %
    expect(yearlySavingPercent('elite')).toBe(20); // 12 × 39 = 468 vs 374 → 20.1 %
    expect(yearlySavingPercent('free')).toBe(0);
    // The page advertises 'Save 20%': it must agree with what the paid plans really save.
    expect(ADVERTISED_YEARLY_SAVING_PERCENT).toBe(20);
  });

  it('formats prices as whole numbers with $ before and kr after', () => {
    expect(formatPrice(19, 'USD')).toBe('$19');
    expect(formatPrice(129, 'DKK')).toBe('129 kr');
    expect(formatPrice(15.17, 'USD')).toBe('$15');
    expect(formatPrice(0, 'DKK')).toBe('0 kr');
  });

  it('converts USD at 6.9 DKK, rounded', () => {
    expect(usdToDkk(10)).toBe(69);
    expect(usdToDkk(19)).toBe(131);
  });

  it('sets limits, popularity and default button text', () => {
    expect(PLAN_LIST.map((p) => p.applicationLimit)).toEqual([3, UNLIMITED, UNLIMITED]);
    expect(PLAN_LIST.map((p) => p.usageLimits)).toEqual([
      { applications: 3, templates: 'basic', support: 'email' },
      { applications: -1, templates: 'premium', support: 'priority' },
      { applications: -1, templates: 'all', support: 'dedicated' },
    ]);
    expect(PLAN_LIST.filter((p) => p.popular).map((p) => p.id)).toEqual(['pro']);
    expect(PLAN_LIST.map((p) => p.buttonText)).toEqual(['Start for free', 'Upgrade', 'Upgrade']);
  });

  it('derives the access flags from the matrix', () => {
    // Free's applications come with their ATS report (decision 022); nothing else Free has is a flag.
    expect(PLANS.free.accessFlags).toEqual({
      canUseUnlimitedApplications: false,
      canUsePremiumTemplates: false,
      canUseAdvancedResearch: false,
      canUsePrioritySupport: false,
      canUseLinkedInIntegration: false,
      canUseATSOptimization: true,
      canUseCustomBranding: false,
      canUseAPI: false,
    });
    expect(PLANS.pro.accessFlags).toEqual({
      canUseUnlimitedApplications: true,
      canUsePremiumTemplates: true,
      canUseAdvancedResearch: true,
      canUsePrioritySupport: true,
      canUseLinkedInIntegration: true,
      canUseATSOptimization: true,
      canUseCustomBranding: false,
      canUseAPI: false,
    });
    expect(Object.values(PLANS.elite.accessFlags).every((v) => v === true)).toBe(true);
  });

  it('groups each plan’s features by the four categories', () => {
    for (const plan of PLAN_LIST) {
      expect(Object.keys(plan.featureCategories)).toEqual([...FEATURE_CATEGORIES]);
      expect(Object.values(plan.featureCategories).flat().sort()).toEqual(planFeatures(plan.id).sort());
    }
    expect(PLANS.pro.featureCategories.support).toEqual(['priority_support']);
  });
});

describe('feature matrix (spec 000 §6)', () => {
  it('gives free its part of the pro list, pro the pro list, elite both', () => {
    expect(planFeatures('free')).toEqual([
      'ats_optimization',
      'cover_letter_generation',
      'application_tracking',
      'ai_applications',
    ]);
    for (const f of FREE_FEATURES) expect(FEATURE_REQUIRED_PLAN[f]).toBe('free');
    expect(planFeatures('pro')).toEqual([...PRO_FEATURES]);
    expect(planFeatures('elite')).toEqual([...PRO_FEATURES, ...ELITE_FEATURES]);
    expect(FEATURE_IDS).toHaveLength(24);
  });

  it('is cumulative', () => {
    for (const f of FEATURE_IDS) {
      if (hasFeature('free', f)) expect(hasFeature('pro', f)).toBe(true);
      if (hasFeature('pro', f)) expect(hasFeature('elite', f)).toBe(true);
    }
    expect(hasFeature('pro', 'ats_optimization')).toBe(true);
    expect(hasFeature('pro', 'api_access')).toBe(false);
    expect(hasFeature('elite', 'premium_templates')).toBe(true);
  });

  it('grants access by rank and denies it while the plan is unknown', () => {
    expect(canAccess('free', 'free')).toBe(true);
    expect(canAccess('free', 'pro')).toBe(false);
    expect(canAccess('pro', 'pro')).toBe(true);
    expect(canAccess('pro', 'elite')).toBe(false);
    expect(canAccess('elite', 'pro')).toBe(true);
    expect(canAccess(undefined, 'free')).toBe(false);
    expect(hasFeature(null, 'premium_templates')).toBe(false);
  });
});

describe('plan cards', () => {
  const card = (plan: keyof typeof PLANS) =>
    Object.fromEntries(PLANS[plan].features.map((f) => [f.name, f.included]));

  it('shows Free its cover letters, ATS report and tracking, and crosses out what Pro adds', () => {
    expect(card('free')).toEqual({
      applications3: true,
      coverLetters: true,
      atsOptimization: true,
      tracking: true,
      cvUpload: true,
      basicTemplates: true,
      emailSupport: true,
      premiumTemplates: false,
      linkedin: false,
      research: false,
    });
  });

  it('includes every line of the paid cards', () => {
    for (const plan of ['pro', 'elite'] as const)
      expect(
        PLANS[plan].features.every((f) => f.included),
        plan,
      ).toBe(true);
  });

  it('crosses out a line exactly when the matrix lacks its feature', () => {
    for (const plan of PLAN_LIST)
      for (const line of plan.features) {
        const feature = CARD_FEATURE_MEANS[line.name];
        if (feature) expect(line.included, `${plan.id} ${line.name}`).toBe(hasFeature(plan.id, feature));
      }
  });
});

describe('comparison table', () => {
  it('covers every category and every feature not told by a limit row', () => {
    expect([...new Set(COMPARISON_ROWS.map((r) => r.category))]).toEqual([...FEATURE_CATEGORIES]);
    const ids = COMPARISON_ROWS.map((r) => r.id);
    for (const f of FEATURE_IDS) {
      const told = ['unlimited_applications', 'premium_templates', 'priority_support'].includes(f);
      expect(ids.includes(f), f).toBe(!told);
    }
    expect(COMPARISON_ROWS.find((r) => r.id === 'applications')?.values).toEqual({
      free: 3,
      pro: -1,
      elite: -1,
    });
  });

  it('marks exactly the elite-only features as exclusive', () => {
    const exclusive = COMPARISON_ROWS.filter((r) => exclusivePlan(r) !== null);
    expect(exclusive.every((r) => exclusivePlan(r) === 'elite')).toBe(true);
    expect(exclusive.map((r) => r.id).sort()).toEqual([...ELITE_FEATURES].sort());
    expect(exclusivePlan(COMPARISON_ROWS.find((r) => r.id === 'ats_optimization')!)).toBeNull();
    expect(exclusivePlan(COMPARISON_ROWS.find((r) => r.id === 'templates')!)).toBeNull();
  });
});

describe('pricing button (spec 000 §2 Pricing, §4)', () => {
  it('sends a visitor to sign-up, with the paid plan named', () => {
    expect(pricingButton({ signedIn: false, plan: 'free' })).toEqual({
      label: 'Start for free',
      disabled: false,
      href: '/auth?tab=signup',
    });
    expect(pricingButton({ signedIn: false, plan: 'pro' })).toEqual({
      label: 'Upgrade',
      disabled: false,
      href: '/auth?tab=signup&plan=pro',
    });
    expect(pricingButton({ signedIn: false, plan: 'elite', billing: 'yearly' })).toEqual({
      label: 'Upgrade',
      disabled: false,
      href: '/auth?tab=signup&plan=elite&billing=yearly',
    });
  });

  it('disables the signed-in user’s current plan (free by default)', () => {
    expect(pricingButton({ signedIn: true, plan: 'free' })).toEqual({
      label: 'Current Plan',
      disabled: true,
      href: null,
    });
    for (const plan of PLAN_IDS) {
      expect(pricingButton({ signedIn: true, currentPlan: plan, plan })).toMatchObject({
        label: 'Current Plan',
        disabled: true,
      });
    }
  });

  it('offers Upgrade to a higher plan and Switch Plan to a lower one, via /subscription', () => {
    expect(pricingButton({ signedIn: true, currentPlan: 'free', plan: 'pro' })).toEqual({
      label: 'Upgrade',
      disabled: false,
      href: '/subscription',
    });
    expect(pricingButton({ signedIn: true, currentPlan: 'pro', plan: 'elite', billing: 'yearly' })).toEqual({
      label: 'Upgrade',
      disabled: false,
      href: '/subscription?billing=yearly',
    });
    expect(pricingButton({ signedIn: true, currentPlan: 'elite', plan: 'pro', billing: 'yearly' })).toEqual({
      label: 'Switch Plan',
      disabled: false,
      href: '/subscription?billing=yearly',
    });
    expect(pricingButton({ signedIn: true, currentPlan: 'pro', plan: 'free', billing: 'yearly' })).toEqual({
      label: 'Switch Plan',
      disabled: false,
      href: '/subscription',
    });
  });
});
