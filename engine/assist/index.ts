/**
 * The AI assistant's built-in engine (issue 16): tools that each work from the user's own data
 * (default CV, profile, applications with their ads and ATS reports) and name what they used, run
 * by name with arguments (`runTool`). Without a model the router picks the tool and its arguments
 * from the question; with one, the model does (server/features/assistant). Pure, synchronous and
 * deterministic.
 */
import type { AssistantLanguage } from '#domain/assistant';
import { careerChangeAnswer } from './career.ts';
import { coverLetterAnswer } from './cover.ts';
import { helpAnswer } from './help.ts';
import { interviewAnswer } from './interview.ts';
import { resumeAnswer } from './resume.ts';
import { questionLanguage, routeQuestion } from './route.ts';
import type { AssistantAnswer, AssistantContext, ToolCall } from './types.ts';

export { routeQuestion, questionLanguage } from './route.ts';
export { checkAnswer, userFacts } from './check.ts';
export type { AssistantAnswer, AssistantApplication, AssistantContext, ToolArgs, ToolCall } from './types.ts';

/** One tool on the user's data; the arguments only say what the user asked about. */
export function runTool(call: ToolCall, ctx: AssistantContext, language: AssistantLanguage): AssistantAnswer {
  switch (call.tool) {
    case 'interview':
      return interviewAnswer(call.args.application ?? '', ctx, language);
    case 'resume':
      return resumeAnswer(ctx, language);
    case 'cover-letter':
      return coverLetterAnswer(call.args.application ?? '', ctx, language);
    case 'career-change':
      return careerChangeAnswer(call.args.target ?? '', ctx, language);
    case 'help':
      return helpAnswer(language);
  }
}

/** The built-in assistant: the router's tool on the question, in the question's language. */
export function answerQuestion(
  question: string,
  ctx: AssistantContext,
  uiLanguage: AssistantLanguage,
): AssistantAnswer {
  return runTool(routeQuestion(question), ctx, questionLanguage(question, uiLanguage));
}
