import type { CvLanguage, TCvData, TCvEducation, TCvExperience } from '#domain/cv';
import { emptyCvData } from '#domain/cv';
import type { FixtureBlock, FixtureDoc } from '../fixture-types.ts';

/** What a careful human extracts from the CV, written by hand (never by running the parser). */
export type ExpectedCv = TCvData & { detectedLanguage: CvLanguage };

export type CorpusFormat = 'docx' | 'pdf' | 'doc';

/** One CV of the corpus: its description (built into DOCX/PDF by the test builders) and answer. */
export interface CorpusFixture {
  id: string;
  description: string;
  doc: FixtureDoc;
  formats: ('docx' | 'pdf')[];
  expected: ExpectedCv;
}

/** A corpus document as bytes, ready for `readDocument`. */
export interface CorpusFile {
  id: string;
  format: CorpusFormat;
  bytes: Uint8Array;
  expected: ExpectedCv;
}

/** Fields a fixture's expected data may leave out: they default to empty, like the parser's. */
type ExpectedInput = Partial<Omit<TCvData, 'skills'>> &
  Pick<TCvData, 'personalInfo'> & {
    skills?: Partial<TCvData['skills']>;
    detectedLanguage: CvLanguage;
  };

/** The expected data with empty defaults filled in, so fixtures spell out only what the CV has. */
export function expected(input: ExpectedInput): ExpectedCv {
  const empty = emptyCvData();
  return {
    ...empty,
    ...input,
    skills: { ...empty.skills, ...input.skills },
  };
}

/** A job as a human reads it: `endDate` null and `current` true for "Present", "heute", "nu"… */
export function job(
  position: string,
  company: string,
  location: string,
  startDate: string | null,
  endDate: string | null,
  descriptionLines: string[] = [],
): TCvExperience {
  return {
    position,
    company,
    location,
    startDate,
    endDate,
    current: endDate === null && startDate !== null,
    description: descriptionLines.join('\n'),
  };
}

export function school(
  degree: string,
  institution: string,
  startDate: string | null,
  endDate: string | null,
): TCvEducation {
  return { degree, institution, startDate, endDate };
}

/** The common entry layout: title line (bold), organisation line, date line. */
export function stacked(title: string, organisation: string, dates: string): FixtureBlock[] {
  return [
    { kind: 'para', text: title, bold: true },
    { kind: 'para', text: organisation },
    { kind: 'para', text: dates },
  ];
}
