import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { clipText, isRecord } from '#engine/text/index';

/**
 * The job ad in a fetched page, as plain text with its paragraph and list breaks (the analysis
 * reads bullets and headings line by line), plus guesses for the title and company for the form.
 * Sources in order of trust: the page's JobPosting structured data (schema.org JSON-LD, which job
 * boards publish for search engines), the main content as Readability finds it, the body text
 * without navigation, header and footer.
 */

/** A fetched page: HTML or plain text (the server's fetcher has checked the type and size). */
export interface JobPage {
  type: 'text/html' | 'text/plain';
  body: string;
}

/** The page cannot be read as a job ad; the message says why (the server reports it). */
export class JobPageError extends Error {}

export interface ExtractedAd {
  text: string;
  jobTitle: string;
  companyName: string;
}

/** Shorter than this is not a job ad (a cookie wall, a login page, an empty shell app). */
export const MIN_AD_CHARS = 200;
/** The generator form takes at most this much (ZCreateApplicationRequest.jobDescription). */
const MAX_AD_CHARS = 30_000;
const MAX_FIELD_CHARS = 200;

/** The part of the DOM used here (the server compiles without the DOM library; linkedom implements it). */
interface DomNode {
  nodeType: number;
  textContent: string | null;
  firstChild: DomNode | null;
  nextSibling: DomNode | null;
}
interface DomElement extends DomNode {
  tagName: string;
  getAttribute(name: string): string | null;
  remove(): void;
}
interface Doc {
  title: string;
  body: DomElement | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}

const SKIP = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'IFRAME',
  'BUTTON',
  'SELECT',
  'INPUT',
  'TEXTAREA',
]);
/** Blocks that end a paragraph (a blank line after them). */
const PARAGRAPHS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'TABLE',
  'BLOCKQUOTE',
  'PRE',
  'DL',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'ASIDE',
  'FIGURE',
  'ADDRESS',
]);
/** Blocks that end a line. */
const LINES = new Set(['DIV', 'LI', 'TR', 'DT', 'DD', 'FORM', 'HR']);

/** Text pieces and breaks (1: end of line, 2: end of paragraph); adjacent breaks merge. */
type Piece = string | 1 | 2;

function collectText(node: DomNode, out: Piece[]): void {
  if (node.nodeType === 3) {
    out.push((node.textContent ?? '').replace(/\s+/g, ' '));
    return;
  }
  if (node.nodeType !== 1) return;
  const tag = (node as DomElement).tagName.toUpperCase();
  if (SKIP.has(tag)) return;
  if (tag === 'BR') {
    out.push(1);
    return;
  }
  const breakAround = PARAGRAPHS.has(tag) ? 2 : LINES.has(tag) ? 1 : 0;
  if (breakAround) out.push(breakAround);
  if (tag === 'LI') out.push('• ');
  // Sibling links, not childNodes: linkedom builds that list anew on every read.
  for (let child = node.firstChild; child; child = child.nextSibling) collectText(child, out);
  if (breakAround) out.push(breakAround);
}

/** Joins the pieces: a run of breaks becomes its strongest one, whitespace next to a break goes. */
function joinPieces(pieces: readonly Piece[]): string {
  const parts: string[] = [];
  let pending = 0;
  for (const piece of pieces) {
    if (typeof piece === 'number') {
      pending = Math.max(pending, piece);
      continue;
    }
    if (pending && !piece.trim()) continue;
    if (pending && parts.length > 0) parts.push(pending === 2 ? '\n\n' : '\n');
    parts.push(pending ? piece.trimStart() : piece);
    pending = 0;
  }
  // Spaces before a break are dropped line by line in tidy().
  return parts.join('');
}

/** Text of an element with a line per block and a blank line between paragraphs. */
export function blockText(node: DomNode): string {
  const out: Piece[] = [];
  collectText(node, out);
  return tidy(joinPieces(out));
}

function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const documentOf = (html: string): Doc => parseHTML(html).document as unknown as Doc;

/** HTML (or text) found inside JSON-LD or a feed, sometimes escaped a second time, as block text. */
export function htmlToText(html: string, depth = 0): string {
  const body = documentOf(`<!doctype html><html><body>${html}</body></html>`).body;
  const once = body ? blockText(body) : '';
  return depth < 2 && /<\/?[a-z][\s\S]*>/i.test(once) ? htmlToText(once, depth + 1) : once;
}

// ---------------------------------------------------------------------------------------------------
// JSON-LD JobPosting
// ---------------------------------------------------------------------------------------------------

interface JobPosting {
  title: string;
  company: string;
  description: string;
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function isJobPosting(value: Record<string, unknown>): boolean {
  const type = value['@type'];
  return type === 'JobPosting' || (Array.isArray(type) && type.includes('JobPosting'));
}

function organisationName(value: unknown): string {
  if (Array.isArray(value)) return organisationName(value[0]);
  return isRecord(value) ? str(value.name) : str(value);
}

/** Every JobPosting in a JSON-LD value: top level, arrays, @graph. */
function findPostings(value: unknown, found: JobPosting[]): void {
  if (Array.isArray(value)) {
    for (const item of value) findPostings(item, found);
    return;
  }
  if (!isRecord(value)) return;
  if (isJobPosting(value)) {
    found.push({
      title: str(value.title),
      company: organisationName(value.hiringOrganization),
      description: htmlToText(str(value.description)),
    });
  }
  if (value['@graph']) findPostings(value['@graph'], found);
}

function jobPosting(document: Doc): JobPosting | undefined {
  const found: JobPosting[] = [];
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      findPostings(JSON.parse(script.textContent ?? ''), found);
    } catch {
      // Broken structured data is common; the page text is still there.
    }
  }
  return found.sort((a, b) => b.description.length - a.description.length)[0];
}

// ---------------------------------------------------------------------------------------------------
// Page text and metadata
// ---------------------------------------------------------------------------------------------------

const meta = (document: Doc, property: string) =>
  document
    .querySelector(`meta[property="${property}"], meta[name="${property}"]`)
    ?.getAttribute('content')
    ?.trim() ?? '';

/** "Frontend Developer | Acme Careers" → "Frontend Developer". */
const firstSegment = (title: string) => title.split(/\s+[|–—·]\s+|\s+-\s+/)[0]?.trim() ?? '';

const headingOf = (document: Doc) =>
  (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim();

function titleGuess(document: Doc): string {
  return meta(document, 'og:title') || headingOf(document) || firstSegment(document.title ?? '');
}

/**
 * linkedom parses about 2.5 ms per kilobyte of markup and Readability on it costs about a
 * millisecond per element, on a page a user chose. A job ad page without its scripts has a few
 * hundred to a few thousand elements: Readability runs up to READABILITY_MAX_ELEMENTS (past that
 * the body text without navigation stands in), and a page with more tags than MAX_TAGS is not
 * parsed at all.
 */
const READABILITY_MAX_ELEMENTS = 2000;
const MAX_TAGS = 20_000;
const NEVER_CONTENT = 'script, style, noscript, template, svg, iframe, link, meta';
/** Page furniture around the ad: navigation, header and footer, dialogs and cookie banners. */
const NOISE = [
  'nav, header, footer, aside, form, dialog',
  '[role="navigation"], [role="banner"], [role="contentinfo"], [role="dialog"], [aria-hidden="true"]',
  '[id*="cookie" i], [class*="cookie" i], [id*="consent" i], [class*="consent" i]',
].join(', ');

/** Opening tags outside scripts and styles, counted without parsing. */
function tagCount(html: string): number {
  const markup = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  return markup.match(/<[a-z]/gi)?.length ?? 0;
}

const removeAll = (document: Doc, selector: string) => {
  for (const element of Array.from(document.querySelectorAll(selector))) element.remove();
};

/**
 * The main content by Readability (which changes the document it is given); `heading` (the page's
 * h1) goes first when Readability took it out as the article's title.
 */
function readableText(document: Doc, heading: string): string {
  removeAll(document, NEVER_CONTENT);
  if (document.querySelectorAll('*').length > READABILITY_MAX_ELEMENTS) return '';
  try {
    const article = new Readability(document).parse();
    if (!article?.content) return '';
    const text = htmlToText(article.content);
    return heading && !text.includes(heading) ? `${heading}\n\n${text}` : text;
  } catch {
    // A page Readability cannot handle: the body text follows.
    return '';
  }
}

function bodyText(html: string): string {
  const document = documentOf(html);
  removeAll(document, `${NEVER_CONTENT}, ${NOISE}`);
  return document.body ? blockText(document.body) : '';
}

const long = (text: string | undefined) => (text && text.length >= MIN_AD_CHARS ? text : undefined);

/** The ad in a page; the text is empty when nothing on the page looks like one. */
export function extractJobAd(page: JobPage): ExtractedAd {
  if (page.type === 'text/plain') {
    return {
      text: clipText(tidy(page.body.replace(/\r\n?/g, '\n')), MAX_AD_CHARS),
      jobTitle: '',
      companyName: '',
    };
  }
  if (tagCount(page.body) > MAX_TAGS) throw new JobPageError('The page is too complex to read.');
  const document = documentOf(page.body);
  const posting = jobPosting(document);
  // Read before Readability rearranges the document.
  const jobTitle = posting?.title || titleGuess(document);
  const companyName = posting?.company || meta(document, 'og:site_name');
  // Each source only when the one before found no ad: parsing and Readability are the costly part.
  const text =
    long(posting?.description) ??
    long(readableText(document, headingOf(document))) ??
    long(bodyText(page.body)) ??
    '';
  return {
    text: clipText(text, MAX_AD_CHARS),
    jobTitle: clipText(jobTitle, MAX_FIELD_CHARS),
    companyName: clipText(companyName, MAX_FIELD_CHARS),
  };
}
