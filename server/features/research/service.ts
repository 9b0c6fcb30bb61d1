import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  citedItems,
  RESEARCH_MESSAGES,
  webAddress,
  type TCited,
  type TCompanyResearchData,
  type TCompanyResearchQuery,
  type TCompanyResearchResult,
  type TSource,
} from '#domain/research';
import { extractCompanyFacts, type CompanyAd, type CompanyFacts } from '#engine/analyze/company';
import { hostNamesCompany, nameWords, websiteFromAds } from '#engine/analyze/discover';
import { clipText, foldWords } from '#engine/text/index';
import type { Db } from '../../db/client.ts';
import type { CompanyResearchRow } from '../../db/schema.ts';
import { withModel, type AiModel } from '../../infra/ai.ts';
import type { SearchResult, WebSearch } from '../../infra/search.ts';
import type { FetchPolicy } from '../job-ads/fetch-page.ts';
import { crawlSite, RESEARCH_POLICY } from './crawl.ts';
import {
  findByKey,
  saveResearch,
  storedResearch,
  userApplications,
  type StoredResearch,
} from './repository.ts';

/**
 * Company research (issue 16): the saved research for the user and company unless a refresh is
 * asked for; otherwise the user's saved ads for the company, the company's site (given, or found in
 * those ads) read within bounds, the facts with their sources, and with a model configured a short
 * overview summarised from the fetched text only.
 */

export interface ResearchDeps {
  db: Db;
  ai: AiModel | undefined;
  log: FastifyBaseLogger;
  /** The fetcher's address policy (tests widen it to a loopback stand-in site). */
  fetchPolicy?: FetchPolicy;
  /** The operator's web search (SEARCH_API_URL), if any. */
  search?: WebSearch | undefined;
}

/** The saved research's key: name and location folded (case, accents, punctuation, spacing). */
export const companyKey = (name: string, location?: string) =>
  `${foldWords(name)}|${foldWords(location ?? '')}`;

/** At most this many of the user's ads for the company are read. */
const MAX_ADS = 8;

/** The user's saved ads for this company: every identifying word of one name is in the other. */
async function adsFor(db: Db, userId: string, companyName: string) {
  const wanted = nameWords(companyName);
  const rows = await userApplications(db, userId);
  const same = (name: string) => {
    const words = nameWords(name);
    if (wanted.length === 0 || words.length === 0) return foldWords(name) === foldWords(companyName);
    return wanted.every((w) => words.includes(w)) || words.every((w) => wanted.includes(w));
  };
  return rows.filter((row) => same(row.companyName)).slice(0, MAX_ADS);
}

const SECTIONS = (facts: CompanyFacts): boolean[] => [
  Boolean(facts.description || facts.industry || facts.size || facts.headquarters || facts.founded),
  facts.culture.length + facts.values.length > 0 || Boolean(facts.mission),
  facts.interviewInsights.commonQuestions.length + facts.interviewInsights.tips.length > 0,
  facts.salaryInsights.commonRoles.length > 0,
  facts.keyLeadership.length > 0,
  facts.recentNews.length > 0,
  facts.benefits.length > 0,
];

const ZSummary = z.object({
  summary: z.string().trim().min(20).max(700),
  /** The addresses of the texts the summary draws on (from the list given). */
  sourceUrls: z.array(z.string()).min(1).max(6),
});

/**
 * A short overview written by the model from the texts the sources gave (description, mission,
 * culture, values) and nothing else; it must name which of the given sources it used, and names
 * outside them make the answer count as failed (the built-in overview stands).
 */
async function modelOverview(deps: ResearchDeps, name: string, facts: CompanyFacts): Promise<TCited | null> {
  const texts = [facts.description, facts.mission, ...facts.values, ...facts.culture].filter(
    (item): item is TCited => item !== null,
  );
  if (texts.length < 2) return null;
  const byUrl = new Map<string, TSource>();
  for (const item of texts) for (const source of item.sources) byUrl.set(source.url, source);
  const prompt = clipText(
    texts.map((item) => `[${item.sources.map((s) => s.url).join(' ')}] ${item.text}`).join('\n'),
    6000,
  );
  return withModel(
    deps.ai,
    deps.log,
    'company research overview',
    async (model) => {
      const answer = await model.object({
        system:
          'You summarise what a company says about itself for a job seeker. Use only the statements given; add no facts, numbers or opinions of your own. Write 2-3 sentences in the language of the statements. List the addresses (in brackets before each statement) of the statements you used.',
        prompt: `Company: ${name}\n\nStatements:\n${prompt}`,
        schema: ZSummary,
      });
      const sources = [...new Set(answer.sourceUrls)].map((url) => byUrl.get(url));
      if (sources.some((s) => !s)) throw new Error('the summary cites an address it was not given');
      return { text: answer.summary, sources: sources as TSource[], model: true };
    },
    () => null,
  );
}

/** At most this many news items from the web search, after the site's own. */
const MAX_SEARCH_NEWS = 5;

/**
 * The web search's results, or none when there is no search or it fails (logged): research goes on
 * from the other sources.
 */
async function searched(
  deps: ResearchDeps,
  query: string,
  options: { news?: boolean },
): Promise<SearchResult[]> {
  if (!deps.search) return [];
  try {
    return await deps.search.search(query, options);
  } catch (error) {
    deps.log.warn({ err: error }, 'company research: the web search failed; research goes on without it');
    return [];
  }
}

/** Whether a search result is about this company: its title or snippet names every word of the name. */
function aboutCompany(result: SearchResult, companyName: string): boolean {
  const words = nameWords(companyName);
  const text = ` ${foldWords(`${result.title} ${result.snippet ?? ''}`)} `;
  return words.length > 0 && words.every((word) => text.includes(` ${word} `));
}

/** The company's home page from the web search: the first result whose host carries its name. */
async function siteFromSearch(deps: ResearchDeps, request: TCompanyResearchQuery): Promise<string | null> {
  const query = [request.companyName, request.location].filter(Boolean).join(' ');
  for (const result of await searched(deps, query, {})) {
    const url = new URL(result.url);
    if (hostNamesCompany(url.hostname, request.companyName)) return url.origin + '/';
  }
  return null;
}

/** News about the company from the web search, each cited by the result's own title and link. */
async function newsFromSearch(deps: ResearchDeps, companyName: string): Promise<CompanyFacts['recentNews']> {
  return (await searched(deps, `"${companyName}"`, { news: true }))
    .filter((result) => aboutCompany(result, companyName))
    .slice(0, MAX_SEARCH_NEWS)
    .map((result) => ({
      title: result.title,
      url: result.url,
      date: result.date,
      summary: result.snippet ? clipText(result.snippet, 300) : null,
      sources: [{ kind: 'search' as const, url: result.url, label: result.title }],
    }));
}

/** The answer for a saved research. */
export function envelope(
  row: CompanyResearchRow,
  stored: StoredResearch,
  cached: boolean,
): TCompanyResearchResult {
  return {
    ...stored,
    error: null,
    message: stored.isLimitedData ? RESEARCH_MESSAGES.limited : null,
    id: row.id,
    location: row.location,
    researchedAt: row.updatedAt.toISOString(),
    cached,
  };
}

export async function researchCompany(
  deps: ResearchDeps,
  userId: string,
  request: TCompanyResearchQuery,
): Promise<TCompanyResearchResult> {
  const key = companyKey(request.companyName, request.location);
  if (!request.refresh) {
    const row = await findByKey(deps.db, userId, key);
    const stored = row && storedResearch(row);
    if (row && stored) return envelope(row, stored, true);
  }

  const rows = await adsFor(deps.db, userId, request.companyName);
  const ads: CompanyAd[] = rows
    .filter((row) => row.jobDescription?.trim())
    .map((row) => ({
      url: row.applicationUrl ?? `/applications/${row.id}`,
      jobTitle: row.jobTitle,
      text: row.jobDescription!,
    }));
  const known =
    (request.website && webAddress(request.website)) ??
    websiteFromAds(
      request.companyName,
      rows.map((row) => ({ url: row.applicationUrl, text: row.jobDescription ?? '' })),
    );
  const [found, searchNews] = await Promise.all([
    known ? null : siteFromSearch(deps, request),
    newsFromSearch(deps, request.companyName),
  ]);
  const website = known ?? found;
  const crawl = website
    ? await crawlSite(website, deps.fetchPolicy ?? RESEARCH_POLICY)
    : { pages: [], checked: [], readSite: false };
  const siteFacts = extractCompanyFacts(crawl.pages, ads);
  const seen = new Set(siteFacts.recentNews.map((item) => item.url));
  const facts: CompanyFacts = {
    ...siteFacts,
    recentNews: [...siteFacts.recentNews, ...searchNews.filter((item) => !seen.has(item.url))],
  };
  // The search counts as a source only where something shown came from it.
  const usedSearch =
    (found !== null && crawl.readSite) || facts.recentNews.length > siteFacts.recentNews.length;
  const overview = await modelOverview(deps, request.companyName, facts);

  const data: TCompanyResearchData = {
    name: request.companyName,
    ...facts,
    ...(overview ? { description: overview } : {}),
    dataSources: {
      website: crawl.readSite,
      registry: false,
      ai: overview !== null,
      jobAds: ads.length > 0,
      search: usedSearch,
    },
    checkedPages: crawl.checked,
  };
  if (citedItems(data).length === 0) {
    // Nothing from any source: a failure to say so, not an empty page saved as research.
    return {
      success: false,
      data: null,
      error: RESEARCH_MESSAGES.failed,
      isLimitedData: true,
      isEnhanced: false,
      message: RESEARCH_MESSAGES.limited,
      id: null,
      location: request.location ?? null,
      researchedAt: null,
      cached: false,
    };
  }
  const isLimitedData = !crawl.readSite || SECTIONS(facts).filter(Boolean).length < 4;
  const stored: StoredResearch = { success: true, data, isLimitedData, isEnhanced: overview !== null };
  const row = await saveResearch(deps.db, {
    userId,
    companyKey: key,
    companyName: request.companyName,
    location: request.location ?? null,
    result: stored,
  });
  return envelope(row, stored, false);
}
