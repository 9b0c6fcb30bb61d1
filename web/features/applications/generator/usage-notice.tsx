import Crown from 'lucide-react/icons/crown';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { summarizeUsage } from '../../billing';

/** "2 of 3 applications used this month" (spec 001 §2, Free plan); unlimited plans show a count. */
export function UsageLine({ used, limit }: { used: number; limit: number }) {
  const { t } = useTranslation();
  const usage = summarizeUsage(used, limit);
  const text =
    usage.limit === undefined
      ? t('generator.usage.unlimited', { count: usage.used })
      : t('generator.usage.limited', { used: usage.used, limit: usage.limit });
  return (
    <div className="grid gap-1.5">
      <p className="text-sm text-muted-foreground">{text}</p>
      {usage.limit === undefined ? null : (
        <Progress value={usage.percent} aria-label={text} className="h-1.5" />
      )}
    </div>
  );
}

/** The limit is reached: say so and offer the upgrade (spec 001 §6). */
export function LimitReachedNotice({ limit, message }: { limit: number; message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="warning" role="alert" className="flex-col gap-3">
      <div className="flex gap-3">
        <Crown aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
        <div className="grid gap-1">
          <AlertTitle>{t('generator.usage.limitTitle')}</AlertTitle>
          <AlertDescription>{message ?? t('generator.usage.limitText', { limit })}</AlertDescription>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to="/subscription">{t('generator.usage.upgrade')}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/pricing">{t('generator.usage.viewPlans')}</Link>
        </Button>
      </div>
    </Alert>
  );
}
