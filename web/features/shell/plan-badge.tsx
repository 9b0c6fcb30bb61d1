import { Crown, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '#domain/plans';
import { Badge } from '../../components/ui/badge';

const PLAN_LABEL_KEY = {
  free: 'shell.plan.free',
  pro: 'shell.plan.pro',
  elite: 'shell.plan.elite',
} as const satisfies Record<PlanId, string>;

export function PlanBadge({ plan }: { plan: PlanId }) {
  const { t } = useTranslation();
  const name = t(PLAN_LABEL_KEY[plan]);
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
