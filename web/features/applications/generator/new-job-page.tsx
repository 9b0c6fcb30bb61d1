import ArrowLeft from 'lucide-react/icons/arrow-left';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { OutputLanguage } from '#domain/applications';
import { summarizeCvs } from '#domain/onboarding-rules';
import { PageLoading } from '../../../components/page-loading';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Seo } from '../../../lib/seo';
import { toast } from '../../../lib/toast';
import { useCvsQuery } from '../../cvs';
import { useProfileQuery } from '../../profile';
import { useSubscription } from '../../billing';
import { AtsReport } from './ats-report';
import { GenerationErrorAlert, errorText } from './generation-error';
import { GenerationProgress } from './generation-progress';
import { GeneratorFormFields } from './generator-form';
import {
  applyImportedAd,
  defaultOutputLanguage,
  isLimitReached,
  lockState,
  preselectedCvId,
  selectableCvs,
  type GeneratorForm,
} from './generator-rules';
import { FactsReview } from './facts-review';
import { NOTHING_UNTICKED, excludedFacts, toggleFact } from './facts-review-rules';
import { JobAdImport } from './job-ad-import';
import { LockNotice } from './lock-notice';
import { LimitReachedNotice, UsageLine } from './usage-notice';
import { useFactsPreviewQuery } from './use-facts-preview';
import { useGeneration } from './use-generation';
import { useJobAdPrefill } from './use-job-ad-prefill';
import { useApplicationQuery } from './use-application';
import { usePostingQuery } from '../../job-discovery';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

type Fields = Pick<GeneratorForm, 'jobTitle' | 'companyName' | 'jobDescription' | 'applicationUrl'>;
const EMPTY: Fields = { jobTitle: '', companyName: '', jobDescription: '', applicationUrl: '' };

/**
 * The form's values. The CV and language are the user's choice once made; until then they follow
 * the data as it loads (the default CV, the profile's CV language), with no effect to sync them.
 */
function useGeneratorForm(cvs: Parameters<typeof preselectedCvId>[0], cvLanguage: string | null | undefined) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [cvChoice, setCvChoice] = useState<string | null>(null);
  const [languageChoice, setLanguageChoice] = useState<OutputLanguage | null>(null);
  const chosenCvUsable = cvChoice !== null && selectableCvs(cvs).some((cv) => cv.id === cvChoice);
  const form: GeneratorForm = {
    ...fields,
    cvId: chosenCvUsable ? cvChoice : preselectedCvId(cvs),
    outputLanguage: languageChoice ?? defaultOutputLanguage(cvLanguage),
  };
  const update = (patch: Partial<GeneratorForm>) => {
    const { cvId, outputLanguage, ...rest } = patch;
    if (cvId !== undefined) setCvChoice(cvId);
    if (outputLanguage !== undefined) setLanguageChoice(outputLanguage);
    setFields((current) => ({ ...current, ...rest }));
  };
  return { form, update };
}

/**
 * `/new-job?from=<application id>` (the AI assistant's cover-letter answer): the form starts with
 * that saved application's job title, company, ad, URL and CV, once; the user may change anything.
 */
function usePrefillFromApplication(update: (patch: Partial<GeneratorForm>) => void) {
  const [params] = useSearchParams();
  const source = useApplicationQuery(params.get('from') ?? '');
  const [filledFrom, setFilledFrom] = useState('');
  if (source.data && filledFrom !== source.data.id) {
    const app = source.data;
    setFilledFrom(app.id);
    update({
      jobTitle: app.jobTitle,
      companyName: app.companyName,
      jobDescription: app.jobDescription,
      applicationUrl: app.applicationUrl ?? '',
      ...(app.cvId ? { cvId: app.cvId } : {}),
    });
  }
}

/**
 * `/new-job?posting=<discovered posting id>` (job discovery's "Write application"): the form starts
 * with the posting's title, company, ad and address, once.
 */
function usePrefillFromPosting(update: (patch: Partial<GeneratorForm>) => void) {
  const [params] = useSearchParams();
  const source = usePostingQuery(params.get('posting') ?? '');
  const [filledFrom, setFilledFrom] = useState('');
  if (source.data && filledFrom !== source.data.id) {
    const posting = source.data;
    setFilledFrom(posting.id);
    update({
      jobTitle: posting.title,
      companyName: posting.company,
      jobDescription: posting.description,
      applicationUrl: posting.applyUrl ?? '',
    });
  }
}

function WhatYouGet() {
  const { t } = useTranslation();
  const items = ['report', 'letter', 'evidence', 'export'] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg/7">{t('generator.aside.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item} className="flex gap-2 text-sm">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {t(`generator.aside.items.${item}`)}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** /new-job (spec 001 §2): the generator form with its lock states, the streamed letter, then the result. */
export function NewJobPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfileQuery();
  const cvsQuery = useCvsQuery();
  const subscription = useSubscription();
  const cvs = cvsQuery.data ?? [];
  const { form, update } = useGeneratorForm(cvs, profile.data?.cvLanguage);
  usePrefillFromApplication(update);
  usePrefillFromPosting(update);
  // Job Title and Company from the pasted ad's header, while the user has not filled them in.
  const prefill = useJobAdPrefill(form, update);
  const facts = useFactsPreviewQuery(form);
  const [unticked, setUnticked] = useState(NOTHING_UNTICKED);
  const generation = useGeneration({
    onDone: (application) => void navigate(`/applications/${application.id}`),
    onError: (error) => {
      const { title, text } = errorText(t, error);
      toast.error(title, { id: 'generator-error', description: text });
    },
  });
  const { state } = generation;
  const used = subscription.view.applicationsUsed;
  const limit = subscription.view.applications_limit;
  const limitReached = isLimitReached(used, limit);

  const loading = profile.isPending || cvsQuery.isPending;
  const lock = profile.data ? lockState(profile.data, summarizeCvs(cvs)) : 'unlocked';
  const allFailed = cvs.length > 0 && cvs.every((cv) => cv.extractionStatus === 'failed');
  const streaming = state.phase === 'streaming' || state.phase === 'done';

  const excluded = excludedFacts(unticked, form.cvId, facts.data?.facts);
  const onSubmit = () =>
    void generation.start({
      kind: 'create',
      request: {
        jobTitle: form.jobTitle,
        companyName: form.companyName,
        jobDescription: form.jobDescription,
        cvId: form.cvId,
        outputLanguage: form.outputLanguage,
        ...(form.applicationUrl ? { applicationUrl: form.applicationUrl } : {}),
        ...(excluded.length ? { excludedFacts: excluded } : {}),
      },
    });

  return (
    <div className="space-y-6">
      <Seo title={t('generator.seo.title')} description={t('generator.seo.description')} noindex />
      <BackLink to="/dashboard" label={t('generator.back')} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('generator.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('generator.subtitle')}</p>
      </header>
      {loading ? (
        <PageLoading />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <div className="grid min-w-0 content-start gap-6">
            {lock === 'unlocked' ? null : <LockNotice state={lock} failedOnly={allFailed} />}
            {streaming ? (
              <GenerationProgress state={state} onCancel={generation.cancel} />
            ) : (
              <Card>
                <CardContent className="grid gap-6 pt-6">
                  {state.phase === 'failed' && state.error ? (
                    <GenerationErrorAlert error={state.error} limit={limit} />
                  ) : null}
                  {state.phase === 'cancelled' ? (
                    <Alert variant="info" role="status">
                      <Info aria-hidden="true" />
                      <AlertDescription>{t('generator.progress.cancelled')}</AlertDescription>
                    </Alert>
                  ) : null}
                  <JobAdImport
                    disabled={lock !== 'unlocked'}
                    onImported={(ad) => update(applyImportedAd(form, ad))}
                  />
                  <GeneratorFormFields
                    form={form}
                    onChange={(patch) => {
                      prefill.userChanged(patch);
                      update(patch);
                    }}
                    onSubmit={onSubmit}
                    cvs={cvs}
                    locked={lock !== 'unlocked'}
                    blocked={limitReached}
                    footer={
                      <div className="grid gap-3">
                        <FactsReview
                          cvId={form.cvId}
                          preview={facts}
                          unticked={unticked}
                          onToggle={(id) => setUnticked((current) => toggleFact(current, form.cvId, id))}
                          disabled={lock !== 'unlocked'}
                        />
                        {subscription.plan ? <UsageLine used={used} limit={limit} /> : null}
                        {limitReached && state.error?.code !== 'USAGE_LIMIT_REACHED' ? (
                          <LimitReachedNotice limit={limit} />
                        ) : null}
                      </div>
                    }
                  />
                </CardContent>
              </Card>
            )}
          </div>
          <aside className="grid min-w-0 content-start gap-6">
            {state.report ? <AtsReport report={state.report} /> : <WhatYouGet />}
          </aside>
        </div>
      )}
    </div>
  );
}
