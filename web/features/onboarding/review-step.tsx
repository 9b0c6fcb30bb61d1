import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { INDUSTRIES, JOB_TYPES } from '#domain/onboarding-rules';
import type { OnboardingStep } from '#domain/profile';
import { Button } from '../../components/ui/button';
import type { OnboardingDraft } from './onboarding-draft';

type ReviewStepProps = { draft: OnboardingDraft; hasCv: boolean; onEdit: (step: OnboardingStep) => void };

function Section({ title, onEdit, children }: { title: string; onEdit?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-lg border p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        {onEdit ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            aria-label={`${t('onboarding.review.edit')}: ${title}`}
          >
            {t('onboarding.review.edit')}
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Label–value rows; a blank value reads "Not given" rather than leaving a hole. */
function Facts({ rows }: { rows: [string, string | undefined][] }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words">{value?.trim() ? value : t('onboarding.review.none')}</dd>
        </div>
      ))}
    </dl>
  );
}

function CvFacts({ draft, hasCv }: { draft: OnboardingDraft; hasCv: boolean }) {
  const { t } = useTranslation();
  const skills = [...(draft.skills?.technical ?? []), ...(draft.skills?.soft ?? [])];
  const experience = (draft.experience ?? []).map((e) => [e.position, e.company].filter(Boolean).join(', '));
  const education = (draft.education ?? []).map((e) => [e.degree, e.institution].filter(Boolean).join(', '));
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">
        {hasCv ? t('onboarding.review.cvUploaded') : t('onboarding.review.cvMissing')}
      </p>
      <Facts
        rows={[
          [t('onboarding.review.summary'), draft.summary],
          [t('onboarding.review.experience'), experience.join('; ')],
          [t('onboarding.review.education'), education.join('; ')],
          [t('onboarding.review.skills'), skills.join(', ')],
        ]}
      />
    </div>
  );
}

/** Everything the user is about to save, each part with a way back to its step (spec 001 §2). */
export function ReviewStep({ draft, hasCv, onEdit }: ReviewStepProps) {
  const { t } = useTranslation();
  // Stored as the §9 ids, shown in the UI language.
  const jobType = JOB_TYPES.find((value) => value === draft.jobTypePreference);
  const industry = INDUSTRIES.find((value) => value === draft.industryPreference);
  return (
    <div className="grid gap-3">
      <Section title={t('onboarding.review.personal')} onEdit={() => onEdit('personal-info')}>
        <Facts
          rows={[
            [t('onboarding.fields.fullName'), draft.fullName],
            [t('onboarding.fields.email'), draft.email],
            [t('onboarding.fields.phone'), draft.phone],
            [t('onboarding.fields.location'), draft.location],
            [t('onboarding.fields.linkedinUrl'), draft.linkedinUrl],
            [t('onboarding.fields.jobTitle'), draft.jobTitle],
          ]}
        />
      </Section>
      <Section title={t('onboarding.review.preferences')} onEdit={() => onEdit('preferences')}>
        <Facts
          rows={[
            [t('onboarding.fields.jobType'), jobType ? t(`preferences.jobTypes.${jobType}`) : undefined],
            [t('onboarding.fields.industry'), industry ? t(`preferences.industries.${industry}`) : undefined],
            [t('onboarding.fields.targetRoles'), (draft.targetRoles ?? []).join(', ')],
          ]}
        />
      </Section>
      <Section title={t('onboarding.review.cv')} onEdit={() => onEdit('cv-upload')}>
        <CvFacts draft={draft} hasCv={hasCv} />
      </Section>
    </div>
  );
}
