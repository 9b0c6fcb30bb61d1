/**
 * Splits an experience or education section into entries. Lines are either header lines (short:
 * title, company, school, dates) or description lines (bullets, prose, wrapped continuations).
 * Each run of header lines with its following description is an entry; a run holding several
 * date ranges (entries without descriptions) is cut into equal chunks, one range each.
 */
import { companyScore, degreeScore, institutionScore, isOnlyPlace, isPurePlace, titleScore } from './cues.ts';
import { type DateSpan, findDateSpan, removeSpan } from './dates.ts';
import type { Line } from './lines.ts';
import { endsSentence, splitFields, splitOnDashes, wordCount } from './text.ts';

export interface Entry {
  /** Header lines with the date text cut out (empty lines dropped). */
  header: string[];
  span: DateSpan | null;
  /** Description lines: bullets and prose, wrapped lines joined. */
  body: string[];
}

interface Marked {
  line: Line;
  span: DateSpan | null;
  kind: 'head' | 'body';
}

/** A line this long that stops mid-sentence was probably wrapped by the layout. */
const WRAPPED_LINE_MIN = 40;
/** A short line ending a sentence is the tail of the wrapped line before it. */
const SENTENCE_TAIL_WORDS = 4;
/** A line at least this share of the wrap width is "full": the layout broke it. */
const FULL_LINE_SHARE = 0.8;

function hasCue(text: string): boolean {
  return titleScore(text) + companyScore(text) + degreeScore(text) + institutionScore(text) > 0;
}

/** Prose, not a header: long, sentence-like, or starting in lower case. */
function isProse(text: string): boolean {
  const words = wordCount(text);
  if (words > 14 || text.length > 110) return true;
  if (/^\p{Ll}/u.test(text)) return true;
  return endsSentence(text) && words >= 6;
}

/**
 * A line that continues the previous description line (a PDF wraps long bullets): it follows
 * description text that did not end a sentence, and it has no date and no header cue.
 */
function continuesPrevious(prev: Marked | undefined, line: Line, span: DateSpan | null): boolean {
  if (!prev || prev.kind !== 'body' || span || line.bullet) return false;
  if (/^\p{Ll}/u.test(line.text)) return true;
  if (endsSentence(prev.line.text) || line.bold || hasCue(line.text)) return false;
  return prev.line.text.length >= WRAPPED_LINE_MIN;
}

/**
 * The first line of a wrapped paragraph looks like a header on its own ("Lead a team of five
 * engineers building the payments platform"); a long undated line continued in lower case is prose.
 */
function startsWrappedParagraph(
  prev: Marked | undefined,
  line: Line,
  span: DateSpan | null,
  wrapWidth: number,
): boolean {
  if (prev?.kind !== 'head' || prev.span || span || line.bullet) return false;
  if (prev.line.text.length < WRAPPED_LINE_MIN) return false;
  // Continued in lower case, or closing the sentence ("Professionshøjskole siden 2019."), or as
  // wide as the layout wraps and cut after a lower-case word.
  if (/^\p{Ll}/u.test(line.text)) return true;
  if (endsSentence(line.text) && /\s\p{Ll}/u.test(line.text) && wordCount(line.text) <= SENTENCE_TAIL_WORDS) {
    return true;
  }
  const fullWidth = prev.line.text.length >= wrapWidth * FULL_LINE_SHARE;
  const cutMidSentence = /(?:^|\s)\p{Ll}[\p{L}-]*,?$/u.test(prev.line.text);
  return fullWidth && cutMidSentence && line.text.length >= WRAPPED_LINE_MIN;
}

/** The width (characters) at which the layout wraps: its longest line. */
function wrapWidthOf(lines: readonly Line[]): number {
  return Math.max(0, ...lines.map((l) => l.text.length));
}

/** Prose longer than this is not an entry header, even when it mentions a year. */
const MAX_DATED_HEADER_WORDS = 10;

/** The line's date span, unless the line is prose that merely mentions a date. */
function entryDate(line: Line): DateSpan | null {
  const span = findDateSpan(line.text);
  if (!span) return null;
  const rest = wordCount(removeSpan(line.text, span));
  // "…Professionshøjskole siden 2019." closes a wrapped sentence; it does not date an entry.
  const openEnded = span.single || span.end === null;
  const sentence = endsSentence(line.text) && (rest >= 4 || (openEnded && span.from > 0 && rest > 0));
  return sentence || rest > MAX_DATED_HEADER_WORDS ? null : span;
}

function mark(lines: readonly Line[]): Marked[] {
  const marked: Marked[] = [];
  const wrapWidth = wrapWidthOf(lines);
  for (const line of lines) {
    const span = entryDate(line);
    const prev = marked.at(-1);
    if (continuesPrevious(prev, line, span) || startsWrappedParagraph(prev, line, span, wrapWidth)) {
      prev!.line = { ...prev!.line, text: `${prev!.line.text} ${line.text}` };
      prev!.kind = 'body';
      continue;
    }
    const body = line.bullet || (!span && isProse(line.text));
    marked.push({ line, span, kind: body ? 'body' : 'head' });
  }
  return marked;
}

/** Runs of header lines, each with the description lines that follow it. */
function runs(marked: readonly Marked[]): { head: Marked[]; body: Marked[] }[] {
  const out: { head: Marked[]; body: Marked[] }[] = [];
  for (const m of marked) {
    const last = out.at(-1);
    if (m.kind === 'body') {
      if (last) last.body.push(m);
      else out.push({ head: [], body: [m] });
    } else if (last && last.body.length === 0) last.head.push(m);
    else out.push({ head: [m], body: [] });
  }
  return out;
}

/**
 * A header run with several date ranges holds several entries without descriptions: cut it into
 * equal chunks when each chunk has its date at the same place, else before each date line when
 * the run starts with a date, else after each date line.
 */
function splitHead(head: Marked[]): Marked[][] {
  const dated = head.map((m, i) => (m.span ? i : -1)).filter((i) => i >= 0);
  if (dated.length <= 1) return [head];
  const size = head.length / dated.length;
  const offset = dated[0]!;
  if (Number.isInteger(size) && dated.every((d, k) => d === offset + k * size)) {
    return dated.map((_, k) => head.slice(k * size, (k + 1) * size));
  }
  const chunks: Marked[][] = [];
  const startsWithDate = dated[0] === 0;
  let current: Marked[] = [];
  for (const m of head) {
    if (startsWithDate && m.span && current.length) {
      chunks.push(current);
      current = [];
    }
    current.push(m);
    if (!startsWithDate && m.span) {
      chunks.push(current);
      current = [];
    }
  }
  if (current.length) {
    if (chunks.length && !current.some((m) => m.span)) chunks.at(-1)!.push(...current);
    else chunks.push(current);
  }
  return chunks;
}

function toEntry(head: readonly Marked[], body: readonly Marked[]): Entry {
  const dated = head.find((m) => m.span);
  const span = dated?.span ?? null;
  const header = head
    .map((m) => (m.span && m === dated ? removeSpan(m.line.text, m.span) : m.line.text))
    .filter((t) => t.length > 0);
  return { header, span, body: body.map((m) => m.line.text) };
}

/** A dateless header run among dated entries is usually more description (unless it has cues). */
function isWeakHead(head: readonly Marked[]): boolean {
  return head.every((m) => !m.line.bold && !hasCue(m.line.text));
}

export function splitEntries(lines: readonly Line[]): Entry[] {
  const marked = mark(lines);
  const anyDates = marked.some((m) => m.span);
  const entries: Entry[] = [];
  for (const run of runs(marked)) {
    const last = entries.at(-1);
    if (
      run.head.length === 0 ||
      (anyDates && last && !run.head.some((m) => m.span) && isWeakHead(run.head))
    ) {
      if (last) last.body.push(...[...run.head, ...run.body].map((m) => m.line.text));
      else if (run.head.length) entries.push(toEntry(run.head, run.body));
      continue;
    }
    const chunks = splitHead(run.head);
    chunks.forEach((chunk, i) => entries.push(toEntry(chunk, i === chunks.length - 1 ? run.body : [])));
  }
  return entries.filter((e) => e.header.length > 0 || e.span);
}

export interface Field {
  text: string;
  /** Which header line it came from. */
  line: number;
}

/**
 * Whether a spaced dash separates fields here. "Controllerin – Zalando SE" and "Spotify –
 * Stockholm" are two fields; "Charité – Universitätsmedizin Berlin" and "Université Toulouse –
 * Jean Jaurès" are one name: without a title, degree, place or date beside it, a dash is part of it.
 */
function dashSeparates(parts: readonly string[]): boolean {
  return parts.some((p) => titleScore(p) > 0 || degreeScore(p) > 0 || isOnlyPlace(p) || /\d{4}/.test(p));
}

/** The header's fields: each line split on separators (spaced dashes only where they separate). */
function headerFields(header: readonly string[]): Field[] {
  return header.flatMap((text, line) =>
    splitFields(text, false)
      .flatMap((piece) => {
        const parts = splitOnDashes(piece);
        return parts.length > 1 && dashSeparates(parts) ? parts : [piece];
      })
      .map((f) => ({ text: f, line })),
  );
}

/**
 * "Acme GmbH, Munich, Germany" → "Acme GmbH" + "Munich, Germany": cut at the first comma followed
 * only by places, the first of them a known one ("…, Northwind Payments, Manchester" cuts before
 * "Manchester").
 */
function splitTrailingPlace(fields: readonly Field[]): Field[] {
  return fields.flatMap((f) => {
    for (let comma = f.text.indexOf(','); comma > 0; comma = f.text.indexOf(',', comma + 1)) {
      const head = f.text.slice(0, comma).trim();
      const tail = f.text.slice(comma + 1).trim();
      const startsWithPlace = isPurePlace(tail.split(',')[0]!.trim());
      if (startsWithPlace && isOnlyPlace(tail) && !isOnlyPlace(head) && !COMPANY_FORM.test(tail)) {
        return [
          { text: head, line: f.line },
          { text: tail, line: f.line },
        ];
      }
    }
    return [f];
  });
}

/** ", Inc." and friends belong to the company name before them. */
const COMPANY_FORM = /^(?:inc|ltd|llc|plc|corp|gmbh|ag|s\.?a|s\.?l|sas|sarl|a\/s|aps)\.?$/i;

/** "Senior Developer, Acme A/S": comma-separated parts, company forms kept with their name. */
export function splitCommas(field: Field): Field[] {
  const parts: string[] = [];
  for (const part of field.text.split(/\s*,\s*/)) {
    if (parts.length && COMPANY_FORM.test(part)) parts[parts.length - 1] += `, ${part}`;
    else if (part) parts.push(part);
  }
  return parts.map((text) => ({ text, line: field.line }));
}

/**
 * An entry's header fields (places after commas cut off unless `cutPlaces` is false) and the sentences that strayed into the
 * header ("Backend team." under the title), which belong to the description.
 */
export function entryFields(entry: Entry, cutPlaces = true): { fields: Field[]; sentences: string[] } {
  const fields = headerFields(entry.header);
  const all = cutPlaces ? splitTrailingPlace(fields) : fields;
  return {
    fields: all.filter((f) => !isDescriptionLike(f.text)),
    sentences: all.filter((f) => isDescriptionLike(f.text)).map((f) => f.text),
  };
}

function isDescriptionLike(text: string): boolean {
  return endsSentence(text) && text.split(/\s+/).length >= 3;
}

export function bestField(fields: readonly Field[], score: (t: string) => number): Field | undefined {
  let top: Field | undefined;
  let topScore = 0;
  for (const f of fields) {
    const s = score(f.text);
    if (s > topScore) [top, topScore] = [f, s];
  }
  return top;
}
