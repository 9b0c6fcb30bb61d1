import type { OutputLanguage } from '#domain/applications';
import { SHARE_EXPIRY_DAYS } from '#domain/application-rules';
import { DEFAULT_OUTPUT_LANGUAGE, OUTPUT_LANGUAGES, OUTPUT_LANGUAGE_CODES } from '#domain/application-rules';
import type { TCvSummary } from '#domain/cv';
import type { TCvStatusSummary } from '#domain/onboarding';
import { canGenerate } from '#domain/onboarding-rules';
import { UNLIMITED } from '#domain/plans';

/** Spec 001 §2: the generator form's four lock states, first match wins. */
export const LOCK_STATES = ['no-cv', 'cv-processing', 'profile-incomplete', 'unlocked'] as const;
export type LockState = (typeof LOCK_STATES)[number];

type ProfileFacts = { fullName: string | null; email: string | null; cvParsed: boolean };

/**
 * Which lock state the form is in. "Processed" follows can-generate (spec 001 §4): a completed
 * extraction or the profile's cv_parsed flag; a failed CV is not processed either.
 */
export function lockState(profile: ProfileFacts, cvs: TCvStatusSummary): LockState {
  if (canGenerate(profile, cvs)) return 'unlocked';
  if (!cvs.hasCv) return 'no-cv';
  if (!cvs.hasProcessedCv && !profile.cvParsed) return 'cv-processing';
  // A processed CV and still no can-generate: the required profile info is what is missing.
  return 'profile-incomplete';
}

/** Spec 001 §5: only CVs whose extraction completed can be chosen. */
export function selectableCvs(cvs: readonly TCvSummary[]): TCvSummary[] {
  return cvs.filter((cv) => cv.extractionStatus === 'completed');
}

/** The default CV when it is selectable, else the newest selectable one, else none. */
export function preselectedCvId(cvs: readonly TCvSummary[]): string {
  const usable = selectableCvs(cvs);
  return (usable.find((cv) => cv.isDefault) ?? usable[0])?.id ?? '';
}

/** The profile's preferred CV language ("de") as an output language when it is one, else english. */
export function defaultOutputLanguage(cvLanguage: string | null | undefined): OutputLanguage {
  return OUTPUT_LANGUAGES.find((l) => OUTPUT_LANGUAGE_CODES[l] === cvLanguage) ?? DEFAULT_OUTPUT_LANGUAGE;
}

export type GeneratorForm = {
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  cvId: string;
  outputLanguage: OutputLanguage;
  applicationUrl: string;
};

/** Spec 001 §5: Generate needs jobTitle, companyName, jobDescription and a CV (blank is missing). */
export function isFormComplete(form: GeneratorForm): boolean {
  return [form.jobTitle, form.companyName, form.jobDescription, form.cvId].every((v) => v.trim() !== '');
}

/** The usage limit is reached when a limited plan has used all of it (spec 001 §6; -1 is unlimited). */
export function isLimitReached(used: number, limit: number): boolean {
  return limit !== UNLIMITED && limit >= 0 && used >= limit;
}

/** An imported job ad fills the description, and the title and company only where the user left them empty. */
export function applyImportedAd(
  form: GeneratorForm,
  ad: { url: string; text: string; jobTitle: string; companyName: string },
): GeneratorForm {
  return {
    ...form,
    jobDescription: ad.text,
    jobTitle: form.jobTitle.trim() ? form.jobTitle : ad.jobTitle,
    companyName: form.companyName.trim() ? form.companyName : ad.companyName,
    applicationUrl: ad.url,
  };
}

/** The share expiry as the select holds it ('never', '1', '7', '30') and as the API takes it (null: never). */
export function expiryDays(choice: string): number | null {
  const days = Number(choice);
  return (SHARE_EXPIRY_DAYS as readonly number[]).includes(days) ? days : null;
}
