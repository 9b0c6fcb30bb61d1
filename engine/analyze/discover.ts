import { DOMParser, parseHTML } from 'linkedom';
import { fold, foldWords } from '#engine/text/index';

/**
 * Where to look for a company (issue 16, "Company research"): its website from the user's saved
 * ads, and the pages of that site worth reading (about, careers, press/news, contact, news feeds)
 * from the home page's links and the sitemap. Pure; the server fetches.
 */

export const PAGE_KINDS = ['about', 'careers', 'news', 'contact'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface SiteLinks {
  pages: Partial<Record<PageKind, string>>;
  feeds: string[];
}

/** Path and link words of each kind of page, in English, Danish and German (folded). */
const KIND_WORDS: Record<PageKind, RegExp> = {
  about:
    /\b(about|about-us|om-os|om os|omos|ueber-uns|uber uns|uber-uns|unternehmen|company|who-we-are|hvem-er-vi|virksomheden)\b/,
  careers:
    /\b(careers?|jobs?|karriere|job-og-karriere|ledige-stillinger|stillinger|work-with-us|join-us|stellenangebote)\b/,
  news: /\b(news|press|newsroom|nyheder|presse|pressemeddelelser|aktuelt|blog|neuigkeiten|aktuelles)\b/,
  contact: /\b(contact|contact-us|kontakt|kontakt-os|impressum)\b/,
};

/** Words of company names that say nothing about which company it is. */
const GENERIC = new Set([
  'a',
  's',
  'as',
  'aps',
  'ab',
  'asa',
  'gmbh',
  'ag',
  'se',
  'inc',
  'ltd',
  'llc',
  'plc',
  'co',
  'corp',
  'company',
  'group',
  'gruppen',
  'holding',
  'the',
  'and',
  'og',
  'und',
  'denmark',
  'danmark',
  'deutschland',
  'international',
]);

/** The words of a company name that identify it ("Brød & Smør ApS" → brod, smor). */
export function nameWords(companyName: string): string[] {
  return foldWords(companyName.replace(/ø/gi, 'o').replace(/æ/gi, 'ae').replace(/å/gi, 'aa'))
    .split(' ')
    .filter((word) => word.length >= 3 && !GENERIC.has(word));
}

/** Whether a host name carries the company's name ("acme" in careers.acme-robotics.dk). */
export function hostNamesCompany(hostname: string, companyName: string): boolean {
  const host = fold(hostname)
    .replace(/^www\./, '')
    .replace(/[-.]/g, '');
  const words = nameWords(companyName);
  return (
    words.length > 0 &&
    (host.includes(words.join('')) || words.some((w) => w.length >= 4 && host.includes(w)))
  );
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"')\]]+|\bwww\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s<>"')\]]*/gi;

/**
 * The company's website as its saved ads point to it: the first address in an ad (its link or its
 * text) whose host carries the company's name. Job boards do not, so they are passed over. The home
 * page (origin) is returned; undefined when no ad names the site.
 */
export function websiteFromAds(
  companyName: string,
  ads: readonly { url: string | null; text: string }[],
): string | undefined {
  for (const ad of ads) {
    const candidates = [ad.url ?? '', ...(ad.text.match(URL_IN_TEXT) ?? [])];
    for (const candidate of candidates) {
      if (!candidate) continue;
      try {
        const url = new URL(/^https?:/i.test(candidate) ? candidate : `https://${candidate}`);
        if (hostNamesCompany(url.hostname, companyName)) return url.origin + '/';
      } catch {
        // Not an address after all.
      }
    }
  }
  return undefined;
}

/** Whether two addresses are on the same site (www. or not). */
export function sameSite(a: URL, b: URL): boolean {
  const host = (url: URL) => url.hostname.replace(/^www\./, '');
  return host(a) === host(b) && a.port === b.port;
}

function kindOf(url: URL, linkText: string): PageKind | undefined {
  const path = fold(decodeURIComponent(url.pathname)).replace(/[/_]/g, ' ');
  const text = fold(linkText);
  return (
    PAGE_KINDS.find((kind) => KIND_WORDS[kind].test(path)) ??
    PAGE_KINDS.find((kind) => KIND_WORDS[kind].test(text))
  );
}

/** The first link of each kind on a home page (same site only), and its news feeds. */
export function siteLinks(home: { url: string; body: string }): SiteLinks {
  const base = new URL(home.url);
  const document = parseHTML(home.body).document as unknown as {
    querySelectorAll(
      selector: string,
    ): ArrayLike<{ getAttribute(name: string): string | null; textContent: string | null }>;
  };
  const pages: SiteLinks['pages'] = {};
  const feeds: string[] = [];
  for (const link of Array.from(document.querySelectorAll('link[rel="alternate"]'))) {
    const type = link.getAttribute('type') ?? '';
    const href = link.getAttribute('href');
    if (href && /(rss|atom)\+xml/.test(type)) feeds.push(new URL(href, base).toString());
  }
  for (const anchor of Array.from(document.querySelectorAll('a[href]'))) {
    let url: URL;
    try {
      url = new URL(anchor.getAttribute('href')!, base);
    } catch {
      continue;
    }
    if (!/^https?:$/.test(url.protocol) || !sameSite(url, base) || url.pathname === base.pathname) continue;
    url.hash = '';
    const kind = kindOf(url, anchor.textContent ?? '');
    if (kind && !pages[kind]) pages[kind] = url.toString();
  }
  return { pages, feeds: [...new Set(feeds)] };
}

/** Pages of each kind a sitemap lists (same site only), for kinds the home page did not link. */
export function sitemapLinks(sitemap: { url: string; body: string }): SiteLinks['pages'] {
  const base = new URL(sitemap.url);
  const document = new DOMParser().parseFromString(sitemap.body, 'text/xml') as unknown as {
    querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
  };
  const pages: SiteLinks['pages'] = {};
  const urls = Array.from(document.querySelectorAll('loc'))
    .map((loc) => (loc.textContent ?? '').trim())
    .slice(0, 5000);
  // Shorter paths first: /about before /about/history/1998.
  for (const raw of urls.sort((a, b) => a.length - b.length)) {
    try {
      const url = new URL(raw);
      if (!sameSite(url, base)) continue;
      const kind = kindOf(url, '');
      if (kind && !pages[kind]) pages[kind] = url.toString();
    } catch {
      // A broken entry.
    }
  }
  return pages;
}
