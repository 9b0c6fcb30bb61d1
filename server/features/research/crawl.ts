import type { TCheckedPage } from '#domain/research';
import { siteLinks, sitemapLinks, PAGE_KINDS, type SiteLinks } from '#engine/analyze/discover';
import { ALLOW_ALL, parseRobots, type Robots } from '#engine/analyze/robots';
import type { CompanyPage } from '#engine/analyze/company';
import { AppError } from '../../errors.ts';
import { BOT_TOKEN, fetchPage, STRICT_POLICY, type FetchPolicy } from '../job-ads/fetch-page.ts';

/**
 * Reads a company's own site for the research, politely and within bounds: robots.txt first (its
 * rules for our product token decide what is fetched), then the home page, the sitemap when the home
 * page does not link every kind of page, and the about, careers, news and contact pages and news
 * feeds. At most `maxPages` documents, `maxBytes` in all and `deadlineMs` for the whole crawl; every
 * fetch goes through the job-ad importer's SSRF-safe fetcher (public addresses only, checked again
 * at every redirect).
 */

export interface CrawlBudget {
  maxPages: number;
  maxBytes: number;
  deadlineMs: number;
}

export const CRAWL_BUDGET: CrawlBudget = { maxPages: 8, maxBytes: 4 * 1024 * 1024, deadlineMs: 20_000 };
/** Each page: the importer's policy with a shorter wait and a smaller page. */
export const RESEARCH_POLICY: FetchPolicy = { ...STRICT_POLICY, timeoutMs: 8000, maxBytes: 1536 * 1024 };

const HTML = ['text/html'] as const;
const FEED = ['application/rss+xml', 'application/atom+xml', 'application/xml', 'text/xml'] as const;
const XML = ['application/xml', 'text/xml'] as const;
const ROBOTS = ['text/plain'] as const;

export interface Crawl {
  pages: CompanyPage[];
  checked: TCheckedPage[];
  /** Whether any page of the site was read. */
  readSite: boolean;
}

/** The status a failed fetch reported, if it got that far (the fetcher says it in its reason). */
const statusOf = (error: unknown) =>
  error instanceof AppError ? Number(/status (\d{3})/.exec(error.fields?.url ?? '')?.[1] ?? 0) : 0;

export async function crawlSite(
  website: string,
  policy: FetchPolicy = RESEARCH_POLICY,
  budget: CrawlBudget = CRAWL_BUDGET,
): Promise<Crawl> {
  const started = Date.now();
  const home = new URL(website);
  let bytes = 0;
  let fetched = 0;
  const pages: CompanyPage[] = [];
  const checked: TCheckedPage[] = [];

  /** This fetch's share of what is left of the time and byte budget. */
  const remaining = (): FetchPolicy | undefined => {
    const timeLeft = budget.deadlineMs - (Date.now() - started);
    const bytesLeft = budget.maxBytes - bytes;
    if (timeLeft <= 0 || bytesLeft <= 0) return undefined;
    return {
      ...policy,
      timeoutMs: Math.min(policy.timeoutMs, timeLeft),
      maxBytes: Math.min(policy.maxBytes, bytesLeft),
    };
  };

  let robots: Robots;
  try {
    const file = await fetchPage(new URL('/robots.txt', home).toString(), remaining(), ROBOTS);
    bytes += Buffer.byteLength(file.body);
    robots = parseRobots(file.body, BOT_TOKEN);
  } catch (error) {
    // No robots.txt (4xx) allows everything; a failing server or a refused address allows nothing
    // (RFC 9309), so the site counts as not readable.
    const status = statusOf(error);
    if (status < 400 || status >= 500) {
      return { pages: [], checked: [{ url: home.toString(), outcome: 'failed' }], readSite: false };
    }
    robots = ALLOW_ALL;
  }

  const visit = async (url: string, types: readonly string[]): Promise<CompanyPage | undefined> => {
    if (checked.some((c) => c.url === url)) return undefined;
    if (!robots.isAllowed(url)) {
      checked.push({ url, outcome: 'robots' });
      return undefined;
    }
    const share = remaining();
    if (!share || fetched >= budget.maxPages) return undefined;
    fetched++;
    try {
      const page = await fetchPage(url, share, types);
      bytes += Buffer.byteLength(page.body);
      checked.push({ url, outcome: 'read' });
      pages.push(page);
      return page;
    } catch {
      checked.push({ url, outcome: 'failed' });
      return undefined;
    }
  };

  const homePage = await visit(home.toString(), HTML);
  const links: SiteLinks = homePage ? siteLinks(homePage) : { pages: {}, feeds: [] };
  if (PAGE_KINDS.some((kind) => !links.pages[kind])) {
    const sitemap = await visit(robots.sitemaps[0] ?? new URL('/sitemap.xml', home).toString(), XML);
    if (sitemap) links.pages = { ...sitemapLinks(sitemap), ...links.pages };
  }
  // The rest at once: a few pages of one site, each bounded by the same budget.
  await Promise.all([
    ...PAGE_KINDS.map((kind) => links.pages[kind]).flatMap((url) => (url ? [visit(url, HTML)] : [])),
    ...links.feeds.slice(0, 2).map((url) => visit(url, FEED)),
  ]);
  return { pages, checked, readSite: pages.length > 0 };
}
