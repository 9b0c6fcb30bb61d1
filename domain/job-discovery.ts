import { z } from 'zod';
import { SCORE_BANDS } from './applications.ts';
import { CV_LANGUAGES } from './cv.ts';

/**
 * Job discovery (issue 17, spec 001 routes `/job-discovery`, §3 saved_jobs / job_matches): the user
 * follows public job boards (applicant-tracking systems' published board APIs), RSS/Atom job feeds
 * and careers pages with schema.org JobPosting data; the server fetches them, keeps the postings
 * and scores each against the user's default CV with the ATS report.
 */

export const SOURCE_KINDS = [
  'greenhouse',
  'lever',
  'ashby',
  'workable',
  'recruitee',
  'personio',
  'teamtailor',
  'feed',
  'careers-page',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** ok: the last fetch was read; error: it failed (lastError says why); fetching: under way. */
export const SOURCE_STATUSES = ['fetching', 'ok', 'error'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

export const DISCOVERY_LIMITS = { input: 2000, keywords: 200, location: 200, searchName: 100 } as const;

/** A posting as every source is read into: what the source states, nothing guessed. */
export const ZPosting = z.object({
  /** The source's own id for it (a board's job id, a feed item's guid or link). */
  externalId: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  remote: z.boolean(),
  /** Only when the source states it ("45,000–55,000 DKK per month"). */
  salary: z.string().nullable(),
  language: z.enum(CV_LANGUAGES),
  description: z.string(),
  applyUrl: z.string().nullable(),
  /** ISO date-time, when the source gives one. */
  postedAt: z.string().nullable(),
});
export type TPosting = z.infer<typeof ZPosting>;

export const ZFollowSourceRequest = z.object({
  input: z
    .string()
    .trim()
    .min(1, 'Enter a careers page, job board or feed address')
    .max(DISCOVERY_LIMITS.input, `Please keep this under ${DISCOVERY_LIMITS.input} characters.`),
});
export type TFollowSourceRequest = z.infer<typeof ZFollowSourceRequest>;

export const ZJobSource = z.object({
  id: z.uuid(),
  kind: z.enum(SOURCE_KINDS),
  /** The board or feed as the user may recognise it ("greenhouse: acme", "karriere.nordlys.dk"). */
  label: z.string(),
  input: z.string(),
  status: z.enum(SOURCE_STATUSES),
  lastFetchedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Open (not expired) postings from this source. */
  postingCount: z.number().int(),
  createdAt: z.string(),
});
export type TJobSource = z.infer<typeof ZJobSource>;
export const ZJobSourceList = z.object({ items: z.array(ZJobSource) });
export type TJobSourceList = z.infer<typeof ZJobSourceList>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** "true"/"false" in a query string. */
const queryBoolean = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/** The filters a search keeps and the list applies. */
export const ZSearchFilters = z.object({
  keywords: optionalText(DISCOVERY_LIMITS.keywords),
  location: optionalText(DISCOVERY_LIMITS.location),
  remote: z.boolean().optional(),
  language: z.enum(CV_LANGUAGES).optional(),
});
export type TSearchFilters = z.input<typeof ZSearchFilters>;

export const POSTINGS_PAGE_SIZE = 20;

export const ZPostingsQuery = z.object({
  keywords: optionalText(DISCOVERY_LIMITS.keywords),
  location: optionalText(DISCOVERY_LIMITS.location),
  remote: queryBoolean,
  language: z.enum(CV_LANGUAGES).optional(),
  sourceId: z.uuid('Not a source id').optional(),
  minScore: z.coerce.number().int().min(0).max(100).optional(),
  /** saved: only saved postings; hidden: only hidden ones; default: open and not hidden. */
  show: z.enum(['open', 'saved', 'hidden']).default('open'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type TPostingsQuery = z.input<typeof ZPostingsQuery>;
/** The query as the server reads it. */
export type TPostingsFilter = z.output<typeof ZPostingsQuery>;

export const ZPostingItem = ZPosting.omit({ externalId: true }).extend({
  id: z.uuid(),
  sourceId: z.uuid(),
  sourceLabel: z.string(),
  /** 0–100 from the ATS report against the default CV; null without a readable default CV. */
  score: z.number().int().nullable(),
  mustHavesMet: z.number().int().nullable(),
  mustHavesTotal: z.number().int().nullable(),
  saved: z.boolean(),
  hidden: z.boolean(),
  expired: z.boolean(),
  firstSeenAt: z.string(),
});
export type TPostingItem = z.infer<typeof ZPostingItem>;

export const ZPostingList = z.object({
  items: z.array(ZPostingItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Whether the user has a default CV the scores were computed against. */
  scored: z.boolean(),
});
export type TPostingList = z.infer<typeof ZPostingList>;

export const ZIdParams = z.object({ id: z.uuid('Not an id') });

export const ZSavedSearchRequest = ZSearchFilters.extend({
  name: z
    .string()
    .trim()
    .min(1, 'Give the search a name')
    .max(DISCOVERY_LIMITS.searchName, `Please keep this under ${DISCOVERY_LIMITS.searchName} characters.`),
});
export type TSavedSearchRequest = z.input<typeof ZSavedSearchRequest>;
export const ZSavedSearch = z.object({
  id: z.uuid(),
  name: z.string(),
  keywords: z.string().nullable(),
  location: z.string().nullable(),
  remote: z.boolean().nullable(),
  language: z.enum(CV_LANGUAGES).nullable(),
  createdAt: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;
export const ZSavedSearchList = z.object({ items: z.array(ZSavedSearch) });
export type TSavedSearchList = z.infer<typeof ZSavedSearchList>;

/** A refresh's outcome per source. */
export const ZRefreshResult = z.object({ source: ZJobSource, added: z.number().int() });
export type TRefreshResult = z.infer<typeof ZRefreshResult>;

/**
 * A strong match (decision 026), the kind job match alerts announce: an ATS score in the fair band
 * or better (60 and up). Measured on the shared real ads and CVs (`bench:match`): no CV of an
 * unrelated field reaches 50, while every must-have met is almost never read from a real CV (none of
 * 75 own-field pairs), so the must-haves, already weighed in the score, are not a second gate.
 */
export const STRONG_MATCH_SCORE = SCORE_BANDS.fair;
export function isStrongMatch(match: { score: number }): boolean {
  return match.score >= STRONG_MATCH_SCORE;
}
