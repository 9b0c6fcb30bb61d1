/**
 * The plan catalogue (spec 000 §3, §4, §6, §9): ids, ranks, prices, features, the feature matrix,
 * the pricing-page button rule. The one source of every price and feature; web and server read it.
 * User-facing text lives in the web's i18n catalogues: entries here carry i18n keys, not English.
 */
export const PLAN_IDS = ['free', 'pro', 'elite'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PLAN_RANK: Record<PlanId, number> = { free: 0, pro: 1, elite: 2 };

/** Spec 000 §9: the Free plan's monthly application limit; -1 means unlimited. */
export const FREE_APPLICATIONS_LIMIT = 3;
export const UNLIMITED = -1;

/** Legacy plan values (spec 000 §3): professional -> pro, enterprise -> elite; unknown -> free. */
export function normalizePlan(value: string | null | undefined): PlanId {
  if (value === 'professional') return 'pro';
  if (value === 'enterprise') return 'elite';
  return PLAN_IDS.find((p) => p === value) ?? 'free';
}

// ---------------------------------------------------------------------------------------------
// Feature matrix (spec 000 §6, spec 001 §6)

export const PRO_FEATURES = [
  'unlimited_applications',
  'premium_templates',
  'advanced_research',
  'priority_support',
  'linkedin_integration',
  'ats_optimization',
  'cover_letter_generation',
  'application_tracking',
  'multiple_formats',
  'advanced_analytics',
  'ai_applications',
] as const;

export const ELITE_FEATURES = [
  'export_docx',
  'team_collaboration',
  'custom_branding',
  'api_access',
  'white_label',
  'dedicated_manager',
  'advanced_security',
  'custom_integrations',
  'sla_guarantee',
  'custom_training',
  'bulk_user_management',
  'advanced_reporting',
  'phone_support',
] as const;

/**
 * The Free plan's part of Pro's list (decision 022). The spec's matrix is cumulative ("pro includes
 * free") and names no Free list of its own, but it gives Free 3 AI applications a month (000 §9),
 * and an application is a cover letter with its ATS report, kept in the applications list to track
 * (000 §1). So these four come with every plan; the rest of Pro's list is what Pro adds.
 */
export const FREE_FEATURES = [
  'ai_applications',
  'cover_letter_generation',
  'ats_optimization',
  'application_tracking',
] as const satisfies readonly (typeof PRO_FEATURES)[number][];

export type ProFeature = (typeof PRO_FEATURES)[number];
export type EliteFeature = (typeof ELITE_FEATURES)[number];
export type FeatureId = ProFeature | EliteFeature;
export const FEATURE_IDS: readonly FeatureId[] = [...PRO_FEATURES, ...ELITE_FEATURES];

const FREE_FEATURE_SET: ReadonlySet<FeatureId> = new Set(FREE_FEATURES);

/** The lowest plan that has each feature: what the server's gates and every page read. */
export const FEATURE_REQUIRED_PLAN: Record<FeatureId, PlanId> = Object.fromEntries([
  ...PRO_FEATURES.map((f) => [f, FREE_FEATURE_SET.has(f) ? 'free' : 'pro'] as const),
  ...ELITE_FEATURES.map((f) => [f, 'elite'] as const),
]) as Record<FeatureId, PlanId>;

/**
 * Access means the current plan's rank is at least the required one. `undefined` / `null` stands
 * for a subscription that is still loading: access is denied until it is known (spec 000 §6).
 */
export function canAccess(plan: PlanId | null | undefined, requiredPlan: PlanId): boolean {
  if (!plan) return false;
  return PLAN_RANK[plan] >= PLAN_RANK[requiredPlan];
}

/** The matrix is cumulative: pro includes free, elite includes free and pro. */
export function hasFeature(plan: PlanId | null | undefined, feature: FeatureId): boolean {
  return canAccess(plan, FEATURE_REQUIRED_PLAN[feature]);
}

/** Every feature a plan has, in the spec's order. */
export function planFeatures(plan: PlanId): FeatureId[] {
  return FEATURE_IDS.filter((f) => hasFeature(plan, f));
}

// ---------------------------------------------------------------------------------------------
// Categories and the comparison table (spec 000 §3 featureCategories, §2 Pricing)

export const FEATURE_CATEGORIES = [
  'aiApplications',
  'templatesTools',
  'analyticsResearch',
  'support',
] as const;
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];

export const FEATURE_CATEGORY: Record<FeatureId, FeatureCategory> = {
  unlimited_applications: 'aiApplications',
  ai_applications: 'aiApplications',
  cover_letter_generation: 'aiApplications',
  ats_optimization: 'aiApplications',
  multiple_formats: 'aiApplications',
  export_docx: 'aiApplications',
  custom_training: 'aiApplications',
  premium_templates: 'templatesTools',
  application_tracking: 'templatesTools',
  linkedin_integration: 'templatesTools',
  team_collaboration: 'templatesTools',
  bulk_user_management: 'templatesTools',
  custom_branding: 'templatesTools',
  white_label: 'templatesTools',
  api_access: 'templatesTools',
  custom_integrations: 'templatesTools',
  advanced_analytics: 'analyticsResearch',
  advanced_research: 'analyticsResearch',
  advanced_reporting: 'analyticsResearch',
  priority_support: 'support',
  phone_support: 'support',
  dedicated_manager: 'support',
  sla_guarantee: 'support',
  advanced_security: 'support',
};

export type TemplateTier = 'basic' | 'premium' | 'all';
export type SupportTier = 'email' | 'priority' | 'dedicated';
export type UsageLimits = { applications: number; templates: TemplateTier; support: SupportTier };

/** A value row of the comparison shows the plans' limits instead of a yes/no. */
export type ComparisonValue = boolean | number | TemplateTier | SupportTier;
export type ComparisonRow = {
  id: FeatureId | 'applications' | 'templates' | 'support';
  category: FeatureCategory;
  values: Record<PlanId, ComparisonValue>;
};

// ---------------------------------------------------------------------------------------------
// Prices (spec 000 §9)

export const CURRENCIES = ['USD', 'DKK'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

/** The currency shown to a visitor who has not chosen one: DKK for Danish, USD otherwise. */
export function defaultCurrencyFor(language: string): Currency {
  return language.toLowerCase().startsWith('da') ? 'DKK' : DEFAULT_CURRENCY;
}
/** Spec 000 §9: the rate behind the DKK list prices; amounts not in the catalogue convert with it. */
export const USD_TO_DKK = 6.9;

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';

/** The saving the pricing page advertises ('Save 20%'); per-plan figures come from yearlySavingPercent. */
export const ADVERTISED_YEARLY_SAVING_PERCENT = 20;

export type PricingButtonLabel = 'Start for free' | 'Upgrade' | 'Current Plan' | 'Switch Plan';

export type AccessFlags = {
  canUseUnlimitedApplications: boolean;
  canUsePremiumTemplates: boolean;
  canUseAdvancedResearch: boolean;
  canUsePrioritySupport: boolean;
  canUseLinkedInIntegration: boolean;
  canUseATSOptimization: boolean;
  canUseCustomBranding: boolean;
  canUseAPI: boolean;
};

function accessFlags(plan: PlanId): AccessFlags {
  return {
    canUseUnlimitedApplications: hasFeature(plan, 'unlimited_applications'),
    canUsePremiumTemplates: hasFeature(plan, 'premium_templates'),
    canUseAdvancedResearch: hasFeature(plan, 'advanced_research'),
    canUsePrioritySupport: hasFeature(plan, 'priority_support'),
    canUseLinkedInIntegration: hasFeature(plan, 'linkedin_integration'),
    canUseATSOptimization: hasFeature(plan, 'ats_optimization'),
    canUseCustomBranding: hasFeature(plan, 'custom_branding'),
    canUseAPI: hasFeature(plan, 'api_access'),
  };
}

/** The short feature list on each plan card; the full picture is the comparison table. */
export const CARD_FEATURES = [
  'applications3',
  'applicationsUnlimited',
  'basicTemplates',
  'premiumTemplates',
  'allTemplates',
  'cvUpload',
  'coverLetters',
  'atsOptimization',
  'tracking',
  'linkedin',
  'research',
  'emailSupport',
  'prioritySupport',
  'everythingInPro',
  'docxExport',
  'branding',
  'api',
  'team',
  'dedicatedSupport',
  'sla',
] as const;
export type CardFeature = (typeof CARD_FEATURES)[number];

/**
 * The matrix feature a card line promises; null for a line that states the plan's own limits
 * (applications, templates, support) or what every plan has (CV upload).
 */
export const CARD_FEATURE_MEANS: Record<CardFeature, FeatureId | null> = {
  applications3: null,
  applicationsUnlimited: 'unlimited_applications',
  basicTemplates: null,
  premiumTemplates: 'premium_templates',
  allTemplates: null,
  cvUpload: null,
  coverLetters: 'cover_letter_generation',
  atsOptimization: 'ats_optimization',
  tracking: 'application_tracking',
  linkedin: 'linkedin_integration',
  research: 'advanced_research',
  emailSupport: null,
  prioritySupport: 'priority_support',
  everythingInPro: null,
  docxExport: 'export_docx',
  branding: 'custom_branding',
  api: 'api_access',
  team: 'team_collaboration',
  dedicatedSupport: 'dedicated_manager',
  sla: 'sla_guarantee',
};

/** A card's lines with `included` read from the matrix, so a card cannot promise what the gates refuse. */
function cardFeatures(
  plan: PlanId,
  names: readonly CardFeature[],
): { name: CardFeature; included: boolean }[] {
  return names.map((name) => {
    const feature = CARD_FEATURE_MEANS[name];
    return { name, included: feature === null || hasFeature(plan, feature) };
  });
}

export type PlanCatalogueEntry = {
  id: PlanId;
  /** i18n keys of the web catalogues. */
  nameKey: `pricing.plans.${PlanId}.name`;
  descriptionKey: `pricing.plans.${PlanId}.description`;
  highlightKey: `pricing.plans.${PlanId}.highlight`;
  trustBadgeKey: `pricing.plans.${PlanId}.trustBadge`;
  priceUSD: number;
  priceDKK: number;
  yearlyPriceUSD: number;
  yearlyPriceDKK: number;
  /** Card features: `included: false` ones are shown crossed out, as what the next plan adds. */
  features: { name: CardFeature; included: boolean }[];
  featureCategories: Record<FeatureCategory, FeatureId[]>;
  accessFlags: AccessFlags;
  usageLimits: UsageLimits;
  popular: boolean;
  /** The button's label for a visitor who is not signed in. */
  buttonText: PricingButtonLabel;
  applicationLimit: number;
  /** Drawn with the accent border. */
  highlight: boolean;
};

function categories(plan: PlanId): Record<FeatureCategory, FeatureId[]> {
  const out = Object.fromEntries(FEATURE_CATEGORIES.map((c) => [c, [] as FeatureId[]])) as Record<
    FeatureCategory,
    FeatureId[]
  >;
  for (const f of planFeatures(plan)) out[FEATURE_CATEGORY[f]].push(f);
  return out;
}

const keys = <P extends PlanId>(id: P) =>
  ({
    nameKey: `pricing.plans.${id}.name`,
    descriptionKey: `pricing.plans.${id}.description`,
    highlightKey: `pricing.plans.${id}.highlight`,
    trustBadgeKey: `pricing.plans.${id}.trustBadge`,
  }) as const;

export const PLANS: Record<PlanId, PlanCatalogueEntry> = {
  free: {
    id: 'free',
    ...keys('free'),
    priceUSD: 0,
    priceDKK: 0,
    yearlyPriceUSD: 0,
    yearlyPriceDKK: 0,
    features: cardFeatures('free', [
      'applications3',
      'coverLetters',
      'atsOptimization',
      'tracking',
      'cvUpload',
      'basicTemplates',
      'emailSupport',
      'premiumTemplates',
      'linkedin',
      'research',
    ]),
    featureCategories: categories('free'),
    accessFlags: accessFlags('free'),
    usageLimits: { applications: FREE_APPLICATIONS_LIMIT, templates: 'basic', support: 'email' },
    popular: false,
    buttonText: 'Start for free',
    applicationLimit: FREE_APPLICATIONS_LIMIT,
    highlight: false,
  },
  pro: {
    id: 'pro',
    ...keys('pro'),
    priceUSD: 19,
    priceDKK: 129,
    yearlyPriceUSD: 182,
    yearlyPriceDKK: 1238,
    features: cardFeatures('pro', [
      'applicationsUnlimited',
      'premiumTemplates',
      'linkedin',
      'research',
      'coverLetters',
      'atsOptimization',
      'tracking',
      'prioritySupport',
    ]),
    featureCategories: categories('pro'),
    accessFlags: accessFlags('pro'),
    usageLimits: { applications: UNLIMITED, templates: 'premium', support: 'priority' },
    popular: true,
    buttonText: 'Upgrade',
    applicationLimit: UNLIMITED,
    highlight: true,
  },
  elite: {
    id: 'elite',
    ...keys('elite'),
    priceUSD: 39,
    priceDKK: 269,
    yearlyPriceUSD: 374,
    yearlyPriceDKK: 2582,
    features: cardFeatures('elite', [
      'everythingInPro',
      'allTemplates',
      'docxExport',
      'branding',
      'api',
      'team',
      'dedicatedSupport',
      'sla',
    ]),
    featureCategories: categories('elite'),
    accessFlags: accessFlags('elite'),
    usageLimits: { applications: UNLIMITED, templates: 'all', support: 'dedicated' },
    popular: false,
    buttonText: 'Upgrade',
    applicationLimit: UNLIMITED,
    highlight: false,
  },
};

/** The catalogue in rank order, for lists of cards and table columns. */
export const PLAN_LIST: readonly PlanCatalogueEntry[] = PLAN_IDS.map((id) => PLANS[id]);

/**
 * The comparison table: the three limit rows, then every matrix feature not already told by a
 * limit row (unlimited applications, premium templates, priority support are), by category.
 */
export const COMPARISON_ROWS: readonly ComparisonRow[] = (() => {
  const limitRows: ComparisonRow[] = [
    { id: 'applications', category: 'aiApplications', values: limitValues('applications') },
    { id: 'templates', category: 'templatesTools', values: limitValues('templates') },
    { id: 'support', category: 'support', values: limitValues('support') },
  ];
  const toldByLimits = new Set<FeatureId>([
    'unlimited_applications',
    'premium_templates',
    'priority_support',
  ]);
  const featureRows: ComparisonRow[] = (Object.keys(FEATURE_CATEGORY) as FeatureId[])
    .filter((f) => !toldByLimits.has(f))
    .map((f) => ({
      id: f,
      category: FEATURE_CATEGORY[f],
      values: { free: hasFeature('free', f), pro: hasFeature('pro', f), elite: hasFeature('elite', f) },
    }));
  const rows = [...limitRows, ...featureRows];
  return FEATURE_CATEGORIES.flatMap((c) => rows.filter((r) => r.category === c));
})();

function limitValues<K extends keyof UsageLimits>(key: K): Record<PlanId, UsageLimits[K]> {
  return {
    free: PLANS.free.usageLimits[key],
    pro: PLANS.pro.usageLimits[key],
    elite: PLANS.elite.usageLimits[key],
  };
}

/** Spec 000 §2: a feature listed for only one plan is marked 'Exclusive'; returns that plan. */
export function exclusivePlan(row: ComparisonRow): PlanId | null {
  const holders = PLAN_IDS.filter((p) => row.values[p] === true);
  return holders.length === 1 ? holders[0]! : null;
}

// ---------------------------------------------------------------------------------------------
// Pricing math

/** The list price for one billing period. */
export function planPrice(plan: PlanId, currency: Currency, cycle: BillingCycle): number {
  const p = PLANS[plan];
  if (cycle === 'yearly') return currency === 'USD' ? p.yearlyPriceUSD : p.yearlyPriceDKK;
  return currency === 'USD' ? p.priceUSD : p.priceDKK;
}

/** What a yearly plan costs per month, rounded to whole units as prices are shown. */
export function monthlyEquivalent(plan: PlanId, currency: Currency): number {
  return Math.round(planPrice(plan, currency, 'yearly') / 12);
}

/**
 * Spec 000 §9: the yearly saving per plan, a rounded percentage of 12 times the monthly USD price
 * versus the yearly USD price. 0 for a plan without a price.
 */
export function yearlySavingPercent(plan: PlanId): number {
  const { priceUSD, yearlyPriceUSD } = PLANS[plan];
  const twelveMonths = priceUSD * 12;
  if (twelveMonths <= 0) return 0;
  return Math.round(((twelveMonths - yearlyPriceUSD) / twelveMonths) * 100);
}

/** Converts a USD amount at the §9 rate, rounded to whole kroner. */
export function usdToDkk(amountUSD: number): number {
  return Math.round(amountUSD * USD_TO_DKK);
}

/** '$19' or '129 kr': whole numbers, the symbol where each currency puts it (spec 000 §9). */
export function formatPrice(amount: number, currency: Currency): string {
  const whole = Math.round(amount);
  return currency === 'USD' ? `$${whole}` : `${whole} kr`;
}

// ---------------------------------------------------------------------------------------------
// The pricing page's plan button (spec 000 §2 Pricing, §4)

export type PricingButton = {
  label: PricingButtonLabel;
  disabled: boolean;
  /** Where choosing the plan goes; null when it cannot be chosen (the current plan). */
  href: string | null;
};

export function pricingButton({
  signedIn,
  currentPlan = 'free',
  plan,
  billing = DEFAULT_BILLING_CYCLE,
}: {
  signedIn: boolean;
  /** Spec 000 §4: defaults to free. */
  currentPlan?: PlanId;
  plan: PlanId;
  billing?: BillingCycle;
}): PricingButton {
  if (!signedIn) {
    if (plan === 'free') return { label: 'Start for free', disabled: false, href: '/auth?tab=signup' };
    // The cycle chosen goes along, so checkout after sign-up is for the price the visitor saw.
    const cycle = billing === 'yearly' ? '&billing=yearly' : '';
    return { label: 'Upgrade', disabled: false, href: `/auth?tab=signup&plan=${plan}${cycle}` };
  }
  if (plan === currentPlan) return { label: 'Current Plan', disabled: true, href: null };
  const label = PLAN_RANK[plan] > PLAN_RANK[currentPlan] ? 'Upgrade' : 'Switch Plan';
  // A signed-in user changes plans on the subscription screen; sign-up would only bounce them to
  // the dashboard. The free plan has no billing period.
  const query = billing === 'yearly' && plan !== 'free' ? '?billing=yearly' : '';
  return { label, disabled: false, href: `/subscription${query}` };
}
