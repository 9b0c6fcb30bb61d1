import { useTranslation } from '../../lib/use-translation';
import { LoadState } from '../../components/load-state';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { CheckList, StatusBadge } from './check-list';
import { useReadiness } from './testing-api';

const HEALTH_CHECKS = ['database', 'storage', 'email'] as const;

export function ReadinessTab() {
  const { t } = useTranslation();
  const readiness = useReadiness();
  if (!readiness.data) return <LoadState query={readiness} errorText={t('testing.loadError')} />;
  const { health, checks } = readiness.data;
  const recheck = (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void readiness.refetch()}
      disabled={readiness.isFetching}
    >
      {t('testing.readiness.recheck')}
    </Button>
  );
  return (
    <div className="grid gap-6">
      <SectionCard title={t('testing.readiness.healthTitle')} action={recheck}>
        <p className="text-sm font-medium">
          {t('testing.readiness.healthStatus', {
            status: t(`testing.readiness.healthStates.${health.status}`),
          })}
        </p>
        <ul className="divide-y rounded-lg border">
          {HEALTH_CHECKS.map((name) => {
            const check = health.checks[name];
            return (
              <li key={name} className="grid gap-1 p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{t(`testing.readiness.health.${name}`)}</span>
                  <StatusBadge status={check.status} />
                </div>
                <p className="wrap-anywhere text-muted-foreground">
                  {check.detail}{' '}
                  <span className="whitespace-nowrap text-xs">
                    ({t('testing.duration', { ms: check.latencyMs })})
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
      </SectionCard>
      <SectionCard title={t('testing.readiness.checksTitle')}>
        <CheckList items={checks} area="readiness" />
      </SectionCard>
    </div>
  );
}
