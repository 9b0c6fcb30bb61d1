import { canAccess, type PlanId } from '#domain/plans';
import type { TPremiumTemplate } from '#domain/subscription';

/**
 * What a premium template's button does for this user (spec 000 §6): a template with a tier needs
 * that plan or higher; one without a tier is bought once; a bought one can be used. While the plan
 * loads nothing is granted.
 */
export type TemplateAction = 'use' | 'upgrade' | 'buy' | 'wait';

export function templateAction(
  template: Pick<TPremiumTemplate, 'subscription_tier' | 'purchased'>,
  plan: PlanId | null,
): TemplateAction {
  if (template.purchased) return 'use';
  if (template.subscription_tier) {
    if (plan === null) return 'wait';
    return canAccess(plan, template.subscription_tier) ? 'use' : 'upgrade';
  }
  return 'buy';
}
