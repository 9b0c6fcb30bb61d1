import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Clock from 'lucide-react/icons/clock';
import Download from 'lucide-react/icons/download';
import Eye from 'lucide-react/icons/eye';
import FileQuestion from 'lucide-react/icons/file-question-mark';
import Lock from 'lucide-react/icons/lock';
import Share2 from 'lucide-react/icons/share-2';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useParams, useSearchParams } from 'react-router';
import type { TSharedApplication } from '#domain/applications';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-message';
import { Spinner } from '../../components/ui/spinner';
import { useHydrated } from '../../lib/prerendered';
import { Seo } from '../../lib/seo';
import { toast } from '../../lib/toast';
import { formatDate } from '../../lib/format';
import { downloadSharedPdf, letterParagraphs, shareableUrl, shareLink, type SharedState } from './shared-api';
import { useSharedApplication } from './use-shared-application';

/** Spec 000 §2 "Copy is Danish": the page speaks Danish whatever the visitor's UI language. */
const PAGE_LANGUAGE = 'da';
const useDanish = () => useTranslation({ lng: PAGE_LANGUAGE }).t;

/** A whole-page state: an icon, a title, a line of text and maybe an action. */
function StateMessage({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6">
          {icon}
        </span>
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        <div className="text-sm text-muted-foreground">{children}</div>
        {action}
      </CardContent>
    </Card>
  );
}

/** Spec 000 §5: the password is required and must be non-empty after trimming. */
function PasswordPrompt({
  problem,
  submitting,
  onSubmit,
}: {
  problem: 'wrong' | 'rate-limited' | null;
  submitting: boolean;
  onSubmit: (password: string) => void;
}) {
  const t = useDanish();
  const id = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = password.trim() === '';
    setMissing(empty);
    if (!empty) onSubmit(password);
  };
  const message = missing
    ? t('sharedApplication.password.required')
    : problem
      ? t(`sharedApplication.password.${problem}`)
      : '';
  return (
    <StateMessage icon={<Lock aria-hidden="true" />} title={t('sharedApplication.password.title')}>
      <p>{t('sharedApplication.password.text')}</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-3 text-left">
        <Field
          id={`${id}-password`}
          type="password"
          autoComplete="off"
          label={t('sharedApplication.password.label')}
          value={password}
          maxLength={200}
          autoFocus
          aria-invalid={message ? true : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormError>{message}</FormError>
        <BusyButton type="submit" busy={submitting} busyLabel={t('sharedApplication.password.checking')}>
          {t('sharedApplication.password.submit')}
        </BusyButton>
      </form>
    </StateMessage>
  );
}

function LetterActions({
  token,
  application,
  password,
}: {
  token: string;
  application: TSharedApplication;
  password: string | undefined;
}) {
  const t = useDanish();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSharedPdf(token, application, password);
    } catch {
      toast.error(t('sharedApplication.toasts.downloadFailed'), { id: 'shared-download' });
    } finally {
      setDownloading(false);
    }
  };
  const share = async () => {
    const title = t('sharedApplication.found.title', {
      title: application.job_title,
      company: application.company_name,
    });
    try {
      const outcome = await shareLink(shareableUrl(window.location.href), title);
      if (outcome === 'copied') toast.success(t('sharedApplication.toasts.copied'), { id: 'shared-share' });
    } catch {
      toast.error(t('sharedApplication.toasts.shareFailed'), { id: 'shared-share' });
    }
  };
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      <BusyButton
        busy={downloading}
        busyLabel={t('sharedApplication.found.downloading')}
        onClick={() => void download()}
      >
        <Download aria-hidden="true" />
        {t('sharedApplication.found.download')}
      </BusyButton>
      <Button variant="outline" onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        {t('sharedApplication.found.share')}
      </Button>
    </div>
  );
}

/** The found view: job title at company, applicant, date, and the letter as its paragraphs. */
function SharedLetter({
  token,
  application,
  password,
  preview,
}: {
  token: string;
  application: TSharedApplication;
  password: string | undefined;
  preview: boolean;
}) {
  const t = useDanish();
  // The server rendered the date in UTC (it cannot know the reader's zone): hydration must too,
  // then the reader's own day shows.
  const hydrated = useHydrated();
  return (
    <article className="grid gap-6">
      {preview ? (
        <Alert variant="info" data-testid="preview-banner">
          <Eye aria-hidden="true" />
          <div className="grid gap-1">
            <AlertTitle>{t('sharedApplication.preview.title')}</AlertTitle>
            <AlertDescription>{t('sharedApplication.preview.text')}</AlertDescription>
          </div>
        </Alert>
      ) : null}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {t('sharedApplication.found.title', {
              title: application.job_title,
              company: application.company_name,
            })}
          </h1>
          <p className="mt-1 text-muted-foreground">
            {t('sharedApplication.found.by', { name: application.applicant_name })} ·{' '}
            {t('sharedApplication.found.created', {
              date: formatDate(application.created_at, PAGE_LANGUAGE, hydrated ? undefined : 'UTC'),
            })}
          </p>
        </div>
        <LetterActions token={token} application={application} password={password} />
      </header>
      <Card>
        <CardContent className="grid gap-4 p-6 font-serif text-base leading-relaxed break-words whitespace-pre-line sm:p-10">
          {letterParagraphs(application.ai_output).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </CardContent>
      </Card>
    </article>
  );
}

function SharedBody({ token, preview }: { token: string; preview: boolean }) {
  const t = useDanish();
  const shared = useSharedApplication(token);
  const { state } = shared;
  switch (state.kind) {
    case 'loading':
      // As tall as the screen: the footer starts below the fold, so the letter arriving moves
      // nothing the reader sees (it was a layout shift of 0.64).
      return (
        <div
          role="status"
          className="flex min-h-dvh items-start justify-center gap-2 py-16 text-muted-foreground"
        >
          <Spinner />
          {t('sharedApplication.loading')}
        </div>
      );
    case 'found':
      return (
        <SharedLetter
          token={token}
          application={state.application}
          password={shared.password}
          preview={preview}
        />
      );
    case 'password':
      return (
        <PasswordPrompt
          problem={state.problem}
          submitting={shared.submitting}
          onSubmit={shared.submitPassword}
        />
      );
    case 'expired':
      return (
        <StateMessage icon={<Clock aria-hidden="true" />} title={t('sharedApplication.expired.title')}>
          {t('sharedApplication.expired.text')}
        </StateMessage>
      );
    case 'not-found':
      return (
        <StateMessage
          icon={<FileQuestion aria-hidden="true" />}
          title={t('sharedApplication.notFound.title')}
        >
          {t('sharedApplication.notFound.text')}
        </StateMessage>
      );
    case 'error':
      return <ErrorMessage state={state} onRetry={shared.retry} />;
  }
}

/** Spec 000 §8: 'Fejl' with the message, or 'Kunne ikke indlæse ansøgningen'. */
function ErrorMessage({
  state,
  onRetry,
}: {
  state: Extract<SharedState, { kind: 'error' }>;
  onRetry: () => void;
}) {
  const t = useDanish();
  return (
    <StateMessage
      icon={<AlertTriangle aria-hidden="true" />}
      title={t('sharedApplication.error.title')}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t('sharedApplication.error.retry')}
        </Button>
      }
    >
      <p role="alert">{state.message ?? t('sharedApplication.error.fallback')}</p>
    </StateMessage>
  );
}

/** /shared-application/:token (spec 000 §2): a shared letter, public, never indexed. */
export function SharedApplicationPage() {
  const t = useDanish();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <div lang={PAGE_LANGUAGE} className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <Seo
        title={t('sharedApplication.seo.title')}
        description={t('sharedApplication.seo.description')}
        noindex
      />
      <SharedBody key={token} token={token} preview={params.get('preview') === 'true'} />
    </div>
  );
}
