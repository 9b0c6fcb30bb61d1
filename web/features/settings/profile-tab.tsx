import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, type ComponentProps, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver, type ResolverOptions } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { z } from 'zod';
import { CV_LANGUAGES } from '#domain/cv-rules';
import { ZProfileUpdate, type TProfileUpdate } from '#domain/onboarding';
import { INDUSTRIES, JOB_TYPES, PREFERRED_TONES } from '#domain/onboarding-rules';
import type { TProfile } from '#domain/profile';
import { BusyButton } from '../../components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { LoadState } from '../../components/load-state';
import { useProfileQuery } from '../profile';
import { ChipInput } from '../../components/chip-input';
import { toProfileFormValues, toProfileUpdate, type ProfileFormValues } from './profile-form-values';
import { SelectField, type SelectOption } from '../../components/select-field';
import { useProfileUpdate } from './use-profile-update';

/**
 * ZProfileUpdate validates the body that would be sent; field names are the same, so its messages
 * land on the form's own fields. Only the options' field-name typing differs (selects hold '').
 */
const validateUpdate = zodResolver(ZProfileUpdate);
type UpdateResolverOptions = ResolverOptions<z.input<typeof ZProfileUpdate>>;
const profileResolver: Resolver<ProfileFormValues, unknown, TProfileUpdate> = async (
  values,
  context,
  options,
) => validateUpdate(toProfileUpdate(values), context, options as unknown as UpdateResolverOptions);

function useSelectOptions() {
  const { t } = useTranslation();
  return useMemo(() => {
    const notSet: SelectOption = { value: '', label: t('settingsProfile.profile.notSet') };
    const languages = CV_LANGUAGES.map((value) => ({
      value,
      label: t(`settingsProfile.languages.${value}`),
    }));
    return {
      jobTypes: [notSet, ...JOB_TYPES.map((value) => ({ value, label: t(`preferences.jobTypes.${value}`) }))],
      industries: [
        notSet,
        ...INDUSTRIES.map((value) => ({ value, label: t(`preferences.industries.${value}`) })),
      ],
      languages,
      cvLanguages: [notSet, ...languages],
      tones: PREFERRED_TONES.map((value) => ({ value, label: t(`settingsProfile.tones.${value}`) })),
    };
  }, [t]);
}

/** The Profile tab: loads the profile, then the form (spec 001 §2 Settings, §3 profiles). */
export function ProfileTab() {
  const { t } = useTranslation();
  const query = useProfileQuery();
  if (query.data) return <ProfileForm profile={query.data} />;
  // The query itself toasts 'Error loading profile' (spec 000 §8); this keeps a retry on the page.
  return <LoadState query={query} errorText={t('settingsProfile.profile.loadError')} />;
}

type TextName =
  'fullName' | 'email' | 'phone' | 'contactAddress' | 'linkedinUrl' | 'employmentStatus' | 'educationLevel';
type SelectName =
  'jobTypePreference' | 'industryPreference' | 'preferredLanguage' | 'preferredTone' | 'cvLanguage';
type TextOptions = { hint?: ReactNode; input?: ComponentProps<'input'> };

const errorOf = (errors: FieldErrors<ProfileFormValues>, name: TextName) => errors[name]?.message;

function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const options = useSelectOptions();
  const update = useProfileUpdate();
  const form = useForm<ProfileFormValues, unknown, TProfileUpdate>({
    defaultValues: toProfileFormValues(profile),
    resolver: profileResolver,
  });
  const { register, control, handleSubmit, reset, formState } = form;
  const { errors } = formState;

  // After a save (or another tab's change) the server's values, trimmed and normalised, are shown.
  useEffect(() => reset(toProfileFormValues(profile)), [profile, reset]);

  // One labelled text input; a validation message replaces the hint so it is read with the field.
  const text = (name: TextName, label: string, { hint, input }: TextOptions = {}) => {
    const message = errorOf(errors, name);
    return (
      <Field
        id={`profile-${name}`}
        label={label}
        // Fields sharing a grid row keep their inputs level even when only one has a hint.
        className="content-start"
        aria-invalid={message ? true : undefined}
        hint={message ? <span className="text-destructive">{message}</span> : hint}
        {...input}
        {...register(name)}
      />
    );
  };

  const select = (name: SelectName, label: string, choices: readonly SelectOption[]) => (
    <SelectField id={`profile-${name}`} label={label} options={choices} {...register(name)} />
  );

  // A chip list (spec 001 §5 rule for adding); its messages come from the list's validation.
  const chips = (name: 'targetRoles' | 'competencies') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChipInput
          id={`profile-${name}`}
          label={t(`settingsProfile.profile.${name}`)}
          placeholder={t(`settingsProfile.profile.${name}Placeholder`)}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit((body) => update.mutate(body))} className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('settingsProfile.profile.personal')}</CardTitle>
          <CardDescription>{t('settingsProfile.profile.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {text('fullName', t('settingsProfile.profile.fullName'), {
            input: { autoComplete: 'name', required: true },
          })}
          {text('email', t('settingsProfile.profile.email'), {
            hint: t('settingsProfile.profile.emailHint'),
            input: { type: 'email', autoComplete: 'email', required: true },
          })}
          {text('phone', t('settingsProfile.profile.phone'), { input: { type: 'tel', autoComplete: 'tel' } })}
          {text('contactAddress', t('settingsProfile.profile.location'), {
            input: { autoComplete: 'address-level2' },
          })}
          {text('linkedinUrl', t('settingsProfile.profile.linkedinUrl'), {
            // The profile behind the URL can be scored on its own screen (a Pro feature, decision 022).
            hint: (
              <Link
                to="/linkedin-analysis"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('settingsProfile.profile.linkedinAnalysis')}
              </Link>
            ),
            input: { type: 'url', inputMode: 'url', placeholder: 'https://www.linkedin.com/in/…' },
          })}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('settingsProfile.profile.preferences')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {select('jobTypePreference', t('settingsProfile.profile.jobType'), options.jobTypes)}
          {select('industryPreference', t('settingsProfile.profile.industry'), options.industries)}
          {text('employmentStatus', t('settingsProfile.profile.employmentStatus'))}
          {text('educationLevel', t('settingsProfile.profile.educationLevel'))}
          {chips('targetRoles')}
          {chips('competencies')}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('settingsProfile.profile.writing')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          {select('preferredLanguage', t('settingsProfile.profile.preferredLanguage'), options.languages)}
          {select('preferredTone', t('settingsProfile.profile.preferredTone'), options.tones)}
          {select('cvLanguage', t('settingsProfile.profile.cvLanguage'), options.cvLanguages)}
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <BusyButton type="submit" busy={update.isPending} busyLabel={t('settingsProfile.profile.saving')}>
          {t('settingsProfile.profile.save')}
        </BusyButton>
      </div>
    </form>
  );
}
