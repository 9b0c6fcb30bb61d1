import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import ExternalLink from 'lucide-react/icons/external-link';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Sparkles from 'lucide-react/icons/sparkles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { TCited, TCompanyResearchResult, TSource } from '#domain/research';
import { SectionCard } from '../../components/section-card';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { BusyButton } from '../../components/ui/busy-button';
import { formatDate } from '../../lib/format';

/** One source: a page of the company's site (opens in a new tab) or the user's saved ad in the app. */
function SourceLink({ source }: { source: TSource }) {
  const { t } = useTranslation();
  const label = `${t(`research.source.${source.kind}`)}: ${source.label}`;
  if (source.url.startsWith('/')) {
    return (
      <Link to={source.url} className="underline underline-offset-2 hover:text-foreground">
        {label}
      </Link>
    );
  }
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-center gap-1 break-all underline underline-offset-2 hover:text-foreground"
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
    </a>
  );
}

function Sources({ sources, model }: { sources: readonly TSource[]; model?: boolean | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <span className="sr-only">{t('research.sources')}:</span>
      {model ? (
        <span className="inline-flex items-center gap-1">
          <Sparkles aria-hidden="true" className="size-3" />
          {t('research.modelSummary')}
        </span>
      ) : null}
      {sources.map((source) => (
        <SourceLink key={`${source.kind}:${source.url}`} source={source} />
      ))}
    </div>
  );
}

const Unknown = ({ children }: { children?: ReactNode }) => {
  const { t } = useTranslation();
  return <p className="text-sm text-muted-foreground italic">{children ?? t('research.unknown')}</p>;
};

function Fact({ label, item, className }: { label: string; item: TCited | null; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="mt-0.5 text-sm">
        {item ? (
          <>
            <span className="break-words">{item.text}</span>
            <Sources sources={item.sources} model={item.model} />
          </>
        ) : (
          <Unknown />
        )}
      </dd>
    </div>
  );
}

/** A list of cited facts, or the section's honest "nothing found". */
function CitedList({ items, label }: { items: readonly TCited[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      {label ? <h3 className="mb-1 text-sm font-medium">{label}</h3> : null}
      {items.length === 0 ? (
        <Unknown>{t('research.nothingFound')}</Unknown>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.text} className="text-sm">
              <span className="break-words">{item.text}</span>
              <Sources sources={item.sources} model={item.model} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ResearchResult({
  result,
  refreshing,
  onRefresh,
}: {
  result: TCompanyResearchResult;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation();
  const data = result.data;
  if (!data) return null;
  const date = formatDate(result.researchedAt, i18n.language) ?? '';
  const { interviewInsights: interview, salaryInsights: salary } = data;
  return (
    <section aria-labelledby="research-result-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="research-result-title" className="text-xl font-semibold">
            {data.name}
            {result.location ? <span className="text-muted-foreground"> · {result.location}</span> : null}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t(result.cached ? 'research.cached' : 'research.fresh', { date })}
          </p>
        </div>
        <BusyButton
          variant="outline"
          busy={refreshing}
          busyLabel={t('research.refreshing')}
          onClick={onRefresh}
        >
          <RefreshCw aria-hidden="true" />
          {t('research.refresh')}
        </BusyButton>
      </div>

      <div className="flex flex-wrap gap-2" aria-label={t('research.sources')}>
        {/* The web search shows only where the operator configured one and it was used. */}
        {(['website', 'jobAds', 'ai', ...(data.dataSources.search ? ['search' as const] : [])] as const).map(
          (key) => (
            <Badge key={key} variant={data.dataSources[key] ? 'default' : 'outline'}>
              {t(`research.dataSources.${key}`)}
              {data.dataSources[key] ? '' : ` – ${t('research.dataSources.none')}`}
            </Badge>
          ),
        )}
      </div>

      {result.isLimitedData ? (
        <Alert variant="warning" role="status">
          <AlertTriangle aria-hidden="true" className="size-4" />
          <div>
            <AlertTitle>{t('research.limited')}</AlertTitle>
            <AlertDescription>{t('research.limitedText')}</AlertDescription>
          </div>
        </Alert>
      ) : null}
      {result.isEnhanced ? <p className="text-sm text-muted-foreground">{t('research.enhanced')}</p> : null}

      <SectionCard title={t('research.sections.overview')}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact className="sm:col-span-2" label={t('research.fields.description')} item={data.description} />
          <Fact label={t('research.fields.industry')} item={data.industry} />
          <Fact label={t('research.fields.size')} item={data.size} />
          <Fact label={t('research.fields.headquarters')} item={data.headquarters} />
          <Fact label={t('research.fields.founded')} item={data.founded} />
          <Fact label={t('research.fields.website')} item={data.website} />
        </dl>
      </SectionCard>

      <SectionCard title={t('research.sections.culture')}>
        <dl className="grid gap-4">
          <Fact label={t('research.fields.mission')} item={data.mission} />
        </dl>
        <CitedList label={t('research.fields.values')} items={data.values} />
        <CitedList label={t('research.fields.culture')} items={data.culture} />
      </SectionCard>

      <SectionCard title={t('research.sections.interview')}>
        <p className="text-sm text-muted-foreground">{t('research.interview.note')}</p>
        <CitedList label={t('research.interview.topics')} items={interview.commonQuestions} />
        <CitedList label={t('research.interview.tips')} items={interview.tips} />
      </SectionCard>

      <SectionCard title={t('research.sections.salary')}>
        <p className="text-sm text-muted-foreground">{t('research.salary.note')}</p>
        <dl>
          <Fact label={t('research.salary.span')} item={salary.averageRange} />
        </dl>
        <div>
          <h3 className="mb-1 text-sm font-medium">{t('research.salary.roles')}</h3>
          {salary.commonRoles.length === 0 ? (
            <Unknown>{t('research.nothingFound')}</Unknown>
          ) : (
            <ul className="grid gap-2">
              {salary.commonRoles.map((role) => (
                <li key={`${role.title}:${role.range}`} className="text-sm">
                  <span className="font-medium">{role.title}</span>: {role.range}
                  <Sources sources={role.sources} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </SectionCard>

      <SectionCard title={t('research.sections.leadership')}>
        {data.keyLeadership.length === 0 ? (
          <Unknown>{t('research.nothingFound')}</Unknown>
        ) : (
          <ul className="grid gap-3">
            {data.keyLeadership.map((leader) => (
              <li key={leader.name} className="text-sm">
                <span className="font-medium">{leader.name}</span> – {leader.role}
                {leader.background ? <p className="text-muted-foreground">{leader.background}</p> : null}
                <Sources sources={leader.sources} />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard title={t('research.sections.news')}>
        {data.recentNews.length === 0 ? (
          <Unknown>{t('research.nothingFound')}</Unknown>
        ) : (
          <ul className="grid gap-3">
            {data.recentNews.map((news) => (
              <li key={news.url} className="text-sm">
                <a
                  href={news.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="font-medium underline underline-offset-2"
                >
                  {news.title}
                </a>
                {news.date ? (
                  <span className="text-muted-foreground">
                    {' '}
                    · {formatDate(news.date, i18n.language)}
                  </span>
                ) : null}
                {news.summary ? <p className="text-muted-foreground">{news.summary}</p> : null}
                <Sources sources={news.sources} />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard title={t('research.sections.benefits')}>
        <CitedList items={data.benefits} />
      </SectionCard>

      {data.techStack.length > 0 ? (
        <SectionCard title={t('research.sections.techStack')}>
          <CitedList items={data.techStack} />
        </SectionCard>
      ) : null}

      {data.checkedPages.length > 0 ? (
        <SectionCard title={t('research.sections.checked')}>
          <ul className="grid gap-1 text-sm">
            {data.checkedPages.map((page) => (
              <li key={page.url} className="flex flex-wrap justify-between gap-x-3">
                <span className="break-all">{page.url}</span>
                <span className="text-muted-foreground">{t(`research.checked.${page.outcome}`)}</span>
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
    </section>
  );
}
