import type { TJobAd } from '#domain/applications';
import { matchCv } from '#engine/match/index';
import { findTechSkills } from '#engine/skills/index';
import { unknownEmployers } from '#engine/write/check';
import { checkClaims } from '#engine/write/claims';
import { cvTechSkills } from '#engine/write/facts';
import type { LetterInput } from '#engine/write/index';
import { mentions } from '#engine/write/text';
import { analysed } from './context.ts';
import type { AssistantAnswer, AssistantContext } from './types.ts';

const NO_AD: TJobAd = {
  language: 'en',
  title: '',
  company: '',
  requirements: [],
  hardSkills: [],
  softSkills: [],
  yearsOfExperience: null,
  educationLevel: null,
  languages: [],
  location: null,
  workMode: null,
  companyHighlights: [],
};

const LINK = /\]\(([^)\s]+)\)/g;

/** The application the tools' answers are about (by their sources), for the check's letter input. */
function answeredApplication(answers: readonly AssistantAnswer[], ctx: AssistantContext) {
  const ids = new Set(
    answers.flatMap((a) => a.sources.filter((s) => s.kind === 'application').map((s) => s.id)),
  );
  return ctx.applications.find((a) => ids.has(a.id)) ?? null;
}

/**
 * A model's answer from the tools' answers (`answers`: those of the tools that ran), checked like a
 * letter (engine/write): it may name only technologies the CV or the tools name (gaps are the
 * answers' own), place the user only at employers the CV names, make no claim the fact sheet
 * contradicts (years, degrees, languages, traits), and link only where the tools link. Any problem
 * and the engine's answer is used instead.
 */
export function checkAnswer(
  text: string,
  answers: readonly AssistantAnswer[],
  ctx: AssistantContext,
): string[] {
  const problems: string[] = [];
  const given = answers.map((a) => a.content).join('\n');
  const links = new Set([...given.matchAll(LINK)].map((m) => m[1]));
  for (const m of text.matchAll(LINK))
    if (!links.has(m[1])) problems.push(`The answer links to ${m[1]}, which the tools did not give.`);
  if (!ctx.cv) return problems;
  const cv = ctx.cv.data;
  const allowed = new Set([...cvTechSkills(cv), ...findTechSkills(given)]);
  for (const t of findTechSkills(text))
    if (!allowed.has(t)) problems.push(`The answer mentions ${t}, which neither the CV nor the tools name.`);

  const app = answeredApplication(answers, ctx);
  const found = app ? analysed(app, ctx) : null;
  const ad = found?.ad ?? NO_AD;
  const input: LetterInput = {
    cv,
    ad,
    report: found?.report ?? matchCv(cv, ad, { now: ctx.now }),
    language: answers[0]?.language === 'da' ? 'danish' : 'english',
    tone: 'professional',
    jobTitle: app?.jobTitle ?? '',
    companyName: app?.companyName ?? '',
    date: ctx.now,
    applicant: {
      fullName: cv.personalInfo.fullName,
      email: cv.personalInfo.email,
      phone: cv.personalInfo.phone,
      location: cv.personalInfo.location,
    },
  };
  const known = [app?.jobTitle ?? '', app?.companyName ?? '', ad.title, ad.company, ctx.cv.name];
  const claimed = (t: string) => [
    ...unknownEmployers(t, input).map(
      (name) => `The answer places the user at ${name}, which is not in the CV.`,
    ),
    ...checkClaims(t, input, known).map((p) => p.message),
  ];
  // What the tools themselves say stands (the interview pitch counts years as the ATS report does).
  const fromTools = new Set(claimed(given));
  problems.push(...claimed(text).filter((p) => !fromTools.has(p)));
  return problems;
}

/**
 * What a text says about the user's CV: its technologies, employers, job titles and schools. A model
 * that ran no tool has not seen the CV, so anything here in its answer is made up or guessed.
 */
export function userFacts(text: string, ctx: AssistantContext): string[] {
  if (!ctx.cv) return [];
  const cv = ctx.cv.data;
  const tech = cvTechSkills(cv);
  const named = [
    ...cv.experience.flatMap((e) => [e.company, e.position]),
    ...cv.education.map((e) => e.institution),
  ].filter((name) => name.trim().length >= 3);
  return [
    ...new Set([
      ...findTechSkills(text).filter((t) => tech.has(t)),
      ...named.filter((n) => mentions(text, n)),
    ]),
  ];
}
