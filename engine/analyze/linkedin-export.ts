/**
 * Reads a LinkedIn profile as LinkedIn's "Save to PDF" export prints it (read by engine/read, or
 * the same text pasted): a side column (Contact, Top Skills, Languages, Certifications,
 * Honors-Awards) and a main column (name, headline, location, Summary, Experience, Education), with
 * English or Danish labels. Text copied from the profile page itself (About, Skills,
 * Recommendations…) is read with the same headings.
 */
import { looksLikeName } from '#engine/parse/contact';
import { fold } from '#engine/text/index';

export interface LinkedinExperience {
  company: string;
  title: string;
  /** "2020-03", "2020" or null. */
  start: string | null;
  end: string | null;
  current: boolean;
  location: string;
  description: string;
}

export interface LinkedinEducation {
  institution: string;
  degree: string;
  start: string | null;
  end: string | null;
}

export type LinkedinSection =
  | 'contact'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'honors'
  | 'summary'
  | 'experience'
  | 'education'
  | 'recommendations'
  | 'volunteer'
  | 'other';

export interface LinkedinProfile {
  name: string;
  headline: string;
  location: string;
  contact: string[];
  /** The profile address the export prints under Contact, when it does. */
  profileUrl: string | null;
  skills: string[];
  languages: string[];
  certifications: string[];
  honors: string[];
  summary: string;
  experience: LinkedinExperience[];
  education: LinkedinEducation[];
  /** Recommendations received; null when the text has no such section (the PDF export never has). */
  recommendations: number | null;
  /** Sections whose heading the text has. */
  sections: LinkedinSection[];
}

/** A line as read: its text and, from a PDF, its font size (the name is printed largest). */
export interface ProfileLine {
  text: string;
  size?: number;
}

/** Headings as LinkedIn prints them, folded, English and Danish (export and profile page). */
const HEADINGS: Readonly<Record<string, LinkedinSection>> = {
  contact: 'contact',
  'contact info': 'contact',
  kontakt: 'contact',
  kontaktoplysninger: 'contact',
  'top skills': 'skills',
  skills: 'skills',
  topkompetencer: 'skills',
  'top kompetencer': 'skills',
  kompetencer: 'skills',
  faerdigheder: 'skills',
  languages: 'languages',
  sprog: 'languages',
  certifications: 'certifications',
  'licenses & certifications': 'certifications',
  'licenses and certifications': 'certifications',
  certificeringer: 'certifications',
  'licenser og certificeringer': 'certifications',
  'honors-awards': 'honors',
  'honors & awards': 'honors',
  'priser og udmaerkelser': 'honors',
  udmaerkelser: 'honors',
  summary: 'summary',
  about: 'summary',
  resume: 'summary',
  sammendrag: 'summary',
  sammenfatning: 'summary',
  om: 'summary',
  experience: 'experience',
  erfaring: 'experience',
  erhvervserfaring: 'experience',
  education: 'education',
  uddannelse: 'education',
  recommendations: 'recommendations',
  anbefalinger: 'recommendations',
  'volunteer experience': 'volunteer',
  volunteering: 'volunteer',
  'frivilligt arbejde': 'volunteer',
  publications: 'other',
  publikationer: 'other',
  patents: 'other',
  projects: 'other',
  projekter: 'other',
  courses: 'other',
  kurser: 'other',
};

/** The side column's sections: what comes before the name in the export's reading order. */
const SIDE: ReadonlySet<LinkedinSection> = new Set([
  'contact',
  'skills',
  'languages',
  'certifications',
  'honors',
]);

const PAGE_FOOTER = /^(?:page|side)\s+\d+\s+(?:of|af)\s+\d+$/i;

/** The section a heading line opens, as LinkedIn labels it (English or Danish), else null. */
export function linkedinHeading(text: string): LinkedinSection | null {
  return HEADINGS[fold(text).replace(/\s+/g, ' ').trim()] ?? null;
}

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  maj: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  okt: 10,
  nov: 11,
  dec: 12,
};
const MONTH_WORD = '[a-zæøå]+\\.?';
const POINT = `(?:(${MONTH_WORD})\\s+)?(\\d{4})`;
const PRESENT = '(present|nu|i dag|now|nuvaerende|today)';
/** "January 2020 - Present (4 years 11 months)", "august 2018 - nu (6 år 4 måneder)", "2016 - 2018". */
const DATE_LINE = new RegExp(`^${POINT}\\s*[-–—]\\s*(?:${POINT}|${PRESENT})\\s*(?:\\(.*\\))?$`, 'iu');
/** A company's total in a group of roles: "10 years 2 months", "6 år 4 måneder". */
const DURATION_LINE =
  /^\(?\d+\s+(?:years?|yrs?|months?|mos?|år|måneder|måned|mdr\.?)(?:\s+\d+\s+(?:months?|mos?|måneder|måned|mdr\.?))?\)?$/iu;
/** "Master of Science (MSc), Computer Science · (2013 - 2015)". */
const DEGREE_DATES =
  /\s*·?\s*\((?:[a-zæøå]+\.?\s+)?(\d{4})\s*[-–—]\s*(?:[a-zæøå]+\.?\s+)?(\d{4})?\s*\)\s*$/iu;

function monthOf(word: string | undefined): number | null {
  if (!word) return null;
  return MONTHS[fold(word).slice(0, 3)] ?? null;
}

function point(month: string | undefined, year: string | undefined): string | null {
  if (!year) return null;
  const m = monthOf(month);
  return m ? `${year}-${String(m).padStart(2, '0')}` : year;
}

export function readDateLine(
  text: string,
): { start: string | null; end: string | null; current: boolean } | null {
  const m = DATE_LINE.exec(fold(text).trim());
  if (!m) return null;
  return { start: point(m[1], m[2]), end: point(m[3], m[4]), current: m[5] !== undefined };
}

const LOCATION_WORDS =
  /\b(?:denmark|danmark|sweden|sverige|norway|norge|germany|area|region|omrade|remote|hybrid|capital|syddanmark|midtjylland|nordjylland|sjaelland|hovedstaden|united kingdom|united states)\b/;

function looksLikeLocation(text: string): boolean {
  const folded = fold(text);
  return (
    text.length <= 80 &&
    !/[.!?]$/.test(text) &&
    (LOCATION_WORDS.test(folded) || /^[^,]{2,40},[^,]{2,40}(?:,[^,]{2,40})?$/.test(text))
  );
}

/** A company line: short, not a sentence, not a bullet. */
function looksLikeCompany(text: string): boolean {
  return text.length <= 70 && !/[.:;]$/.test(text) && !/^[•\-–*]/.test(text) && !DATE_LINE.test(fold(text));
}

function joinText(lines: readonly string[]): string {
  return lines.join(' ').replace(/\s+/g, ' ').trim();
}

/** A side-column line that a wrap in the narrow column cut off: it continues the item above. */
const SIDE_WRAP_AT = 24;
function continues(previous: string, line: string): boolean {
  return (
    /^[(\p{Ll}]/u.test(line) ||
    /[–—\-&,/]$/.test(previous) ||
    (previous.length >= SIDE_WRAP_AT && line.length <= 12 && !/\s/.test(line))
  );
}

function profileUrlIn(items: readonly string[]): string | null {
  for (const item of items) {
    const m = /((?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/in\/[^\s()]+)/i.exec(item);
    if (m) return m[1]!.startsWith('http') ? m[1]! : `https://${m[1]!}`;
  }
  return null;
}

function readExperience(lines: readonly string[]): LinkedinExperience[] {
  const dated = lines.flatMap((text, i) => (readDateLine(text) ? [i] : []));
  const entries: (LinkedinExperience & { from: number })[] = [];
  let company = '';
  dated.forEach((at, k) => {
    const dates = readDateLine(lines[at]!)!;
    const title = lines[at - 1] ?? '';
    let from = at - 1;
    const before = lines[at - 2];
    const previousEnd = k > 0 ? dated[k - 1]! : -1;
    if (before !== undefined && at - 2 > previousEnd) {
      const previousLocation = at - 2 === previousEnd + 1 && looksLikeLocation(before);
      if (DURATION_LINE.test(before)) {
        // A group of roles at one employer: its name, then its total time, then each role.
        company = lines[at - 3] ?? company;
        from = at - 3;
      } else if (k === 0 || (looksLikeCompany(before) && !previousLocation)) {
        // A short line right above the title opens a new employer; the previous role's
        // description ends with a sentence, and its location line belongs to it.
        company = before;
        from = at - 2;
      }
    }
    const next = lines[at + 1];
    const location = next !== undefined && looksLikeLocation(next) && !readDateLine(next) ? next : '';
    entries.push({ company, title, ...dates, location, description: '', from });
  });
  entries.forEach((entry, k) => {
    const start = dated[k]! + (entry.location ? 2 : 1);
    const end = k + 1 < entries.length ? entries[k + 1]!.from : lines.length;
    entry.description = joinText(lines.slice(start, Math.max(start, end)));
  });
  return entries.map(({ from: _from, ...entry }) => entry);
}

function readEducation(lines: readonly string[]): LinkedinEducation[] {
  const out: LinkedinEducation[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const nextIsDegree = next !== undefined && (DEGREE_DATES.test(next) || next.includes(' · '));
    if (nextIsDegree) {
      const m = DEGREE_DATES.exec(next);
      out.push({
        institution: line,
        degree: next
          .replace(DEGREE_DATES, '')
          .replace(/\s*·\s*$/, '')
          .trim(),
        start: m?.[1] ?? null,
        end: m?.[2] ?? null,
      });
      i++;
    } else if (!DEGREE_DATES.test(line)) {
      out.push({ institution: line, degree: '', start: null, end: null });
    }
  }
  return out;
}

/** Recommendations pasted from the profile page: "Received (3)", "Modtaget (3)", else the count of quotes. */
function countRecommendations(lines: readonly string[]): number {
  for (const line of lines) {
    const m = /^(?:received|modtaget)\s*\((\d+)\)/i.exec(line.trim());
    if (m) return Number(m[1]);
  }
  return lines.filter((l) => /^["“”]/.test(l.trim())).length;
}

/** Splits the side column's last section from the name, headline and location above the main column. */
function splitHeader(
  block: readonly ProfileLine[],
  sized: boolean,
): { side: ProfileLine[]; name: string; headline: string; location: string } {
  if (block.length === 0) return { side: [], name: '', headline: '', location: '' };
  let nameAt = -1;
  if (sized) {
    const sizes = block.map((l) => l.size ?? 0);
    const top = Math.max(...sizes);
    const body = [...sizes].sort((a, b) => a - b)[Math.floor(sizes.length / 2)] ?? 0;
    if (top >= body * 1.4) nameAt = sizes.indexOf(top);
  }
  let end = block.length;
  const location = end > 1 && looksLikeLocation(block[end - 1]!.text) ? block[--end]!.text : '';
  if (nameAt < 0) {
    for (let i = end - 2; i >= 0; i--) {
      if (looksLikeName(block[i]!.text)) {
        nameAt = i;
        break;
      }
    }
  }
  // No name-like line: LinkedIn always prints name, headline, location in that order.
  if (nameAt < 0) nameAt = Math.max(0, end - 2);
  return {
    side: block.slice(0, nameAt),
    name: block[nameAt]!.text,
    headline: joinText(block.slice(nameAt + 1, end).map((l) => l.text)),
    location,
  };
}

/** Reads a profile from its lines (a PDF read with sizes, or pasted text split at line breaks). */
export function readLinkedinProfile(input: readonly ProfileLine[] | string): LinkedinProfile {
  const all: ProfileLine[] = (
    typeof input === 'string' ? input.split(/\r?\n/).map((text) => ({ text })) : input
  )
    .map((l) => ({ ...l, text: l.text.replace(/\s+/g, ' ').trim() }))
    .filter((l) => l.text !== '' && !PAGE_FOOTER.test(l.text));
  const sized = all.some((l) => l.size !== undefined);

  // The main column starts at the first main heading; everything above it is the side column,
  // then name, headline and location.
  const firstMain = all.findIndex((l) => {
    const h = linkedinHeading(l.text);
    return h !== null && !SIDE.has(h);
  });
  const mainStart = firstMain < 0 ? all.length : firstMain;
  const lastSideHeading = all
    .slice(0, mainStart)
    .reduce((last, l, i) => (linkedinHeading(l.text) !== null ? i : last), -1);
  const headerBlock = all.slice(lastSideHeading + 1, mainStart);
  const header = splitHeader(headerBlock, sized);

  const sections = new Map<LinkedinSection, string[]>();
  const found: LinkedinSection[] = [];
  let current: LinkedinSection | null = null;
  const push = (section: LinkedinSection | null, text: string) => {
    if (!section) return;
    const items = sections.get(section) ?? [];
    const last = items.at(-1);
    if (last !== undefined && SIDE.has(section) && continues(last, text)) {
      // A wrapped address ("…/in/anna-holm-" + "4b3a2b1a5 (LinkedIn)") joins without a space.
      const glue = section === 'contact' && /[-/]$/.test(last) ? '' : ' ';
      items[items.length - 1] = `${last}${glue}${text}`;
    } else items.push(text);
    sections.set(section, items);
  };
  all.slice(0, lastSideHeading + 1).forEach((l) => {
    const h = linkedinHeading(l.text);
    if (h) {
      current = h;
      if (!found.includes(h)) found.push(h);
    } else push(current, l.text);
  });
  for (const l of header.side) push(current, l.text);
  current = null;
  for (const l of all.slice(mainStart)) {
    const h = linkedinHeading(l.text);
    if (h) {
      current = h;
      if (!found.includes(h)) found.push(h);
    } else push(current, l.text);
  }
  const get = (s: LinkedinSection) => sections.get(s) ?? [];
  const contact = get('contact');
  return {
    name: header.name,
    headline: header.headline,
    location: header.location,
    contact,
    profileUrl: profileUrlIn(contact),
    skills: get('skills').map((s) => s.replace(/\s*·.*$/, '').trim()),
    languages: get('languages'),
    certifications: get('certifications'),
    honors: get('honors'),
    summary: joinText(get('summary')),
    experience: readExperience(get('experience')),
    education: readEducation(get('education')),
    recommendations: found.includes('recommendations') ? countRecommendations(get('recommendations')) : null,
    sections: found,
  };
}
