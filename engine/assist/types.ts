import type { AssistantLanguage, AssistantTool, TAssistantSource } from '#domain/assistant';
import type { TAtsReport, TJobAd } from '#domain/applications';
import type { TCvData } from '#domain/cv';

/** One saved application as the assistant sees it (newest first in the context). */
export interface AssistantApplication {
  id: string;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  /** The stored analysis, when the generator wrote one; otherwise analysed from the description. */
  jobAd: TJobAd | null;
  report: TAtsReport | null;
}

/** The user's own data every answer is built from (read by the server, passed in whole). */
export interface AssistantContext {
  cv: { id: string; name: string; data: TCvData } | null;
  profile: { targetRoles: readonly string[]; industry: string | null };
  applications: readonly AssistantApplication[];
  now: Date;
}

export interface AssistantAnswer {
  tool: AssistantTool;
  language: AssistantLanguage;
  /** Markdown: headings, bold, lists, quotes and links to the app's own pages. */
  content: string;
  sources: TAssistantSource[];
  link?: { href: string; label: string };
}

/** A text in both languages, picked by the answer's language. */
export type Both<T = string> = Record<AssistantLanguage, T>;
