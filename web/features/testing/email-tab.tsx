import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  ALL_FIELDS_REQUIRED,
  EMAIL_REQUIRED,
  emailTestProblem,
  type EmailTest,
  type TEmailTestRequest,
  type TEmailTestRun,
} from '#domain/testing';
import { LoadState } from '../../components/load-state';
import { SectionCard } from '../../components/section-card';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth-provider';
import { toast } from '../../lib/toast';
import { CheckList, Settings, StatusBadge } from './check-list';
import { errorMessage } from './errors';
import { RunOutcome } from './run-outcome';
import { useEmailOverview, useEmailTest } from './testing-api';

const TEMPLATE_TESTS = [
  'verification',
  'password-reset',
  'welcome',
  'weekly-digest',
] as const satisfies readonly EmailTest[];

function ResultsList({ runs }: { runs: TEmailTestRun[] }) {
  const { t } = useTranslation();
  if (runs.length === 0)
    return <p className="text-sm text-muted-foreground">{t('testing.email.resultsEmpty')}</p>;
  return (
    <ol className="divide-y rounded-lg border" aria-live="polite">
      {runs.map((run) => (
        <li key={`${run.at}-${run.test}`} className="grid gap-1 p-3 text-sm" data-result={run.test}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 wrap-anywhere font-medium">
              {run.subject} → {run.to}
            </span>
            <StatusBadge status={run.status} />
          </div>
          <RunOutcome run={run} />
          {run.messageId ? (
            <p className="break-all text-xs text-muted-foreground">
              {t('testing.email.messageId', { id: run.messageId })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function EmailTab() {
  const { t } = useTranslation();
  const ids = useId();
  const { user } = useAuth();
  const overview = useEmailOverview();
  const mutation = useEmailTest();
  const [to, setTo] = useState(user?.email ?? '');
  const [custom, setCustom] = useState({ to: '', subject: '', message: '' });
  const [pending, setPending] = useState<EmailTest | null>(null);
  const [runs, setRuns] = useState<TEmailTestRun[]>([]);

  /** The toast for a refused form, in the reader's language (the API says the same in English). */
  const problemToast = (problem: string) => {
    if (problem === EMAIL_REQUIRED) {
      toast.error(t('testing.email.emailRequired'), { description: t('testing.email.emailRequiredText') });
    } else if (problem === ALL_FIELDS_REQUIRED) {
      toast.error(t('testing.email.allFieldsRequired'), {
        description: t('testing.email.allFieldsRequiredText'),
      });
    } else {
      toast.error(t('testing.email.failed'), { description: t('testing.email.invalidEmail') });
    }
  };

  const send = (request: TEmailTestRequest) => {
    // The same rule the API applies, so an empty field is said at once.
    const problem = emailTestProblem(request);
    if (problem) {
      problemToast(problem);
      return;
    }
    setPending(request.test);
    mutation.mutate(request, {
      onSuccess: (run) => {
        setRuns((current) => [run, ...current]);
        if (run.status === 'fail') toast.error(t('testing.email.failed'), { description: run.message });
        else toast.success(t('testing.email.sent'), { description: `${run.subject} → ${run.to}` });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 400) problemToast(error.message);
        else toast.error(t('testing.email.failed'), { description: errorMessage(error, t) });
      },
      onSettled: () => setPending(null),
    });
  };

  const sendCustom = (event: FormEvent) => {
    event.preventDefault();
    send({ test: 'custom', ...custom });
  };

  const data = overview.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title={t('testing.email.configTitle')}>
        {data ? (
          <Settings
            rows={[
              [t('testing.email.transport'), t(`testing.email.transports.${data.config.transport}`)],
              [t('testing.email.from'), data.config.from],
              ...(data.config.smtp
                ? ([
                    [t('testing.email.smtpHost'), `${data.config.smtp.host}:${data.config.smtp.port}`],
                    [
                      t('testing.email.secure'),
                      data.config.smtp.secure ? t('testing.email.yes') : t('testing.email.no'),
                    ],
                  ] as [string, string][])
                : []),
              ...(data.config.outboxDir
                ? ([[t('testing.email.outboxDir'), data.config.outboxDir]] as [string, string][])
                : []),
            ]}
          />
        ) : (
          <LoadState query={overview} errorText={t('testing.loadError')} />
        )}
        <Field
          id={`${ids}-to`}
          label={t('testing.email.recipient')}
          hint={t('testing.email.recipientHint')}
          type="email"
          autoComplete="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </SectionCard>

      <SectionCard title={t('testing.email.testsTitle')}>
        <ul className="divide-y rounded-lg border">
          {TEMPLATE_TESTS.map((test) => {
            const label = t(`testing.email.tests.${test}`);
            return (
              <li key={test} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span className="font-medium">{label}</span>
                <BusyButton
                  size="sm"
                  variant="outline"
                  busy={pending === test}
                  busyLabel={t('testing.email.sending')}
                  disabled={pending !== null}
                  onClick={() => send({ test, to })}
                  aria-label={`${t('testing.email.send')}: ${label}`}
                >
                  {t('testing.email.send')}
                </BusyButton>
              </li>
            );
          })}
        </ul>
      </SectionCard>

      <SectionCard title={t('testing.email.customTitle')}>
        <form className="grid gap-4" onSubmit={sendCustom} noValidate>
          <Field
            id={`${ids}-custom-to`}
            label={t('testing.email.customEmail')}
            type="email"
            value={custom.to}
            onChange={(event) => setCustom((c) => ({ ...c, to: event.target.value }))}
          />
          <Field
            id={`${ids}-subject`}
            label={t('testing.email.subject')}
            value={custom.subject}
            maxLength={200}
            onChange={(event) => setCustom((c) => ({ ...c, subject: event.target.value }))}
          />
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-message`}>{t('testing.email.message')}</Label>
            <Textarea
              id={`${ids}-message`}
              rows={4}
              maxLength={5000}
              value={custom.message}
              onChange={(event) => setCustom((c) => ({ ...c, message: event.target.value }))}
            />
          </div>
          <div>
            <BusyButton
              type="submit"
              busy={pending === 'custom'}
              busyLabel={t('testing.email.sending')}
              disabled={pending !== null}
            >
              {t('testing.email.sendCustom')}
            </BusyButton>
          </div>
        </form>
      </SectionCard>

      <SectionCard title={t('testing.email.resultsTitle')}>
        <ResultsList runs={runs} />
      </SectionCard>

      <div className="lg:col-span-2">
        <SectionCard
          title={t('testing.email.requirementsTitle')}
          action={
            <Button
              size="sm"
              variant="outline"
              onClick={() => void overview.refetch()}
              disabled={overview.isFetching}
            >
              {t('testing.email.recheck')}
            </Button>
          }
        >
          {data ? (
            <CheckList items={data.requirements} area="email" />
          ) : (
            <LoadState query={overview} errorText={t('testing.loadError')} />
          )}
        </SectionCard>
      </div>
    </div>
  );
}
