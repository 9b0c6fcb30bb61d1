import { DOMParser, parseHTML } from 'linkedom';
import type { SourceKind, TPosting } from '#domain/job-discovery';
import { htmlToText } from '#engine/read/job-page';
import { clipText, detectLanguage, isRecord, jsonList as list, jsonText as str } from '#engine/text/index';

/**
 * Each source's format read into one posting shape (`TPosting`): the Greenhouse board API, Lever's
 * postings API, Ashby's job board API, Workable's widget API, Recruitee's offers API, Personio's XML
 * feed, RSS and Atom feeds (Teamtailor's careers sites publish one) and schema.org JobPosting
 * JSON-LD in a careers page. What a source does not state stays empty (no salary is guessed from
 * prose). A document that is not what its source should send gives an error for that source only.
 */

export type Parsed = { ok: true; postings: TPosting[] } | { ok: false; error: string };

/** A fetched document: its address (after redirects), media type and text. */
export interface SourceDocument {
  url: string;
  type: string;
  body: string;
}

/** Per posting: plenty for the analysis, bounded for storage. */
const MAX_DESCRIPTION = 30_000;
const MAX_FIELD = 300;
/** A board lists at most this many postings per fetch (the rest are left for a later version). */
export const MAX_POSTINGS_PER_SOURCE = 2000;

type Json = Record<string, unknown>;
const field = (text: string) => clipText(text, MAX_FIELD);

const REMOTE =
  /\b(remote|fully remote|work from home|wfh|hjemmearbejde|fjernarbejde|remote-first|homeoffice|home office|telearbeit|mobiles arbeiten)\b/i;
const isRemoteText = (...texts: string[]) => texts.some((t) => REMOTE.test(t));

function isoDate(value: unknown): string | null {
  const raw = typeof value === 'number' ? value : str(value);
  if (raw === '') return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function httpUrl(value: unknown, base?: string): string | null {
  const raw = str(value);
  if (!raw) return null;
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The common tail of every parser: text tidied, language detected from the ad itself. */
function posting(fields: Omit<TPosting, 'language'> & { language?: TPosting['language'] }): TPosting {
  const description = clipText(fields.description, MAX_DESCRIPTION);
  return {
    ...fields,
    title: field(fields.title),
    company: field(fields.company),
    location: field(fields.location),
    description,
    language: fields.language ?? detectLanguage(`${fields.title}\n${description}`).language,
  };
}

const PERIOD: Record<string, string> = {
  hour: 'hour',
  hourly: 'hour',
  day: 'day',
  daily: 'day',
  week: 'week',
  weekly: 'week',
  month: 'month',
  monthly: 'month',
  year: 'year',
  yearly: 'year',
  annual: 'year',
  'per-year-salary': 'year',
  'per-month-salary': 'month',
  'per-hour-wage': 'hour',
};

/** "45000–55000 DKK per month" from amounts the source states; null without both ends. */
function salaryRange(min: unknown, max: unknown, currency: unknown, period: unknown): string | null {
  const [low, high] = [str(min), str(max)];
  if (!low && !high) return null;
  const amount = low && high && low !== high ? `${low}–${high}` : low || high;
  const per = PERIOD[str(period).toLowerCase()];
  return `${amount}${str(currency) ? ` ${str(currency).toUpperCase()}` : ''}${per ? ` per ${per}` : ''}`;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The items of a JSON document under `key` (or the document itself when it is the list). */
function jsonItems(body: string, key: string | null, what: string): Json[] | string {
  const data = parseJson(body);
  if (data === undefined) return `The ${what} did not answer with readable JSON.`;
  const items = key === null ? data : isRecord(data) ? data[key] : undefined;
  if (!Array.isArray(items)) return `The ${what} answered without a list of jobs.`;
  return items.filter(isRecord);
}

/** Postings from items; items that lack a title or id are skipped, not fatal. */
function collect(items: Json[], read: (item: Json) => TPosting | undefined): TPosting[] {
  const out: TPosting[] = [];
  for (const item of items.slice(0, MAX_POSTINGS_PER_SOURCE)) {
    const p = read(item);
    if (p && p.title && p.externalId) out.push(p);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Board APIs (JSON)
// ---------------------------------------------------------------------------------------------------

/** boards-api.greenhouse.io/v1/boards/{board}/jobs?content=true: `{ jobs: [...] }`, content HTML-escaped. */
function greenhouse(doc: SourceDocument, board: string): Parsed {
  const items = jsonItems(doc.body, 'jobs', 'Greenhouse board');
  if (typeof items === 'string') return { ok: false, error: items };
  return {
    ok: true,
    postings: collect(items, (job) => {
      const location = str(isRecord(job.location) ? job.location.name : '');
      const offices = list(job.offices).map((o) => (isRecord(o) ? str(o.name) : ''));
      return posting({
        externalId: str(job.id),
        title: str(job.title),
        company: str(job.company_name) || board,
        location,
        remote: isRemoteText(location, ...offices),
        salary: null,
        description: htmlToText(typeof job.content === 'string' ? job.content : ''),
        applyUrl: httpUrl(job.absolute_url),
        postedAt: isoDate(job.first_published) ?? isoDate(job.updated_at),
      });
    }),
  };
}

/** api.lever.co/v0/postings/{board}?mode=json: an array of postings. */
function lever(doc: SourceDocument, board: string): Parsed {
  const items = jsonItems(doc.body, null, 'Lever board');
  if (typeof items === 'string') return { ok: false, error: items };
  return {
    ok: true,
    postings: collect(items, (job) => {
      const categories = isRecord(job.categories) ? job.categories : {};
      const location = str(categories.location) || list(categories.allLocations).map(str).join(', ');
      const lists = list(job.lists)
        .filter(isRecord)
        .map(
          (l) =>
            `${str(l.text)}\n${htmlToText(typeof l.content === 'string' ? `<ul>${l.content}</ul>` : '')}`,
        );
      const description = [
        str(job.descriptionPlain) ? String(job.descriptionPlain).trim() : htmlToText(str(job.description)),
        ...lists,
        str(job.additionalPlain) ? String(job.additionalPlain).trim() : htmlToText(str(job.additional)),
      ]
        .filter(Boolean)
        .join('\n\n');
      const salary = isRecord(job.salaryRange)
        ? salaryRange(
            job.salaryRange.min,
            job.salaryRange.max,
            job.salaryRange.currency,
            job.salaryRange.interval,
          )
        : null;
      return posting({
        externalId: str(job.id),
        title: str(job.text),
        company: board,
        location,
        remote: str(job.workplaceType) === 'remote' || isRemoteText(location),
        salary,
        description,
        applyUrl: httpUrl(job.applyUrl) ?? httpUrl(job.hostedUrl),
        postedAt: isoDate(job.createdAt),
      });
    }),
  };
}

/** api.ashbyhq.com/posting-api/job-board/{board}: `{ jobs: [...] }`, unlisted ones left out. */
function ashby(doc: SourceDocument, board: string): Parsed {
  const items = jsonItems(doc.body, 'jobs', 'Ashby job board');
  if (typeof items === 'string') return { ok: false, error: items };
  return {
    ok: true,
    postings: collect(
      items.filter((job) => job.isListed !== false),
      (job) => {
        const location = str(job.location);
        const compensation = isRecord(job.compensation) ? job.compensation : {};
        return posting({
          externalId: str(job.id),
          title: str(job.title),
          company: board,
          location,
          remote: job.isRemote === true || str(job.workplaceType).toLowerCase() === 'remote',
          salary:
            str(compensation.compensationTierSummary) ||
            str(compensation.scrapeableCompensationSalarySummary) ||
            null,
          description:
            typeof job.descriptionPlain === 'string' && job.descriptionPlain.trim()
              ? job.descriptionPlain.trim()
              : htmlToText(str(job.descriptionHtml)),
          applyUrl: httpUrl(job.applyUrl) ?? httpUrl(job.jobUrl),
          postedAt: isoDate(job.publishedAt),
        });
      },
    ),
  };
}

/** apply.workable.com/api/v1/widget/accounts/{board}?details=true: `{ name, jobs: [...] }`. */
function workable(doc: SourceDocument, board: string): Parsed {
  const items = jsonItems(doc.body, 'jobs', 'Workable account');
  if (typeof items === 'string') return { ok: false, error: items };
  const data = parseJson(doc.body);
  const company = (isRecord(data) && str(data.name)) || board;
  return {
    ok: true,
    postings: collect(items, (job) => {
      const location = [str(job.city), str(job.state), str(job.country)].filter(Boolean).join(', ');
      return posting({
        externalId: str(job.shortcode) || str(job.code),
        title: str(job.title),
        company,
        location,
        remote: job.telecommuting === true || isRemoteText(location),
        salary: null,
        description: htmlToText(typeof job.description === 'string' ? job.description : ''),
        applyUrl: httpUrl(job.application_url) ?? httpUrl(job.url) ?? httpUrl(job.shortlink),
        postedAt: isoDate(job.published_on) ?? isoDate(job.created_at),
      });
    }),
  };
}

/** {board}.recruitee.com/api/offers/: `{ offers: [...] }`, description and requirements in HTML. */
function recruitee(doc: SourceDocument, board: string): Parsed {
  const items = jsonItems(doc.body, 'offers', 'Recruitee careers site');
  if (typeof items === 'string') return { ok: false, error: items };
  return {
    ok: true,
    postings: collect(items, (job) => {
      const location = str(job.location) || [str(job.city), str(job.country)].filter(Boolean).join(', ');
      const salary = isRecord(job.salary)
        ? salaryRange(job.salary.min, job.salary.max, job.salary.currency, job.salary.period)
        : null;
      return posting({
        externalId: str(job.id) || str(job.slug),
        title: str(job.title),
        company: str(job.company_name) || board,
        location,
        remote: job.remote === true || isRemoteText(location),
        salary,
        description: [htmlToText(str(job.description)), htmlToText(str(job.requirements))]
          .filter(Boolean)
          .join('\n\n'),
        applyUrl: httpUrl(job.careers_apply_url) ?? httpUrl(job.careers_url),
        postedAt: isoDate(job.published_at) ?? isoDate(job.created_at),
      });
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// XML: Personio, RSS and Atom
// ---------------------------------------------------------------------------------------------------

interface XmlElement {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): XmlElement | null;
  querySelectorAll(selector: string): ArrayLike<XmlElement>;
}

function xmlRoot(body: string): XmlElement | undefined {
  // linkedom's XML parser does not reject broken markup: the root element's name is the check.
  try {
    const document = new DOMParser().parseFromString(body, 'text/xml') as unknown as {
      documentElement: XmlElement | null;
    };
    return document.documentElement ?? undefined;
  } catch {
    return undefined;
  }
}

/** The text of the first child element called `name` (namespaced names by their local part). */
function child(element: XmlElement, ...names: string[]): string {
  for (const name of names) {
    const found = element.querySelector(name.replace(':', '\\:'));
    const text = found?.textContent?.trim();
    if (text) return text;
  }
  return '';
}

/** {board}.jobs.personio.de/xml: `<workzag-jobs><position>…</position></workzag-jobs>`. */
function personio(doc: SourceDocument, board: string): Parsed {
  const root = xmlRoot(doc.body);
  if (!root || root.tagName.toLowerCase() !== 'workzag-jobs') {
    return { ok: false, error: 'The Personio feed did not answer with its XML list of positions.' };
  }
  const origin = new URL(doc.url).origin;
  const items = Array.from(root.querySelectorAll('position')).slice(0, MAX_POSTINGS_PER_SOURCE);
  const postings: TPosting[] = [];
  for (const position of items) {
    const id = child(position, 'id');
    const title = child(position, 'name');
    if (!id || !title) continue;
    const parts = Array.from(position.querySelectorAll('jobDescription')).map((part) =>
      `${child(part, 'name')}\n${htmlToText(child(part, 'value'))}`.trim(),
    );
    const location = child(position, 'office');
    postings.push(
      posting({
        externalId: id,
        title,
        company: child(position, 'subcompany') || board,
        location,
        remote: isRemoteText(location, title),
        salary: null,
        description: parts.join('\n\n'),
        applyUrl: `${origin}/job/${encodeURIComponent(id)}`,
        postedAt: isoDate(child(position, 'createdAt')),
      }),
    );
  }
  return { ok: true, postings };
}

/** RSS 2.0 items or Atom entries; the feed's title stands in for a company the items do not name. */
function feed(doc: SourceDocument, company: string): Parsed {
  const root = xmlRoot(doc.body);
  const kind = root?.tagName.toLowerCase();
  if (!root || (kind !== 'rss' && kind !== 'feed' && kind !== 'rdf:rdf')) {
    return { ok: false, error: 'The feed is not an RSS or Atom feed.' };
  }
  const channelTitle = child(root, 'channel > title', 'title');
  const source = company || channelTitle;
  const entries = Array.from(root.querySelectorAll(kind === 'feed' ? 'entry' : 'item')).slice(
    0,
    MAX_POSTINGS_PER_SOURCE,
  );
  const postings: TPosting[] = [];
  for (const entry of entries) {
    const title = child(entry, 'title');
    const link =
      kind === 'feed'
        ? ((entry.querySelector('link[rel="alternate"]') ?? entry.querySelector('link'))?.getAttribute(
            'href',
          ) ?? '')
        : child(entry, 'link');
    const applyUrl = httpUrl(link, doc.url);
    const externalId = child(entry, 'guid', 'id') || applyUrl || '';
    if (!title || !externalId) continue;
    const location = child(entry, 'tt:location', 'job:location', 'location');
    const description = htmlToText(child(entry, 'content:encoded', 'content', 'description', 'summary'));
    postings.push(
      posting({
        externalId,
        title,
        company: source,
        location,
        remote: isRemoteText(location, title),
        salary: null,
        description,
        applyUrl,
        postedAt: isoDate(child(entry, 'pubDate', 'published', 'updated', 'dc:date')),
      }),
    );
  }
  return { ok: true, postings };
}

// ---------------------------------------------------------------------------------------------------
// Careers pages: schema.org JobPosting JSON-LD
// ---------------------------------------------------------------------------------------------------

function postalLocation(value: unknown): string {
  const place = isRecord(value) ? value : {};
  const address = isRecord(place.address) ? place.address : place;
  const country = isRecord(address.addressCountry)
    ? str(address.addressCountry.name)
    : str(address.addressCountry);
  return [str(address.addressLocality), str(address.addressRegion), country].filter(Boolean).join(', ');
}

function jobPostingNodes(body: string): Json[] {
  const { document } = parseHTML(body) as unknown as {
    document: { querySelectorAll(s: string): ArrayLike<{ textContent: string | null }> };
  };
  const found: Json[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    if (list(value['@type']).map(str).includes('JobPosting')) found.push(value);
    if (value['@graph']) walk(value['@graph'], depth + 1);
    if (value.itemListElement)
      walk(
        list(value.itemListElement).map((e) => (isRecord(e) && e.item ? e.item : e)),
        depth + 1,
      );
  };
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    const data = parseJson(script.textContent ?? '');
    if (data !== undefined) walk(data, 0);
  }
  return found;
}

function careersPage(doc: SourceDocument, board: string): Parsed {
  if (!/html/i.test(doc.type) && !/^\s*</.test(doc.body)) {
    return { ok: false, error: 'The address is not a web page.' };
  }
  const nodes = jobPostingNodes(doc.body);
  if (nodes.length === 0) {
    return {
      ok: false,
      error:
        'No job postings found on this page: it has no schema.org JobPosting data. Follow its job board or feed instead.',
    };
  }
  return {
    ok: true,
    postings: collect(nodes, (job) => {
      const identifier = isRecord(job.identifier) ? str(job.identifier.value) : str(job.identifier);
      const applyUrl = httpUrl(job.url, doc.url) ?? httpUrl(job.sameAs, doc.url);
      const location = list(job.jobLocation).map(postalLocation).filter(Boolean).join('; ');
      const organisation = list(job.hiringOrganization)[0];
      const base = isRecord(job.baseSalary) ? job.baseSalary : undefined;
      const amount = base && isRecord(base.value) ? base.value : base;
      const salary =
        base && amount
          ? salaryRange(amount.minValue ?? amount.value, amount.maxValue, base.currency, amount.unitText)
          : null;
      return posting({
        externalId: identifier || applyUrl || `${doc.url}#${str(job.title)}`,
        title: str(job.title),
        company: (isRecord(organisation) ? str(organisation.name) : str(organisation)) || board,
        location,
        remote: list(job.jobLocationType).map(str).includes('TELECOMMUTE') || isRemoteText(location),
        salary,
        description: htmlToText(typeof job.description === 'string' ? job.description : ''),
        applyUrl: applyUrl ?? doc.url,
        postedAt: isoDate(job.datePosted),
      });
    }),
  };
}

const looksLikeFeed = (body: string) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(rss|feed|rdf:RDF)[\s>]/i.test(body);

/**
 * A fetched document of a source → its postings, or an error that names the source's problem.
 * Never throws: one broken source must not stop the others.
 */
export function parseSource(kind: SourceKind, board: string, doc: SourceDocument): Parsed {
  try {
    switch (kind) {
      case 'greenhouse':
        return greenhouse(doc, board);
      case 'lever':
        return lever(doc, board);
      case 'ashby':
        return ashby(doc, board);
      case 'workable':
        return workable(doc, board);
      case 'recruitee':
        return recruitee(doc, board);
      case 'personio':
        return personio(doc, board);
      case 'teamtailor':
        return feed(doc, board);
      case 'feed':
        return feed(doc, '');
      case 'careers-page':
        // A careers address may well serve a feed.
        return looksLikeFeed(doc.body) ? feed(doc, '') : careersPage(doc, board);
    }
  } catch {
    return { ok: false, error: 'The source sent something we could not read.' };
  }
}
