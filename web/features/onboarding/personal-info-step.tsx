import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Field } from '../../components/ui/field';
import { personalInfoErrors, type OnboardingDraft } from './onboarding-draft';

type StepProps = { draft: OnboardingDraft; update: (patch: Partial<OnboardingDraft>) => void };

type TextKey = 'fullName' | 'email' | 'phone' | 'location' | 'linkedinUrl' | 'jobTitle';

const FIELDS: { key: TextKey; type: string; autoComplete: string; required?: true }[] = [
  { key: 'fullName', type: 'text', autoComplete: 'name', required: true },
  { key: 'email', type: 'email', autoComplete: 'email', required: true },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'location', type: 'text', autoComplete: 'address-level2' },
  { key: 'linkedinUrl', type: 'url', autoComplete: 'url' },
  { key: 'jobTitle', type: 'text', autoComplete: 'organization-title' },
];

/**
 * Spec 001 §5 onboarding personal info: full name and email required, told inline once the field
 * was left (not while the user has yet to reach it); phone, location, LinkedIn, job title optional.
 */
export function PersonalInfoStep({ draft, update }: StepProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<Partial<Record<TextKey, boolean>>>({});
  const errors = personalInfoErrors(draft);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(({ key, type, autoComplete, required }) => {
        const error = required && touched[key] ? errors[key as 'fullName' | 'email'] : undefined;
        const label = required
          ? t(`onboarding.fields.${key}`)
          : `${t(`onboarding.fields.${key}`)} (${t('onboarding.fields.optional')})`;
        return (
          <Field
            key={key}
            id={`onboarding-${key}`}
            label={label}
            type={type}
            autoComplete={autoComplete}
            required={required}
            value={draft[key] ?? ''}
            onChange={(event) => update({ [key]: event.target.value })}
            onBlur={() => setTouched((current) => ({ ...current, [key]: true }))}
            aria-invalid={error ? true : undefined}
            hint={
              error ? (
                <span className="text-sm text-destructive">
                  {t(`onboarding.errors.${key as 'fullName' | 'email'}`)}
                </span>
              ) : undefined
            }
          />
        );
      })}
    </div>
  );
}
