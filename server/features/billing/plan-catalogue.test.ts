import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCustomization } from '#domain/cv-builder/layout';
import { SAMPLE_BUILDER_CV } from '#domain/cv-builder/sample-cv';
import { findTemplate } from '#domain/cv-builder/templates';
import {
  FEATURE_IDS,
  FEATURE_REQUIRED_PLAN,
  FREE_APPLICATIONS_LIMIT,
  PLAN_IDS,
  hasFeature,
  type FeatureId,
  type PlanId,
} from '#domain/plans';
import { premiumTemplates, usagePeriods } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { call } from '../onboarding/onboarding-test-helpers.ts';
import {
  generatorBody,
  postApplication,
  userWithCv,
  type CvUser,
} from '../applications/applications-test-helpers.ts';
import { subscribe } from './billing-test-helpers.ts';

/** A profile of the LinkedIn analysis' corpus, as a user pastes it. */
const LINKEDIN_PROFILE = readFileSync(
  new URL('../../../engine/analyze/test/linkedin-profiles/career-changer.txt', import.meta.url),
  'utf8',
);

/**
 * Decision 022: the plan catalogue (domain/plans.ts) is the single source of what each plan gets.
 * For each plan a user asks the API for every feature that has an API surface, and what the API
 * allows must be exactly what `hasFeature` says.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Ctx = { user: CvUser; plan: PlanId; applicationId: string };
/** true: the API gave the feature; false: it refused it the way the catalogue says it must. */
type Probe = (ctx: Ctx, feature: FeatureId) => Promise<boolean>;

/** 2xx is allowed; a refusal must be a 403 naming the plan the catalogue requires. */
function gated(response: LightMyRequestResponse, feature: FeatureId): boolean {
  if (response.statusCode >= 200 && response.statusCode < 300) return true;
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json().error.fields).toMatchObject({ requiredPlan: FEATURE_REQUIRED_PLAN[feature] });
  return false;
}

const application = async ({ user, applicationId }: Ctx) => {
  const response = await call(t, user.cookie, 'GET', `/api/applications/${applicationId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

const customization = defaultCustomization(findTemplate('classic')!);
const builderExport = (ctx: Ctx, format: string) =>
  call(t, ctx.user.cookie, 'POST', '/api/cv-builder/export', {
    format,
    name: 'CV',
    templateSlug: 'classic',
    content: SAMPLE_BUILDER_CV,
    customization,
  });

async function premiumTemplateId(tier: PlanId): Promise<string> {
  const rows = await t.db.select().from(premiumTemplates).where(eq(premiumTemplates.subscriptionTier, tier));
  if (!rows[0]) throw new Error(`no premium template of tier ${tier}`);
  return rows[0].id;
}

/**
 * Every feature with an API surface and how to ask for it. The generation probes read the
 * application each plan generated first (ai_applications is that generation); unlimited_applications
 * runs last, as it spends the month's allowance.
 */
const PROBES: Partial<Record<FeatureId, Probe>> = {
  ai_applications: async (ctx) => Boolean(ctx.applicationId),
  cover_letter_generation: async (ctx) => (await application(ctx)).content.trim().length > 200,
  ats_optimization: async (ctx) => (await application(ctx)).atsReport !== null,
  application_tracking: async (ctx, feature) => {
    const patched = await call(t, ctx.user.cookie, 'PATCH', `/api/applications/${ctx.applicationId}`, {
      status: 'applied',
    });
    if (!gated(patched, feature)) return false;
    return (await application(ctx)).status === 'applied';
  },
  advanced_analytics: async (ctx) => {
    const response = await call(t, ctx.user.cookie, 'GET', '/api/applications/analytics');
    expect(response.statusCode).toBe(200);
    // The one feature withheld inside a shared answer: the monthly trend is null without it.
    return response.json().overTime !== null;
  },
  premium_templates: async (ctx, feature) =>
    gated(
      await call(t, ctx.user.cookie, 'POST', `/api/premium-templates/${await premiumTemplateId('pro')}/use`),
      feature,
    ),
  multiple_formats: async (ctx, feature) => {
    const html = gated(await builderExport(ctx, 'html'), feature);
    expect(gated(await builderExport(ctx, 'json'), feature)).toBe(html);
    return html;
  },
  export_docx: async (ctx, feature) => {
    const letter = gated(
      await call(t, ctx.user.cookie, 'GET', `/api/applications/${ctx.applicationId}/docx`),
      feature,
    );
    expect(gated(await builderExport(ctx, 'docx'), feature)).toBe(letter);
    return letter;
  },
  advanced_research: async (ctx, feature) =>
    gated(
      await call(t, ctx.user.cookie, 'POST', '/api/company-research', { companyName: 'Novo Nordisk' }),
      feature,
    ),
  linkedin_integration: async (ctx, feature) =>
    gated(
      await call(t, ctx.user.cookie, 'POST', '/api/linkedin-analysis', {
        linkedinUrl: 'https://www.linkedin.com/in/jonaskrogh',
        profileText: LINKEDIN_PROFILE,
      }),
      feature,
    ),
  unlimited_applications: async (ctx) => {
    await t.db
      .update(usagePeriods)
      .set({ applicationsUsed: FREE_APPLICATIONS_LIMIT })
      .where(eq(usagePeriods.userId, ctx.user.userId));
    const response = await postApplication(t, ctx.user.cookie, generatorBody(ctx.user.cvId));
    if (response.statusCode === 201) return true;
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.code).toBe('USAGE_LIMIT_REACHED');
    return false;
  },
};

/** Features the catalogue sells that have no API to ask yet, each with the reason. */
const NOT_PROBED: Partial<Record<FeatureId, string>> = {
  priority_support: 'support is answered by people; the contact form is the same on every plan',
  team_collaboration: 'no team accounts yet',
  custom_branding: 'no branding settings yet',
  api_access: 'no public API keys yet',
  white_label: 'no white-label settings yet',
  dedicated_manager: 'a person, not an API',
  advanced_security: 'no organisation security settings yet',
  custom_integrations: 'arranged per customer, not an API',
  sla_guarantee: 'a contract, not an API',
  custom_training: 'arranged per customer, not an API',
  bulk_user_management: 'no organisation accounts yet',
  advanced_reporting: 'no organisation reports yet',
  phone_support: 'a person, not an API',
};

it('has a probe or a stated reason for every feature of the catalogue, never both', () => {
  for (const feature of FEATURE_IDS) {
    const probed = feature in PROBES;
    const reasoned = feature in NOT_PROBED;
    expect(probed !== reasoned, `${feature}: probed ${probed}, reason ${reasoned}`).toBe(true);
  }
});

describe.each(PLAN_IDS)('on the %s plan', (plan) => {
  it('the API gives exactly the features the catalogue lists', async () => {
    const user = await userWithCv(t);
    if (plan !== 'free') await subscribe(t, user.cookie, { plan, interval: 'month' });
    const generated = await postApplication(t, user.cookie, generatorBody(user.cvId));
    expect(generated.statusCode, generated.body).toBe(201);
    const ctx: Ctx = { user, plan, applicationId: generated.json().id };

    const answers: Record<string, boolean> = {};
    const expected: Record<string, boolean> = {};
    for (const [feature, probe] of Object.entries(PROBES) as [FeatureId, Probe][]) {
      answers[feature] = await probe(ctx, feature);
      expected[feature] = hasFeature(plan, feature);
    }
    expect(answers).toEqual(expected);
  });
});
