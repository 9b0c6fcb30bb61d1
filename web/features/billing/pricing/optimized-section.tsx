import ArrowRight from 'lucide-react/icons/arrow-right';
import Briefcase from 'lucide-react/icons/briefcase';
import Compass from 'lucide-react/icons/compass';
import Rocket from 'lucide-react/icons/rocket';
import { useTranslation } from '../../../lib/use-translation';
import { PLANS, type PlanId } from '#domain/plans';

const PERSONAS = [
  { key: 'explorer', plan: 'free', icon: Compass },
  { key: 'active', plan: 'pro', icon: Rocket },
  { key: 'professional', plan: 'elite', icon: Briefcase },
] as const satisfies readonly { key: string; plan: PlanId; icon: unknown }[];

/** 'A plan optimized for you': which plan suits where the visitor is in their job search. */
export function OptimizedSection({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-10 grid gap-4 md:grid-cols-3">
      {PERSONAS.map(({ key, plan, icon: Icon }) => {
        const name = t(PLANS[plan].nameKey);
        return (
          <li key={key} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold">{t(`pricing.optimized.${key}.title`)}</h3>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{t(`pricing.optimized.${key}.text`)}</p>
            <p className="mt-4 text-sm font-medium">{t('pricing.optimized.recommended', { plan: name })}</p>
            {/* A plain anchor: the card is on this page, and the browser scrolls to it and moves focus. */}
            <a
              href={`#plan-${plan}`}
              aria-describedby={headingId}
              className="mt-1 inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('pricing.optimized.see', { plan: name })}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
