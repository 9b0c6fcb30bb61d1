import Crown from 'lucide-react/icons/crown';
import Sparkles from 'lucide-react/icons/sparkles';
import { useTranslation } from '../lib/use-translation';
import type { PlanId } from '#domain/plans';
import { Badge } from './ui/badge';

/**
 * A plan's badge. The caller names the plan, because the spec names it differently by place: the
 * sidebar's badge reads Free, Pro or Enterprise (spec 001 §2); the subscription and billing screens
 * say Free, Professional, Elite (spec 000 §2).
 */
export function PlanBadge({ plan, name }: { plan: PlanId; name: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={plan === 'free' ? 'secondary' : 'brand'}
      aria-label={t('planBadge.label', { plan: name })}
      data-plan={plan}
    >
      {plan === 'elite' ? <Crown aria-hidden="true" className="size-3" /> : null}
      {plan === 'pro' ? <Sparkles aria-hidden="true" className="size-3" /> : null}
      {name}
    </Badge>
  );
}
