import type { CvLanguage } from '#domain/cv';
import { CV_LANGUAGES } from '#domain/cv-rules';
import type { TProfileUpdate } from '#domain/onboarding';
import { INDUSTRIES, JOB_TYPES, PREFERRED_TONES } from '#domain/onboarding-rules';
import type { TProfile } from '#domain/profile';

/**
 * The profile form's values: every text field a string (inputs cannot hold null) and the two
 * optional selects '' for "not set". `toProfileUpdate` turns them back into the PATCH body.
 */
export type ProfileFormValues = {
  fullName: string;
  email: string;
  phone: string;
  contactAddress: string;
  linkedinUrl: string;
  jobTypePreference: string;
  industryPreference: string;
  targetRoles: string[];
  competencies: string[];
  employmentStatus: string;
  educationLevel: string;
  preferredLanguage: CvLanguage;
  preferredTone: (typeof PREFERRED_TONES)[number];
  cvLanguage: string;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** Only values the selects offer survive; anything else stored (older data) shows as "not set". */
const optionOrBlank = (list: readonly string[], value: string | null): string =>
  value && list.includes(value) ? value : '';

export function toProfileFormValues(profile: TProfile): ProfileFormValues {
  return {
    fullName: profile.fullName ?? '',
    email: profile.email,
    phone: profile.phone ?? '',
    contactAddress: profile.contactAddress ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    jobTypePreference: optionOrBlank(JOB_TYPES, profile.jobTypePreference),
    industryPreference: optionOrBlank(INDUSTRIES, profile.industryPreference),
    targetRoles: [...profile.targetRoles],
    competencies: [...profile.competencies],
    employmentStatus: profile.employmentStatus ?? '',
    educationLevel: profile.educationLevel ?? '',
    preferredLanguage: oneOf(CV_LANGUAGES, profile.preferredLanguage, 'en'),
    preferredTone: oneOf(PREFERRED_TONES, profile.preferredTone, 'professional'),
    cvLanguage: optionOrBlank(CV_LANGUAGES, profile.cvLanguage),
  };
}

/**
 * The PATCH body: the selects' '' becomes null; texts are sent as typed because ZProfileUpdate
 * trims them and turns blank into null itself.
 */
export function toProfileUpdate(values: ProfileFormValues): TProfileUpdate {
  return {
    ...values,
    jobTypePreference: (values.jobTypePreference || null) as TProfileUpdate['jobTypePreference'],
    industryPreference: (values.industryPreference || null) as TProfileUpdate['industryPreference'],
    cvLanguage: (values.cvLanguage || null) as TProfileUpdate['cvLanguage'],
  };
}
