/**
 * The ad's title, company and location from its first lines and labelled lines. Ads usually open
 * with the title, then a line naming the employer and place ("Plecto ApS – Viby Ringvej 11,8260,
 * Viby J", "Artfiles New Media GmbH, Hamburg").
 */
import { headingMatch, LEGAL_FORM, LOCATION_LABEL, NOT_A_COMPANY } from './cues.ts';
import { fold } from '#engine/text/index';

/** Title or employer lines are short and are not sentences. */
const MAX_HEADER_LINE = 120;
const TITLE_LABEL =
  /^(?:position|position title|job title|role|title|stilling|stillingsbetegnelse|jobtitel|stellenbezeichnung|position|puesto|cargo|poste|intitule du poste)\s*:\s*(.+)$/u;
/** Gender markers and leftovers that are not part of a title. */
const TITLE_NOISE =
  /\s*\((?:m\/w\/d|w\/m\/d|m\/f\/d|f\/m\/d|d\/m\/w|m\/w|h\/f|f\/h|m\/k|k\/m|all genders)\)|\s*"\s*#.*$|\s*\*$/giu;
/** "X recrute un·e Y", "Vi søger en Y", "We are hiring a Y": the role is what follows. */
const HIRING =
  /^(?:.+?\s)?(?:recrute|recherche)\s+(?:un\s+ou\s+une|un·e|un·|une|un)\s+(.+)$|^(?:vi\s+søger|we\s+are\s+hiring|we'?re\s+hiring|wir\s+suchen|buscamos)\s+(?:en\s+|et\s+|a\s+|an\s+|eine?n?\s+|un\/a\s+|una?\s+)?(.+)$/iu;

function isSentence(line: string): boolean {
  return line.length > MAX_HEADER_LINE || /[.!]$/u.test(line) || headingMatch(fold(line)) !== null;
}

const capitalised = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

function cleanTitle(line: string): string {
  const cleaned = line.replace(TITLE_NOISE, '').trim();
  const hiring = HIRING.exec(fold(cleaned));
  if (!hiring) return cleaned;
  const role = hiring[1] ?? hiring[2] ?? '';
  // Keep the ad's own spelling: the folded match has the same length as the original.
  return capitalised(cleaned.slice(cleaned.length - role.length).trim()) || cleaned;
}

export function findTitle(lines: readonly string[]): string {
  for (const line of lines.slice(0, 8)) {
    const labelled = TITLE_LABEL.exec(fold(line));
    if (labelled) return cleanTitle(line.slice(line.length - labelled[1]!.length).trim());
  }
  const first = lines[0];
  if (first && !isSentence(first)) return cleanTitle(first);
  return '';
}

/** "Company – address" or "Company, City": the employer part and the rest. */
function splitEmployerLine(line: string): { company: string; rest: string } {
  const dash = line.split(/\s+[–—|]\s+/u);
  const head = dash[0]!;
  const rest = dash.slice(1).join(', ');
  // "TeamVikaren.dk, Århus ApS, …": the first comma ends the name unless a legal form follows it.
  const comma = head.indexOf(', ');
  if (comma === -1) return { company: head.trim(), rest };
  return {
    company: head.slice(0, comma).trim(),
    rest: [head.slice(comma + 2), rest].filter(Boolean).join(', '),
  };
}

/** The line under the title naming the employer (and often the place), if the ad has one. */
export function employerLine(lines: readonly string[]): string | null {
  const second = lines[1];
  if (!second || isSentence(second) || second.includes(':') || NOT_A_COMPANY.test(fold(second))) return null;
  if (second.split(/\s+/).length > 12) return null;
  return second;
}

export function findCompany(lines: readonly string[]): string {
  const line = employerLine(lines);
  if (line) return splitEmployerLine(line).company;
  for (const l of lines) {
    const m = LEGAL_FORM.exec(l);
    if (m) return m[1]!.trim();
  }
  return '';
}

/** A place is capitalised words, postcodes and commas ("Pilar, Buenos Aires", "København NV"). */
function placeFrom(rest: string): string | null {
  const withoutNotes = rest.replace(/\([^)]*\)/gu, '').trim();
  if (!withoutNotes) return null;
  const segments = withoutNotes
    .split(/,\s*/u)
    .map((s) => s.trim())
    .filter(Boolean);
  // "Strandpromenaden 6,8700, Horsens": after a postcode the town is the last part.
  const hasPostcode = segments.some((s) => /^\d{4,5}$/u.test(s) || /\d/u.test(s));
  const picked = hasPostcode ? segments.slice(-1) : segments;
  const place = picked.join(', ');
  const words = place.split(/\s+/u);
  if (words.some((w) => /^\p{Ll}/u.test(w) || /\.\p{L}{2,}$/u.test(w))) return null;
  return place || null;
}

export function findLocation(lines: readonly string[]): string | null {
  for (const line of lines) {
    const labelled = LOCATION_LABEL.exec(fold(line));
    if (labelled) {
      const value = line.slice(line.length - labelled[1]!.length).trim();
      // "Lugar de trabajo: CABA Modalidad: 100% presencial": stop at the next label or a slash.
      const place = value
        .split(/\s+\p{Lu}\p{Ll}+\s*:|\s+\/\s+|[.;]/u)[0]!
        .replace(/\([^)]*\)/gu, '')
        .trim();
      if (place && /^[\p{Lu}\d]/u.test(place)) return place;
    }
  }
  const employer = employerLine(lines);
  if (employer) return placeFrom(splitEmployerLine(employer).rest);
  return null;
}
