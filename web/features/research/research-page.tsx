import Search from 'lucide-react/icons/search';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { RESEARCH_LIMITS, type TCompanyResearchRequest, type TCompanyResearchResult } from '#domain/research';
import { PageHeader } from '../../components/page-header';
import { LoadErrorAlert, SectionCard } from '../../components/section-card';
import { BusyButton } from '../../components/ui/busy-button';
import { Field } from '../../components/ui/field';
import { UpgradeGate } from '../../components/upgrade-gate';
import { isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth-provider';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useSubscription } from '../billing';
import { ResearchResult } from './research-result';
import { useResearchCompany, useResearchList, useSavedResearch } from './use-research';

/** The site the research read (its first checked address), so a refresh reads the same one. */
const websiteOf = (result: TCompanyResearchResult) => result.data?.checkedPages[0]?.url;

function HistoryList({
  enabled,
  onOpen,
  openId,
}: {
  enabled: boolean;
  onOpen: (id: string) => void;
  openId: string | null;
}) {
  const { t, i18n } = useTranslation();
  const list = useResearchList(enabled);
  return (
    <SectionCard title={t('research.history.title')}>
      {list.isError ? (
        <LoadErrorAlert
          title={t('research.history.loadError')}
          description={t('research.loadErrorText')}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <div aria-hidden="true" className="h-24 animate-pulse rounded-md bg-muted" />
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('research.history.empty')}</p>
      ) : (
        <ul className="grid gap-1">
          {list.data.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onOpen(item.id)}
                aria-current={openId === item.id ? 'true' : undefined}
                aria-label={t('research.history.open', { name: item.companyName })}
                className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current]:bg-muted"
              >
                <span className="block font-medium">
                  {item.companyName}
                  {item.location ? <span className="text-muted-foreground"> · {item.location}</span> : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  {formatDate(item.researchedAt, i18n.language)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function ResearchWorkspace() {
  const { t } = useTranslation();
  const [companyName, setCompanyName] = useState('');
  const [location, setLocation] = useState('');
  const [website, setWebsite] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [websiteError, setWebsiteError] = useState<string | null>(null);
  const [result, setResult] = useState<TCompanyResearchResult | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const saved = useSavedResearch(openId);
  const research = useResearchCompany();
  const [refreshing, setRefreshing] = useState(false);

  const run = (body: TCompanyResearchRequest, isRefresh: boolean) => {
    setRefreshing(isRefresh);
    research.mutate(body, {
      onSuccess: (answer) => {
        if (!answer.success) {
          toast.error(t('research.failed'));
          return;
        }
        setOpenId(null);
        setResult(answer);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields?.companyName) setNameError(t('research.form.nameRequired'));
        else if (isApiError(error) && error.fields?.website)
          setWebsiteError(t('research.form.websiteInvalid'));
        else toast.error(t('research.failed'));
      },
      onSettled: () => setRefreshing(false),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!companyName.trim()) {
      setNameError(t('research.form.nameRequired'));
      return;
    }
    setNameError(null);
    setWebsiteError(null);
    run({ companyName, location, website }, false);
  };

  const shown = openId ? (saved.data ?? null) : result;
  const refresh = () => {
    if (!shown?.data) return;
    const site = websiteOf(shown);
    run(
      {
        companyName: shown.data.name,
        ...(shown.location ? { location: shown.location } : {}),
        ...(site ? { website: site } : {}),
        refresh: true,
      },
      true,
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid min-w-0 content-start gap-6">
        <form
          onSubmit={submit}
          noValidate
          aria-label={t('research.form.label')}
          className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <Field
                id="research-company"
                label={t('research.form.companyName')}
                value={companyName}
                maxLength={RESEARCH_LIMITS.companyName}
                autoComplete="organization"
                required
                aria-invalid={nameError ? true : undefined}
                aria-errormessage={nameError ? 'research-company-error' : undefined}
                onChange={(event) => setCompanyName(event.target.value)}
              />
              {nameError ? (
                <p id="research-company-error" role="alert" className="text-sm text-destructive">
                  {nameError}
                </p>
              ) : null}
            </div>
            <Field
              id="research-location"
              label={t('research.form.location')}
              value={location}
              maxLength={RESEARCH_LIMITS.location}
              onChange={(event) => setLocation(event.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <Field
              id="research-website"
              type="url"
              inputMode="url"
              label={t('research.form.website')}
              hint={t('research.form.websiteHint')}
              placeholder="https://"
              value={website}
              maxLength={RESEARCH_LIMITS.website}
              aria-invalid={websiteError ? true : undefined}
              aria-errormessage={websiteError ? 'research-website-error' : undefined}
              onChange={(event) => setWebsite(event.target.value)}
            />
            {websiteError ? (
              <p id="research-website-error" role="alert" className="text-sm text-destructive">
                {websiteError}
              </p>
            ) : null}
          </div>
          <div>
            <BusyButton
              type="submit"
              busy={research.isPending && !refreshing}
              busyLabel={t('research.form.busy')}
              disabled={research.isPending}
            >
              <Search aria-hidden="true" />
              {t('research.form.submit')}
            </BusyButton>
          </div>
        </form>

        {openId && saved.isError ? (
          <LoadErrorAlert
            title={t('research.loadError')}
            description={t('research.loadErrorText')}
            onRetry={() => void saved.refetch()}
          />
        ) : openId && saved.isPending ? (
          <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-muted" />
        ) : shown ? (
          <ResearchResult result={shown} refreshing={refreshing && research.isPending} onRefresh={refresh} />
        ) : null}
      </div>
      <aside className="min-w-0">
        <HistoryList enabled onOpen={setOpenId} openId={openId} />
      </aside>
    </div>
  );
}

/** /company-research and /research (spec 001 §2): Pro; Free sees the upgrade gate. */
export function ResearchPage() {
  const { t } = useTranslation();
  const { user, isPending } = useAuth();
  const { plan } = useSubscription();
  const viewer = !isPending && !user ? 'signed-out' : isPending ? null : plan;
  return (
    <div className="space-y-6">
      <PageHeader
        seo={{ title: t('research.seo.title'), description: t('research.seo.description') }}
        title={t('research.title')}
        description={t('research.description')}
      />
      <UpgradeGate requiredPlan="pro" viewer={viewer}>
        <ResearchWorkspace />
      </UpgradeGate>
    </div>
  );
}
