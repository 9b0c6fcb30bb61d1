/**
 * The model path of CV structuring: the prompt an OpenAI-compatible model gets, and the grounding
 * rules its answer must pass. A model may tidy, translate or invent; a letter written from an
 * invented employer, degree or skill states something false in the candidate's name. So every
 * value the model returns must be found in the document's own text, or it is dropped (lists,
 * entries) or replaced by the built-in parser's value (contact details, summary).
 */
import { emptyCvData, type TCvData, type TCvEducation, type TCvExperience } from '#domain/cv';
import type { ReadDocument } from '#engine/read/index';
import { foldInPlace } from '#engine/text/index';

/** The most of the document's text the model gets (a long CV fits; a 20-page file is cut). */
const MAX_PROMPT_CHARS = 40_000;
/** Share of a summary's words that must appear in the document (a model may drop a few words). */
const SUMMARY_GROUNDED_SHARE = 0.8;

export const CV_MODEL_SYSTEM = [
  'You extract structured data from the text of a CV (résumé).',
  'Copy values from the text only; never invent, translate or improve anything. Leave a field empty ("" or []) when the CV does not state it.',
  'Dates: "YYYY-MM" when the month is given, "YYYY" when only the year is, null when missing. An ongoing job has endDate null and current true.',
  'skills.technical: tools, technologies, methods and domain skills; skills.soft: interpersonal skills; skills.languages: spoken languages with their level as written.',
  'Values that are not in the text are removed after you answer, so copy them as written.',
].join('\n');

/** The user message: the document's text and its hyperlinks (LinkedIn often hides behind an icon). */
export function cvModelPrompt(doc: Pick<ReadDocument, 'text' | 'links'>): string {
  return `CV text:\n"""\n${doc.text.slice(0, MAX_PROMPT_CHARS)}\n"""\nHyperlinks in the document: ${doc.links.join(' ') || 'none'}`;
}

/** The words of a text, folded (case and accents), for "does the document say this" checks. */
function words(text: string): string[] {
  return foldInPlace(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

class Document {
  private readonly vocabulary: Set<string>;
  private readonly flat: string;

  constructor(text: string) {
    this.vocabulary = new Set(words(text));
    this.flat = ` ${words(text).join(' ')} `;
  }

  /** Every word of the value is in the document (word order and punctuation may differ). */
  has(value: string): boolean {
    const ws = words(value);
    return ws.length > 0 && ws.every((w) => this.vocabulary.has(w));
  }

  /** The value's words appear together, in order (for short values whose words are common). */
  hasPhrase(value: string): boolean {
    const ws = words(value);
    return ws.length > 0 && this.flat.includes(` ${ws.join(' ')} `);
  }

  share(value: string): number {
    const ws = words(value);
    return ws.length === 0 ? 0 : ws.filter((w) => this.vocabulary.has(w)).length / ws.length;
  }

  /** A date the document shows: its year is written there. */
  hasDate(date: string | null): boolean {
    return date === null || this.vocabulary.has(date.slice(0, 4));
  }

  digits(value: string): boolean {
    const digits = value.replace(/\D/g, '');
    return digits.length > 0 && this.flat.replace(/\D/g, '').includes(digits);
  }
}

const keep = (doc: Document, value: string) => (value && doc.has(value) ? value : '');

function groundedExperience(doc: Document, entry: TCvExperience): TCvExperience | null {
  const position = keep(doc, entry.position);
  const company = keep(doc, entry.company);
  if (!position && !company) return null;
  return {
    ...entry,
    position,
    company,
    location: keep(doc, entry.location),
    startDate: doc.hasDate(entry.startDate) ? entry.startDate : null,
    endDate: doc.hasDate(entry.endDate) ? entry.endDate : null,
    // A description is the model's copy of the job's lines; one that the document does not
    // mostly contain was written by the model.
    description: doc.share(entry.description) >= SUMMARY_GROUNDED_SHARE ? entry.description : '',
  };
}

function groundedEducation(doc: Document, entry: TCvEducation): TCvEducation | null {
  const degree = keep(doc, entry.degree);
  const institution = keep(doc, entry.institution);
  if (!degree && !institution) return null;
  return {
    degree,
    institution,
    startDate: doc.hasDate(entry.startDate) ? entry.startDate : null,
    endDate: doc.hasDate(entry.endDate) ? entry.endDate : null,
  };
}

const groundedList = (doc: Document, items: readonly string[]) => items.filter((item) => doc.has(item));

/**
 * The model's structure with every value checked against the document: what the document does
 * not say is dropped, or taken from the built-in parser where it has one (contact details, the
 * summary). The LinkedIn URL may come from a hyperlink, so the built-in (links-aware) value wins.
 */
export function groundCvData(model: TCvData, builtIn: TCvData, text: string): TCvData {
  const doc = new Document(text);
  const info = model.personalInfo;
  const fallback = builtIn.personalInfo ?? emptyCvData().personalInfo;
  const contact = (value: string, builtInValue: string) =>
    value && doc.hasPhrase(value) ? value : builtInValue;
  return {
    personalInfo: {
      fullName: contact(info.fullName, fallback.fullName),
      email: contact(info.email, fallback.email),
      phone: info.phone && doc.digits(info.phone) ? info.phone : fallback.phone,
      location: contact(info.location, fallback.location),
      linkedinUrl: fallback.linkedinUrl || contact(info.linkedinUrl, ''),
    },
    summary:
      model.summary && doc.share(model.summary) >= SUMMARY_GROUNDED_SHARE ? model.summary : builtIn.summary,
    experience: model.experience.flatMap((e) => groundedExperience(doc, e) ?? []),
    education: model.education.flatMap((e) => groundedEducation(doc, e) ?? []),
    skills: {
      technical: groundedList(doc, model.skills.technical),
      soft: groundedList(doc, model.skills.soft),
      languages: groundedList(doc, model.skills.languages),
    },
    certifications: groundedList(doc, model.certifications),
  };
}
