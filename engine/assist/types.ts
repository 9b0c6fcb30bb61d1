import type { AssistantLanguage, AssistantTool, TAssistantSource } from '#domain/assistant';
import type { TAtsReport, TJobAd } from '#domain/applications';
import type { TCvData, TCvLayout } from '#domain/cv';

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
  cv: {
    id: string;
    name: string;
    data: TCvData;
    /** How the uploaded file is laid out; null when unknown (read before it was stored, or built). */
    layout: TCvLayout | null;
    /** Made in the CV builder: no uploaded file, laid out by the template it is exported with. */
    builder: boolean;
  } | null;
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

/**
 * What each tool takes: text naming what the user asked about (an application by its company or
 * job title, a target occupation), never facts about the user, which the tools read from the
 * context. Without it a tool takes the newest application, or the profile's target roles.
 */
export interface ToolArgs {
  interview: { application?: string };
  resume: Record<string, never>;
  'cover-letter': { application?: string };
  'career-change': { target?: string };
  help: Record<string, never>;
}

/** A tool by name with its arguments: what the router (or the model) picks. */
export type ToolCall = { [K in AssistantTool]: { tool: K; args: ToolArgs[K] } }[AssistantTool];

/** A text in both languages, picked by the answer's language. */
export type Both<T = string> = Record<AssistantLanguage, T>;
