import type { CvLanguage, TCvData } from '#domain/cv';

/** What `parseCv` returns: the structured CV and the language it is written in. */
export interface ParsedCv {
  data: TCvData;
  detectedLanguage: CvLanguage;
  /** 0..1: how sure the language detection is. */
  languageConfidence: number;
}
