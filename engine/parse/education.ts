/**
 * Education entries: degree and institution from each entry's header (degree words such as
 * Bachelor, Cand.*, Abitur, Licenciatura, BTS; institution words such as University, Hochschule,
 * Universidad, École), with dates. A lone date is the graduation date (endDate). A town after the
 * institution's name stays part of it ("VIA University College, Aarhus": the schema has no place).
 */
import type { TCvEducation } from '#domain/cv';
import { degreeScore, institutionScore, isOnlyPlace, isPlace } from './cues.ts';
import { type Entry, type Field, bestField, entryFields, splitCommas, splitEntries } from './entries.ts';
import type { Line } from './lines.ts';

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

function assignFields(entry: Entry): { degree: string; institution: string } {
  const fields = splitSingleField(entryFields(entry, false).fields.filter((f) => !isOnlyPlace(f.text)));
  let institution = bestField(fields, (t) => institutionScore(t) - degreeScore(t) / 4);
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
  return splitEntries(lines)
    .map(toEducation)
    .filter((e) => e.degree || e.institution);
}
