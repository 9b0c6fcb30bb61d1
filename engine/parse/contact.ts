/**
 * Personal details: the name (largest text at the top, else the first line that reads like a
 * name), e-mail, phone (international formats, never a date or a year range), location (labelled,
 * a postal code with a town, or a known city/country) and the LinkedIn profile (hyperlink targets
 * first, then visible text).
 */
import type { TCvData } from '#domain/cv';
import {
  companyScore,
  degreeScore,
  isOnlyPlace,
  isPlace,
  looksLikePlaceName,
  placePart,
  titleScore,
} from './cues.ts';
import { findDateSpan, removeSpan } from './dates.ts';
import type { Line } from './lines.ts';
import { headingSection } from './sections.ts';
import { EMAIL_RE, URL_RE, fold, key, splitFields, titleCaseIfShouting } from './text.ts';

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

/** A name from a line's fields ("Jane Doe | Software Engineer" gives "Jane Doe"). */
function nameInLine(text: string): string | null {
  const labelled = NAME_LABEL.exec(text)?.[1];
  if (labelled && looksLikeName(labelled.trim())) return titleCaseIfShouting(labelled.trim());
  for (const field of splitFields(text).slice(0, 2)) {
    const plain = field.replace(/,$/, '');
    if (looksLikeName(plain)) return titleCaseIfShouting(plain);
  }
  return null;
}

function topLines(lines: readonly Line[]): Line[] {
  const firstPage = lines.filter((l) => l.page === 1 && l.region !== 'footer');
  return firstPage.slice(0, NAME_SEARCH_LINES);
}

/**
 * Largest text first: the name is normally the biggest thing on page 1 (in a two-column layout
 * the sidebar is read first, so it need not be among the first lines).
 */
function nameFromLayout(lines: readonly Line[], bodySize: number): string | null {
  const prominent = lines
    .filter((l) => l.page === 1)
    .filter((l) => (l.size ?? 0) > bodySize || l.heading)
    .sort((a, b) => (b.size ?? 0) - (a.size ?? 0) || a.index - b.index);
  for (const line of prominent) {
    const name = nameInLine(line.text);
    if (name) return name;
  }
  return null;
}

/** From the layout, else the first line of the contact area near the top that reads like a name. */
export function findName(lines: readonly Line[], area: readonly Line[], bodySize: number): string {
  const top = new Set(topLines(lines));
  const candidates = area.filter((l) => top.has(l) || l.region === 'header');
  return nameFromLayout(lines, bodySize) ?? candidates.map((l) => nameInLine(l.text)).find(Boolean) ?? '';
}

export function findEmail(area: readonly Line[], all: readonly Line[], links: readonly string[]): string {
  for (const line of [...area, ...all]) {
    const m = EMAIL_RE.exec(line.text);
    if (m) return m[0].replace(/[.,;]+$/, '');
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

function phonesIn(text: string): { phone: string; strong: boolean }[] {
  const found: { phone: string; strong: boolean }[] = [];
  for (const m of text.matchAll(PHONE_CANDIDATE)) {
    const phone = m[0].trim().replace(/[\s(–-]+$/, '');
    if (!isPhone(phone)) continue;
    const strong = /^(?:\+|00)/.test(phone) || PHONE_LABEL.test(text.slice(0, m.index));
    found.push({ phone, strong });
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

function locationInField(field: string): string | null {
  const labelled = LOCATION_LABEL.exec(field)?.[1];
  if (labelled) return placePart(labelled);
  if (OTHER_LABEL.test(field) || isContactNoise(field)) return null;
  if (!isPlace(field) || titleScore(field) > 0 || companyScore(field) > 0) return null;
  return isOnlyPlace(field) || /\d{4,5}\s+\p{Lu}/u.test(field) ? placePart(field) : null;
}

/** "Leeds, West Yorkshire": town and region in the contact block, even when neither is known. */
function townAndRegion(field: string): string | null {
  const parts = field.split(/\s*,\s*/);
  if (parts.length !== 2 || OTHER_LABEL.test(field) || isContactNoise(field)) return null;
  return parts.every(looksLikePlaceName) ? field : null;
}

export function findLocation(area: readonly Line[]): string {
  // Labels first: "Adresse: …" is certain, an unlabelled place is a guess.
  for (const line of area) {
    const labelled = LOCATION_LABEL.exec(line.text)?.[1];
    if (labelled) return placePart(labelled);
  }
  const fields = area.flatMap((line) => splitFields(line.text));
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
  return isContactNoise(text) || LOCATION_LABEL.test(text) || fold(text).startsWith('linkedin');
}
