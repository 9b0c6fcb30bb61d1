import type { TCvData } from '#domain/cv';
import type { OutputLanguage, TAtsReport, TJobAd, Tone } from '#domain/applications';

/** Everything a letter is written from (the built-in writer and the model writer alike). */
export type LetterInput = {
  cv: TCvData;
  ad: TJobAd;
  report: TAtsReport;
  language: OutputLanguage;
  tone: Tone;
  jobTitle: string;
  companyName: string;
  date: Date;
  applicant: { fullName: string; email: string; phone: string; location: string };
  /** Fact ids (engine/write's fact sheet) the user unticked: the letter does not state them. */
  excludedFacts?: readonly string[];
  /**
   * Sentences of the applicant's earlier letters: where another phrasing fits, the built-in writer
   * does not say a thing the way an earlier letter said it (two letters of one applicant that
   * share sentences read like a template to a recruiter who sees both).
   */
  earlierSentences?: readonly string[];
};
