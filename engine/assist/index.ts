/**
 * The AI assistant's built-in engine (issue 16): a question is routed to one of four tools, each
 * of which works from the user's own data (default CV, profile, applications with their ads and
 * ATS reports) and names what it used. Pure, synchronous and deterministic; the server adds the
 * optional model, which only rewrites an answer built here.
 */
import type { AssistantLanguage } from '#domain/assistant';
import { careerChangeAnswer } from './career.ts';
import { coverLetterAnswer } from './cover.ts';
import { helpAnswer } from './help.ts';
import { interviewAnswer } from './interview.ts';
import { resumeAnswer } from './resume.ts';
import { questionLanguage, routeQuestion } from './route.ts';
import type { AssistantAnswer, AssistantContext } from './types.ts';

export { routeQuestion, questionLanguage } from './route.ts';
export { checkAnswer } from './check.ts';
export type { AssistantAnswer, AssistantApplication, AssistantContext } from './types.ts';

export function answerQuestion(
  question: string,
  ctx: AssistantContext,
  uiLanguage: AssistantLanguage,
): AssistantAnswer {
  const language = questionLanguage(question, uiLanguage);
  switch (routeQuestion(question)) {
    case 'interview':
      return interviewAnswer(question, ctx, language);
    case 'resume':
      return resumeAnswer(ctx, language);
    case 'cover-letter':
      return coverLetterAnswer(question, ctx, language);
    case 'career-change':
      return careerChangeAnswer(question, ctx, language);
    case 'help':
      return helpAnswer(language);
  }
}
