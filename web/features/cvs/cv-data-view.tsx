import { useTranslation } from '../../lib/use-translation';
import type { TCvData, TCvDetail, TCvEducation, TCvExperience } from '#domain/cv';
import { Badge } from '../../components/ui/badge';
import { SectionCard } from '../../components/section-card';
import { formatCvMonth, formatLanguage } from './cv-format';

function Nothing() {
  const { t } = useTranslation();
  return <p className="text-sm text-muted-foreground">{t('cvs.detail.nothingFound')}</p>;
}

function useDateRange() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (start: string | null, end: string | null, current = false) => {
    const from = formatCvMonth(start, locale);
    const to = current ? t('cvs.detail.present') : formatCvMonth(end, locale);
    return [from, to].filter(Boolean).join(' – ');
  };
}

function PersonalInfo({ info }: { info: TCvData['personalInfo'] }) {
  const { t } = useTranslation();
  const rows = (['fullName', 'email', 'phone', 'location', 'linkedinUrl'] as const).map((key) => ({
    key,
    label: t(`cvs.fields.${key}`),
    value: info[key],
  }));
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.key} className="min-w-0">
          <dt className="text-xs font-medium text-muted-foreground uppercase">{row.label}</dt>
          <dd className="text-sm break-words">{row.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

type EntryView = { title: string; subtitle: string; dates: string; description?: string };

/** Experience and education read the same way: what, where, when, and optionally what was done. */
function EntryList({ entries }: { entries: EntryView[] }) {
  if (entries.length === 0) return <Nothing />;
  return (
    <ul className="space-y-5">
      {entries.map((entry, i) => (
        <li key={i} className="space-y-1">
          <div className="flex flex-col gap-x-4 sm:flex-row sm:justify-between">
            <p className="font-medium break-words">{entry.title || '—'}</p>
            {entry.dates ? (
              <p className="text-sm whitespace-nowrap text-muted-foreground">{entry.dates}</p>
            ) : null}
          </div>
          {entry.subtitle ? <p className="text-sm text-muted-foreground">{entry.subtitle}</p> : null}
          {entry.description ? <p className="text-sm whitespace-pre-line">{entry.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function useEntryViews() {
  const range = useDateRange();
  const { t } = useTranslation();
  return {
    experience: (items: TCvExperience[]): EntryView[] =>
      items.map((item) => ({
        title: item.position,
        subtitle: [item.company, item.location, item.volunteer ? t('cvs.fields.volunteer') : '']
          .filter(Boolean)
          .join(', '),
        dates: range(item.startDate, item.endDate, item.current),
        description: item.description,
      })),
    education: (items: TCvEducation[]): EntryView[] =>
      items.map((item) => ({
        title: item.degree,
        subtitle: item.institution,
        dates: range(item.startDate, item.endDate),
      })),
  };
}

function Tags({ label, items }: { label?: string; items: string[] }) {
  return (
    <div className="space-y-2">
      {label ? <p className="text-xs font-medium text-muted-foreground uppercase">{label}</p> : null}
      {items.length === 0 ? (
        <Nothing />
      ) : (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item}>
              <Badge variant="secondary" className="font-normal whitespace-normal">
                {item}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Everything the engine read from the CV, section by section, so the user can check it. */
export function CvDataView({ cv, data }: { cv: TCvDetail; data: TCvData }) {
  const { t, i18n } = useTranslation();
  const views = useEntryViews();
  const language = formatLanguage(cv.detectedLanguage, cv.languageConfidence, i18n.resolvedLanguage ?? 'en');
  return (
    <div className="grid gap-6">
      <SectionCard title={t('cvs.detail.personalInfo')}>
        <PersonalInfo info={data.personalInfo} />
      </SectionCard>
      <SectionCard title={t('cvs.detail.summary')}>
        {data.summary ? <p className="text-sm whitespace-pre-line">{data.summary}</p> : <Nothing />}
      </SectionCard>
      <SectionCard title={t('cvs.detail.experience')}>
        <EntryList entries={views.experience(data.experience)} />
      </SectionCard>
      <SectionCard title={t('cvs.detail.education')}>
        <EntryList entries={views.education(data.education)} />
      </SectionCard>
      <SectionCard title={t('cvs.detail.skills')}>
        <div className="grid gap-4">
          <Tags label={t('cvs.fields.technical')} items={data.skills.technical} />
          <Tags label={t('cvs.fields.soft')} items={data.skills.soft} />
          <Tags label={t('cvs.fields.languages')} items={data.skills.languages} />
        </div>
      </SectionCard>
      <SectionCard title={t('cvs.detail.certifications')}>
        <Tags items={data.certifications} />
      </SectionCard>
      <SectionCard title={t('cvs.detail.language')}>
        <p className="text-sm">{language ?? t('cvs.detail.languageUnknown')}</p>
      </SectionCard>
    </div>
  );
}
