import { z } from 'zod';

/**
 * Company research (spec 001 §2 "Company research", §3 "Company research result", §7
 * `company-research`; issue 16). Every fact carries the sources it was read from (the company's own
 * pages, the user's saved job ads, a model's summary of those); what no source gives stays empty
 * and the result says so (`isLimitedData`), never a guess.
 */

export const RESEARCH_LIMITS = { companyName: 200, location: 200, website: 2000 } as const;

/** The spec's messages (001 §4 "Errors"). */
export const RESEARCH_MESSAGES = {
  nameRequired: 'Company name required',
  failed: 'Research failed: Could not research company. Please try again or check the company name.',
  limited: 'Limited data available',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .optional()
    // Empty means not given (spec: "location optional and omitted when empty").
    .transform((value) => (value ? value : undefined));

/** A typed website as an http(s) address ("acme.dk" → https://acme.dk/); undefined when it is not one. */
export function webAddress(raw: string): string | undefined {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
      ? url.toString()
      : undefined;
  } catch {
    return undefined;
  }
}

export const ZCompanyResearchRequest = z
  .object({
    companyName: z
      .string({ error: RESEARCH_MESSAGES.nameRequired })
      .trim()
      .min(1, RESEARCH_MESSAGES.nameRequired)
      .max(RESEARCH_LIMITS.companyName, `Please keep this under ${RESEARCH_LIMITS.companyName} characters.`),
    location: optionalText(RESEARCH_LIMITS.location),
    /** The company's website when the user knows it; otherwise it is looked for in their saved job ads. */
    website: optionalText(RESEARCH_LIMITS.website).refine(
      (value) => value === undefined || webAddress(value) !== undefined,
      'Enter a web address such as https://example.com.',
    ),
    /** Fetch the sources again instead of answering from the saved research. */
    refresh: z.boolean().optional(),
  })
  .strict();
/** What the web sends. */
export type TCompanyResearchRequest = z.input<typeof ZCompanyResearchRequest>;
/** What the server reads (trimmed, empty optional fields left out). */
export type TCompanyResearchQuery = z.output<typeof ZCompanyResearchRequest>;

/**
 * Where a fact was read: a page of the company's site, one of the user's saved job ads, or a result
 * of the operator's web search (its title and link as the search gave them).
 */
export const SOURCE_KINDS = ['website', 'job-ad', 'search'] as const;
export const ZSource = z.object({
  kind: z.enum(SOURCE_KINDS),
  /** The page, feed or ad address; for a saved ad without one, the application's page in the app. */
  url: z.string(),
  /** The page title or the ad's job title. */
  label: z.string(),
});
export type TSource = z.infer<typeof ZSource>;

/**
 * A fact as the source states it (text from the page or ad, not rewritten), with its sources; or,
 * with `model`, a model's summary of exactly those sources' text.
 */
export const ZCited = z.object({
  text: z.string(),
  sources: z.array(ZSource).min(1),
  model: z.boolean().optional(),
});
export type TCited = z.infer<typeof ZCited>;

export const ZSalaryRole = z.object({
  title: z.string(),
  /** The range as the ad states it ("45.000–55.000 DKK per month"). */
  range: z.string(),
  sources: z.array(ZSource).min(1),
});

export const ZLeader = z.object({
  name: z.string(),
  role: z.string(),
  background: z.string().nullable(),
  sources: z.array(ZSource).min(1),
});

export const ZNewsItem = z.object({
  title: z.string(),
  url: z.string(),
  /** ISO date when the feed gives one. */
  date: z.string().nullable(),
  summary: z.string().nullable(),
  sources: z.array(ZSource).min(1),
});

/** One address the research tried, and what became of it (shown under "Sources checked"). */
export const PAGE_OUTCOMES = ['read', 'robots', 'failed'] as const;
export const ZCheckedPage = z.object({ url: z.string(), outcome: z.enum(PAGE_OUTCOMES) });
export type TCheckedPage = z.infer<typeof ZCheckedPage>;

export const ZCompanyResearchData = z.object({
  name: z.string(),
  industry: ZCited.nullable(),
  size: ZCited.nullable(),
  headquarters: ZCited.nullable(),
  founded: ZCited.nullable(),
  website: ZCited.nullable(),
  description: ZCited.nullable(),
  mission: ZCited.nullable(),
  values: z.array(ZCited),
  culture: z.array(ZCited),
  dataSources: z.object({
    website: z.boolean(),
    /** No company registry is queried (yet): always false, so the UI does not claim one. */
    registry: z.boolean(),
    ai: z.boolean(),
    jobAds: z.boolean(),
    /** The operator's web search (SEARCH_API_URL) found the site or news; research saved before it existed has none. */
    search: z.boolean().default(false),
  }),
  /** Derived from the saved ads' requirements and process text (the UI labels them so). */
  interviewInsights: z.object({ commonQuestions: z.array(ZCited), tips: z.array(ZCited) }),
  salaryInsights: z.object({
    /** The span of the stated ranges when they share currency and period; null otherwise. */
    averageRange: ZCited.nullable(),
    commonRoles: z.array(ZSalaryRole),
  }),
  keyLeadership: z.array(ZLeader),
  recentNews: z.array(ZNewsItem),
  benefits: z.array(ZCited),
  techStack: z.array(ZCited),
  /** Every address tried, so the user sees what was read and what was not (robots.txt, failures). */
  checkedPages: z.array(ZCheckedPage),
});
export type TCompanyResearchData = z.infer<typeof ZCompanyResearchData>;

/**
 * The spec's envelope (001 §3) plus the saved research's id and time. `isLimitedData` when the
 * company's site could not be read or fewer than four of the seven sections (overview, culture,
 * interview insights, salary, leadership, news, benefits) have anything from a source.
 */
export const ZCompanyResearchResult = z.object({
  success: z.boolean(),
  data: ZCompanyResearchData.nullable(),
  error: z.string().nullable(),
  isLimitedData: z.boolean(),
  isEnhanced: z.boolean(),
  message: z.string().nullable(),
  /** The saved research (null when it failed and nothing was saved). */
  id: z.uuid().nullable(),
  location: z.string().nullable(),
  researchedAt: z.iso.datetime().nullable(),
  /** True when this answer is the saved research (no page was fetched for it). */
  cached: z.boolean(),
});
export type TCompanyResearchResult = z.infer<typeof ZCompanyResearchResult>;

export const ZCompanyResearchSummary = z.object({
  id: z.uuid(),
  companyName: z.string(),
  location: z.string().nullable(),
  isLimitedData: z.boolean(),
  researchedAt: z.iso.datetime(),
});
export const ZCompanyResearchList = z.object({ items: z.array(ZCompanyResearchSummary) });
export type TCompanyResearchSummary = z.infer<typeof ZCompanyResearchSummary>;
export type TCompanyResearchList = z.infer<typeof ZCompanyResearchList>;

/**
 * Every cited fact in a result, for checks that none is without a source (the contract requires
 * at least one source per item; this is how tests and the bench count them).
 */
export function citedItems(data: TCompanyResearchData): { sources: TSource[] }[] {
  const single = [
    data.industry,
    data.size,
    data.headquarters,
    data.founded,
    data.website,
    data.description,
    data.mission,
    data.salaryInsights.averageRange,
  ].filter((item): item is TCited => item !== null);
  return [
    ...single,
    ...data.values,
    ...data.culture,
    ...data.interviewInsights.commonQuestions,
    ...data.interviewInsights.tips,
    ...data.salaryInsights.commonRoles,
    ...data.keyLeadership,
    ...data.recentNews,
    ...data.benefits,
    ...data.techStack,
  ];
}
