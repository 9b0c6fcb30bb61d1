import { useMutation } from '@tanstack/react-query';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ZReminderActionResult, type TReminderActionResult } from '#domain/reminders';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { api, isApiError } from '../../lib/api';
import { Seo } from '../../lib/seo';
import { formatDay } from './follow-up-format';

const act = (token: string) =>
  api('/api/reminders/action', { method: 'POST', body: { token }, schema: ZReminderActionResult });

function Outcome({ result }: { result: TReminderActionResult }) {
  const { t, i18n } = useTranslation();
  const names = { title: result.jobTitle, company: result.companyName };
  const date = result.followUpOn ? formatDay(result.followUpOn, i18n.resolvedLanguage ?? 'en') : '';
  return (
    <div className="space-y-3 text-center" role="status">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-emerald-600" />
      <h1 className="text-xl font-semibold">{t(`reminders.page.${result.outcome}.title`)}</h1>
      <p className="text-muted-foreground">
        {t(`reminders.page.${result.outcome}.text`, { ...names, date })}
      </p>
    </div>
  );
}

/**
 * /follow-up?token=… — where a reminder email's "Mark as followed up" and "Snooze" links land. It
 * works signed out (the signed token is the proof): the action runs once as the page opens, and
 * the page says what happened, or why the link no longer works.
 */
export function FollowUpPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const action = useMutation({ mutationFn: act });
  // Once per page: React's development double effect must not spend the link's one use twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    action.mutate(token);
  }, [action, token]);

  const error = action.error;
  const errorKey = !token
    ? 'invalid'
    : isApiError(error) && error.status === 410
      ? 'expired'
      : isApiError(error) && (error.status === 403 || error.status === 400)
        ? 'invalid'
        : isApiError(error) && error.status === 404
          ? 'gone'
          : 'failed';

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <Seo title={t('reminders.page.seoTitle')} description={t('reminders.page.seoTitle')} noindex />
      <Card>
        <CardContent className="space-y-6 py-8">
          {action.isPending || (token && action.isIdle) ? (
            <div className="flex items-center justify-center gap-2" role="status">
              <Spinner />
              <span>{t('reminders.page.working')}</span>
            </div>
          ) : null}
          {action.data ? <Outcome result={action.data} /> : null}
          {action.isError || !token ? (
            <Alert variant="destructive" role="alert">
              <CircleAlert aria-hidden="true" />
              <div className="grid flex-1 gap-1">
                <AlertTitle>{t(`reminders.page.errors.${errorKey}.title`)}</AlertTitle>
                <AlertDescription>{t(`reminders.page.errors.${errorKey}.text`)}</AlertDescription>
              </div>
            </Alert>
          ) : null}
          {action.isPending ? null : (
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/applications">{t('reminders.page.openApplications')}</Link>
              </Button>
              {action.isError && errorKey === 'failed' ? (
                <Button variant="outline" onClick={() => action.mutate(token)}>
                  {t('reminders.page.retry')}
                </Button>
              ) : null}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
