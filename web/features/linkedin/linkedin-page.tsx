import History from 'lucide-react/icons/rotate-ccw-clock';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import type { LinkedinLanguage } from '#domain/linkedin';
import { EmptyMessage } from '../../components/empty-message';
import { PageHeader } from '../../components/page-header';
import { LoadErrorAlert, SectionCard } from '../../components/section-card';
import { UpgradeGate } from '../../components/upgrade-gate';
import { Badge } from '../../components/ui/badge';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Textarea } from '../../components/ui/textarea';
import { dateTimeFormat } from '../../lib/format';
import { isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth-provider';
import { toast } from '../../lib/toast';
import { useSubscription } from '../billing';
import { useProfileQuery } from '../profile';
import { AnalysisResult } from './analysis-result';
import { fileProblem, problemFromApi, textProblem, urlProblem, type FormProblem } from './form-rules';
import { useAnalyseMutation, useAnalysesQuery, useAnalysisQuery } from './use-linkedin-queries';

type Source = 'text' | 'pdf';

function FieldError({ id, problem }: { id: string; problem: FormProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {t(`linkedin.errors.${problem}`)}
    </p>
  );
}

/** The URL and the profile (pasted text or the PDF export); submits and reports what went wrong. */
function AnalysisForm({ onDone }: { onDone: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const profile = useProfileQuery();
  // Null until the user types: the address kept on the profile (the last analysis stored it) shows.
  const [typedUrl, setUrl] = useState<string | null>(null);
  const [source, setSource] = useState<Source>('text');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [urlError, setUrlError] = useState<FormProblem | null>(null);
  const [profileError, setProfileError] = useState<FormProblem | null>(null);
  const mutation = useAnalyseMutation();

  const url = typedUrl ?? profile.data?.linkedinUrl ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const badUrl = urlProblem(url);
    const badProfile = source === 'text' ? textProblem(text) : fileProblem(file);
    setUrlError(badUrl);
    setProfileError(badProfile);
    if (badUrl || badProfile) return;
    const language: LinkedinLanguage = i18n.resolvedLanguage === 'da' ? 'da' : 'en';
    const input =
      source === 'text' || !file
        ? { linkedinUrl: url, language, profileText: text }
        : { linkedinUrl: url, language, file };
    mutation.mutate(input, {
      onSuccess: (record) => onDone(record.id),
      onError: (error) => {
        const problem = isApiError(error) ? problemFromApi(error.code, error.fields) : 'generic';
        if (problem === 'urlRequired' || problem === 'urlInvalid') setUrlError(problem);
        else if (problem !== 'busy' && problem !== 'generic') setProfileError(problem);
        toast.error(t('linkedin.errors.toastTitle'), { description: t(`linkedin.errors.${problem}`) });
      },
    });
  };

  const urlId = `${ids}-url`;
  const textId = `${ids}-text`;
  const fileId = `${ids}-file`;
  return (
    <SectionCard title={t('linkedin.form.title')}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t('linkedin.form.why')}</p>
        <div className="grid gap-2">
          <Label htmlFor={urlId}>{t('linkedin.form.urlLabel')}</Label>
          <Input
            id={urlId}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={t('linkedin.form.urlPlaceholder')}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setUrlError(null);
            }}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${urlId}-error` : undefined}
          />
          <FieldError id={`${urlId}-error`} problem={urlError} />
        </div>
        <Tabs
          value={source}
          onValueChange={(value) => {
            setSource(value as Source);
            setProfileError(null);
          }}
        >
          <TabsList aria-label={t('linkedin.form.sourceLabel')}>
            <TabsTrigger value="text">{t('linkedin.form.pasteTab')}</TabsTrigger>
            <TabsTrigger value="pdf">{t('linkedin.form.uploadTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="text" className="grid gap-2 pt-2">
            <Label htmlFor={textId}>{t('linkedin.form.textLabel')}</Label>
            <Textarea
              id={textId}
              rows={10}
              placeholder={t('linkedin.form.textPlaceholder')}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setProfileError(null);
              }}
              aria-invalid={profileError ? true : undefined}
              aria-describedby={profileError ? `${textId}-error` : undefined}
            />
            <FieldError id={`${textId}-error`} problem={source === 'text' ? profileError : null} />
          </TabsContent>
          <TabsContent value="pdf" className="grid gap-2 pt-2">
            <Label htmlFor={fileId}>{t('linkedin.form.fileLabel')}</Label>
            <Input
              id={fileId}
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProfileError(null);
              }}
              aria-invalid={profileError ? true : undefined}
              aria-describedby={`${fileId}-hint${profileError ? ` ${fileId}-error` : ''}`}
            />
            <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
              {t('linkedin.form.fileHint')}
            </p>
            <FieldError id={`${fileId}-error`} problem={source === 'pdf' ? profileError : null} />
          </TabsContent>
        </Tabs>
        <div>
          <BusyButton type="submit" busy={mutation.isPending} busyLabel={t('linkedin.form.submitting')}>
            {t('linkedin.form.submit')}
          </BusyButton>
        </div>
      </form>
    </SectionCard>
  );
}

/** Past analyses with score and date, newest first: progress over time. Each opens in place. */
function HistoryList({ selected, onOpen }: { selected: string | null; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useAnalysesQuery(page, true);
  const language = i18n.resolvedLanguage ?? 'en';
  let body;
  if (query.isError) {
    body = (
      <LoadErrorAlert
        title={t('linkedin.history.loadError')}
        description={t('linkedin.errors.generic')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.isPending) {
    body = <div aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-muted" />;
  } else if (query.data.total === 0) {
    body = (
      <EmptyMessage
        icon={<History />}
        title={t('linkedin.history.title')}
        text={t('linkedin.history.empty')}
        action={null}
      />
    );
  } else {
    const pages = Math.max(1, Math.ceil(query.data.total / query.data.pageSize));
    body = (
      <>
        <ul className="grid gap-2">
          {query.data.analyses.map((item) => {
            // With the time: several analyses on one day are how progress shows.
            const date = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(item.createdAt),
            );
            return (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onOpen(item.id)}
                  aria-current={item.id === selected ? 'true' : undefined}
                  aria-label={t('linkedin.history.open', { date })}
                  className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg border border-border px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=true]:border-primary"
                >
                  <span className="font-semibold tabular-nums">
                    {t('linkedin.history.scoreOf', { score: item.score })}
                  </span>
                  <Badge variant="outline">{t(`linkedin.result.bands.${item.band}`)}</Badge>
                  <span className="text-muted-foreground">{date}</span>
                </button>
              </li>
            );
          })}
        </ul>
        {pages > 1 ? (
          <div className="flex items-center justify-between gap-2 text-sm">
            <Button size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
              {t('linkedin.history.previous')}
            </Button>
            <span>{t('linkedin.history.pageOf', { page, pages })}</span>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('linkedin.history.next')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return <SectionCard title={t('linkedin.history.title')}>{body}</SectionCard>;
}

function OpenAnalysis({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useAnalysisQuery(id);
  if (query.isError) {
    return (
      <LoadErrorAlert
        title={t('linkedin.errors.toastTitle')}
        description={t('linkedin.errors.generic')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) return <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-muted" />;
  return <AnalysisResult record={query.data} />;
}

/** /linkedin-analysis (spec 001 §2): URL and profile in, score out of 100 with checklist and history out. */
export function LinkedinAnalysisPage() {
  const { t } = useTranslation();
  const { user, isPending } = useAuth();
  const { plan } = useSubscription();
  const [params, setParams] = useSearchParams();
  const selected = params.get('analysis');
  const viewer = !isPending && !user ? 'signed-out' : isPending ? null : plan;
  const open = (id: string) => setParams({ analysis: id });
  return (
    <div className="space-y-6">
      <PageHeader
        seo={{ title: t('linkedin.seo.title'), description: t('linkedin.seo.description') }}
        title={t('linkedin.header.title')}
        description={t('linkedin.header.description')}
      />
      <UpgradeGate requiredPlan="pro" viewer={viewer}>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="grid min-w-0 content-start gap-6">
            <AnalysisForm onDone={open} />
            {selected ? <OpenAnalysis id={selected} /> : null}
          </div>
          <div className="min-w-0">
            <HistoryList selected={selected} onOpen={open} />
          </div>
        </div>
      </UpgradeGate>
    </div>
  );
}
