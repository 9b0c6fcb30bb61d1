import { DOMParser, parseHTML } from 'linkedom';
import type { TCited, TCompanyResearchData, TSource } from '#domain/research';
import { analyseJobAd } from '#engine/match/index';
import { blockText } from '#engine/read/job-page';
import { clip, fold, foldWords, isRecord, jsonList as list, jsonText as str } from '#engine/text/index';

/**
 * What a company's own pages and the user's saved job ads say about it (issue 16, "Company
 * research"). Pure: the server fetches, this reads. Every fact keeps the source it was read from;
 * nothing is inferred beyond what a page or an ad states (schema.org JSON-LD, RSS/Atom, the meta
 * description, about text, and benefit, culture and process cues in English, Danish and German).
 */

/** A fetched document: HTML, an XML feed or sitemap, or plain text. */
export interface CompanyPage {
  url: string;
  type: string;
  body: string;
}

/** One of the user's saved job ads for the company. */
export interface CompanyAd {
  /** The ad's address, or the application's page in the app. */
  url: string;
  jobTitle: string;
  text: string;
}

export type CompanyFacts = Omit<TCompanyResearchData, 'name' | 'dataSources' | 'checkedPages'>;

const MAX_ITEMS = 10;
const MAX_TEXT = 400;

// ---------------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------------

interface DomElement {
  textContent: string | null;
  tagName: string;
  getAttribute(name: string): string | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  remove(): void;
  firstChild: unknown;
  nextSibling: unknown;
  nodeType: number;
}
interface Doc {
  title: string;
  body: DomElement | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}

const htmlDocument = (html: string): Doc => parseHTML(html).document as unknown as Doc;
const xmlDocument = (xml: string): Doc => new DOMParser().parseFromString(xml, 'text/xml') as unknown as Doc;

const typesOf = (node: Record<string, unknown>): string[] => list(node['@type']).map(str);
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
/** The text of an HTML fragment (feeds and JSON-LD carry escaped markup). */
const fragmentText = (html: string) =>
  squash(htmlDocument(`<!doctype html><html><body>${html}</body></html>`).body?.textContent);

/** Keeps the first of each fact (by its folded words) and merges the sources of repeats. */
class CitedList {
  private readonly items = new Map<string, TCited>();
  constructor(private readonly max = MAX_ITEMS) {}
  add(text: string, source: TSource): void {
    const clean = clip(squash(text), MAX_TEXT);
    const key = foldWords(clean);
    if (!key) return;
    const known = this.items.get(key);
    if (known) {
      if (!known.sources.some((s) => s.url === source.url)) known.sources.push(source);
    } else if (this.items.size < this.max) {
      this.items.set(key, { text: clean, sources: [source] });
    }
  }
  get all(): TCited[] {
    return [...this.items.values()];
  }
  get first(): TCited | null {
    return this.all[0] ?? null;
  }
}

// ---------------------------------------------------------------------------------------------------
// Cues (folded, matched at word starts)
// ---------------------------------------------------------------------------------------------------

const cue = (words: readonly string[]) => new RegExp(`(?:^|[^\\p{L}])(?:${words.join('|')})`, 'u');

const BENEFIT = cue([
  'pension',
  'health insurance',
  'sundhedsforsikring',
  'krankenversicherung',
  'frokostordning',
  'lunch',
  'kantine',
  'canteen',
  'flexible (?:hours|working)',
  'fleksib',
  'flexible arbeitszeit',
  'gleitzeit',
  'remote',
  'hjemmearbejde',
  'home ?office',
  'work from home',
  'vacation',
  'holiday',
  'ferie',
  'feriedage',
  'urlaub',
  'parental leave',
  'barsel',
  'elternzeit',
  'bonus',
  'gym',
  'fitness',
  'training budget',
  'efteruddannelse',
  'kursus',
  'weiterbildung',
  'stock options',
  'medarbejderaktier',
  'mitarbeiteraktien',
  'company car',
  'firmabil',
  'firmenwagen',
  'jobrad',
  'betriebliche altersvorsorge',
  'fri telefon',
  'fuld løn under',
  'massage',
  'personalegoder',
  'benefits',
  'we offer',
  'vi tilbyder',
  'wir bieten',
]);

const CULTURE = cue([
  'culture',
  'kultur',
  'unternehmenskultur',
  'collaborat',
  'samarbejd',
  'zusammenarbeit',
  'team spirit',
  'teamand',
  'teamgeist',
  'flat (?:hierarch|structure|organi)',
  'flad (?:struktur|organisation)',
  'flache hierarchie',
  'diversity',
  'diverse',
  'inclusi',
  'mangfoldighed',
  'vielfalt',
  'work-life',
  'work life',
  'balance mellem arbejde',
  'trivsel',
  'wellbeing',
  'well-being',
  'social',
  'fredagsbar',
  'friday bar',
  'autonomy',
  'selvstændig',
  'ownership',
  'eigenverantwortung',
  'uformel',
  'informal',
  'hygge',
  'feedback',
  'learning',
  'læring',
  'udvikling',
]);

const PROCESS = cue([
  'interview',
  'samtale',
  'vorstellungsgesprach',
  'gesprach',
  'case',
  'assessment',
  'personlighedstest',
  'test',
  'ansøgningsfrist',
  'application deadline',
  'deadline',
  'bewerbungsfrist',
  'first round',
  'second round',
  'første runde',
  'anden runde',
  'recruitment process',
  'rekrutteringsproces',
  'bewerbungsprozess',
  'straffeattest',
  'references',
  'referencer',
]);

const MISSION = cue([
  'our mission',
  'mission is',
  'vores mission',
  'unsere mission',
  'vores formal',
  'our purpose',
]);
const VALUES_HEADING = /^(?:our (?:core )?values|values|vores værdier|værdier|unsere werte|werte)$/;
const VALUES_SENTENCE = cue(['our values are', 'vores værdier er', 'unsere werte sind']);

const FOUNDED = [
  /\b(?:founded|established|started)\s+in\s+(\d{4})\b/i,
  /\b(?:grundlagt|etableret|stiftet)\s+i\s+(\d{4})\b/i,
  /\bgegründet\s+(?:im jahr\s+|in\s+)?(\d{4})\b/i,
];
const SIZE =
  /\b(\d{1,3}(?:[.,\s]\d{3})*\+?|\d+\+?)\s+(employees|people|colleagues|medarbejdere|ansatte|kolleger|mitarbeiter(?:innen)?|mitarbeitende|beschäftigte)\b/i;
const HEADQUARTERS = [
  /\b(?:headquartered|based|located)\s+in\s+([A-ZÆØÅÄÖÜ][\p{L}-]+(?:[ ,]+[A-ZÆØÅÄÖÜ][\p{L}-]+){0,2})/u,
  /\bhovedkontor(?:et)?\s+(?:ligger\s+)?i\s+([A-ZÆØÅ][\p{L}-]+(?:[ ,]+[A-ZÆØÅ][\p{L}-]+){0,2})/u,
  /\b(?:hauptsitz|firmensitz)\s+(?:ist\s+)?in\s+([A-ZÄÖÜ][\p{L}-]+(?:[ ,]+[A-ZÄÖÜ][\p{L}-]+){0,2})/u,
];

const ROLE =
  '(?:(?:Co-?)?Founder|CEO|CTO|CFO|COO|CMO|CPO|CIO|Chief [A-Z][a-z]+ Officer|Managing Director|President|Chair(?:man|woman|person)?|Adm\\. direktør|Administrerende direktør|Direktør|(?:Med)?[Ss]tifter|Bestyrelsesformand|Geschäftsführer(?:in)?|Gründer(?:in)?|Vorstand(?:svorsitzende[r]?)?)';
const NAME = "([A-ZÆØÅÄÖÜ][\\p{L}'-]+(?: [A-ZÆØÅÄÖÜ][\\p{L}'-]+){1,2})";
const LEADER_NAME_FIRST = new RegExp(
  `^${NAME}\\s*[,–—|:-]\\s*(${ROLE}(?:[ &,/]+(?:and |og |und )?${ROLE})*)$`,
  'u',
);
const LEADER_ROLE_FIRST = new RegExp(`^(${ROLE})\\s*[:,–—-]?\\s*${NAME}$`, 'u');

// ---------------------------------------------------------------------------------------------------
// Reading pages
// ---------------------------------------------------------------------------------------------------

const isHtml = (page: CompanyPage) =>
  page.type === 'text/html' || /^\s*(<!doctype html|<html)/i.test(page.body);
const isFeed = (page: CompanyPage) => /<(rss|feed)[\s>]/i.test(page.body.slice(0, 2000));

function pageTitle(document: Doc, url: string): string {
  return squash(document.title) || squash(document.querySelector('h1')?.textContent) || url;
}

function jsonLdNodes(document: Doc): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    found.push(value);
    if (value['@graph']) walk(value['@graph'], depth + 1);
  };
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      walk(JSON.parse(script.textContent ?? ''), 0);
    } catch {
      // Broken structured data is common; the rest of the page is still read.
    }
  }
  return found;
}

const isOrganization = (node: Record<string, unknown>) =>
  typesOf(node).some((t) => /Organization$|^Corporation$|Business$|^NGO$|^Company$/.test(t));
const isJobPosting = (node: Record<string, unknown>) => typesOf(node).includes('JobPosting');
const isArticle = (node: Record<string, unknown>) =>
  typesOf(node).some((t) => /^(NewsArticle|BlogPosting|Article|PressRelease)$/.test(t));

const NOISE =
  'script, style, noscript, template, svg, iframe, nav, header, footer, form, dialog, [aria-hidden="true"]';

/** The page's visible lines (paragraphs, list items, headings), without navigation and furniture. */
function textLines(document: Doc): string[] {
  for (const element of Array.from(document.querySelectorAll(NOISE))) element.remove();
  const body = document.body;
  if (!body) return [];
  return blockText(body as never)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Sentences of a line, for the cue checks (a long paragraph names a benefit in one sentence). */
function sentences(line: string): string[] {
  return line
    .replace(/^•\s*/, '')
    .split(/(?<=[.!?])\s+(?=[A-ZÆØÅÄÖÜ])/u)
    .map((s) => s.trim())
    .filter((s) => s.length >= 8);
}

const meta = (document: Doc, name: string) =>
  squash(document.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute('content'));

function formatAddress(value: unknown): string {
  if (typeof value === 'string') return squash(value);
  if (!isRecord(value)) return '';
  const country = isRecord(value.addressCountry) ? str(value.addressCountry.name) : str(value.addressCountry);
  return [
    str(value.streetAddress),
    [str(value.postalCode), str(value.addressLocality)].filter(Boolean).join(' '),
    country,
  ]
    .filter(Boolean)
    .join(', ');
}

function formatSize(value: unknown): string {
  if (!isRecord(value)) return str(value);
  const exact = str(value.value);
  if (exact) return exact;
  const [min, max] = [str(value.minValue), str(value.maxValue)];
  return min && max ? `${min}–${max}` : min ? `${min}+` : max;
}

const PERIODS: Record<string, string> = {
  HOUR: 'hour',
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};

/** A JobPosting's baseSalary as stated, or '' when it states no range. */
function formatSalary(value: unknown): string {
  if (!isRecord(value)) return '';
  const currency = str(value.currency);
  const amount = isRecord(value.value) ? value.value : value;
  const [min, max] = [str(amount.minValue), str(amount.maxValue)];
  if (!min || !max) return '';
  const period = PERIODS[str(amount.unitText).toUpperCase()];
  return `${min}–${max}${currency ? ` ${currency}` : ''}${period ? ` per ${period}` : ''}`;
}

// ---------------------------------------------------------------------------------------------------
// Salary ranges stated in ad text
// ---------------------------------------------------------------------------------------------------

const CURRENCY = '(?:DKK|kr\\.?|EUR|€|USD|\\$|GBP|£|SEK|NOK|CHF)';
const AMOUNT = '\\d{1,3}(?:[.,\\s]\\d{3})+|\\d+(?:[.,]\\d+)?\\s?[kK]?';
const PERIOD_WORDS =
  '(?:\\s*(?:pr\\.|per|/|a|im|pro)?\\s*(?:month|måned|md\\.?|mdr\\.?|monat|year|år|jahr|annum|hour|time|stunde))?';
const SALARY_RANGE = new RegExp(
  `(?:${CURRENCY}\\s?(?:${AMOUNT})\\s?(?:-|–|—|to|til|bis)\\s?${CURRENCY}?\\s?(?:${AMOUNT})|(?:${AMOUNT})\\s?(?:-|–|—|to|til|bis)\\s?(?:${AMOUNT})\\s?${CURRENCY})${PERIOD_WORDS}`,
  'giu',
);

interface Parsed {
  min: number;
  max: number;
  currency: string;
  period: string;
}

const CURRENCY_CODE: Record<string, string> = { kr: 'DKK', 'kr.': 'DKK', '€': 'EUR', $: 'USD', '£': 'GBP' };

function amountOf(text: string): number {
  const thousands = /k$/i.test(text.trim());
  const digits = text.replace(/[kK\s]/g, '');
  // "45.000" and "45,000" group thousands; "45,5" is a decimal.
  const value = /[.,]\d{3}(?:$|[.,])/.test(digits)
    ? Number(digits.replace(/[.,]/g, ''))
    : Number(digits.replace(',', '.'));
  return thousands ? value * 1000 : value;
}

function parseRange(text: string): Parsed | undefined {
  const currency = new RegExp(CURRENCY, 'i').exec(text)?.[0] ?? '';
  const amounts = [...text.matchAll(new RegExp(AMOUNT, 'g'))].map((m) => amountOf(m[0]));
  if (amounts.length < 2) return undefined;
  const folded = fold(text);
  const period = /month|maned|md|monat/.test(folded)
    ? 'month'
    : /year|ar\b|jahr|annum/.test(folded)
      ? 'year'
      : /hour|time|stunde/.test(folded)
        ? 'hour'
        : '';
  return {
    min: Math.min(amounts[0]!, amounts[1]!),
    max: Math.max(amounts[0]!, amounts[1]!),
    currency: CURRENCY_CODE[currency.toLowerCase()] ?? currency.toUpperCase(),
    period,
  };
}

// ---------------------------------------------------------------------------------------------------
// The extraction
// ---------------------------------------------------------------------------------------------------

interface Collected {
  industry: CitedList;
  size: CitedList;
  headquarters: CitedList;
  founded: CitedList;
  website: CitedList;
  description: CitedList;
  mission: CitedList;
  values: CitedList;
  culture: CitedList;
  questions: CitedList;
  tips: CitedList;
  benefits: CitedList;
  techStack: CitedList;
  salaries: { title: string; range: string; sources: TSource[] }[];
  leaders: Map<string, { name: string; role: string; background: string | null; sources: TSource[] }>;
  news: Map<
    string,
    { title: string; url: string; date: string | null; summary: string | null; sources: TSource[] }
  >;
}

function addLeader(c: Collected, name: string, role: string, background: string | null, source: TSource) {
  const key = foldWords(name);
  if (!key || !role) return;
  const known = c.leaders.get(key);
  if (known) {
    if (!known.sources.some((s) => s.url === source.url)) known.sources.push(source);
    known.background ??= background;
  } else if (c.leaders.size < MAX_ITEMS) {
    c.leaders.set(key, { name: clip(name, 120), role: clip(role, 120), background, sources: [source] });
  }
}

function isoDate(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function addNews(c: Collected, title: string, url: string, date: string, summary: string, source: TSource) {
  if (!title || !url || c.news.has(url)) return;
  c.news.set(url, {
    title: clip(title, 300),
    url,
    date: isoDate(date),
    summary: summary ? clip(summary, MAX_TEXT) : null,
    sources: [source],
  });
}

function readOrganization(c: Collected, node: Record<string, unknown>, source: TSource) {
  const description = str(node.description);
  if (description) c.description.add(description, source);
  const founded = str(node.foundingDate);
  if (founded) c.founded.add(founded, source);
  const size = formatSize(node.numberOfEmployees);
  if (size) c.size.add(size, source);
  const address = formatAddress(list(node.address)[0] ?? list(node.location)[0]);
  if (address) c.headquarters.add(address, source);
  const website = str(node.url);
  if (/^https?:\/\//.test(website)) c.website.add(website, source);
  for (const industry of [...list(node.industry), ...list(node.naics)].map(str).filter(Boolean))
    c.industry.add(industry, source);
  for (const founder of list(node.founder).filter(isRecord))
    addLeader(
      c,
      str(founder.name),
      str(founder.jobTitle) || 'Founder',
      str(founder.description) || null,
      source,
    );
  for (const person of [...list(node.employee), ...list(node.member)].filter(isRecord)) {
    if (str(person.jobTitle))
      addLeader(c, str(person.name), str(person.jobTitle), str(person.description) || null, source);
  }
  for (const value of list(node.knowsAbout).map(str).filter(Boolean)) c.techStack.add(value, source);
}

function readPosting(c: Collected, node: Record<string, unknown>, source: TSource) {
  const title = str(node.title);
  const range = formatSalary(node.baseSalary);
  if (range) c.salaries.push({ title, range, sources: [source] });
  for (const benefit of list(node.jobBenefits)
    .flatMap((b) => str(b).split(/\s*[;\n•]\s*/))
    .filter(Boolean))
    c.benefits.add(benefit, source);
  const industry = str(node.industry);
  if (industry) c.industry.add(industry, source);
  for (const skill of list(node.skills)
    .flatMap((s) => str(s).split(/\s*,\s*/))
    .filter(Boolean))
    c.techStack.add(skill, source);
  const description = str(node.description);
  if (description) {
    const document = htmlDocument(`<!doctype html><html><body>${description}</body></html>`);
    readAdText(c, textLines(document).join('\n'), source, title);
  }
}

/** The lines of a page or an ad: benefits, culture, process, mission, values, founding year, size. */
function readLines(c: Collected, lines: readonly string[], source: TSource, ofSite: boolean) {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const folded = fold(line.replace(/^•\s*/, ''));
    if (VALUES_HEADING.test(foldWords(folded))) {
      for (let j = i + 1; j < lines.length && lines[j]!.startsWith('•'); j++)
        c.values.add(lines[j]!.replace(/^•\s*/, ''), source);
      continue;
    }
    if (line.length > 600) continue;
    for (const sentence of sentences(line)) {
      // "Vi tilbyder:" or "What we offer:" introduces the items; it is not one.
      if (sentence.endsWith(':')) continue;
      const f = fold(sentence);
      if (MISSION.test(f)) c.mission.add(sentence, source);
      else if (VALUES_SENTENCE.test(f)) c.values.add(sentence, source);
      if (BENEFIT.test(f)) c.benefits.add(sentence, source);
      else if (CULTURE.test(f)) c.culture.add(sentence, source);
      if (PROCESS.test(f)) c.tips.add(sentence, source);
    }
    for (const pattern of FOUNDED) {
      const year = pattern.exec(line)?.[1];
      if (year) c.founded.add(year, source);
    }
    const size = SIZE.exec(line);
    if (size) c.size.add(size[0], source);
    if (ofSite) {
      for (const pattern of HEADQUARTERS) {
        const place = pattern.exec(line)?.[1];
        if (place) c.headquarters.add(place, source);
      }
      const short = line.replace(/^•\s*/, '');
      if (short.length <= 90) {
        const nameFirst = LEADER_NAME_FIRST.exec(short);
        const roleFirst = LEADER_ROLE_FIRST.exec(short);
        if (nameFirst) addLeader(c, nameFirst[1]!, nameFirst[2]!, null, source);
        else if (roleFirst) addLeader(c, roleFirst[2]!, roleFirst[1]!, null, source);
      }
    }
  }
}

/** An ad's text: what the site lines give, plus requirements (interview topics), skills and stated salary ranges. */
function readAdText(c: Collected, text: string, source: TSource, title: string) {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  readLines(c, lines, source, false);
  const ad = analyseJobAd(text, title ? { title } : {});
  // The requirement's own line, for its context; a line that is mostly a link is not a topic.
  for (const requirement of ad.requirements.filter((r) => r.importance === 'must'))
    if (!/https?:\/\/|www\./i.test(requirement.source))
      c.questions.add(requirement.source || requirement.text, source);
  for (const skill of ad.hardSkills) c.techStack.add(skill, source);
  for (const highlight of ad.companyHighlights) c.culture.add(highlight, source);
  const stated = new Set<string>();
  for (const match of text.matchAll(SALARY_RANGE)) {
    const range = squash(match[0]);
    if (stated.has(range)) continue;
    stated.add(range);
    c.salaries.push({ title: ad.title || title, range, sources: [source] });
  }
}

function readHtml(c: Collected, page: CompanyPage) {
  const document = htmlDocument(page.body);
  const source: TSource = { kind: 'website', url: page.url, label: pageTitle(document, page.url) };
  for (const node of jsonLdNodes(document)) {
    if (isOrganization(node)) readOrganization(c, node, source);
    if (isJobPosting(node)) readPosting(c, node, source);
    if (isArticle(node))
      addNews(
        c,
        str(node.headline) || str(node.name),
        str(node.url) || page.url,
        str(node.datePublished),
        str(node.description),
        source,
      );
  }
  const description = meta(document, 'description') || meta(document, 'og:description');
  if (description) c.description.add(description, source);
  // The contact page's postal address.
  const address = squash(document.querySelector('address')?.textContent);
  if (address && address.length <= 200) c.headquarters.add(address, source);
  readLines(c, textLines(document), source, true);
}

function readFeed(c: Collected, page: CompanyPage) {
  const document = xmlDocument(page.body);
  const text = (element: DomElement | null | undefined, selector: string) =>
    squash(element?.querySelector(selector)?.textContent);
  const channelTitle =
    text(document as unknown as DomElement, 'channel > title') ||
    text(document as unknown as DomElement, 'feed > title');
  const source: TSource = { kind: 'website', url: page.url, label: channelTitle || page.url };
  for (const item of Array.from(document.querySelectorAll('item'))) {
    const summary = fragmentText(text(item, 'description'));
    addNews(
      c,
      text(item, 'title'),
      text(item, 'link'),
      text(item, 'pubDate') || text(item, 'date'),
      summary,
      source,
    );
  }
  for (const entry of Array.from(document.querySelectorAll('entry'))) {
    const link =
      entry.querySelector('link[rel="alternate"]')?.getAttribute('href') ??
      entry.querySelector('link')?.getAttribute('href') ??
      '';
    const summary = fragmentText(text(entry, 'summary') || text(entry, 'content'));
    addNews(
      c,
      text(entry, 'title'),
      new URL(link, page.url).toString(),
      text(entry, 'published') || text(entry, 'updated'),
      summary,
      source,
    );
  }
}

/** The span of the stated ranges when they share a currency and a period. */
function spanOf(salaries: Collected['salaries']): TCited | null {
  const parsed = salaries.map((s) => ({ s, p: parseRange(s.range) }));
  if (parsed.length === 0 || parsed.some((x) => !x.p)) return null;
  const [first] = parsed;
  if (parsed.some((x) => x.p!.currency !== first!.p!.currency || x.p!.period !== first!.p!.period))
    return null;
  if (parsed.length === 1) return { text: first!.s.range, sources: first!.s.sources };
  const min = Math.min(...parsed.map((x) => x.p!.min));
  const max = Math.max(...parsed.map((x) => x.p!.max));
  const sources = parsed
    .flatMap((x) => x.s.sources)
    .filter((s, i, all) => all.findIndex((o) => o.url === s.url) === i);
  const period = first!.p!.period ? ` per ${first!.p!.period}` : '';
  return { text: `${min}–${max} ${first!.p!.currency}${period}`, sources };
}

/** Every fact the pages and ads state about the company, each with where it was read. */
export function extractCompanyFacts(pages: readonly CompanyPage[], ads: readonly CompanyAd[]): CompanyFacts {
  const c: Collected = {
    industry: new CitedList(),
    size: new CitedList(),
    headquarters: new CitedList(),
    founded: new CitedList(),
    website: new CitedList(),
    description: new CitedList(),
    mission: new CitedList(),
    values: new CitedList(),
    culture: new CitedList(),
    questions: new CitedList(),
    tips: new CitedList(),
    benefits: new CitedList(),
    techStack: new CitedList(15),
    salaries: [],
    leaders: new Map(),
    news: new Map(),
  };
  for (const page of pages) {
    try {
      if (isFeed(page)) readFeed(c, page);
      else if (isHtml(page)) readHtml(c, page);
    } catch {
      // One page the parser cannot take does not spoil the others.
    }
  }
  for (const ad of ads) {
    readAdText(c, ad.text, { kind: 'job-ad', url: ad.url, label: ad.jobTitle }, ad.jobTitle);
  }
  const news = [...c.news.values()].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '')).slice(0, 8);
  const salaries = c.salaries.slice(0, MAX_ITEMS);
  return {
    industry: c.industry.first,
    size: c.size.first,
    headquarters: c.headquarters.first,
    founded: c.founded.first,
    website: c.website.first,
    description: c.description.first,
    mission: c.mission.first,
    values: c.values.all,
    culture: c.culture.all,
    interviewInsights: { commonQuestions: c.questions.all, tips: c.tips.all },
    salaryInsights: { averageRange: spanOf(salaries), commonRoles: salaries },
    keyLeadership: [...c.leaders.values()],
    recentNews: news,
    benefits: c.benefits.all,
    techStack: c.techStack.all,
  };
}
