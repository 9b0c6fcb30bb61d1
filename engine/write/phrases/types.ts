import type { CvLanguage } from '#domain/cv';
import type { Tone } from '#domain/applications';
import type { EducationKind, LanguageLevel } from '../cues.ts';

/** One way of saying something, given the facts it needs. */
export type Variants<C> = readonly ((c: C) => string)[];
/** Variants per tone; tones without their own fall back to `any`. */
export type ToneVariants<C> = { any: Variants<C> } & Partial<Record<Tone, Variants<C>>>;

/** How a language refers to the target company, written or missing ("Acme" / "your company"). */
export interface CompanyForms {
  /** As subject or object: "Acme", "your company", "Ihr Unternehmen". */
  name: string;
  /** Where one works: "at Acme", "bei Ihnen", "hos jer", "en su empresa", "chez vous". */
  at: string;
  /** For whom: "for Acme", "für Ihr Unternehmen", "for jer", "para su empresa", "pour votre entreprise". */
  for: string;
  /** Whether a real name was given (greetings and recipients depend on it). */
  named: boolean;
}

export interface RoleFacts {
  /** "Senior Engineer at Monzo Bank" in the language's form. */
  roleAt: string;
  /** " (since 2020)", " (2016–2019)" or "". */
  period: string;
  /** The requirements this role shows, in the ad's wording, as a list ("Python, SQL and React"). */
  list: string;
}

export interface StudyFacts {
  degree: string;
  institution: string;
  /** "BSc Computer Science at the University of Manchester" in the language's form. */
  degreeAt: string;
  period: string;
  list: string;
}

/**
 * Everything the built-in writer says in one language: the letter form (date, greeting, sign-off)
 * and several phrasings for every sentence slot, so that letters read as written, not filled in.
 */
export interface Phrasebook {
  code: CvLanguage;
  /** German continues after "Sehr geehrte Damen und Herren," in lower case. */
  lowercaseAfterGreeting: boolean;
  months: readonly string[];
  /** The role's name when neither the form nor the ad gives one. */
  fallbackRole: string;
  date(day: number, month: string, year: number): string;
  /** The date line, with the sender's town where the language puts one there (French). */
  dateLine(date: string, town: string | null): string;
  /** The subject line, where the language's letters have one. */
  subject(role: string): string | null;
  greeting(company: CompanyForms, tone: Tone): string;
  signoff(tone: Tone): string;
  list(items: readonly string[]): string;
  quote(text: string): string;
  /** Last touches to a written sentence (French elision: "de Analyste" → "d'Analyste"). */
  finish?(sentence: string): string;
  company(name: string | null): CompanyForms;
  roleAt(position: string, company: string): string;
  degreeAt(degree: string, institution: string): string;
  since(year: number): string;
  /** Names of spoken languages by ISO code, in this language, lower or upper case as it writes them. */
  languageNames: Readonly<Record<string, string>>;
  /** A spoken language's level as the CV states it, shown beside its name ("German (basic)"). */
  languageLevels: Readonly<Record<LanguageLevel, string>>;
  /** The motivation of a letter whose match is weak: a change of direction, from `from`. */
  careerChange: Variants<{ role: string; co: CompanyForms; from: string }>;

  opening: ToneVariants<{ role: string; co: CompanyForms }>;
  currentRole: Variants<{ roleAt: string }>;
  recentRole: Variants<{ roleAt: string }>;
  studyDone: Variants<{ degreeAt: string }>;
  studyOngoing: Variants<{ degreeAt: string }>;
  /** A qualification under way that is not a degree (apprenticeship, retraining, course, exam): no 'study'. */
  trainingOngoing: Variants<{ degreeAt: string }>;
  topMatch: Variants<{ list: string }>;
  noMatch: Variants<{ role: string }>;
  openingExtra: Variants<{ role: string; co: CompanyForms }>;

  roleNow: Variants<RoleFacts>;
  rolePast: Variants<RoleFacts>;
  roleNowPlain: Variants<RoleFacts>;
  rolePastPlain: Variants<RoleFacts>;
  previousRole: Variants<RoleFacts>;
  previousRolePlain: Variants<RoleFacts>;
  roleTools: Variants<{ list: string; current: boolean }>;
  /** Another role, without saying when it came (it may lie between the two the letter leads with). */
  otherRole: Variants<RoleFacts>;
  studyEvidence: Variants<StudyFacts>;
  studyEvidencePlain: Variants<StudyFacts>;
  /** For a CV without jobs: looking forward to the first professional role. */
  freshStart: Variants<{ role: string }>;
  /** A last line for the second evidence paragraph, summing it up. */
  evidenceWrap: Variants<{ role: string }>;
  example: Variants<{ line: string }>;
  /** A CV line turned into a first-person clause ("Led a team" → "I led a team"), where the language allows. */
  clause?: (line: string) => string | null;
  exampleClause?: Variants<{ clause: string }>;
  years: Variants<{ years: number }>;
  skills: Variants<{ list: string }>;
  soft: Variants<{ list: string }>;
  /** The qualification named by its kind: a degree is studied, an exam passed, an apprenticeship trained. */
  education: Readonly<Record<EducationKind, Variants<{ degreeAt: string }>>>;
  languages: Variants<{ list: string }>;
  /** The languages as the second half of a sentence ("…, and I speak English"). */
  languagesTail: Variants<{ list: string }>;
  certifications: Variants<{ list: string }>;
  /** The applicant holds a driving licence: a sentence of its own, never an item in a skills list. */
  licence: Variants<Record<string, never>>;
  toolkit: Variants<{ list: string }>;
  strengths: Variants<{ list: string }>;
  moreSkills: Variants<{ list: string }>;
  earlierStudy: Variants<{ degreeAt: string; period: string }>;
  localTown: Variants<{ town: string; co: CompanyForms }>;
  workMode: Variants<{ mode: 'remote' | 'hybrid' }>;
  /** "You can reach me on … or at …", from what the sender block has. */
  contact(phone: string, email: string): string | null;

  motivation: ToneVariants<{ role: string; co: CompanyForms; list: string }>;
  motivationPlain: ToneVariants<{ role: string; co: CompanyForms }>;
  motivationExtra: Variants<{ role: string; co: CompanyForms }>;
  /**
   * Why this role, naming it (the body's second and last mention of the title): a sentence of the
   * motivation that differs from one ad to the next, so no two letters of a user share it.
   */
  motivationRole: Variants<{ role: string }>;

  closing: ToneVariants<{ co: CompanyForms }>;
  closingExtra: Variants<{ co: CompanyForms }>;
  availability: Variants<{ co: CompanyForms }>;
  /** An offer to answer questions: closing words for a letter that is short of facts. */
  closingMore: Variants<{ co: CompanyForms }>;
}
