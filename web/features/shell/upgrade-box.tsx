import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { UPGRADE_PATH } from './sidebar-links';
import { summarizeUsage } from '../billing';

/** Spec 001 §2: on the Free plan the sidebar shows applications used out of the limit. */
export function UpgradeBox({
  used,
  limit,
  onNavigate,
}: {
  used: number;
  limit: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const usage = summarizeUsage(used, limit);
  const text =
    usage.limit === undefined
      ? t('shell.upgrade.usageUnlimited', { used: usage.used })
      : t('shell.upgrade.usage', { used: usage.used, limit: usage.limit });
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-brand-100 bg-brand-50/60 p-4">
      <h2 id={titleId} className="text-sm font-semibold text-brand-900">
        {t('shell.upgrade.title')}
      </h2>
      <p className="mt-1 text-xs text-brand-900/80">{text}</p>
      <Progress value={usage.percent} aria-label={text} className="mt-2 bg-brand-100" />
      <p className="mt-3 text-xs text-muted-foreground">{t('shell.upgrade.text')}</p>
      <Button asChild size="sm" className="mt-3 w-full">
        <Link to={UPGRADE_PATH} onClick={onNavigate}>
          {t('shell.upgrade.cta')}
          <ArrowUpRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
