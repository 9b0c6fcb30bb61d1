import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { STRIPE_TESTS, type StripeTest, type TStripeTestRun } from '#domain/testing';
import { LoadState } from '../../components/load-state';
import { SectionCard } from '../../components/section-card';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import { errorMessage } from './errors';
import { CheckList, Settings, StatusBadge } from './check-list';
import { RunOutcome } from './run-outcome';
import { useStripeOverview, useStripeTest } from './testing-api';

function StripeTestRow({
  test,
  run,
  busy,
  onRun,
}: {
  test: StripeTest;
  run: TStripeTestRun | undefined;
  busy: boolean;
  onRun: () => void;
}) {
  const { t } = useTranslation();
  const label = t(`testing.stripe.tests.${test}`);
  return (
    <li className="grid gap-2 p-3 text-sm" data-test={test}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{label}</span>
        <div className="flex items-center gap-2">
          {run ? <StatusBadge status={run.status} /> : null}
          <BusyButton
            size="sm"
            variant="outline"
            busy={busy}
            busyLabel={t('testing.running')}
            onClick={onRun}
            aria-label={`${t('testing.run')}: ${label}`}
          >
            {t('testing.run')}
          </BusyButton>
        </div>
      </div>
      {run ? <RunOutcome run={run} /> : <p className="text-muted-foreground">{t('testing.notRun')}</p>}
    </li>
  );
}

export function StripeTab() {
  const { t } = useTranslation();
  const overview = useStripeOverview();
  const mutation = useStripeTest();
  const [runs, setRuns] = useState<Partial<Record<StripeTest, TStripeTestRun>>>({});
  const [busy, setBusy] = useState<ReadonlySet<StripeTest>>(new Set());

  const run = async (test: StripeTest) => {
    setBusy((current) => new Set(current).add(test));
    try {
      const result = await mutation.mutateAsync(test);
      setRuns((current) => ({ ...current, [test]: result }));
    } catch (error) {
      // The request itself failed (network, rate limit): shown in place like a failed test.
      setRuns((current) => ({
        ...current,
        [test]: {
          test,
          status: 'fail',
          message: errorMessage(error, t),
          durationMs: 0,
          at: new Date().toISOString(),
        },
      }));
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(test);
        return next;
      });
    }
  };

  if (!overview.data) return <LoadState query={overview} errorText={t('testing.loadError')} />;
  const data = overview.data;
  return (
    <div className="grid gap-6">
      <SectionCard title={t('testing.stripe.configTitle')}>
        <Settings
          rows={[
            [t('testing.stripe.provider'), t(`testing.stripe.providers.${data.provider}`)],
            [t('testing.stripe.mode'), t(`testing.stripe.modes.${data.mode}`)],
            [
              t('testing.stripe.webhookSecret'),
              data.webhookSecretConfigured ? t('testing.stripe.configured') : t('testing.stripe.missing'),
            ],
          ]}
        />
        <CheckList items={data.checks} area="stripe" />
      </SectionCard>
      <SectionCard
        title={t('testing.stripe.testsTitle')}
        action={
          <Button
            size="sm"
            onClick={() => STRIPE_TESTS.forEach((test) => void run(test))}
            disabled={busy.size > 0}
          >
            {t('testing.runAll')}
          </Button>
        }
      >
        <p className="text-sm text-muted-foreground">{t('testing.stripe.testsNote')}</p>
        <ul className="divide-y rounded-lg border">
          {STRIPE_TESTS.map((test) => (
            <StripeTestRow
              key={test}
              test={test}
              run={runs[test]}
              busy={busy.has(test)}
              onRun={() => void run(test)}
            />
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={t('testing.stripe.pricesTitle')}>
        <p className="text-sm text-muted-foreground">{t('testing.stripe.pricesNote')}</p>
        <ul className="grid gap-1 text-sm sm:grid-cols-2">
          {data.prices.map((price) => (
            <li
              key={price.lookupKey}
              className="flex flex-wrap justify-between gap-x-3 rounded-md bg-muted px-3 py-1.5"
            >
              <span>
                {price.plan} · {price.cycle} · {price.currency}
              </span>
              <code className="break-all text-xs text-muted-foreground">{price.lookupKey}</code>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}
