import type { CvLanguage } from './cv-rules.ts';
import { PREFERRED_TONES } from './onboarding-rules.ts';

/**
 * The applications' statuses, languages, follow-up and score rules (spec 001 §3, §9; issue 17).
 * Without zod, as onboarding-rules.ts: the web's lists and badges show them before any schema is
 * needed. domain/applications.ts re-exports all of this with the contracts.
 */

// ---------------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------------

/** Spec §9 lists english, german, spanish, french (default english); Danish is ours (the product is Danish-first). */
export const OUTPUT_LANGUAGES = ['english', 'german', 'spanish', 'french', 'danish'] as const;
export type OutputLanguage = (typeof OUTPUT_LANGUAGES)[number];
export const DEFAULT_OUTPUT_LANGUAGE: OutputLanguage = 'english';

export const OUTPUT_LANGUAGE_CODES: Readonly<Record<OutputLanguage, CvLanguage>> = {
  english: 'en',
  german: 'de',
  spanish: 'es',
  french: 'fr',
  danish: 'da',
};

export const TONES = PREFERRED_TONES;
export type Tone = (typeof TONES)[number];

/**
 * Statuses an application moves through. The spec leaves transitions open ("not shown"): any status
 * may follow any other, and every change is recorded (application_status_events).
 */
export const APPLICATION_STATUSES = [
  'draft',
  'applied',
  'interview',
  'offer',
  'rejected',
  'accepted',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Spec §3: the statuses analytics count and show in colour; others are neutral. */
export const COUNTED_STATUSES = ['applied', 'interview', 'offer', 'rejected', 'accepted'] as const;
/** Spec §9: success rate = rounded share of applications with one of these statuses. */
export const SUCCESS_STATUSES = ['interview', 'offer', 'accepted'] as const;
/** A reply from the employer: the first change into one of these ends the "response time". */
export const RESPONSE_STATUSES = ['interview', 'offer', 'rejected', 'accepted'] as const;

/**
 * Follow-up reminders (issue 17) are for applications waiting on the employer: once the status
 * moves on from applied, the follow-up date no longer reminds anyone.
 */
export const FOLLOW_UP_STATUS: ApplicationStatus = 'applied';
/** Interview reminders go out while the application is applied or at the interview stage. */
export const INTERVIEW_REMINDER_STATUSES = ['applied', 'interview'] as const;
/** How far the one-click "Snooze" link moves a follow-up date. */
export const SNOOZE_DAYS = 3;

/** Where a follow-up date stands on `today` (YYYY-MM-DD, UTC), for the list and the result page. */
export type FollowUpState = 'none' | 'done' | 'upcoming' | 'due' | 'overdue';

export function followUpState(
  a: { status: ApplicationStatus; followUpOn: string | null; followedUpAt: string | null },
  today: string,
): FollowUpState {
  if (!a.followUpOn || a.status !== FOLLOW_UP_STATUS) return 'none';
  if (a.followedUpAt) return 'done';
  if (a.followUpOn > today) return 'upcoming';
  return a.followUpOn === today ? 'due' : 'overdue';
}

/** Adds whole days to a calendar day (YYYY-MM-DD), in UTC so no daylight-saving hour shifts it. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const LIST_PAGE_SIZE = 20;
/** Spec §9: recent applications on the dashboard. */
export const RECENT_APPLICATIONS = 5;

/**
 * The bands of an ATS score (0–100), one for the whole product: the application's score badge and
 * report, the job discovery list, and job match alerts (which announce the fair band and up,
 * decision 026).
 */
export const SCORE_BANDS = { good: 80, fair: 60 } as const;
export type ScoreTone = 'good' | 'fair' | 'low';
export function scoreTone(score: number): ScoreTone {
  if (score >= SCORE_BANDS.good) return 'good';
  if (score >= SCORE_BANDS.fair) return 'fair';
  return 'low';
}

/** The stages a generation reports as it goes (GenerationEvent in domain/applications.ts). */
export const GENERATION_STAGES = ['analysing', 'matching', 'writing', 'saving'] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];

/** The kinds of fact the letter may state, in the order the review lists them. */
export const REVIEW_FACT_KINDS = ['role', 'years', 'education', 'certificate', 'language', 'skill'] as const;
export type ReviewFactKind = (typeof REVIEW_FACT_KINDS)[number];

/** The expiry choices of a share link, in days (spec 000 §7); no expiry is also allowed. */
export const SHARE_EXPIRY_DAYS = [1, 7, 30] as const;

/**
 * The words the engine writes into the CV lines it cites as evidence ("Skills: TypeScript",
 * "Senior Developer, Acme (2019–present)"): English in the stored report, worded in the UI
 * language by the web (web/features/applications/generator/evidence-line.ts).
 */
export const EVIDENCE_WORDS = {
  present: 'present',
  summary: 'Summary',
  job: 'Job',
  education: 'Education',
  skills: 'Skills',
  languages: 'Languages',
  certification: 'Certification',
} as const;
