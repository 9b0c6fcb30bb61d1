/**
 * Education entries: degree and institution from each entry's header (degree words such as
 * Bachelor, Cand.*, Abitur, Licenciatura, BTS; institution words such as University, Hochschule,
 * Universidad, École), with dates. A lone date is the graduation date (endDate). A town after the
 * institution's name stays part of it ("VIA University College, Aarhus": the schema has no place).
 */
import type { TCvEducation } from '#domain/cv';
import { degreeScore, institutionScore, isOnlyPlace, isPlace, splitDegreeAndSchool } from './cues.ts';
import {
  type Entry,
  type Field,
  bestField,
  entryFields,
  isFieldList,
  splitCommas,
  splitEntries,
} from './entries.ts';
import type { Line } from './lines.ts';
import { withoutFullStop } from './text.ts';

/**
 * "BSc Software Engineering, Aarhus Universitet": split only when a part names a school, or a
 * degree is followed by a part naming a town ("Studium der BWL, LMU München"); "Bachelor of
 * Science, Computer Science" stays one degree.
 */
function splitSingleField(fields: Field[]): Field[] {
  if (fields.length !== 1) return fields;
  const parts = splitCommas(fields[0]!);
  if (parts.length < 2) return fields;
  const school = parts.some((p) => institutionScore(p.text) > 0);
  const degreeThenTown = degreeScore(parts[0]!.text) > 0 && parts.slice(1).some((p) => isPlace(p.text));
  return school || degreeThenTown ? parts : fields;
}

/** A school's name that ends in its kind, then a capitalised subject: "Stanford University Computer Science". */
const SCHOOL_THEN_SUBJECT =
  /^(.*\b(?:University|College|Institute|School|Academy|Polytechnic|Universität|Hochschule|Universidad|Université|Universitet))\s+(\p{Lu}[\p{L}\s&-]*)$/u;

/**
 * "M.S. Stanford University Computer Science, B.S. UC Berkeley Computer Engineering": one line
 * listing degrees, each led by its abbreviation, is one entry per degree.
 */
function splitDegreeList(entry: Entry): Entry[] {
  if (entry.span || entry.header.length !== 1) return [entry];
  const parts = entry.header[0]!.split(/\s*,\s*/);
  const listed = parts.length >= 2 && parts.every((p) => isDegreeAbbreviation(p.split(/\s+/)[0] ?? ''));
  return listed
    ? parts.map((p, i) => ({ header: [p], span: null, body: i === 0 ? entry.body : [] }))
    : [entry];
}

/** A degree abbreviation: "PhD", "BSc", "M.S.", "A.A.", "Dipl.-Ing." (not a word like "Abitur"). */
function isDegreeAbbreviation(token: string): boolean {
  const short = /^\p{Lu}[\p{L}]{0,3}$/u.test(token) || /^(?:\p{L}{1,5}\.)+(?:-\p{L}{1,5}\.)?$/u.test(token);
  return short && /\p{Lu}/u.test(token) && degreeScore(token) > 0;
}

/** The German "at" before a school's name: "an der", "am", "an dem". */
const SCHOOL_AFTER = /^(.+?)\s+(?:an\s+der|an\s+dem|am)\s+(\p{Lu}.*)$/u;

/**
 * A school's name with the degree glued on: "PhD Princeton University", "Massachusetts Institute
 * of Technology (MIT) BSc", "Butte College, A.A.", "Master of Science @Universität X", "BSc Nursing
 * at University of Leeds", or "Grado en
 * Derecho Universidad de Sevilla" (a Romance school name after the degree).
 */
function splitGluedDegree(field: Field): Field[] {
  const at = /^(.+?)\s+@\s*(\S.*)$/u.exec(field.text) ?? /^(.+?)\s+at\s+(\p{Lu}.*)$/u.exec(field.text);
  if (at) return [at[1]!, at[2]!].map((text) => ({ ...field, text }));
  // "Studium der Elektrotechnik an der Universität X", "allgemeine Hochschulreife am Y-Gymnasium".
  const atSchool = SCHOOL_AFTER.exec(field.text);
  if (atSchool && degreeScore(atSchool[1]!) > 0 && institutionScore(atSchool[2]!) > 0) {
    return [atSchool[1]!, atSchool[2]!].map((text) => ({ ...field, text }));
  }
  const romance = splitDegreeAndSchool(field.text);
  if (romance) return romance.map((text) => ({ ...field, text }));
  if (institutionScore(field.text) === 0) return [field];
  // The school's name must follow (or precede) the abbreviation directly: "MSc Marketing, Lancaster
  // University" is a degree with its subject, then the school.
  const first = /^(\S+)\s+([^,]+)(?:,\s*(.*))?$/u.exec(field.text);
  if (first && isDegreeAbbreviation(first[1]!) && institutionScore(first[2]!) > 0) {
    // "M.S. Stanford University Computer Science": the subject after the school's name is the degree's.
    const subject = SCHOOL_THEN_SUBJECT.exec(first[2]!);
    const [degree, school] = subject ? [`${first[1]!} ${subject[2]!}`, subject[1]!] : [first[1]!, first[2]!];
    return [degree, school, first[3] ?? ''].filter(Boolean).map((text) => ({ ...field, text }));
  }
  const last = /^(.+?)[\s,]+(\S+)$/u.exec(field.text);
  const lastPart = last?.[1]!.split(',').at(-1) ?? '';
  if (last && isDegreeAbbreviation(last[2]!) && institutionScore(lastPart) > 0) {
    return [last[2]!, last[1]!].map((text) => ({ ...field, text }));
  }
  return [field];
}

/**
 * "Degree, Institution, City, Grade." (moderncv's entry): the first header line's fields in their
 * order, degree first, when it lists three or more.
 */
function fieldListFirst(fields: Field[]): Field[] | null {
  const first = fields[0];
  if (!first || !isFieldList(first.text)) return null;
  const parts = splitCommas(first).map((p) => ({ ...p, text: withoutFullStop(p.text) }));
  return parts.length >= 3 ? parts.filter((p) => !isOnlyPlace(p.text)) : null;
}

/**
 * "08/2006–07/2009 Ausbildung zur Steuerfachangestellten, Steuerkanzlei Rödel & Partner": the line
 * led by the entry's dates names the degree, then after a comma the school, in that order.
 */
function fromDatedLine(entry: Entry): { degree: string; institution: string } | null {
  const parts = entry.ledByDate?.split(',').map((p) => withoutFullStop(p.trim())) ?? [];
  const [degree = '', institution = ''] = parts;
  const ordered = parts.length >= 2 && degreeScore(degree) > 0 && degreeScore(institution) === 0;
  return ordered && /^\p{Lu}/u.test(institution) ? { degree, institution } : null;
}

function assignFields(entry: Entry): { degree: string; institution: string } {
  const header = entryFields(entry, false).fields;
  const listed = fieldListFirst(header);
  if (listed && degreeScore(listed[1]!.text) === 0) {
    return { degree: listed[0]!.text, institution: listed[1]!.text };
  }
  const dated = fromDatedLine(entry);
  if (dated) return dated;
  const fields = splitSingleField(header.filter((f) => !isOnlyPlace(f.text)).flatMap(splitGluedDegree));
  // "Bildungseinrichtung: Universität Oregano": a labelled school is the institution.
  let institution =
    fields.find((f) => f.role === 'institution' || f.role === 'company') ??
    bestField(fields, (t) => institutionScore(t) - degreeScore(t) / 4);
  let degree = bestField(
    fields.filter((f) => f !== institution),
    degreeScore,
  );
  if (!degree && !institution) [degree, institution] = [fields[0], fields[1]];
  else if (!degree) degree = fields.find((f) => f !== institution);
  else if (!institution) institution = fields.find((f) => f !== degree);
  return { degree: degree?.text ?? '', institution: institution?.text ?? '' };
}

function toEducation(entry: Entry): TCvEducation {
  const span = entry.span;
  const single = span?.single ?? false;
  return {
    ...assignFields(entry),
    startDate: span && !single ? span.start : null,
    endDate: span ? (single ? span.start : span.current ? null : span.end) : null,
  };
}

export function parseEducation(lines: readonly Line[]): TCvEducation[] {
  return educationOf(splitEntries(lines));
}

const isSchoolLine = (text: string): boolean => institutionScore(text) > 0 && degreeScore(text) === 0;

/**
 * "Kingsmere School of Accountancy" / "ACA Professional Level" / "University of Kingsmere" /
 * "09/2013 - 06/2016" / "BA (Hons)": entries without a date of their own run into the next one.
 * A header naming two schools or more is cut before each school; the date stays with the school
 * it was written under.
 */
function splitAtSchools(entry: Entry): Entry[] {
  const starts = entry.header.map((t, i) => (isSchoolLine(t) ? i : -1)).filter((i) => i >= 0);
  if (starts.length < 2 || starts[0] !== 0) return [entry];
  const dateAt = entry.beforeDate ?? entry.header.length;
  return starts.map((from, k) => {
    const to = starts[k + 1] ?? entry.header.length;
    const dated = dateAt > from && dateAt <= to;
    return {
      header: entry.header.slice(from, to),
      span: dated ? entry.span : null,
      body: dated ? entry.body : [],
    };
  });
}

/**
 * Entries without dates read as one run of lines ("Master, Computer Science" / "University of
 * Stanford" / "Bachelor, Information Technology" / "University of Oklahoma"): a new entry starts
 * where a degree or a school comes again.
 */
function splitUndated(entry: Entry): Entry[] {
  if (entry.span || entry.header.length < 2) return [entry];
  const chunks: string[][] = [];
  let degree = false;
  let school = false;
  for (const line of entry.header) {
    const isDegree = degreeScore(line) > 0;
    const isSchool = institutionScore(line) > 0;
    if (!chunks.length || (isDegree && degree) || (isSchool && school)) {
      chunks.push([]);
      [degree, school] = [false, false];
    }
    chunks.at(-1)!.push(line);
    degree ||= isDegree;
    school ||= isSchool;
  }
  if (chunks.length < 2) return [entry];
  return chunks.map((header, i) => ({ header, span: null, body: i === chunks.length - 1 ? entry.body : [] }));
}

export function educationOf(entries: readonly Entry[]): TCvEducation[] {
  return entries
    .flatMap(splitAtSchools)
    .flatMap(splitUndated)
    .flatMap(splitDegreeList)
    .map(toEducation)
    .filter((e) => e.degree || e.institution);
}
