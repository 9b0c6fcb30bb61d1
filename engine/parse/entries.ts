/**
 * Splits an experience or education section into entries. Lines are either header lines (short:
 * title, company, school, dates) or description lines (bullets, prose, wrapped continuations).
 * Each run of header lines with its following description is an entry; a run holding several
 * date ranges (entries without descriptions) is cut into equal chunks, one range each.
 */
import {
  type FieldLabel,
  companyScore,
  degreeScore,
  institutionScore,
  isDuration,
  isOnlyPlace,
  isPurePlace,
  isTownName,
  labelledField,
  looksLikePlaceName,
  titleScore,
  withoutTrailingDuration,
} from './cues.ts';
import { type DateSpan, findDateSpan, findPresentOnly, isDateOnly, removeSpan } from './dates.ts';
import type { Line } from './lines.ts';
import { URL_RE, endsSentence, splitFields, splitOnDashes, wordCount } from './text.ts';

export interface Entry {
  /** Header lines with the date text cut out (empty lines dropped). */
  header: string[];
  span: DateSpan | null;
  /** Description lines: bullets and prose, wrapped lines joined. */
  body: string[];
  /** The header line that started with the entry's date range ("2016–2018 Title, Employer"). */
  ledByDate?: string;
  /** How many header lines come before the date (a date on its own line sits between them). */
  beforeDate?: number;
}

interface Marked {
  line: Line;
  span: DateSpan | null;
  kind: 'head' | 'body';
}

/** An honour won during a degree or job ("NSF Graduate Research Fellowship", "Dean's List"): its description. */
const HONOUR =
  /\b(?:fellowship|scholarship|scholar|award(?:ed)?|prize|dean's list|cum laude|stipendium|legat|beca|bourse|prix|premio|auszeichnung|preisträger)\b/iu;

/** Labels of an entry's period ("Durée :", "Zeitraum:", "Period:"). */
const PERIOD_LABEL =
  /^(?:dur[ée]e|duration|dauer|zeitraum|p[ée]riode?|period|varighed|periode|fechas?|dates?)\s*:/iu;

/** A line this long that stops mid-sentence was probably wrapped by the layout. */
const WRAPPED_LINE_MIN = 40;
/** A short line ending a sentence is the tail of the wrapped line before it. */
const SENTENCE_TAIL_WORDS = 4;
/** A line at least this share of the wrap width is "full": the layout broke it. */
const FULL_LINE_SHARE = 0.8;

export function hasCue(text: string): boolean {
  return titleScore(text) + companyScore(text) + degreeScore(text) + institutionScore(text) > 0;
}

/** A line with at least this many words, mostly in lower case, is a sentence. */
const SENTENCE_CASE_MIN_WORDS = 5;
const SENTENCE_CASE_LOWER_SHARE = 0.6;

/**
 * "Meet with clients to discuss their accounting needs": a description line without its bullet.
 * Headers capitalise their words (titles, company and school names); a line whose words are mostly
 * in lower case is a sentence, unless it opens with a title, degree or school word ("Ingeniero en
 * sistemas de información"; company words such as "software" open sentences too).
 */
function isSentenceCase(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length < SENTENCE_CASE_MIN_WORDS) return false;
  const lower = words.slice(1).filter((w) => /^[(\p{Ll}]/u.test(w)).length;
  if (lower < words.length * SENTENCE_CASE_LOWER_SHARE) return false;
  const opening = words.slice(0, 2).join(' ');
  return titleScore(opening) + degreeScore(opening) + institutionScore(opening) === 0;
}

/** Prose, not a header: long, sentence-like, or starting in lower case. */
function isProse(text: string): boolean {
  const words = wordCount(text);
  if (words > 14 || text.length > 110) return true;
  if (/^\p{Ll}/u.test(text)) return true;
  if (isSentenceCase(text)) return true;
  // "… auf S/4HANA im Modul CO.": longer than a header, the point after an abbreviation ends a
  // sentence too.
  if (/[.!?]$/.test(text) && words > MAX_DATED_HEADER_WORDS) return true;
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

const WEB_ADDRESS_LINE = new RegExp(`^(?:${URL_RE.source})$`, URL_RE.flags);

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
  // A web address on its own line ("https://acme.example/") is the entry's link, not the rest of a
  // sentence, even though it starts in lower case.
  if (WEB_ADDRESS_LINE.test(line.text)) return false;
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

/**
 * Entries that open with their date on a line of its own (the section starts with one: "seit
 * 10/2008" / "Studium der …" / "10/2010 bis 9/2012" / "studentische Hilfskraft für …"): the line
 * under each date names the entry, even when it opens in lower case as German adjectives do
 * ("allgemeine Hochschulreife am …"), unless it is a sentence. Where headers come first, a date
 * line dates the header above it and the line under it is description.
 */
function headsDatedEntry(marked: readonly Marked[], line: Line): boolean {
  const dateLine = (m: Marked | undefined) => !!m?.span && isDateOnly(m.line.text, m.span);
  if (!dateLine(marked[0]) || !dateLine(marked.at(-1)) || line.bullet) return false;
  return !endsSentence(line.text) && wordCount(line.text) <= MAX_DATED_HEADER_WORDS;
}

/** Small words a name does not end with: a header line ending in one was wrapped. */
const CONNECTOR_END =
  /\s(?:of|for|and|the|at|in|de|del|des|du|la|le|y|et|i|og|for|af|und|für|der|die|das|von|zu|&|-)$/iu;

/**
 * "Licenciatura en Ciencias de la Computación Universidad Nacional de" / "Buenos Aires (UBA)": a
 * header line that ends in a connecting word continues on the next line.
 */
function continuesHeader(prev: Marked | undefined, line: Line, span: DateSpan | null): boolean {
  if (!prev || prev.kind !== 'head' || span || line.bullet || /^\p{Ll}/u.test(line.text)) return false;
  if (wordCount(line.text) > MAX_DATED_HEADER_WORDS) return false;
  // "Marketing Specialist, Willamette Roasting" / "Co., Portland, OR.": the company's form wrapped.
  return CONNECTOR_END.test(withoutEndDate(prev)) || COMPANY_FORM.test(line.text.split(/[\s,]/)[0] ?? '');
}

/** A header line's text without the dates at its end ("…Roasting January 2018–February 2021"). */
function withoutEndDate(m: Marked): string {
  const end = m.span && m.span.to >= m.line.text.trimEnd().length ? m.span.from : m.line.text.length;
  return m.line.text.slice(0, end).trimEnd();
}

/** The header line with its wrapped rest joined on, before the dates at its end. */
function joinHeader(prev: Marked, line: Line): string {
  const head = withoutEndDate(prev);
  const dates = prev.line.text.slice(head.length).trim();
  return dates ? `${head} ${line.text}  ${dates}` : `${head} ${line.text}`;
}

/** The width (characters) at which the layout wraps: its longest line. */
function wrapWidthOf(lines: readonly Line[]): number {
  return Math.max(0, ...lines.map((l) => l.text.length));
}

/** A field of an entry header ("Job title", "Employer", "City") has at most this many words. */
const MAX_FIELD_WORDS = 4;
const MAX_DATED_FIELD_WORDS = 6;
/**
 * "Job title, Employer, City." (moderncv closes an entry's fields with a full stop): short fields
 * after commas, each capitalised, where a sentence would go on in lower case.
 */
export function isFieldList(text: string, ledByDate = false): boolean {
  const fields = text.split(',').map((f) => f.trim());
  // After the entry's dates the title may be written in lower case ("año–año título del puesto, …").
  const capitalised = (f: string, i: number) => /^[\p{Lu}\d]/u.test(f) || (ledByDate && i === 0);
  // Led by its dates, a header's fields run longer ("Técnico Superior en Transporte y Logística").
  const maxWords = ledByDate ? MAX_DATED_FIELD_WORDS : MAX_FIELD_WORDS;
  return fields.length >= 2 && fields.every((f, i) => wordCount(f) <= maxWords && capitalised(f, i));
}

/** Prose longer than this is not an entry header, even when it mentions a year. */
const MAX_DATED_HEADER_WORDS = 10;

/** The line's date span, unless the line is prose that merely mentions a date. */
function entryDate(line: Line): DateSpan | null {
  const span = findDateSpan(line.text) ?? findPresentOnly(line.text);
  if (!span) return null;
  const rest = wordCount(removeSpan(line.text, span));
  // "…Professionshøjskole siden 2019." closes a wrapped sentence; it does not date an entry.
  const openEnded = span.single || span.end === null;
  // "2016–2018 Job title, Employer, City." (moderncv ends an entry with a full stop) is a header:
  // a range first, then short fields.
  const shortFields = span.from === 0 && !span.single && isFieldList(removeSpan(line.text, span), true);
  // "NeurIPS 2022 workshop paper on …", "Co-authored a paper accepted at ICML (2023)": one year
  // inside a sentence is something the entry did, not its date.
  const text = line.text.trim();
  // What follows the year, less a duration ("2022 (6 months)" is the entry's date).
  const after = withoutTrailingDuration(text.slice(span.to));
  const inside = span.single && span.from > 0 && /\p{L}/u.test(after);
  const bracketed = /^\s*\)/.test(text.slice(span.to)) && /\(\s*$/.test(text.slice(0, span.from));
  // "(Class of 2022)", "(NeurIPS 2022, Spotlight)": a year among words in brackets.
  const open = text.lastIndexOf('(', span.from);
  const close = text.indexOf(')', span.to);
  const encloses = open >= 0 && close >= 0 && !text.slice(span.to, close).includes('(');
  const amongWords = encloses && /\p{L}/u.test(text.slice(open, span.from) + text.slice(span.to, close));
  if (span.single && rest >= 3 && (inside || amongWords || (bracketed && isSentenceCase(text)))) return null;
  const sentence =
    !shortFields && endsSentence(line.text) && (rest >= 4 || (openEnded && span.from > 0 && rest > 0));
  return sentence || (rest > MAX_DATED_HEADER_WORDS && !shortFields) ? null : span;
}

/** Words a header keeps before its colon; the description after it has at least this many. */
const MAX_COLON_HEADER_WORDS = 10;
const MIN_COLON_DESCRIPTION_WORDS = 3;

/**
 * "Backend Developer en StartUpX (2017-2020): Desarrollo de APIs": an entry header with its dates,
 * a colon and the description on the same line. Only when the part before the colon has words
 * besides its dates ("2015 - 2019: Licenciatura …" is a date column, not this).
 */
function splitColonHeader(line: Line): Line[] {
  const m = /^(.+?\S)\s*:\s+(\S.*)$/u.exec(line.text);
  if (!m) return [line];
  const [head, rest] = [m[1]!, m[2]!];
  const span = findDateSpan(head);
  if (!span || wordCount(removeSpan(head, span)) < 2 || wordCount(head) > MAX_COLON_HEADER_WORDS)
    return [line];
  if (wordCount(rest) < MIN_COLON_DESCRIPTION_WORDS) return [line];
  // "2014  A levels: Biology, Chemistry, Psychology": a degree with its subjects listed.
  const listed = rest.split(/\s*,\s*/).every((item) => wordCount(item) <= 4);
  if (degreeScore(removeSpan(head, span)) > 0 && listed && !endsSentence(rest)) return [line];
  return [
    { ...line, text: head },
    { ...line, text: rest, bullet: true },
  ];
}

function mark(lines: readonly Line[]): Marked[] {
  const marked: Marked[] = [];
  const wrapWidth = wrapWidthOf(lines);
  // Where every dated line is bold, headers are bold: a plain line inside a description is more of it.
  const dated = lines.filter((l) => entryDate(l));
  const boldHeaders = dated.length >= 2 && dated.every((l) => l.bold);
  for (const line of lines.flatMap(splitColonHeader)) {
    // "2 years 10 months" under the dates says how long the dates last: nothing to keep.
    if (isDuration(line.text)) continue;
    // "Durée : 3 mois (Mars - Juin 2023)": the entry's period under a label, its date line.
    const period = PERIOD_LABEL.test(line.text) ? findDateSpan(line.text) : null;
    if (period) {
      const dates = { ...line, text: line.text.slice(period.from, period.to) };
      marked.push({ line: dates, span: findDateSpan(dates.text), kind: 'head' });
      continue;
    }
    if (labelledField(line.text)?.kind === 'detail') {
      // "Thema: …", "Tech-Stack: …": a labelled detail describes the entry above.
      marked.push({ line, span: null, kind: 'body' });
      continue;
    }
    const span = entryDate(line);
    const prev = marked.at(-1);
    if (continuesHeader(prev, line, span)) {
      const moved = withoutEndDate(prev!) !== prev!.line.text;
      prev!.line = { ...prev!.line, text: joinHeader(prev!, line) };
      // The dates moved to the end of the joined line: where they are now.
      if (moved) prev!.span = entryDate(prev!.line);
      continue;
    }
    if (continuesPrevious(prev, line, span) || startsWrappedParagraph(prev, line, span, wrapWidth)) {
      prev!.line = { ...prev!.line, text: `${prev!.line.text} ${line.text}` };
      prev!.kind = 'body';
      continue;
    }
    const inDescription =
      (boldHeaders && !line.bold && prev?.kind === 'body') ||
      HONOUR.test(line.text) ||
      introducesOrListsItem(line.text);
    const body =
      line.bullet || (!span && !headsDatedEntry(marked, line) && (isProse(line.text) || inDescription));
    marked.push({ line, span, kind: body ? 'body' : 'head' });
  }
  return marked;
}

/**
 * "Detailed achievements:" / "Achievement 1;": a line that opens a list with a colon or closes a
 * list item with a semicolon is description; a header's fields end neither way ("Employer:" is a
 * field label, read as such).
 */
function introducesOrListsItem(text: string): boolean {
  return /[:;]$/.test(text) && !labelledField(text);
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
  let closed = false;
  for (const m of head) {
    // The town under an entry's dates ("May 2020 – Present" / "Trafford") closes that entry.
    if (closed && !m.span && isTownLine(m.line.text)) {
      chunks.at(-1)!.push(m);
      closed = false;
      continue;
    }
    closed = false;
    if (startsWithDate && m.span && current.length) {
      chunks.push(current);
      current = [];
    }
    current.push(m);
    if (!startsWithDate && m.span) {
      chunks.push(current);
      current = [];
      closed = true;
    }
  }
  if (current.length) {
    if (chunks.length && !current.some((m) => m.span)) chunks.at(-1)!.push(...current);
    else chunks.push(current);
  }
  return chunks;
}

/** A line naming only a town ("Salford", "Bad Homburg"), no title or employer. */
function isTownLine(text: string): boolean {
  return isTownName(text) && !hasCue(text);
}

/** A line of this many words after the header's date line is the description starting. */
const DESCRIPTION_AFTER_DATE_WORDS = 5;

function toEntry(allHead: readonly Marked[], allBody: readonly Marked[]): Entry {
  // "Stage - DevMobile" / "Durée : Mars - Juin 2023" / "Développement d'une application Android":
  // after the date line, long lines without a title or employer word describe the entry.
  const at = allHead.findIndex((m) => m.span);
  const describes = (m: Marked, i: number) =>
    at >= 1 && i > at && wordCount(m.line.text) >= DESCRIPTION_AFTER_DATE_WORDS && !hasCue(m.line.text);
  const head = allHead.filter((m, i) => !describes(m, i));
  const body = [...allHead.filter(describes), ...allBody];
  const dated = head.find((m) => m.span);
  const span = dated?.span ?? null;
  // "Aug, 2016 - Dec, 2019  3 years 4 months": how long the dates last goes with them.
  const withoutDates = (m: Marked) => {
    const rest = removeSpan(m.line.text, m.span!);
    return isDuration(rest) ? '' : rest;
  };
  const header = head
    .map((m) => (m.span && m === dated ? withoutDates(m) : m.line.text))
    .filter((t) => t.length > 0);
  const entry: Entry = { header, span, body: body.map((m) => m.line.text) };
  if (dated?.span && dated.span.from === 0 && !dated.span.single)
    entry.ledByDate = removeSpan(dated.line.text, dated.span);
  if (dated) {
    const before = head.slice(0, head.indexOf(dated)).filter((m) => m.line.text.length > 0).length;
    entry.beforeDate = before + (withoutDates(dated) ? 1 : 0);
  }
  return entry;
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
  /** What its label said it is ("Einrichtung: Acme GmbH" is a company). */
  role?: FieldLabel;
  /** The text before a spaced dash split it ("Region Midtjylland – Digital Sundhed"). */
  dashed?: string;
  /** The text before its commas split it ("Student Assistant, Communication, Aarhus Universitet"). */
  listed?: string;
}

/**
 * Whether a spaced dash separates fields here. "Controllerin – Zalando SE", "Stage – DevMobile
 * Solutions" and "Spotify – Stockholm" are two fields; "Charité – Universitätsmedizin Berlin" and "Université Toulouse –
 * Jean Jaurès" are one name: without a title, degree, place or date beside it, a dash is part of it.
 */
function dashSeparates(parts: readonly string[]): boolean {
  // A company's legal form or trade word beside the dash ("Stage - DevMobile Solutions") counts too.
  const employer = (p: string) => companyScore(p) > institutionScore(p);
  return parts.some(
    (p) => titleScore(p) > 0 || degreeScore(p) > 0 || isOnlyPlace(p) || /\d{4}/.test(p) || employer(p),
  );
}

/** The header's fields: each line split on separators (spaced dashes only where they separate). */
/** An icon font's glyph read as a letter before a name ("l Innovatech Solutions"). */
const ICON_LETTER = /^[\p{Ll}(]\s+(?=\p{Lu})/u;

function headerFields(header: readonly string[]): Field[] {
  return header
    .map((h) => withoutTrailingDuration(h).replace(ICON_LETTER, ''))
    .flatMap((text, line) => {
      const labelled = labelledField(text);
      if (labelled && labelled.kind !== 'detail') {
        return labelled.value
          ? splitAroundTownState({ text: labelled.value, line, role: labelled.kind })
          : [];
      }
      return splitFields(text, false)
        .flatMap((piece) => {
          const parts = splitOnDashes(piece);
          return parts.length > 1 && dashSeparates(parts)
            ? parts.map((text) => ({ text, line, dashed: piece }))
            : [{ text: piece, line }];
        })
        .flatMap(splitAroundTownState);
    });
}

const STATE_CODE = /^[A-Z]{2}$/;

/**
 * "Gilmore Financial, New Orleans, LA, Certified Public Accountant": a town with its state code in
 * the middle of a comma list separates the fields before and after it.
 */
function splitAroundTownState(field: Field): Field[] {
  const parts = field.text.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < field.text.split(',').length) field = { ...field, text: parts.join(', ') };
  const at = parts.findIndex((p, i) => i > 0 && STATE_CODE.test(p));
  if (at < 1) return [field];
  const [title, town] = titleThenTown(parts[at - 1]!);
  if (!looksLikePlaceName(town) || (parts.length < 3 && !title)) return [field];
  const pieces = [
    parts.slice(0, at - 1).join(', '),
    title,
    `${town}, ${parts[at]}`,
    parts.slice(at + 1).join(', '),
  ];
  return pieces.filter(Boolean).map((text) => ({ ...field, text }));
}

/**
 * "Co-Founder & CTO San Francisco" before ", CA": a job title glued to the town; the town is what
 * follows the title's last title word. Without a title word the whole text is the town.
 */
function titleThenTown(text: string): [string, string] {
  const words = text.split(/\s+/);
  for (let k = words.length - 1; k >= 1; k--) {
    const town = words.slice(k).join(' ');
    if (titleScore(words[k - 1]!) > 0 && looksLikePlaceName(town)) return [words.slice(0, k).join(' '), town];
  }
  return ['', text];
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
        // The name before the comma keeps what it was cut from ("Acme – Sales, Berlin").
        return [
          { ...f, text: head },
          { text: tail, line: f.line },
        ];
      }
    }
    return [f];
  });
}

/** ", Inc." and friends belong to the company name before them. */
const COMPANY_FORM = /^(?:co|inc|ltd|llc|plc|corp|gmbh|ag|s\.?a|s\.?l|sas|sarl|a\/s|aps)\.?$/i;

/** "Senior Developer, Acme A/S": comma-separated parts, company forms kept with their name. */
export function splitCommas(field: Field): Field[] {
  const parts: string[] = [];
  let subjects = false;
  for (const part of field.text.split(/\s*,\s*/)) {
    // "A levels: Biology, Chemistry, Harrowgate Sixth Form": the subjects listed after a degree's
    // colon belong to it, up to the school (or a place).
    if (subjects && part && institutionScore(part) === 0 && !isOnlyPlace(part)) {
      parts[parts.length - 1] += `, ${part}`;
      continue;
    }
    subjects = DEGREE_WITH_SUBJECTS.test(part) && degreeScore(part.split(':')[0]!) > 0;
    if (parts.length && COMPANY_FORM.test(part)) parts[parts.length - 1] += `, ${part}`;
    else if (part) parts.push(part);
  }
  return parts.map((text) =>
    parts.length > 1 ? { ...field, text, listed: field.text } : { ...field, text },
  );
}
const DEGREE_WITH_SUBJECTS = /^[^:]{2,30}:\s+\S/u;

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
  return endsSentence(text) && text.split(/\s+/).length >= 3 && !isFieldList(text);
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
