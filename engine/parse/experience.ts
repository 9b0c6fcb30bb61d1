/**
 * Experience entries: position, company, location and dates from each entry's header, bullets and
 * prose as the description. Position and company are told apart by cues (job-title words, company
 * suffixes), "Position at/bei/hos/en/chez Company", places, and finally by their order.
 */
import type { TCvExperience } from '#domain/cv';
import {
  companyScore,
  degreeScore,
  institutionScore,
  isOnlyPlace,
  isTownName,
  looksLikePlaceName,
  titleScore,
} from './cues.ts';
import {
  type Entry,
  type Field,
  bestField,
  entryFields,
  hasCue,
  isFieldList,
  splitCommas,
  splitEntries,
} from './entries.ts';
import type { Line } from './lines.ts';
import { withoutFullStop, wordCount } from './text.ts';

/** Before a capitalised name, or a one-word brand written in lower case ("en everis"). */
const AT_WORD =
  /\s+(?:(?:at|@|bei|hos|en|chez|für|for|para|pour|i)\s+(?=\p{Lu}|\d|\p{Ll}[\p{L}\d.&-]*$)|@(?=\p{Lu}|\d))/gu;
const MAX_HEADER_FIELDS = 4;
/** A title before the one "at" of a header has at most this many words. */
const MAX_AT_TITLE_WORDS = 5;

/**
 * "Developer at Acme", "Ingeniero en Sistemas en Acme S.L.": position and company, when the left
 * side reads like a title. The split whose right side has a company cue wins, else the last one.
 */
function splitAtCompany(fields: readonly Field[]): { position: string; company: string } | null {
  for (const field of fields) {
    // With other fields around, the company may be one of them: split only at a named company
    // (a town beside it, "Leeds", is no such field).
    const needCue = fields.some((f) => f !== field && !isTownName(f.text));
    const matches = [...field.text.matchAll(AT_WORD)];
    const ats = matches.filter((m) => m[0].trim() === 'at').length;
    const splits = matches
      .map((m) => ({
        position: field.text.slice(0, m.index).trim(),
        company: field.text.slice(m.index + m[0].length).trim(),
        // "Datenanalyst @BetaSoft": an "@" is "at" whatever the title; so is the one "at" of a
        // short header ("Pflegefachfrau Intensivstation at Klinikum Nord", "Especialista en
        // Marketing Digital at Agencia Brisa": a template's word, whatever the title's own "en").
        sure:
          m[0].trim() === '@' ||
          (ats === 1 &&
            m[0].trim() === 'at' &&
            wordCount(field.text.slice(0, m.index)) <= MAX_AT_TITLE_WORDS),
      }))
      .filter((s) => (s.sure || titleScore(s.position) > 0) && titleScore(s.company) === 0);
    const chosen =
      splits.find((s) => s.sure) ??
      splits.find((s) => companyScore(s.company) > 0) ??
      (needCue ? undefined : splits.at(-1));
    if (chosen) return { position: chosen.position, company: chosen.company };
  }
  return null;
}

/** "Udvikler, Netcompany A/S" among other fields: split when one part is a title, another a company. */
function splitTitleAndCompany(field: Field): Field[] {
  const parts = splitCommas(field);
  const company = parts.find((p) => companyScore(p.text) > 0 && titleScore(p.text) === 0);
  // The title may hold a company word too ("Software Intern, Innovatech Solutions").
  const titled = parts.some((p) => p !== company && titleScore(p.text) > 0);
  return parts.length > 1 && titled && company ? parts : [field];
}

/** A title cue counts less in a field that also names a company form ("Support Solutions Ltd"). */
function positionScore(text: string): number {
  return titleScore(text) - (companyScore(text) > 0 ? 1.5 : 0);
}

function employerScore(text: string): number {
  return companyScore(text) - (titleScore(text) > 0 ? 1 : 0);
}

/** Without cues: the field sharing its line with the place is the company, else title first. */
function byOrder(fields: readonly Field[], place: Field | undefined): { position?: Field; company?: Field } {
  if (place) {
    const withPlace = fields.find((f) => f.line === place.line);
    if (withPlace && fields.length > 1)
      return { company: withPlace, position: fields.find((f) => f !== withPlace) };
  }
  return { position: fields[0], company: fields[1] };
}

interface Assigned {
  position: string;
  company: string;
  location: string;
  /** A field left over after position and company that reads like a town ("Leeds"). */
  leftoverPlace: string;
  extra: string[];
}

function leftoverPlace(rest: readonly Field[], used: readonly (Field | undefined)[]): string {
  return rest.find((f) => !used.includes(f) && looksLikePlaceName(f.text))?.text ?? '';
}

/**
 * "2016–2018 Job title, Employer, City." (moderncv's entry, fields in the template's order): the
 * line led by the entry's date range, listing three or more short capitalised fields, is read in
 * that order, title first unless the cues say the employer comes first.
 */
function fromFieldList(entry: Entry, extra: string[]): Assigned | null {
  const line = entry.ledByDate;
  if (!line || !isFieldList(line, true) || line.split(',').length < 3) return null;
  const [first = '', second = '', ...rest] = line.split(',').map((p) => withoutFullStop(p.trim()));
  const swapped = companyScore(first) > 0 && titleScore(first) === 0 && titleScore(second) > 0;
  return {
    position: swapped ? second : first,
    company: swapped ? first : second,
    location: rest.find(looksLikePlaceName) ?? '',
    leftoverPlace: '',
    extra: [...entry.header.filter((h) => h !== line), ...extra],
  };
}

function assignFields(entry: Entry): Assigned {
  const { fields: all, sentences: extra } = entryFields(entry);
  const listed = fromFieldList(entry, extra);
  if (listed) return listed;
  const fields = all.slice(0, MAX_HEADER_FIELDS);
  const place = fields.find(
    (f) => isOnlyPlace(f.text) && companyScore(f.text) === 0 && titleScore(f.text) === 0,
  );
  const others = fields.filter((f) => f !== place);
  // One field left for two roles, or a field naming both: "Senior Developer, Acme A/S".
  const rest = others.length === 1 ? splitCommas(others[0]!) : others.flatMap(splitTitleAndCompany);
  const location = place?.text ?? '';
  const labelled = rest.some((f) => f.role === 'company' || f.role === 'position');
  const at = labelled ? null : splitAtCompany(rest);
  if (at) return { ...at, location, leftoverPlace: leftoverPlace(rest, []), extra };
  const { position, company } = labelled ? byLabel(rest) : byCues(rest, place);
  const department = dashedRest(company, rest, position, !!place);
  const qualified = labelled ? null : qualifiedTitle(position, company, rest);
  return {
    position: qualified?.text ?? position?.text ?? '',
    company: department?.text ?? company?.text ?? '',
    location,
    leftoverPlace: leftoverPlace(rest, [
      position,
      company,
      ...(department?.parts ?? []),
      ...(qualified?.parts ?? []),
    ]),
    extra,
  };
}

/**
 * "Student Assistant, Communication, Aarhus Universitet": in one comma list, the parts between the
 * title and the company that name nothing else (no title, company, school or degree word, no
 * place) qualify the title. Returns the title's whole text and the parts taken in, or null.
 */
function qualifiedTitle(
  position: Field | undefined,
  company: Field | undefined,
  rest: readonly Field[],
): { text: string; parts: Field[] } | null {
  const list = position?.listed;
  if (!position || !company || !list || company.listed !== list) return null;
  const at = (f: Field) => list.indexOf(f.text);
  const [from, to] = [at(position), at(company)];
  if (from < 0 || to <= from) return null;
  const parts = rest.filter((f) => f.listed === list && at(f) > from && at(f) < to);
  const named = (f: Field) => hasCue(f.text) || isOnlyPlace(f.text);
  if (!parts.length || parts.some(named)) return null;
  const end = Math.max(...parts.map((f) => at(f) + f.text.length));
  return { text: list.slice(from, end), parts };
}

/**
 * "Region Midtjylland – Digital Sundhed": a company cut at a spaced dash keeps what follows the
 * dash (a department, a brand) when that got no role of its own: no title, not the place. Where
 * no place was found, a town-like part ("Acme – Springfield") stays the entry's place. Returns the
 * company's whole text and the parts put back, or null when the company stays as it is.
 */
function dashedRest(
  company: Field | undefined,
  rest: readonly Field[],
  position: Field | undefined,
  located: boolean,
): { text: string; parts: Field[] } | null {
  const piece = company?.dashed;
  if (!company || !piece) return null;
  const from = piece.indexOf(company.text);
  const after = (f: Field) => f.dashed === piece && f.line === company.line && piece.indexOf(f.text) > from;
  const parts = rest.filter((f) => f !== company && after(f));
  const ownRole = (f: Field) =>
    f === position || titleScore(f.text) > 0 || isOnlyPlace(f.text) || (!located && isTownName(f.text));
  if (from < 0 || !parts.length || parts.some(ownRole)) return null;
  const to = Math.max(...parts.map((f) => piece.indexOf(f.text) + f.text.length));
  return { text: piece.slice(from, to), parts };
}

/** "Einrichtung: Acme GmbH", "Puesto: Analista": a labelled field is what its label says. */
function byLabel(rest: readonly Field[]): { position?: Field; company?: Field } {
  const labelledCompany = rest.find((f) => f.role === 'company');
  const labelledPosition = rest.find((f) => f.role === 'position');
  const others = rest.filter((f) => f !== labelledCompany && f !== labelledPosition);
  const position = labelledPosition ?? bestField(others, positionScore) ?? others[0];
  return { position, company: labelledCompany ?? others.find((f) => f !== position) };
}

/** Title and company words decide; without any, the order of the fields. */
function byCues(rest: readonly Field[], place: Field | undefined): { position?: Field; company?: Field } {
  let position = bestField(rest, positionScore);
  let company = bestField(
    rest.filter((f) => f !== position),
    employerScore,
  );
  if (!position && !company) ({ position, company } = byOrder(rest, place));
  else if (!position) position = rest.find((f) => f !== company);
  else if (!company) company = rest.find((f) => f !== position);
  return { position, company };
}

/** A company name ending in its legal form, then a town: "Tech Solutions ApS København". */
const FORM_THEN_TOWN =
  /^(.*\S\s(?:ApS|A\/S|GmbH|AG|Inc\.?|Ltd\.?|LLC|LLP|PLC|S\.?L\.?|S\.?A\.?|SAS|SARL|AB|AS|BV|NV|Corporation|Company|Organi[sz]ation|Labs|Group|Gruppe|Grupo|Groupe))\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?)$/u;

/**
 * "BBC, Salford": a company with an unknown town after its comma, when no place was found; or a
 * town written after the company's legal form without a comma ("Acme GmbH München").
 */
function splitCompanyTown(company: string): { company: string; town: string } {
  // "XYZ Corporation San Francisco, CA": the state code stays with its town.
  const state = /^(.*\S),\s*([A-Z]{2})$/.exec(company);
  const name = state ? state[1]! : company;
  const glued = FORM_THEN_TOWN.exec(name);
  if (glued && looksLikePlaceName(glued[2]!)) {
    return { company: glued[1]!, town: state ? `${glued[2]!}, ${state[2]!}` : glued[2]! };
  }
  const comma = company.lastIndexOf(',');
  const town = company.slice(comma + 1).trim();
  if (comma <= 0 || !looksLikePlaceName(town)) return { company, town: '' };
  return { company: company.slice(0, comma).trim(), town };
}

function toExperience(entry: Entry): TCvExperience {
  const assigned = assignFields(entry);
  const { position, extra } = assigned;
  const { company, town } = assigned.location
    ? { company: assigned.company, town: '' }
    : splitCompanyTown(assigned.company);
  // "City." closes a moderncv entry; "Washington D.C." keeps its abbreviation.
  const location = (assigned.location || town || assigned.leftoverPlace).replace(/(?<=\p{Ll}{3})\.$/u, '');
  const span = entry.span;
  return {
    position,
    company,
    location,
    startDate: span?.start ?? null,
    endDate: span && !span.current && !span.single ? span.end : null,
    current: span?.current ?? false,
    description: [...extra, ...entry.body].join('\n'),
  };
}

/**
 * An entry of a mixed "Werdegang" that is schooling, not a job: its header names a degree (and
 * perhaps its school) and no job title or employer ("Studium der Elektrotechnik an der Universität X",
 * "allgemeine Hochschulreife am Y-Gymnasium").
 */
export function isSchooling(entry: Entry): boolean {
  const header = entry.header.join(' ');
  // A school is an employer too (a teacher's "École élémentaire"): only a degree or a course of
  // study makes it schooling, and no job title.
  return (
    degreeScore(header) > 0 && titleScore(header) === 0 && companyScore(header) <= institutionScore(header)
  );
}

export function parseExperience(lines: readonly Line[]): TCvExperience[] {
  return experienceOf(splitEntries(lines));
}

export function experienceOf(entries: readonly Entry[]): TCvExperience[] {
  return entries.map(toExperience).filter((e) => e.position || e.company);
}
