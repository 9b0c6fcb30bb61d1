import type { TCvData } from '#domain/cv';
import type { TOnboardingStepData, TProfileUpdate } from '#domain/onboarding';
import { JOB_TYPES, INDUSTRIES } from '#domain/onboarding-rules';
import type { TProfile } from '#domain/profile';
import { seedTargetRoles } from '#domain/target-roles';

/**
 * The onboarding modal's draft: the step data of spec 001 §3 (saved at every step so a reload
 * resumes) plus the two preferences, which live on the profile rather than in the step data.
 */
export type OnboardingDraft = TOnboardingStepData & {
  jobTypePreference: string;
  industryPreference: string;
};

const PERSONAL_FIELDS = ['fullName', 'email', 'phone', 'location', 'linkedinUrl'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const blank = (value: string | undefined): boolean => !value || value.trim() === '';

/** The first non-blank of the candidates, in order of preference; '' when all are blank. */
const firstFilled = (...candidates: (string | null | undefined)[]): string =>
  candidates.find((value): value is string => !blank(value ?? undefined)) ?? '';

/**
 * The draft the modal starts from: what was saved (the user's own typing wins), then the profile.
 * The stored step data is read leniently: it was written by this modal, but a bad value must not
 * break the dialog, so unknown shapes are dropped.
 */
export function draftFromProfile(profile: TProfile): OnboardingDraft {
  const saved = profile.onboardingStepData as Partial<TOnboardingStepData>;
  const roles = Array.isArray(saved.targetRoles)
    ? saved.targetRoles.filter((r) => typeof r === 'string')
    : [];
  return {
    ...saved,
    fullName: firstFilled(text(saved.fullName), profile.fullName),
    email: firstFilled(text(saved.email), profile.email),
    phone: firstFilled(text(saved.phone), profile.phone),
    location: firstFilled(text(saved.location), profile.contactAddress),
    linkedinUrl: firstFilled(text(saved.linkedinUrl), profile.linkedinUrl),
    jobTitle: text(saved.jobTitle),
    targetRoles: roles.length > 0 ? roles : profile.targetRoles,
    jobTypePreference: profile.jobTypePreference ?? '',
    industryPreference: profile.industryPreference ?? '',
  };
}

/**
 * Pre-fills the draft from a parsed CV (spec 001 §2, §5). The CV's values fill only what is blank
 * or still the profile's own value (the sign-up name), never what the user typed or saved here; the
 * target roles are seeded from the first three technical skills only when there are none yet.
 */
export function mergeParsedCv(draft: OnboardingDraft, cv: TCvData, profile: TProfile): OnboardingDraft {
  const next: OnboardingDraft = { ...draft, cvUploaded: true, cvParsed: true };
  const fromProfile: Record<(typeof PERSONAL_FIELDS)[number], string | null> = {
    fullName: profile.fullName,
    email: profile.email,
    phone: profile.phone,
    location: profile.contactAddress,
    linkedinUrl: profile.linkedinUrl,
  };
  const saved = profile.onboardingStepData;
  for (const field of PERSONAL_FIELDS) {
    const current = draft[field];
    // Equal to the profile's value counts as untouched only if the user never saved the field in
    // this modal: after a reload, a name they typed is also the profile's (it was saved there).
    const untouched = blank(current) || (current === fromProfile[field] && blank(text(saved[field])));
    if (untouched && !blank(cv.personalInfo[field])) next[field] = cv.personalInfo[field];
  }
  if (blank(draft.jobTitle) && cv.experience[0]) next.jobTitle = cv.experience[0].position;
  if (blank(draft.summary)) next.summary = cv.summary;
  if (!draft.experience?.length) next.experience = cv.experience;
  if (!draft.education?.length) next.education = cv.education;
  if (!draft.skills) next.skills = cv.skills;
  if (!draft.certifications?.length) next.certifications = cv.certifications;
  if (!draft.targetRoles?.length) next.targetRoles = seedTargetRoles(cv.skills.technical);
  return next;
}

/** What PUT /api/onboarding/progress stores: the draft without the profile's preferences. */
export function stepDataOf(draft: OnboardingDraft): TOnboardingStepData {
  const { jobTypePreference: _jobType, industryPreference: _industry, ...stepData } = draft;
  return stepData;
}

export type PersonalInfoErrors = { fullName?: 'required'; email?: 'required' };

/** Spec 001 §5: full name and email are required; everything else on the step is optional. */
export function personalInfoErrors(draft: Pick<OnboardingDraft, 'fullName' | 'email'>): PersonalInfoErrors {
  return {
    ...(blank(draft.fullName) ? { fullName: 'required' as const } : {}),
    ...(blank(draft.email) ? { email: 'required' as const } : {}),
  };
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** CVs often give "linkedin.com/in/x"; the profile wants a full address, so add the scheme. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  return trimmed === '' || /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** PATCH /api/profile before completing: personal info and preferences (spec 001 §4). */
export function profileUpdateOf(draft: OnboardingDraft): TProfileUpdate {
  return {
    fullName: draft.fullName ?? '',
    email: draft.email ?? '',
    phone: draft.phone ?? '',
    contactAddress: draft.location ?? '',
    linkedinUrl: withScheme(draft.linkedinUrl ?? ''),
    jobTypePreference: isOneOf(JOB_TYPES, draft.jobTypePreference) ? draft.jobTypePreference : null,
    industryPreference: isOneOf(INDUSTRIES, draft.industryPreference) ? draft.industryPreference : null,
    targetRoles: [...(draft.targetRoles ?? [])],
  };
}
