import { and, asc, eq } from 'drizzle-orm';
import { canUseTemplate } from '#domain/cv-builder';
import { FEATURE_REQUIRED_PLAN, PLAN_RANK, canAccess, type PlanId } from '#domain/plans';
import type { TPremiumTemplate } from '#domain/subscription';
import type { Db } from '../../db/client.ts';
import { premiumTemplates, templatePurchases, type PremiumTemplateRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { planRequiredError } from './access.ts';
import { isUuid } from './subscription.ts';

/**
 * Premium templates (spec 000 §3, §6; 001 §2): a template with a tier comes with that plan and
 * above; one without is bought on its own at its DKK price.
 */

/** 'Upgrade Required: This template requires {tier} plan or higher.' (spec 000 §8). */
export const tierMessage = (tier: PlanId) => `This template requires ${tier} plan or higher.`;

export async function listPremiumTemplates(db: Db, userId: string | null): Promise<TPremiumTemplate[]> {
  const rows = await db
    .select({ template: premiumTemplates, purchaseId: templatePurchases.id })
    .from(premiumTemplates)
    .leftJoin(
      templatePurchases,
      and(
        eq(templatePurchases.premiumTemplateId, premiumTemplates.id),
        // No user: the join matches nothing, so every template reads as not purchased.
        eq(templatePurchases.userId, userId ?? ''),
      ),
    )
    .orderBy(asc(premiumTemplates.priceDkk), asc(premiumTemplates.name));
  return rows.map(({ template, purchaseId }) => ({
    id: template.id,
    name: template.name,
    description: template.description,
    price: template.priceDkk,
    subscription_tier: template.subscriptionTier,
    purchased: purchaseId !== null,
  }));
}

export async function getPremiumTemplate(db: Db, id: string): Promise<PremiumTemplateRow> {
  const [row] = isUuid(id) ? await db.select().from(premiumTemplates).where(eq(premiumTemplates.id, id)) : [];
  if (!row) throw notFound('Template not found.');
  return row;
}

export async function hasPurchased(db: Db, userId: string, templateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: templatePurchases.id })
    .from(templatePurchases)
    .where(and(eq(templatePurchases.userId, userId), eq(templatePurchases.premiumTemplateId, templateId)));
  return row !== undefined;
}

/**
 * Whether a template may be bought by a user on `plan`: a tier template is not for sale (it comes
 * with the plan, or the user must upgrade), and nobody buys the same template twice.
 */
export function assertPurchasable(template: PremiumTemplateRow, plan: PlanId, purchased: boolean): void {
  const tier = template.subscriptionTier;
  if (tier && !canAccess(plan, tier)) {
    throw new AppError('FORBIDDEN', tierMessage(tier), { requiredPlan: tier });
  }
  if (tier) throw new AppError('CONFLICT', 'This template is included in your plan.');
  if (purchased) throw new AppError('CONFLICT', 'You already own this template.');
}

/** The higher of two plans; a tier below the premium-templates feature's plan still needs that plan. */
export const higherPlan = (a: PlanId, b: PlanId): PlanId => (PLAN_RANK[a] >= PLAN_RANK[b] ? a : b);

/**
 * Why a user on `plan` may not use a premium template, or null when they may (bought, or its tier
 * comes with the plan: `canUseTemplate`): a template without a tier must be bought
 * (`purchaseRequired`), a tier template needs its tier and the premium_templates feature's plan
 * (`requiredPlan`). POST /api/premium-templates/:id/use and the CV builder's save and export ask here.
 */
export function templateUseError(
  plan: PlanId,
  template: { subscriptionTier: PlanId | null; purchased: boolean },
): AppError | null {
  if (canUseTemplate(plan, { premium: true, ...template })) return null;
  const tier = template.subscriptionTier;
  if (!tier) return new AppError('FORBIDDEN', 'Buy this template to use it.', { purchaseRequired: 'true' });
  const required = higherPlan(tier, FEATURE_REQUIRED_PLAN.premium_templates);
  return planRequiredError(required, tierMessage(required));
}
