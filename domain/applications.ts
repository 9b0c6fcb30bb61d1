import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  DEFAULT_OUTPUT_LANGUAGE,
  type GenerationStage,
  LIST_PAGE_SIZE,
  OUTPUT_LANGUAGES,
  REVIEW_FACT_KINDS,
  SHARE_EXPIRY_DAYS,
  SUCCESS_STATUSES,
} from './application-rules.ts';
import { ZCvEntry } from './cv.ts';

/**
 * The application generator's contracts (spec 001 §3 job_applications and generator form, §5, §9;
 * spec 000 §3 shared application). The engine (engine/match, engine/write), the server
 * (server/features/applications, sharing) and the web (/new-job, /applications, /analytics,
 * /shared-application/:token) all speak these shapes.
 */
export * from './application-rules.ts';

// ---------------------------------------------------------------------------------------------------
// Job ad analysis (engine/match)
// ---------------------------------------------------------------------------------------------------

export const REQUIREMENT_KINDS = [
  'hard-skill',
  'soft-skill',
  'experience',
  'education',
  'language',
  'other',
] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

export const ZRequirement = z.object({
  /** Stable within one analysis ("r1", "r2", …): matches and evidence refer to it. */
  id: z.string(),
  kind: z.enum(REQUIREMENT_KINDS),
  importance: z.enum(['must', 'nice']),
  /** The ad's own wording (a keyword or short phrase), used verbatim in the letter when met. */
  text: z.string(),
  /** The canonical concept (e.g. "JavaScript" for "JS"), for skills and languages. */
  canonical: z.string().optional(),
  /** For experience requirements: the years asked for. */
  years: z.number().optional(),
  /**
   * For "at least one of A, B or C": the canonical concepts any one of which meets it (canonical
   * is the first). Absent for a single concept.
   */
  anyOf: z.array(z.string()).optional(),
  /** The ad line it came from, so the UI can show where it was found. */
  source: z.string(),
});
export type TRequirement = z.infer<typeof ZRequirement>;

export const WORK_MODES = ['onsite', 'hybrid', 'remote'] as const;
/** The fields of work the match knows (engine/skills/occupations), by id. */
export const JOB_FIELDS = [
  'software',
  'data',
  'it',
  'accounting',
  'office',
  'sales',
  'marketing',
  'communications',
  'design',
  'teaching',
  'nursing',
  'medicine',
  'social',
  'lab',
  'logistics',
  'warehouse',
  'cleaning',
  'hr',
  'engineering',
] as const;
export type JobField = (typeof JOB_FIELDS)[number];

export const EDUCATION_LEVELS = ['none', 'vocational', 'bachelor', 'master', 'phd'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const ZJobAd = z.object({
  /** The ad's detected language. */
  language: z.enum(['en', 'da', 'de', 'es', 'fr']),
  title: z.string(),
  company: z.string(),
  requirements: z.array(ZRequirement),
  hardSkills: z.array(z.string()),
  softSkills: z.array(z.string()),
  yearsOfExperience: z.number().nullable(),
  educationLevel: z.enum(EDUCATION_LEVELS).nullable(),
  /** Spoken languages asked for, in English ("Danish", "English"). */
  languages: z.array(z.string()),
  location: z.string().nullable(),
  workMode: z.enum(WORK_MODES).nullable(),
  /** What the company says about itself or the role, for the letter's motivation paragraph. */
  companyHighlights: z.array(z.string()),
});
export type TJobAd = z.infer<typeof ZJobAd>;

// ---------------------------------------------------------------------------------------------------
// ATS match report (engine/match)
// ---------------------------------------------------------------------------------------------------

export const ZRequirementMatch = z.object({
  requirementId: z.string(),
  status: z.enum(['matched', 'partial', 'missing']),
  /** The CV lines that meet it ("Senior Developer, Acme (2019–2023)", "Skills: TypeScript"). */
  cvEvidence: z.array(z.string()),
});
export type TRequirementMatch = z.infer<typeof ZRequirementMatch>;

/** One part of the score's working: "must-have requirements 5 of 7 → 36 of 50 points". */
export const SCORE_PARTS = ['must', 'nice', 'title', 'experience', 'education', 'languages'] as const;
/**
 * Why a part earned what it did, as facts the web words in the UI language (the engine's English
 * `detail` stays for reports stored before this existed, and for the command line).
 */
export const ZScoreReason = z.discriminatedUnion('code', [
  /** must/nice: the ad lists none of this importance. */
  z.object({ code: z.literal('noneListed') }),
  /** must/nice: so many of those counted met, some partly. */
  z.object({
    code: z.literal('requirementsMet'),
    met: z.number(),
    of: z.number(),
    partly: z.number(),
    outOfField: z.boolean(),
  }),
  z.object({ code: z.literal('noTitle') }),
  z.object({ code: z.enum(['titleMatch', 'titlePartial']), title: z.string() }),
  z.object({ code: z.literal('titleNone'), title: z.string(), outOfField: z.boolean() }),
  /** experience: no number of years asked, counted in the ad's fields. */
  z.object({ code: z.literal('fieldYears'), years: z.number(), fields: z.array(z.enum(JOB_FIELDS)) }),
  z.object({ code: z.enum(['yearsNotAsked', 'educationNotAsked', 'languagesNotAsked']) }),
  z.object({ code: z.literal('years'), years: z.number(), related: z.number(), asked: z.number() }),
  z.object({
    code: z.literal('educationLevel'),
    level: z.enum(EDUCATION_LEVELS),
    asked: z.enum(EDUCATION_LEVELS),
    inField: z.boolean(),
  }),
  z.object({ code: z.literal('noDegree'), asked: z.enum(EDUCATION_LEVELS) }),
  /** languages: met of those asked; `missing` in English ("Danish"). */
  z.object({
    code: z.literal('languages'),
    met: z.number(),
    of: z.number(),
    missing: z.array(z.string()),
    outOfField: z.boolean(),
  }),
]);
export type TScoreReason = z.infer<typeof ZScoreReason>;

export const ZScorePart = z.object({
  part: z.enum(SCORE_PARTS),
  earned: z.number(),
  possible: z.number(),
  detail: z.string(),
  reason: ZScoreReason.optional(),
});

/**
 * A suggestion's advice as facts the web words in the UI language: the keyword, the ad's own
 * wording of it (`adText`) and, for experience, the years the CV's dated jobs add up to.
 */
export const ZSuggestionAdvice = z.object({
  code: z.enum([
    'skillPartial',
    'skillMissing',
    'softSkill',
    'language',
    'education',
    'experienceYears',
    'experienceUndated',
    'other',
  ]),
  adText: z.string(),
  years: z.number().optional(),
});
export type TSuggestionAdvice = z.infer<typeof ZSuggestionAdvice>;

export const ZSuggestion = z.object({
  keyword: z.string(),
  /** Where in the CV it would go. */
  section: z.enum(['summary', 'experience', 'skills', 'education', 'languages']),
  text: z.string(),
  advice: ZSuggestionAdvice.optional(),
});
export type TSuggestion = z.infer<typeof ZSuggestion>;

export const ZAtsReport = z.object({
  score: z.number().int().min(0).max(100),
  parts: z.array(ZScorePart),
  requirements: z.array(ZRequirement),
  matches: z.array(ZRequirementMatch),
  matchedKeywords: z.array(z.string()),
  missingKeywords: z.array(z.string()),
  suggestions: z.array(ZSuggestion),
  /** The CV's years of experience as counted from its dated entries. */
  cvYears: z.number(),
  titleMatch: z.boolean(),
  /**
   * Set when fewer than three requirements could be read from the ad: the report then says "not
   * enough information in this ad" instead of showing `score` (which stays a number, computed as
   * before, so older readers keep working). Absent in reports stored before it existed.
   */
  insufficientInformation: z.boolean().optional(),
});
export type TAtsReport = z.infer<typeof ZAtsReport>;

// ---------------------------------------------------------------------------------------------------
// The letter (engine/write and the model writer)
// ---------------------------------------------------------------------------------------------------

export const PARAGRAPH_ROLES = [
  'sender',
  'date',
  'recipient',
  'subject',
  'greeting',
  'opening',
  'evidence',
  'motivation',
  'closing',
  'signoff',
] as const;

export const ZLetterParagraph = z.object({
  role: z.enum(PARAGRAPH_ROLES),
  text: z.string(),
  /** What this paragraph rests on: CV lines and requirement ids (empty for form parts). */
  cvEvidence: z.array(z.string()),
  requirementIds: z.array(z.string()),
});
export type TLetterParagraph = z.infer<typeof ZLetterParagraph>;

export const ZLetter = z.object({
  language: z.enum(OUTPUT_LANGUAGES),
  paragraphs: z.array(ZLetterParagraph),
  /** The paragraphs joined by blank lines: what is stored as content and exported. */
  text: z.string(),
  /** Words of the body (greeting to sign-off), the 250–400 target. */
  wordCount: z.number().int(),
});
export type TLetter = z.infer<typeof ZLetter>;

export const GENERATORS = ['builtin', 'model'] as const;
export type Generator = (typeof GENERATORS)[number];

// ---------------------------------------------------------------------------------------------------
// API: generate, list, read, edit, share
// ---------------------------------------------------------------------------------------------------

const required = (max: number, label: string) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** Ids look like "role:2", "language:de", "match:r4"; a CV has far fewer facts than this. */
const MAX_FACT_ID = 40;
const MAX_EXCLUDED_FACTS = 100;

/** Spec §3 generator form (selectedCVId is cvId here); Generate needs all four (spec §5). */
export const ZCreateApplicationRequest = z.object({
  jobTitle: required(200, 'Job title'),
  companyName: required(200, 'Company name'),
  jobDescription: required(30_000, 'Job description'),
  cvId: z.uuid('Choose a CV'),
  outputLanguage: z.enum(OUTPUT_LANGUAGES).default(DEFAULT_OUTPUT_LANGUAGE),
  applicationUrl: z.url('Enter a valid URL').max(2000).optional(),
  /** Fact ids (from POST /api/applications/facts) the user unticked: the letter does not state them. */
  excludedFacts: z.array(z.string().max(MAX_FACT_ID)).max(MAX_EXCLUDED_FACTS).optional(),
});
export type TCreateApplicationRequest = z.infer<typeof ZCreateApplicationRequest>;

/** What "What your letter will say" is asked for: the same ad and CV the generator will get. */
export const ZFactsPreviewRequest = z.object({
  cvId: z.uuid('Choose a CV'),
  jobDescription: required(30_000, 'Job description'),
  jobTitle: z.string().trim().max(200).optional(),
  companyName: z.string().trim().max(200).optional(),
});
export type TFactsPreviewRequest = z.infer<typeof ZFactsPreviewRequest>;

/** One fact the letter may state, with the CV line it came from; its id goes back as excludedFacts. */
export const ZReviewFact = z.object({
  id: z.string(),
  kind: z.enum(REVIEW_FACT_KINDS),
  label: z.string(),
  source: z.string(),
  confidence: z.number(),
  doubt: z.string().nullable(),
  /**
   * The extractedData entry the fact was read from, for an edit in place (PATCH /api/cvs/:id);
   * null for a fact the CV does not hold as one entry (the years, which the dated jobs add up to).
   */
  cvEntry: ZCvEntry.nullable(),
});
export type TReviewFact = z.infer<typeof ZReviewFact>;

export const ZFactsPreview = z.object({
  /** Only facts the writer could use (at or above its confidence bar), in REVIEW_FACT_KINDS order. */
  facts: z.array(ZReviewFact),
  /** Facts read from the CV but left out because they look unreliable (a heading, an email, …). */
  leftOut: z.number().int().min(0),
});
export type TFactsPreview = z.infer<typeof ZFactsPreview>;

/** The `:id` of every /api/applications/:id route. */
export const ZApplicationParams = z.object({ id: z.uuid('Not an application id') });

/** Fetch a job ad from its page; the text is shown for the user to check before generating. */
export const ZJobAdFetchRequest = z.object({ url: z.url('Enter a valid URL').max(2000) });
export const ZJobAdFetchResponse = z.object({
  url: z.string(),
  text: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
});
export type TJobAdFetchResponse = z.infer<typeof ZJobAdFetchResponse>;

/** POST /api/job-ads/header: the title and company a pasted ad names in its first lines. */
export const ZJobAdHeaderRequest = z
  .object({ text: z.string().trim().min(1, 'Paste the job ad').max(30_000) })
  .strict();
export type TJobAdHeaderRequest = z.infer<typeof ZJobAdHeaderRequest>;
/** Empty strings when the ad does not name them. */
export const ZJobAdHeader = z.object({ jobTitle: z.string(), companyName: z.string() });
export type TJobAdHeader = z.infer<typeof ZJobAdHeader>;

export const ZShareState = z.object({
  active: z.boolean(),
  hasPassword: z.boolean(),
  expiresAt: z.string().nullable(),
});

export const ZApplicationSummary = z.object({
  id: z.uuid(),
  jobTitle: z.string(),
  companyName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  outputLanguage: z.enum(OUTPUT_LANGUAGES).nullable(),
  score: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The follow-up date, a calendar day (YYYY-MM-DD); null when none is set. */
  followUpOn: z.string().nullable(),
  /** When the user said they followed up; a follow-up date with this set is no longer due. */
  followedUpAt: z.string().nullable(),
  /** The interview's date and time (ISO 8601, UTC); a reminder goes out the day before. */
  interviewAt: z.string().nullable(),
});
export type TApplicationSummary = z.infer<typeof ZApplicationSummary>;

export const ZApplication = ZApplicationSummary.extend({
  applicationUrl: z.string().nullable(),
  cvId: z.uuid().nullable(),
  jobDescription: z.string(),
  tone: z.string().nullable(),
  content: z.string(),
  generator: z.enum(GENERATORS).nullable(),
  atsReport: ZAtsReport.nullable(),
  /** The generated paragraphs with their evidence (the content may have been edited since). */
  paragraphs: z.array(ZLetterParagraph),
  jobAd: ZJobAd.nullable(),
  share: ZShareState,
});
export type TApplication = z.infer<typeof ZApplication>;

export const ZApplicationList = z.object({
  items: z.array(ZApplicationSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TApplicationList = z.infer<typeof ZApplicationList>;

export const ZApplicationListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIST_PAGE_SIZE),
});

export const ZApplicationUpdate = z
  .object({
    content: z.string().trim().min(1, 'The letter cannot be empty').max(50_000).optional(),
    status: z.enum(APPLICATION_STATUSES).optional(),
    jobTitle: required(200, 'Job title').optional(),
    companyName: required(200, 'Company name').optional(),
    applicationUrl: z.url('Enter a valid URL').max(2000).nullable().optional(),
    /** Set, move (a new reminder is due on the new day) or clear (null) the follow-up date. */
    followUpOn: z.iso.date('Enter a date as YYYY-MM-DD').nullable().optional(),
    /** true: followed up now (no reminder); false: not yet (a reminder is due again on its date). */
    followedUp: z.boolean().optional(),
    /** Set, move or clear the interview time (with its offset, e.g. 2026-03-02T09:30:00.000Z). */
    interviewAt: z.iso.datetime({ offset: true, error: 'Enter a date and time' }).nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type TApplicationUpdate = z.infer<typeof ZApplicationUpdate>;

export const ZShareCreateRequest = z
  .object({
    /** Optional; blank means no password (spec 000 §5: a password must be non-empty after trimming). */
    password: z.string().max(200).optional(),
    /** Days until the link expires; null or absent: never. */
    expiresInDays: z
      .number()
      .int()
      .refine((d) => (SHARE_EXPIRY_DAYS as readonly number[]).includes(d), 'Choose 1, 7 or 30 days')
      .nullable()
      .optional(),
  })
  .strict();
export const ZShareCreateResponse = z.object({
  /** The token appears only here: the server keeps a hash. */
  token: z.string(),
  url: z.string(),
  hasPassword: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type TShareCreateResponse = z.infer<typeof ZShareCreateResponse>;

/** POST /api/shared/:token (spec 000 §7 get-shared-application). */
export const ZSharedRequest = z.object({ password: z.string().max(200).optional() }).strict();
/** Spec 000 §3 shared application. */
export const ZSharedApplication = z.object({
  ai_output: z.string(),
  job_title: z.string(),
  company_name: z.string(),
  applicant_name: z.string(),
  created_at: z.string(),
});
export type TSharedApplication = z.infer<typeof ZSharedApplication>;

// ---------------------------------------------------------------------------------------------------
// Generation progress (server-sent events on POST /api/applications with Accept: text/event-stream)
// ---------------------------------------------------------------------------------------------------

/**
 * Events in order: `stage` (each stage as it starts), `report` (the ATS report, before writing),
 * `delta` (letter text as it is written), `notice` (e.g. the model failed and the built-in writer
 * took over), then exactly one of `done` (the saved application) or `error` (an API error body;
 * nothing saved, usage given back).
 * After a MODEL_FALLBACK notice the letter starts afresh: discard the deltas received before it (the
 * model may have died mid-letter). `done` carries the saved content, which replaces what was shown.
 */
export type GenerationEvent =
  | { event: 'stage'; data: { stage: GenerationStage } }
  | { event: 'report'; data: { report: TAtsReport; jobAd: TJobAd } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'notice'; data: { code: 'MODEL_FALLBACK'; message: string } }
  | { event: 'done'; data: TApplication }
  | { event: 'error'; data: { error: { code: string; message: string } } };

// ---------------------------------------------------------------------------------------------------
// Analytics (spec 001 §2, §9)
// ---------------------------------------------------------------------------------------------------

export const ZAnalytics = z.object({
  total: z.number().int(),
  thisMonth: z.number().int(),
  /** Percent, rounded. */
  successRate: z.number().int(),
  /** Average days from creation to the first reply status; null when no application has one. */
  averageResponseDays: z.number().nullable(),
  byStatus: z.record(z.string(), z.number().int()),
  /**
   * Applications per calendar month (UTC), oldest first, the last 12 months including empty ones:
   * the advanced analytics of Pro and Elite (`advanced_analytics`, decision 022); null on Free.
   */
  overTime: z.array(z.object({ month: z.string(), count: z.number().int() })).nullable(),
});
export type TAnalytics = z.infer<typeof ZAnalytics>;

export interface AnalyticsInput {
  status: string;
  createdAt: Date;
  /** When the application first moved into a RESPONSE_STATUSES status, if ever. */
  firstResponseAt: Date | null;
}

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** The analytics screen's figures from the user's applications (spec §9, response time measured). */
export function computeAnalytics(
  apps: readonly AnalyticsInput[],
  now: Date,
): TAnalytics & { overTime: NonNullable<TAnalytics['overTime']> } {
  const byStatus: Record<string, number> = {};
  for (const a of apps) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  const currentMonth = monthKey(now);
  const successes = apps.filter((a) => (SUCCESS_STATUSES as readonly string[]).includes(a.status)).length;
  const responses = apps.flatMap((a) =>
    a.firstResponseAt ? [(a.firstResponseAt.getTime() - a.createdAt.getTime()) / 86_400_000] : [],
  );
  const overTime = Array.from({ length: 12 }, (_, i) => {
    const month = monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1)));
    return { month, count: apps.filter((a) => monthKey(a.createdAt) === month).length };
  });
  return {
    total: apps.length,
    thisMonth: apps.filter((a) => monthKey(a.createdAt) === currentMonth).length,
    successRate: apps.length ? Math.round((successes / apps.length) * 100) : 0,
    averageResponseDays: responses.length
      ? Math.round((responses.reduce((s, d) => s + Math.max(0, d), 0) / responses.length) * 10) / 10
      : null,
    byStatus,
    overTime,
  };
}
