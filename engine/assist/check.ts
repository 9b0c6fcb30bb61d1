import type { TJobAd } from '#domain/applications';
import { matchCv } from '#engine/match/index';
import { findTechSkills } from '#engine/skills/index';
import { unknownEmployers } from '#engine/write/check';
import { checkClaims } from '#engine/write/claims';
import { cvTechSkills } from '#engine/write/facts';
import type { LetterInput } from '#engine/write/index';
import { analysed, pickApplication } from './context.ts';
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

/**
 * A model's rewrite of an engine answer, checked like a letter (engine/write): it may name only
 * technologies the CV or the engine's answer names (gaps are the answer's own), place the user only
 * at employers the CV names, make no claim the fact sheet contradicts (years, degrees, languages,
 * traits), and link only where the engine's answer links. Any problem and the engine's answer is
 * used instead.
 */
export function checkAnswer(
  text: string,
  question: string,
  answer: AssistantAnswer,
  ctx: AssistantContext,
): string[] {
  const problems: string[] = [];
  const links = new Set([...answer.content.matchAll(LINK)].map((m) => m[1]));
  for (const m of text.matchAll(LINK))
    if (!links.has(m[1])) problems.push(`The answer links to ${m[1]}, which the tools did not give.`);
  if (!ctx.cv) return problems;
  const cv = ctx.cv.data;
  const allowed = new Set([...cvTechSkills(cv), ...findTechSkills(answer.content)]);
  for (const t of findTechSkills(text))
    if (!allowed.has(t)) problems.push(`The answer mentions ${t}, which neither the CV nor the tools name.`);

  const app = pickApplication(question, ctx);
  const found = app ? analysed(app, ctx) : null;
  const ad = found?.ad ?? NO_AD;
  const input: LetterInput = {
    cv,
    ad,
    report: found?.report ?? matchCv(cv, ad, { now: ctx.now }),
    language: answer.language === 'da' ? 'danish' : 'english',
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
  problems.push(
    ...unknownEmployers(text, input).map(
      (name) => `The answer places the user at ${name}, which is not in the CV.`,
    ),
  );
  const known = [app?.jobTitle ?? '', app?.companyName ?? '', ad.title, ad.company, ctx.cv.name];
  problems.push(...checkClaims(text, input, known).map((p) => p.message));
  return problems;
}
