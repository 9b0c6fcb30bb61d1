import { useQuery } from '@tanstack/react-query';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import MailCheck from 'lucide-react/icons/mail-check';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import {
  DEFAULT_UNSUBSCRIBE_CHOICE,
  toggleChoice,
  ZEmailPreferences,
  ZEmailPreferencesRequest,
  ZEmailPreferencesResult,
  type EmailPreferenceChoice,
} from '#domain/email-preferences';
import { Alert, AlertTitle } from '../../components/ui/alert';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { api, isApiError } from '../../lib/api';
import { Seo } from '../../lib/seo';
import { toast } from '../../lib/toast';

type Outcome =
  { kind: 'saved'; email: string; choice: EmailPreferenceChoice } | { kind: 'sent'; email: string };

const CHECKBOXES = [
  { field: 'marketing', label: 'unsubscribe.form.marketing', hint: 'unsubscribe.form.marketingHint' },
  {
    field: 'applicationNotifications',
    label: 'unsubscribe.form.notifications',
    hint: 'unsubscribe.form.notificationsHint',
  },
  { field: 'all', label: 'unsubscribe.form.all', hint: 'unsubscribe.form.allHint' },
] as const;

/**
 * /unsubscribe (spec 000 §2, §4, §5): form, then success. A signed link from one of our mails
 * (?email=&token=) proves the address, so the current choice is loaded and a submit saves it.
 * Without one, a submit only mails a signed link to the address: nobody can change someone
 * else's preferences, and the page never says whether an address has an account.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const queryEmail = params.get('email') ?? '';
  const [token, setToken] = useState(params.get('token') ?? undefined);
  const [email, setEmail] = useState(queryEmail);
  const [choice, setChoice] = useState<EmailPreferenceChoice | null>(null);
  const [invalidEmail, setInvalidEmail] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const noteId = useId();

  const signed = Boolean(token && queryEmail);
  const current = useQuery({
    queryKey: ['email-preferences', queryEmail, token],
    enabled: signed,
    retry: false,
    queryFn: ({ signal }) =>
      api(`/api/email-preferences?${new URLSearchParams({ email: queryEmail, token: token ?? '' })}`, {
        signal,
        schema: ZEmailPreferences,
      }),
  });

  // Until the person touches a checkbox, show what is stored; an address that never chose
  // anything (or no signed link) starts from the page's default.
  const stored = current.data?.stored ? current.data : undefined;
  const shown: EmailPreferenceChoice =
    choice ??
    (stored
      ? {
          marketing: stored.marketing,
          applicationNotifications: stored.applicationNotifications,
          all: stored.all,
        }
      : DEFAULT_UNSUBSCRIBE_CHOICE);

  const linkRefused =
    isApiError(current.error) && (current.error.status === 403 || current.error.status === 400);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim()) {
      setInvalidEmail(true);
      toast.error(t('unsubscribe.toast.emailRequiredTitle'), {
        description: t('unsubscribe.toast.emailRequiredDescription'),
      });
      return;
    }
    // A link whose address was edited or refused is no proof: ask for a confirmation instead.
    const proof = token && !linkRefused && email.trim().toLowerCase() === queryEmail.trim().toLowerCase();
    const parsed = ZEmailPreferencesRequest.safeParse({ email, ...shown, ...(proof ? { token } : {}) });
    if (!parsed.success) {
      setInvalidEmail(true);
      toast.error(t('unsubscribe.toast.failedTitle'), { description: t('unsubscribe.toast.invalidEmail') });
      return;
    }
    setSubmitting(true);
    try {
      const result = await api('/api/email-preferences', {
        method: 'POST',
        body: parsed.data,
        schema: ZEmailPreferencesResult,
      });
      // Keep what was saved on screen if the person comes back to change it.
      setChoice(shown);
      setOutcome(
        result.status === 'saved'
          ? { kind: 'saved', email: parsed.data.email, choice: shown }
          : { kind: 'sent', email: parsed.data.email },
      );
    } catch (error) {
      const message =
        isApiError(error) && error.status === 429
          ? t('unsubscribe.toast.rateLimited')
          : isApiError(error) && error.status === 400
            ? t('unsubscribe.toast.invalidEmail')
            : t('unsubscribe.toast.generic');
      toast.error(t('unsubscribe.toast.failedTitle'), { description: message });
    } finally {
      setSubmitting(false);
    }
  };

  const again = () => {
    setOutcome(null);
    if (outcome?.kind === 'sent') setToken(undefined);
  };

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      {/* Personal links (email + token) have nothing for search engines. */}
      <Seo title={t('unsubscribe.seo.title')} description={t('unsubscribe.seo.description')} noindex />
      {outcome?.kind === 'saved' ? (
        <Status
          icon={<CheckCircle2 aria-hidden="true" className="size-6 text-success" />}
          title={
            outcome.choice.marketing || outcome.choice.applicationNotifications
              ? t('unsubscribe.success.title')
              : t('unsubscribe.success.titleNone')
          }
        >
          <p>{t('unsubscribe.success.description', { email: outcome.email })}</p>
          <p className="font-medium text-foreground">{t('unsubscribe.success.transactional')}</p>
          <Actions
            onAgain={again}
            againLabel={t('unsubscribe.success.change')}
            homeLabel={t('unsubscribe.success.home')}
          />
        </Status>
      ) : outcome?.kind === 'sent' ? (
        <Status
          icon={<MailCheck aria-hidden="true" className="size-6 text-primary" />}
          title={t('unsubscribe.checkInbox.title')}
        >
          <p>{t('unsubscribe.checkInbox.description', { email: outcome.email })}</p>
          <p>{t('unsubscribe.checkInbox.nothingYet')}</p>
          <Actions
            onAgain={again}
            againLabel={t('unsubscribe.checkInbox.back')}
            homeLabel={t('unsubscribe.success.home')}
          />
        </Status>
      ) : (
        <>
          <p className="text-sm font-semibold text-primary">{t('unsubscribe.page.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('unsubscribe.page.title')}
          </h1>
          <p className="mt-3 text-muted-foreground">
            {signed && current.isSuccess ? t('unsubscribe.page.introSigned') : t('unsubscribe.page.intro')}
          </p>
          <Card className="mt-8">
            <CardContent className="pt-6">
              {signed && current.isPending ? (
                <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
                  <Spinner />
                  {t('unsubscribe.page.loading')}
                </p>
              ) : (
                <form
                  noValidate
                  aria-label={t('unsubscribe.form.label')}
                  aria-describedby={noteId}
                  onSubmit={onSubmit}
                  className="grid gap-6"
                >
                  {linkRefused ? (
                    <Alert variant="warning" role="alert">
                      <AlertTitle>{t('unsubscribe.page.invalidLink')}</AlertTitle>
                    </Alert>
                  ) : current.isError ? (
                    <Alert
                      variant="destructive"
                      role="alert"
                      className="flex-wrap items-center justify-between"
                    >
                      <AlertTitle>{t('unsubscribe.page.loadFailed')}</AlertTitle>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        onClick={() => void current.refetch()}
                      >
                        {t('unsubscribe.page.retry')}
                      </Button>
                    </Alert>
                  ) : null}
                  <Field
                    id="unsubscribe-email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    label={t('unsubscribe.form.email')}
                    value={email}
                    aria-invalid={invalidEmail || undefined}
                    onChange={(event) => {
                      setEmail(event.target.value);
                      setInvalidEmail(false);
                    }}
                  />
                  <fieldset className="grid gap-3">
                    <legend className="mb-3 text-sm font-medium">{t('unsubscribe.form.legend')}</legend>
                    {CHECKBOXES.map(({ field, label, hint }) => (
                      <label
                        key={field}
                        className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 transition-colors hover:bg-muted/50 has-[:checked]:border-primary/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring/60"
                      >
                        <input
                          type="checkbox"
                          name={field}
                          checked={shown[field]}
                          onChange={(event) => setChoice(toggleChoice(shown, field, event.target.checked))}
                          aria-describedby={`unsubscribe-${field}-hint`}
                          className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
                        />
                        <span className="grid gap-0.5">
                          <span className="text-sm font-medium">{t(label)}</span>
                          <span id={`unsubscribe-${field}-hint`} className="text-xs text-muted-foreground">
                            {t(hint)}
                          </span>
                        </span>
                      </label>
                    ))}
                  </fieldset>
                  <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
                    <p id={noteId} className="text-xs text-muted-foreground">
                      {t('unsubscribe.form.transactionalNote')}
                    </p>
                    <BusyButton
                      type="submit"
                      busy={submitting}
                      busyLabel={t('unsubscribe.form.submitting')}
                      className="w-full shrink-0 sm:w-auto"
                    >
                      {t('unsubscribe.form.submit')}
                    </BusyButton>
                  </div>
                </form>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

/**
 * The result screen replaces the form, often while the page is scrolled down to its button:
 * back to the top (the sticky header would otherwise cover the heading), then focus the heading.
 */
function focusOnMount(node: HTMLHeadingElement | null) {
  if (!node) return;
  window.scrollTo({ top: 0 });
  node.focus({ preventScroll: true });
}

/** The result screens: an icon, a heading that takes focus (so screen readers announce it), text. */
function Status({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 text-sm text-muted-foreground">
        <div className="flex size-12 items-center justify-center rounded-full bg-muted">{icon}</div>
        <h1
          tabIndex={-1}
          ref={focusOnMount}
          className="text-2xl font-bold tracking-tight text-foreground outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {children}
      </CardContent>
    </Card>
  );
}

function Actions({
  onAgain,
  againLabel,
  homeLabel,
}: {
  onAgain: () => void;
  againLabel: string;
  homeLabel: string;
}) {
  return (
    <div className="mt-2 flex flex-col gap-3 sm:flex-row">
      <Button type="button" variant="outline" onClick={onAgain}>
        {againLabel}
      </Button>
      <Button asChild>
        <Link to="/">{homeLabel}</Link>
      </Button>
    </div>
  );
}
