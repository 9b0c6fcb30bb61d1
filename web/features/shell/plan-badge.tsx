import { Crown, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '#domain/plans';
import { Badge } from '../../components/ui/badge';

/**
 * The plan's name as the spec gives it where the badge stands: the sidebar's badge reads Free, Pro
 * or Enterprise (spec 001 §2); the subscription and billing screens say Free, Professional, Elite
 * (spec 000 §2).
 */
const PLAN_LABEL_KEY = {
  sidebar: { free: 'shell.plan.free', pro: 'shell.plan.pro', elite: 'shell.plan.eliteBadge' },
  billing: { free: 'billing.planNames.free', pro: 'billing.planNames.pro', elite: 'billing.planNames.elite' },
} as const satisfies Record<string, Record<PlanId, string>>;

export function PlanBadge({
  plan,
  names = 'sidebar',
}: {
  plan: PlanId;
  names?: keyof typeof PLAN_LABEL_KEY;
}) {
  const { t } = useTranslation();
  const name = t(PLAN_LABEL_KEY[names][plan]);
  return (
    <Badge
      variant={plan === 'free' ? 'secondary' : 'brand'}
      aria-label={t('shell.plan.label', { plan: name })}
      data-plan={plan}
    >
      {plan === 'elite' ? <Crown aria-hidden="true" className="size-3" /> : null}
      {plan === 'pro' ? <Sparkles aria-hidden="true" className="size-3" /> : null}
      {name}
    </Badge>
  );
}
