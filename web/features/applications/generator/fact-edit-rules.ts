import type { TCvData, TCvEntry } from '#domain/cv';
import { CV_DATE } from '#domain/cv-rules';

/**
 * The facts review's edit in place (issue 12 item 5), apart from React so it is tested as it runs:
 * the small form's values for one extractedData entry, their checks, and the CV with only that
 * entry changed (what PATCH /api/cvs/:id gets back).
 */

/** ZCvData's limit for one short text (a title, an employer, a skill). */
const MAX_TEXT = 300;

export type ExperienceDraft = {
  section: 'experience';
  position: string;
  company: string;
  startDate: string;
  endDate: string;
  current: boolean;
};
export type EducationDraft = {
  section: 'education';
  degree: string;
  institution: string;
  startDate: string;
  endDate: string;
};
/** A certificate, a skill or a language with its level: one line of a list. */
export type LineDraft = { section: 'certifications' | 'skills.technical' | 'skills.languages'; text: string };
export type FactDraft = ExperienceDraft | EducationDraft | LineDraft;

export type DraftField = 'position' | 'company' | 'degree' | 'institution' | 'startDate' | 'endDate' | 'text';
export type DraftProblem = 'required' | 'dateFormat' | 'tooLong';
export type DraftErrors = Partial<Record<DraftField, DraftProblem>>;

function lineList(cv: TCvData, section: LineDraft['section']): readonly string[] {
  if (section === 'certifications') return cv.certifications;
  return section === 'skills.technical' ? cv.skills.technical : cv.skills.languages;
}

/** The form's starting values for the entry, or null when the CV no longer has it. */
export function draftOf(cv: TCvData, entry: TCvEntry): FactDraft | null {
  const { section, index } = entry;
  if (section === 'experience') {
    const e = cv.experience[index];
    if (!e) return null;
    return {
      section,
      position: e.position,
      company: e.company,
      startDate: e.startDate ?? '',
      endDate: e.endDate ?? '',
      current: e.current,
    };
  }
  if (section === 'education') {
    const e = cv.education[index];
    if (!e) return null;
    return {
      section,
      degree: e.degree,
      institution: e.institution,
      startDate: e.startDate ?? '',
      endDate: e.endDate ?? '',
    };
  }
  const line = lineList(cv, section)[index];
  return line === undefined ? null : { section, text: line };
}

/**
 * Whether the CV still has the entry as the form started from it: if not (changed in another tab,
 * or the CV was re-read), saving the form would quietly undo that change.
 */
export function entryUnchanged(cv: TCvData, entry: TCvEntry, initial: FactDraft): boolean {
  return JSON.stringify(draftOf(cv, entry)) === JSON.stringify(initial);
}

function textProblem(value: string, required: boolean): DraftProblem | null {
  const trimmed = value.trim();
  if (required && !trimmed) return 'required';
  return trimmed.length > MAX_TEXT ? 'tooLong' : null;
}

function dateProblem(value: string): DraftProblem | null {
  const trimmed = value.trim();
  return trimmed && !CV_DATE.test(trimmed) ? 'dateFormat' : null;
}

/**
 * What is wrong with the draft, by field (empty when it can be saved). The title, degree or line
 * is required: a blank one would be a fact with nothing to say, and removing an entry is the CV
 * page's business, not a correction.
 */
export function draftErrors(draft: FactDraft): DraftErrors {
  const checks: Array<[DraftField, DraftProblem | null]> =
    draft.section === 'experience'
      ? [
          ['position', textProblem(draft.position, true)],
          ['company', textProblem(draft.company, false)],
          ['startDate', dateProblem(draft.startDate)],
          ['endDate', draft.current ? null : dateProblem(draft.endDate)],
        ]
      : draft.section === 'education'
        ? [
            ['degree', textProblem(draft.degree, true)],
            ['institution', textProblem(draft.institution, false)],
            ['startDate', dateProblem(draft.startDate)],
            ['endDate', dateProblem(draft.endDate)],
          ]
        : [['text', textProblem(draft.text, true)]];
  return Object.fromEntries(checks.filter(([, problem]) => problem !== null));
}

const dateOf = (value: string) => value.trim() || null;

function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}

/**
 * The CV with the draft saved into its entry and nothing else changed (the location and the
 * description of a job stay as they are); null when the CV no longer has that entry or the
 * draft is for another section.
 */
export function withDraft(cv: TCvData, entry: TCvEntry, draft: FactDraft): TCvData | null {
  if (draft.section !== entry.section || !draftOf(cv, entry)) return null;
  const { index } = entry;
  if (draft.section === 'experience') {
    const old = cv.experience[index]!;
    return {
      ...cv,
      experience: replaceAt(cv.experience, index, {
        ...old,
        position: draft.position.trim(),
        company: draft.company.trim(),
        startDate: dateOf(draft.startDate),
        // A job held now has no end; a date left in the field would contradict the tick.
        endDate: draft.current ? null : dateOf(draft.endDate),
        current: draft.current,
      }),
    };
  }
  if (draft.section === 'education') {
    const old = cv.education[index]!;
    return {
      ...cv,
      education: replaceAt(cv.education, index, {
        ...old,
        degree: draft.degree.trim(),
        institution: draft.institution.trim(),
        startDate: dateOf(draft.startDate),
        endDate: dateOf(draft.endDate),
      }),
    };
  }
  const text = draft.text.trim();
  if (draft.section === 'certifications')
    return { ...cv, certifications: replaceAt(cv.certifications, index, text) };
  const key = draft.section === 'skills.technical' ? 'technical' : 'languages';
  return { ...cv, skills: { ...cv.skills, [key]: replaceAt(cv.skills[key], index, text) } };
}
