/**
 * Dates and date ranges as CVs write them in English, Danish, German, Spanish and French:
 * month names and abbreviations, numeric months ("03/2019", "03.2019", "2019-03", "3/19" inside
 * a range), bare years, range separators and the words for "until now" ("heute", "nu",
 * "actualidad", "aujourd'hui", "seit 2020", "depuis 2021", …). Output: 'YYYY-MM' when the month
 * is known, else 'YYYY'.
 */
import { foldInPlace } from '#engine/text/index';
import { phraseAlternation } from './text.ts';

const MONTHS: ReadonlyArray<readonly [number, readonly string[]]> = [
  [1, ['january', 'jan', 'januar', 'jänner', 'jaenner', 'enero', 'ene', 'janvier', 'janv']],
  [2, ['february', 'feb', 'februar', 'feber', 'febrero', 'février', 'févr', 'fév', 'fevr', 'fev']],
  [3, ['march', 'mar', 'marts', 'märz', 'maerz', 'mrz', 'mär', 'marzo', 'mars']],
  [4, ['april', 'apr', 'abril', 'abr', 'avril', 'avr']],
  [5, ['may', 'maj', 'mai', 'mayo']],
  [6, ['june', 'jun', 'juni', 'junio', 'juin']],
  [7, ['july', 'jul', 'juli', 'julio', 'juillet', 'juil']],
  [8, ['august', 'aug', 'agosto', 'ago', 'août', 'aout']],
  [9, ['september', 'sep', 'sept', 'septiembre', 'setiembre', 'septembre']],
  [10, ['october', 'oct', 'oktober', 'okt', 'octubre', 'octobre']],
  [11, ['november', 'nov', 'noviembre', 'novembre']],
  [12, ['december', 'dec', 'dezember', 'dez', 'diciembre', 'dic', 'décembre', 'déc']],
];

const MONTH_BY_NAME = new Map<string, number>(
  MONTHS.flatMap(([month, names]) => names.map((n) => [foldInPlace(n), month] as const)),
);

/** Words meaning "until now" (folded: accents removed, so "présent" is "present"). */
const PRESENT_WORDS = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'date',
  'till date',
  'nu',
  'd.d.',
  'd.d',
  'dags dato',
  'dato',
  'nuværende',
  'i dag',
  'p.t.',
  'heute',
  'aktuell',
  'derzeit',
  'jetzt',
  'laufend',
  'dato',
  'actualidad',
  'actualmente',
  'actual',
  'presente',
  'hoy',
  'la fecha',
  'ahora',
  "aujourd'hui",
  'aujourd’hui',
  'ce jour',
  'en cours',
  'maintenant',
  'présent',
];
/** Between the two ends of a range. */
const RANGE_SEPARATORS = [
  '-',
  '–',
  '—',
  '‒',
  '−',
  '~',
  'to',
  'till',
  'until',
  'til',
  'bis',
  'a',
  'à',
  'au',
  'hasta',
  "jusqu'a",
  "jusqu'en",
  "jusqu'au",
  '→',
  '>',
];
/** Before a lone start date that runs until now: "seit 2020", "depuis 2021", "since 2019". */
const SINCE_WORDS = ['since', 'seit', 'ab', 'depuis', 'desde', 'siden'];
/** Before the start of a range ("von 2019 bis 2021"); cut out together with the range. */
const FROM_WORDS = [
  'from',
  'von',
  'vom',
  'fra',
  'de',
  'desde',
  'du',
  'dal',
  'since',
  'seit',
  'depuis',
  'siden',
  'ab',
];

const MONTH_ALT = phraseAlternation([...MONTH_BY_NAME.keys()]);
const YEAR = '(?:19|20)\\d{2}';
const POINT_RE = new RegExp(
  [
    `(?<dmy>(?:[0-3]?\\d[./-])?(?:0?[1-9]|1[0-2])[./-]${YEAR})`,
    `(?<ym>${YEAR}[-/.](?:0[1-9]|1[0-2]))(?![\\d])`,
    `(?<named>(?:${MONTH_ALT})\\.?(?:\\s+de)?[\\s,.'-]*(?<namedYear>${YEAR}))`,
    `(?<short>(?:0?[1-9]|1[0-2])[/.](?:[0-9]{2}))(?![\\d./])`,
    `(?<year>${YEAR})`,
  ]
    .map((alt) => `(?<![\\p{L}\\d])${alt}(?![\\p{L}\\d])`)
    .join('|'),
  'gu',
);
const SEPARATOR_ONLY = new RegExp(`^\\s*(?:${phraseAlternation(RANGE_SEPARATORS)})\\s*$`, 'u');
const TO_PRESENT = new RegExp(
  `^\\s*(?:(?:${phraseAlternation(RANGE_SEPARATORS)})\\s*)?(?:${phraseAlternation(PRESENT_WORDS)})(?![\\p{L}\\d])\\.?`,
  'u',
);
const SINCE_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${phraseAlternation(SINCE_WORDS)})\\s*:?\\s*$`, 'u');
const FROM_BEFORE = new RegExp(`(?:^|(?<=[^\\p{L}]))(?:${phraseAlternation(FROM_WORDS)})\\s+$`, 'u');

const MIN_YEAR = 1950;
const MAX_YEAR = 2045;

interface Point {
  /** Null for a template's placeholder ("year", "0000", "20XX"): a date without a value. */
  value: string | null;
  /** "3/19": only trusted as one end of a range. */
  weak: boolean;
  from: number;
  to: number;
  /** "Mars" in "Mars - Juin 2023": a month whose year is the range's end year. */
  month?: number;
}

/** A date or date range found in a line; `from`/`to` delimit its text (for cutting it out). */
export interface DateSpan {
  start: string | null;
  end: string | null;
  current: boolean;
  /** One date, not a range ("2019", "Mar 2020"): callers decide what it means. */
  single: boolean;
  from: number;
  to: number;
}

function formatDate(year: number, month: number | null): string | null {
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  return month ? `${year}-${String(month).padStart(2, '0')}` : String(year);
}

function pointValue(groups: Record<string, string | undefined>): { value: string | null; weak: boolean } {
  if (groups.dmy) {
    const parts = groups.dmy.split(/[./-]/).map(Number);
    const year = parts.at(-1) ?? 0;
    const month = parts.length === 3 ? pickMonth(parts[0]!, parts[1]!) : parts[0]!;
    return { value: formatDate(year, month), weak: false };
  }
  if (groups.ym) {
    const [year = 0, month = 0] = groups.ym.split(/[-/.]/).map(Number);
    return { value: formatDate(year, month), weak: false };
  }
  if (groups.named && groups.namedYear) {
    const name = /^\p{L}+/u.exec(groups.named)?.[0] ?? '';
    return { value: formatDate(Number(groups.namedYear), MONTH_BY_NAME.get(name) ?? null), weak: false };
  }
  if (groups.short) {
    const [month = 0, yy = 0] = groups.short.split(/[/.]/).map(Number);
    return { value: formatDate(yy < 50 ? 2000 + yy : 1900 + yy, month), weak: true };
  }
  return { value: groups.year ? formatDate(Number(groups.year), null) : null, weak: false };
}

/** "01.03.2019" is day-month-year in Europe; "03/25/2019" can only be month-day-year. */
function pickMonth(first: number, second: number): number | null {
  if (second >= 1 && second <= 12) return second;
  if (first >= 1 && first <= 12) return first;
  return null;
}

/**
 * Placeholders of CV templates left unfilled: "0000", "20XX", "MM/YYYY", "Month 20XX" stand for a
 * date anywhere; the words ("year–year", "año–año", "Jahr") only as one end of a range. They
 * mark where an entry's date sits, so the entry's title and employer are still read.
 */
const PLACEHOLDER_RE =
  /(?<![\p{L}\d])(?:(?<mark>(?:(?:month|mes|monat|mois|maned|mm)[\s./-]*)?(?:0000|(?:19|20)xx|yyyy|aaaa|jjjj))|(?<word>years?|anos?|jahre?|annees?|ar))(?![\p{L}\d])/gu;
/** A month name alone: a date only as the start of a range whose end has the year. */
const MONTH_ONLY_RE = new RegExp(`(?<![\\p{L}\\d])(${MONTH_ALT})\\.?(?![\\p{L}\\d])`, 'gu');
const MAY_HOLD_DATE = /\d|year|año|ano|jahr|ann[ée]e|år|yyyy|aaaa|jjjj|[12]0xx/i;

function findPoints(folded: string): Point[] {
  const points: Point[] = [];
  for (const m of folded.matchAll(POINT_RE)) {
    const { value, weak } = pointValue(m.groups ?? {});
    if (value) points.push({ value, weak, from: m.index, to: m.index + m[0].length });
  }
  for (const m of folded.matchAll(MONTH_ONLY_RE)) {
    const from = m.index;
    const to = from + m[0].length;
    if (points.some((p) => p.from < to && from < p.to)) continue;
    points.push({ value: null, weak: true, from, to, month: MONTH_BY_NAME.get(m[1]!) });
  }
  for (const m of folded.matchAll(PLACEHOLDER_RE)) {
    const from = m.index;
    const to = from + m[0].length;
    if (points.some((p) => p.from < to && from < p.to)) continue;
    points.push({ value: null, weak: m.groups?.word !== undefined, from, to });
  }
  return points.sort((a, b) => a.from - b.from);
}

function extendOverFromWord(folded: string, from: number): number {
  const m = FROM_BEFORE.exec(folded.slice(0, from));
  return m ? m.index + (m[0].length - m[0].trimStart().length) : from;
}

const spanCache = new Map<string, DateSpan[]>();
const SPAN_CACHE_LIMIT = 2000;

/** All date spans in a line, left to right: ranges, open ranges ("– heute"), single dates. */
export function findDateSpans(line: string): DateSpan[] {
  // Every date has digits (or a placeholder); most lines are rejected here without the big pattern.
  if (!MAY_HOLD_DATE.test(line)) return [];
  const cached = spanCache.get(line);
  if (cached) return cached;
  const spans = scanSpans(line);
  if (spanCache.size >= SPAN_CACHE_LIMIT) spanCache.clear();
  spanCache.set(line, spans);
  return spans;
}

function scanSpans(line: string): DateSpan[] {
  const folded = foldInPlace(line).replace(/[’`]/g, "'");
  const points = findPoints(folded);
  const spans: DateSpan[] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const next = points[i + 1];
    const from = extendOverFromWord(folded, p.from);
    if (p.month !== undefined) {
      // "Mars - Juin 2023": the start takes the end's year (the one before, when its month is later).
      const end = next && SEPARATOR_ONLY.test(folded.slice(p.to, next.from)) ? next.value : null;
      const endYear = end ? Number(end.slice(0, 4)) : NaN;
      const endMonth = end && end.length > 4 ? Number(end.slice(5)) : 12;
      if (Number.isNaN(endYear)) continue;
      const start = formatDate(p.month > endMonth ? endYear - 1 : endYear, p.month);
      spans.push({ start, end, current: false, single: false, from, to: next!.to });
      i++;
      continue;
    }
    if (
      next &&
      next.month === undefined &&
      (SEPARATOR_ONLY.test(folded.slice(p.to, next.from)) || dashLost(folded, p, next))
    ) {
      spans.push({ start: p.value, end: next.value, current: false, single: false, from, to: next.to });
      i++;
      continue;
    }
    const present = TO_PRESENT.exec(folded.slice(p.to));
    if (present) {
      spans.push({
        start: p.value,
        end: null,
        current: true,
        single: false,
        from,
        to: p.to + present[0].length,
      });
      continue;
    }
    if (p.weak) continue;
    if (SINCE_BEFORE.test(folded.slice(0, p.from))) {
      spans.push({ start: p.value, end: null, current: true, single: false, from, to: p.to });
      continue;
    }
    spans.push({ start: p.value, end: null, current: false, single: true, from: p.from, to: p.to });
  }
  return spans;
}

/**
 * "(2018 2021)": two years in brackets with only a space between are a range whose dash the font
 * could not draw (a PDF writer without the en dash in its encoding drops it).
 */
function dashLost(text: string, a: Point, b: Point): boolean {
  const years = /^\d{4}$/.test(a.value ?? '') && /^\d{4}$/.test(b.value ?? '') && b.value! >= a.value!;
  return years && /^\s+$/.test(text.slice(a.to, b.from)) && text[a.from - 1] === '(' && text[b.to] === ')';
}

/** "Now" words that also stand alone in text ("date", "nu", "actual"): not a date column's only word. */
const PRESENT_IN_TEXT = new Set(
  [
    'date',
    'till date',
    'dato',
    'now',
    'nu',
    'p.t.',
    'jetzt',
    'actual',
    'la fecha',
    'ahora',
    'maintenant',
  ].map(foldInPlace),
);
/** A gap, then only a "now" word: the date column of a current entry whose start is not given. */
const PRESENT_ALONE = new RegExp(
  `\\s{2,}(?:[–—-]\\s*)?(?:${phraseAlternation(PRESENT_WORDS.filter((w) => !PRESENT_IN_TEXT.has(foldInPlace(w))))})\\.?$`,
  'u',
);

/**
 * "Job Title  Present": a current entry dated without its start, the "now" word alone after a
 * gap at the end of the line; null otherwise.
 */
export function findPresentOnly(line: string): DateSpan | null {
  const m = PRESENT_ALONE.exec(foldInPlace(line).replace(/[’`]/g, "'"));
  if (!m) return null;
  const from = m.index + (m[0].length - m[0].trimStart().length);
  return { start: null, end: null, current: true, single: false, from, to: line.length };
}

/** The most informative span of a line: a range before a single date. */
export function findDateSpan(line: string): DateSpan | null {
  const spans = findDateSpans(line);
  return spans.find((s) => !s.single) ?? spans[0] ?? null;
}

/** The line without the span's text, brackets and dangling separators left behind removed. */
export function removeSpan(line: string, span: DateSpan): string {
  return (line.slice(0, span.from) + ' ' + line.slice(span.to))
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+([,;])/g, '$1')
    .replace(/^[\s,;:|·•–—-]+|[\s,;:|·•–—(-]+$/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** True when the line is only a date or range (plus punctuation). */
export function isDateOnly(line: string, span: DateSpan): boolean {
  return removeSpan(line, span).replace(/[\p{P}\s]/gu, '') === '';
}

/**
 * A date column too narrow for its dates wraps them ("septembre" / "2018–" / "décembre" / "2020"
 * beside "Développeur PHP, Agence …"): the pieces are read as lines of their own after the entry's
 * first line. Pieces of a date: a month, a year, a dash, a word for "now".
 */
const PIECE = `(?:(?:${MONTH_ALT})\\.?|(?:0?[1-9]|1[0-2])[./]${YEAR}|${YEAR}|[–—-]|(?:${phraseAlternation(PRESENT_WORDS)}))`;
const PIECES_ONLY = new RegExp(`^\\s*${PIECE}(?:\\s*${PIECE})*\\s*$`, 'u');
const LEADING_PIECES = new RegExp(`^\\s*${PIECE}(?:\\s*${PIECE})*(?=\\s+\\S)`, 'u');
/** A date still open: it ends with a dash or with a month whose year is on the next line. */
const OPEN_DATE = new RegExp(`(?:[–—-]|(?:^|[\\s–—-])(?:${MONTH_ALT})\\.?)\\s*$`, 'u');
/** At most this many lines continue one wrapped date. */
const MAX_DATE_PIECES = 4;

const foldedText = (s: string): string => foldInPlace(s).replace(/[’`]/g, "'");

/** The leading date pieces of a line, when it starts with some and goes on with other text. */
function leadingPieces(text: string): string | null {
  const m = LEADING_PIECES.exec(foldedText(text));
  // "aujourd'hui — Développement …": a dash after a space is the bullet of the text that follows.
  const pieces = m?.[0].replace(/\s+[–—-]$/u, '');
  return pieces && /[\p{L}\d]/u.test(pieces) ? text.slice(0, pieces.length) : null;
}

/**
 * Puts a wrapped date back together: a line that starts with an open date ("septembre", "janvier
 * 2021–") takes the date pieces that start the next lines until the date is closed. Lines left
 * empty are dropped; each text left says which input it came from.
 */
export function joinWrappedDates(texts: readonly string[]): { text: string; source: number }[] {
  const out = [...texts];
  joinHyphenatedBeforeDates(out);
  for (let i = 0; i < out.length; i++) {
    const start = PIECES_ONLY.test(foldedText(out[i]!)) ? null : leadingPieces(out[i]!);
    if (!start || !OPEN_DATE.test(foldedText(start))) continue;
    let date = start.trim();
    const taken: [number, string][] = [];
    for (let j = i + 1; j < out.length && j <= i + MAX_DATE_PIECES; j++) {
      const next = out[j]!;
      const piece = PIECES_ONLY.test(foldedText(next)) ? next : leadingPieces(next);
      if (!piece) break;
      date = `${date}${/[–—-]$/.test(date) || /^[–—-]/.test(piece.trim()) ? '' : ' '}${piece.trim()}`;
      taken.push([j, next.slice(piece.length).trim()]);
      if (!OPEN_DATE.test(foldedText(date))) break;
    }
    const span = findDateSpan(date);
    const whole = span !== null && span.from === 0 && span.to >= date.length - 1;
    if (taken.length === 0 || OPEN_DATE.test(foldedText(date)) || !whole || span.single) continue;
    out[i] = `${date} ${out[i]!.slice(start.length).trim()}`;
    for (const [j, rest] of taken) out[j] = rest;
  }
  return out.map((text, source) => ({ text, source })).filter((t) => t.text.trim() !== '');
}

/**
 * "Pflegefachfrau, Klinikum X, Innere Medi- 10/2019–12/2021" over "zin, Berlin.": TeX hyphenated
 * the entry's text before its right-aligned date. The word is put back together and the date
 * goes after the whole text; the continuation line is emptied (in place).
 */
function joinHyphenatedBeforeDates(out: string[]): void {
  for (let i = 0; i + 1 < out.length; i++) {
    const m = /^(.*\p{L})-\s+(\S.*)$/u.exec(out[i]!);
    const next = out[i + 1]!;
    if (!m || !/^\p{Ll}/u.test(next)) continue;
    const span = findDateSpan(m[2]!);
    if (!span || span.single || !isDateOnly(m[2]!, span)) continue;
    out[i] = `${m[1]!}${next.trim()}  ${m[2]!}`;
    out[i + 1] = '';
  }
}
