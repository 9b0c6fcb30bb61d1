/**
 * Personal details: the name (largest text at the top, else the first line that reads like a
 * name), e-mail, phone (international formats, never a date or a year range), location (labelled,
 * a postal code with a town, or a known city/country) and the LinkedIn profile (hyperlink targets
 * first, then visible text).
 */
import type { TCvData } from '#domain/cv';
import {
  afterNameLabel,
  companyScore,
  degreeScore,
  isOnlyPlace,
  isPlace,
  isStreet,
  localityOf,
  looksLikePlaceName,
  placePart,
  startsWithPersonalLabel,
  titleScore,
} from './cues.ts';
import { findDateSpan, removeSpan } from './dates.ts';
import type { Line } from './lines.ts';
import { headingSection } from './sections.ts';
import { foldInPlace } from '#engine/text/index';
import { EMAIL_RE, URL_RE, key, splitFields, titleCaseIfShouting, wordCount } from './text.ts';

type PersonalInfo = TCvData['personalInfo'];

/** Titles of the document itself, never a name. */
const DOCUMENT_TITLES = new Set(
  [
    'curriculum vitae',
    'cv',
    'resume',
    'résumé',
    'lebenslauf',
    'tabellarischer lebenslauf',
    'hoja de vida',
    'currículum',
    'currículum vitae',
    'curriculum',
    'ansøgning',
    'bewerbung',
    'personal details',
    'contact',
    'kontakt',
    'profile',
    'profil',
  ].map(key),
);
const NAME_PARTICLES = new Set([
  'von',
  'van',
  'der',
  'den',
  'de',
  'del',
  'della',
  'la',
  'le',
  'da',
  'dos',
  'das',
  'du',
  'af',
  'zu',
  'y',
  'di',
  'ten',
  'ter',
  'el',
  'bin',
  'al',
]);
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.)$/u;
const NAME_LABEL =
  /^(?:name|full name|navn|fulde navn|vor- und nachname|nombre(?: completo)?|nom(?: complet)?)\s*[:：]\s*(.+)$/i;
/** How far down page 1 the name may sit (lines). */
const NAME_SEARCH_LINES = 15;

export function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const core = words.filter((w) => !NAME_PARTICLES.has(w.toLowerCase()));
  if (core.length < 2 || core.length > 4 || words.length > 6) return false;
  if (!core.every((w) => NAME_WORD.test(w)) || core.every((w) => w.length <= 2)) return false;
  if (DOCUMENT_TITLES.has(key(text)) || headingSection(text)) return false;
  return titleScore(text) === 0 && companyScore(text) === 0 && degreeScore(text) === 0 && !isPlace(text);
}

/** Icon glyphs read as a lone letter or symbol, then an e-mail address, a web address or a phone. */
const CONTACT_ITEM = new RegExp(
  `(?:^|\\s)(?:[^\\s\\p{Ll}]\\s+)?(?:${EMAIL_RE.source}|${URL_RE.source}|(?:\\+|00)\\s?\\d[\\d\\s()./–-]{6,}\\d)`,
  'gu',
);

/**
 * Side-by-side columns read as one line put a heading, a document title or a contact item beside
 * the name ("Personal Information John Doe", "Otto Otter About Me", "John Doe B john@doe.org"):
 * the name is what is left once they are cut off.
 */
function withoutNeighbours(text: string): string {
  let rest = text
    .replace(CONTACT_ITEM, ' ')
    .replace(/[[\]{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let changed = true; changed;) {
    changed = false;
    const words = rest.split(' ');
    for (let n = Math.min(4, words.length - 1); n >= 1 && !changed; n--) {
      const head = words.slice(0, n).join(' ');
      const tail = words.slice(-n).join(' ');
      if (isNotAName(head)) [rest, changed] = [words.slice(n).join(' '), true];
      else if (isNotAName(tail)) [rest, changed] = [words.slice(0, -n).join(' '), true];
    }
  }
  return rest;
}

function isNotAName(words: string): boolean {
  return DOCUMENT_TITLES.has(key(words)) || headingSection(words) !== null;
}

/** "Noodly Monster, MSc": degrees after a comma are not part of the name. */
function withoutDegree(field: string): string {
  const parts = field.split(/\s*,\s*/).filter(Boolean);
  const kept = parts.filter((p, i) => i === 0 || degreeScore(p) === 0);
  return kept.join(', ');
}

/** A name from a line's fields ("Jane Doe | Software Engineer" gives "Jane Doe"). */
function nameInLine(text: string): string | null {
  const labelled = NAME_LABEL.exec(text)?.[1] ?? afterNameLabel(text);
  if (labelled && looksLikeName(labelled.trim())) return titleCaseIfShouting(labelled.trim());
  if (startsWithPersonalLabel(text)) return null;
  for (const field of splitFields(withoutNeighbours(text)).slice(0, 2)) {
    const plain = withoutDegree(field.replace(/,$/, ''));
    if (looksLikeName(plain)) return titleCaseIfShouting(plain);
  }
  return null;
}

/**
 * "Luke" over "Reese": a name set large over two lines, one word each, in the same style at the
 * top of the page.
 */
function nameOverTwoLines(lines: readonly Line[]): string | null {
  for (let i = 0; i + 1 < lines.length; i++) {
    const [a, b] = [lines[i]!, lines[i + 1]!];
    const oneWord = (l: Line) => /^\p{Lu}[\p{L}'’-]+$/u.test(l.text);
    const sameStyle = a.size === b.size && a.bold === b.bold && a.region === b.region;
    if (oneWord(a) && oneWord(b) && sameStyle && !isNotAName(a.text) && !isNotAName(b.text)) {
      const name = `${a.text} ${b.text}`;
      if (looksLikeName(name)) return titleCaseIfShouting(name);
    }
  }
  return null;
}

/**
 * "Lucía Almendral" / "Robles": a name set large wraps its last surname onto the next line, in the
 * same size and style; a job title or heading there is no surname.
 */
function withWrappedSurname(name: string, line: Line, next: Line | undefined): string {
  if (!next || next.size !== line.size || next.bold !== line.bold || next.page !== line.page) return name;
  if (!/^\p{Lu}[\p{L}'’-]+$/u.test(next.text) || name.split(' ').length > 2 || isNotAName(next.text))
    return name;
  const joined = `${name} ${titleCaseIfShouting(next.text)}`;
  return titleScore(next.text) === 0 && companyScore(next.text) === 0 && looksLikeName(joined)
    ? joined
    : name;
}

function topLines(lines: readonly Line[]): Line[] {
  const firstPage = lines.filter((l) => l.page === 1 && l.region !== 'footer');
  return firstPage.slice(0, NAME_SEARCH_LINES);
}

/** On a later page, text this many times the body size is a title: the CV after a cover letter. */
const LATER_PAGE_TITLE = 1.5;

/**
 * Largest text first: the name is normally the biggest thing on page 1 (in a two-column layout
 * the sidebar is read first, so it need not be among the first lines). An application bundle opens
 * with a cover letter: then the CV's page has the name in large type.
 */
function nameFromLayout(lines: readonly Line[], bodySize: number): string | null {
  const prominent = lines
    .filter((l) => l.page === 1 || (bodySize > 0 && (l.size ?? 0) >= bodySize * LATER_PAGE_TITLE))
    .filter((l) => (l.size ?? 0) > bodySize || l.heading)
    .sort((a, b) => (b.size ?? 0) - (a.size ?? 0) || a.index - b.index);
  for (const line of prominent) {
    // A name set over two lines ("Desmond" / "Okonkwo-Vale") is read with the line after it.
    const at = lines.indexOf(line);
    const inLine = nameInLine(line.text);
    if (inLine) return withWrappedSurname(inLine, line, lines[at + 1]);
    const name = nameOverTwoLines(lines.slice(at, at + 2));
    if (name) return name;
  }
  return null;
}

/** From the layout, else the first line of the contact area near the top that reads like a name. */
export function findName(lines: readonly Line[], area: readonly Line[], bodySize: number): string {
  const top = new Set(topLines(lines));
  const candidates = area.filter((l) => top.has(l) || l.region === 'header');
  return (
    nameFromLayout(lines, bodySize) ??
    candidates.map((l) => nameInLine(l.text)).find(Boolean) ??
    nameOverTwoLines(candidates) ??
    ''
  );
}

/** The e-mail address as written: its domain ends where text glued on after it starts ("…comBerufserfahrung"). */
function tidyEmail(found: string): string {
  return found.replace(/(\.\p{Ll}{2,})\p{Lu}.*$/u, '$1').replace(/[.,;]+$/, '');
}

export function findEmail(area: readonly Line[], all: readonly Line[], links: readonly string[]): string {
  const lines = [...area, ...all];
  for (const [i, line] of lines.entries()) {
    const m = EMAIL_RE.exec(line.text);
    if (!m) continue;
    // "mi-" over "riam.doe@example.com": an address the layout broke at a hyphen.
    // The piece may share its line with text of the column beside it ("sig-  Sygeplejerske").
    const before = lines[i - 1]?.text.match(/(?:^|\s)([\p{Ll}\d._%+]+)-(?=\s|$)/u)?.[1];
    const start = line.text.indexOf(m[0]) === 0 && before && lines[i - 1]!.page === line.page ? before : '';
    return tidyEmail(start + m[0]);
  }
  const mailto = links.find((l) => /^mailto:/i.test(l));
  return mailto ? decodeURIComponent(mailto.replace(/^mailto:/i, '').split('?')[0] ?? '') : '';
}

const PHONE_CANDIDATE = /(?:\+|00)\s?\d[\d\s()./–-]{6,}\d|\(?\d[\d\s()./–-]{6,}\d/g;
const PHONE_LABEL =
  /\b(?:tel|tlf|phone|mobile?|mob|cell|telefon|telephone|handy|mobil|teléfono|telefono|móvil|movil|téléphone|portable|fon)\b\.?\s*[:：]?\s*$/i;

/** A phone number, not a date, a year range, a postal code or an ID. */
function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return false;
  if (/^(?:\+|00)/.test(candidate)) return true;
  const span = findDateSpan(candidate);
  return !(span && !/\d/.test(removeSpan(candidate, span)));
}

/**
 * A number a template masks ("(+45) XX XX XX XX"): a country code, then groups of digits or X. It
 * is what the CV states, so it is read as written (the user sees and edits it). A mask without a
 * single digit ("+XXX XX XX XX XX") states no number at all.
 */
const MASKED_PHONE = /\(?\+\d{1,3}\)?(?:[\s./-]+[\dX]{1,4}){3,}/g;

function phonesIn(text: string): { phone: string; strong: boolean }[] {
  const found: { phone: string; strong: boolean }[] = [];
  for (const m of text.matchAll(PHONE_CANDIDATE)) {
    const phone = m[0].trim().replace(/[\s(–-]+$/, '');
    if (!isPhone(phone)) continue;
    const strong = /^(?:\+|00)/.test(phone) || PHONE_LABEL.test(text.slice(0, m.index));
    found.push({ phone, strong });
  }
  for (const m of found.length ? [] : text.matchAll(MASKED_PHONE)) {
    const places = m[0].replace(/[^\dX]/g, '').length;
    if (m[0].includes('XX') && places >= 8 && places <= 15) found.push({ phone: m[0], strong: true });
  }
  return found;
}

export function findPhone(area: readonly Line[], all: readonly Line[], links: readonly string[]): string {
  const inArea = area.flatMap((l) => phonesIn(l.text));
  const best =
    inArea.find((p) => p.strong) ?? inArea[0] ?? all.flatMap((l) => phonesIn(l.text)).find((p) => p.strong);
  if (best) return best.phone;
  const tel = links.find((l) => /^tel:/i.test(l));
  return tel ? decodeURIComponent(tel.replace(/^tel:/i, '')) : '';
}

const LINKEDIN = /linkedin\.com\/(?:in|pub)\/([^/?#\s)>\]"',]+)/i;

/** https://www.linkedin.com/in/<handle>, from a link target first, then the visible text. */
export function findLinkedin(links: readonly string[], text: string): string {
  for (const source of [...links, text]) {
    const handle = LINKEDIN.exec(source)?.[1];
    if (handle) return `https://www.linkedin.com/in/${handle.replace(/[.]+$/, '')}`;
  }
  return '';
}

const LOCATION_LABEL =
  /^(?:address|home address|adresse|addresse|anschrift|wohnort|location|ort|city|residence|based in|dirección|direccion|domicilio|ubicación|ubicacion|ciudad|localidad|residencia|lieu|ville|localisation|domicile|bopæl|by|bosted)\s*[:：]\s*(.+)$/i;
const OTHER_LABEL = /^[\p{L} ]{2,20}\s*[:：]/u;

function isContactNoise(field: string): boolean {
  return (
    EMAIL_RE.test(field) || URL_RE.test(field) || /linkedin|github/i.test(field) || phonesIn(field).length > 0
  );
}

/**
 * Symbol fonts whose glyphs are read as their names (Font Awesome in LaTeX classes): "Map-marker
 * Chicago, IL 60614", "Home Leeds". Only the contact icons, and only before other text.
 */
const ICON_NAME =
  /^(?:map-marker(?:-alt)?|map-pin|location(?:-dot|-arrow)?|home|house|envelope(?:-o)?|phone(?:-alt)?|mobile(?:-alt)?|globe)\s+(?=\S)/i;

function locationInField(raw: string): string | null {
  const field = raw.replace(ICON_NAME, '');
  const labelled = LOCATION_LABEL.exec(field)?.[1];
  if (labelled) return placePart(labelled);
  if (OTHER_LABEL.test(field) || isContactNoise(field)) return null;
  const locality = localityOf(field);
  if (locality) return titleScore(locality) > 0 || companyScore(locality) > 0 ? null : locality;
  if (isStreet(field)) return null;
  if (!isPlace(field) || titleScore(field) > 0 || companyScore(field) > 0) return null;
  // "12345 Musterstadt", or the town first: "Vejle, 7100" (JSON Resume's city, postal code).
  const townThenCode = /^\p{Lu}[\p{L} .'-]+,\s*\d{4,5}$/u.test(field);
  return isOnlyPlace(field) || /\d{4,5}\s+\p{Lu}/u.test(field) || townThenCode ? placePart(field) : null;
}

/** "Leeds, West Yorkshire": town and region in the contact block, even when neither is known. */
function townAndRegion(field: string): string | null {
  const parts = field.split(/\s*,\s*/);
  if (parts.length !== 2 || OTHER_LABEL.test(field) || isContactNoise(field)) return null;
  return parts.every(looksLikePlaceName) ? field : null;
}

/**
 * "Domicilio: Calle No. 12" with the town on the lines below: an address label whose value is only
 * a street continues on the unlabelled lines after it; the locality is the last of them.
 */
function addressBelow(area: readonly Line[], labelAt: number): string | null {
  let locality: string | null = null;
  for (const line of area.slice(labelAt + 1, labelAt + 4)) {
    if (OTHER_LABEL.test(line.text) || isContactNoise(line.text) || /\d{6,}/.test(line.text)) break;
    if (startsWithPersonalLabel(line.text)) break;
    locality = line.text;
  }
  return locality && !isStreet(locality) ? placePart(locality) : null;
}

export function findLocation(area: readonly Line[]): string {
  // Labels first: "Adresse: …" is certain, an unlabelled place is a guess.
  for (const [i, line] of area.entries()) {
    const labelled = LOCATION_LABEL.exec(line.text)?.[1];
    if (!labelled) continue;
    const place = localityOf(labelled) ?? placePart(labelled);
    return isStreet(place) ? (addressBelow(area, i) ?? place) : place;
  }
  // "San Francisco, CA john.doe@email.com": a contact item separates the fields beside it.
  const fields = area.flatMap((line) => splitFields(line.text.replace(CONTACT_ITEM, '  ')));
  return fields.map(locationInField).find(Boolean) ?? fields.map(townAndRegion).find(Boolean) ?? '';
}

export function findPersonalInfo(
  lines: readonly Line[],
  area: readonly Line[],
  links: readonly string[],
  bodySize: number,
): PersonalInfo {
  const text = lines.map((l) => l.text).join('\n');
  return {
    fullName: findName(lines, area, bodySize),
    email: findEmail(area, lines, links),
    phone: findPhone(area, lines, links),
    location: findLocation(area),
    linkedinUrl: findLinkedin(links, text),
  };
}

/** Lines that only carry contact details (left out of a summary). */
export function isContactLine(text: string): boolean {
  return isContactNoise(text) || LOCATION_LABEL.test(text) || foldInPlace(text).startsWith('linkedin');
}

/** A line of contact details only: an e-mail address or a phone number among short fields. */
export function isContactDetailsLine(text: string): boolean {
  const fields = splitFields(text);
  const details = fields.filter(
    (f) => EMAIL_RE.test(f) || phonesIn(f).some((p) => p.strong || p.phone === f),
  );
  return details.length > 0 && fields.every((f) => wordCount(f) <= 4) && details.length * 3 >= fields.length;
}
