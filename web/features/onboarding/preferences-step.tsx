import { useTranslation } from '../../lib/use-translation';
import { INDUSTRIES, JOB_TYPES } from '#domain/onboarding-rules';
import { ChipInput } from '../../components/chip-input';
import { SelectField } from '../../components/select-field';
import type { OnboardingDraft } from './onboarding-draft';

type StepProps = {
  draft: OnboardingDraft;
  update: (patch: Partial<OnboardingDraft>) => void;
  /** Said out loud in the settings variant, where preferences are optional (spec 001 §5). */
  optional?: boolean;
};

const options = (blank: string, values: readonly { value: string; label: string }[]) => [
  { value: '', label: blank },
  ...values,
];

/**
 * Job type and industry from the §9 lists (stored as those ids, shown in the UI language); target
 * roles added on Enter or + (spec 001 §5).
 */
export function PreferencesStep({ draft, update, optional = false }: StepProps) {
  const { t } = useTranslation();
  const choose = t('onboarding.fields.choose');
  return (
    <div className="grid gap-4">
      {optional ? (
        <p className="text-sm text-muted-foreground">{t('onboarding.settingsVariant.preferencesOptional')}</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="onboarding-job-type"
          label={t('onboarding.fields.jobType')}
          options={options(
            choose,
            JOB_TYPES.map((value) => ({ value, label: t(`preferences.jobTypes.${value}`) })),
          )}
          value={draft.jobTypePreference}
          onChange={(event) => update({ jobTypePreference: event.target.value })}
        />
        <SelectField
          id="onboarding-industry"
          label={t('onboarding.fields.industry')}
          options={options(
            choose,
            INDUSTRIES.map((value) => ({ value, label: t(`preferences.industries.${value}`) })),
          )}
          value={draft.industryPreference}
          onChange={(event) => update({ industryPreference: event.target.value })}
        />
      </div>
      <ChipInput
        id="onboarding-target-roles"
        label={t('onboarding.fields.targetRoles')}
        value={draft.targetRoles ?? []}
        onChange={(targetRoles) => update({ targetRoles })}
      />
    </div>
  );
}
