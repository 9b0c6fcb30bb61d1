import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  titleFromMessage,
  type AssistantEvent,
  type AssistantLanguage,
  type TAssistantMessage,
  type TAssistantMeta,
} from '#domain/assistant';
import { ZCvData, ZCvLayout } from '#domain/cv';
import {
  answerQuestion,
  checkAnswer,
  questionLanguage,
  runTool,
  userFacts,
  type AssistantAnswer,
  type AssistantContext,
  type ToolCall,
} from '#engine/assist/index';
import type { Db } from '../../db/client.ts';
import { cvs, jobApplications, profiles } from '../../db/schema.ts';
import { withModel, type AiModel, type ModelTool } from '../../infra/ai.ts';
import { toApplication } from '../applications/repository.ts';
import { getConversation, insertMessage, lastMessage, toMessage, touchConversation } from './repository.ts';

/** The applications an answer may draw on: the latest ones are the ones being worked on. */
const MAX_APPLICATIONS = 20;
/** An answer from one tool's result; the longest (interview preparation) is about 600 words. */
const MAX_OUTPUT_TOKENS = 1500;

/** The CV the assistant works from: the default one, else the profile's, else the newest processed one. */
async function workingCv(db: Db, userId: string, profileCvId: string | null) {
  const rows = await db
    .select({
      id: cvs.id,
      name: cvs.name,
      data: cvs.extractedData,
      layout: cvs.layout,
      source: cvs.source,
      isDefault: cvs.isDefault,
    })
    .from(cvs)
    .where(and(eq(cvs.userId, userId), eq(cvs.extractionStatus, 'completed'), isNotNull(cvs.extractedData)))
    .orderBy(desc(cvs.isDefault), desc(cvs.createdAt))
    .limit(50);
  const chosen = rows.find((r) => r.isDefault) ?? rows.find((r) => r.id === profileCvId) ?? rows[0] ?? null;
  const data = chosen ? ZCvData.safeParse(chosen.data) : null;
  if (!chosen || !data?.success) return null;
  // A summary an older schema wrote counts as unknown: the review then says it cannot judge.
  const layout = ZCvLayout.safeParse(chosen.layout);
  return {
    id: chosen.id,
    name: chosen.name,
    data: data.data,
    layout: layout.success ? layout.data : null,
    builder: chosen.source === 'builder',
  };
}

/** Everything of the user's the tools may use, read in one go (all filtered by the user). */
export async function loadContext(db: Db, userId: string, now = new Date()): Promise<AssistantContext> {
  const [[profile], appRows] = await Promise.all([
    db
      .select({
        cvId: profiles.cvId,
        targetRoles: profiles.targetRoles,
        industry: profiles.industryPreference,
      })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.userId, userId))
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(MAX_APPLICATIONS),
  ]);
  const cv = await workingCv(db, userId, profile?.cvId ?? null);
  return {
    cv,
    profile: { targetRoles: profile?.targetRoles ?? [], industry: profile?.industry ?? null },
    applications: appRows.map((row) => {
      const app = toApplication(row, now);
      return {
        id: app.id,
        jobTitle: app.jobTitle,
        companyName: app.companyName,
        jobDescription: app.jobDescription,
        jobAd: app.jobAd,
        report: app.atsReport,
      };
    }),
    now,
  };
}

const SYSTEM: Record<AssistantLanguage, string> = {
  en: `You are Applywise's career assistant. You know nothing about the user yourself: for anything about their CV, applications or career, call the tool that does it (interview preparation, resume review, cover letter, career change) and answer from its result; for anything else, call help. Answer in clear, warm English. Keep every fact, number, quoted CV line and link of the tool's answer exactly as given; add no facts about the user, no employers, skills, degrees, years or links that the tool's answer does not contain. Use Markdown (headings, lists, bold). Address the user as "you".`,
  da: `Du er Applywises karriereassistent. Du ved selv intet om brugeren: til alt om brugerens CV, ansøgninger eller karriere kalder du det værktøj, der gør det (forberedelse til jobsamtale, gennemgang af CV, ansøgning, karriereskift), og svarer ud fra dets resultat; til alt andet kalder du help. Svar på klart, venligt dansk. Bevar alle fakta, tal, citerede CV-linjer og links i værktøjets svar præcis som de står; tilføj ingen fakta om brugeren, ingen arbejdsgivere, kompetencer, uddannelser, år eller links, som værktøjets svar ikke indeholder. Brug Markdown (overskrifter, lister, fed). Tiltal brugeren med "du".`,
};

/** A tool call, its result and the answer; a second round is allowed (e.g. two applications). */
const MAX_STEPS = 3;

const application = z
  .string()
  .trim()
  .max(200)
  .optional()
  .describe(
    'The company or job title of the saved application the user names; leave out for the newest one.',
  );

/**
 * The engine's tools as the model sees them: the arguments only name what the user asked about; each
 * call runs the engine tool on the user's loaded context, notes its answer in `ran`, and gives the
 * model the tool's answer and the labels of its sources.
 */
function modelTools(
  ctx: AssistantContext,
  language: AssistantLanguage,
  ran: AssistantAnswer[],
): Record<string, ModelTool> {
  const engineTool = <T>(
    description: string,
    input: z.ZodType<T>,
    call: (args: T) => ToolCall,
  ): ModelTool => ({
    description,
    input,
    run(args: T) {
      const answer = runTool(call(args), ctx, language);
      ran.push(answer);
      return { answer: answer.content, sources: answer.sources.map((source) => source.label) };
    },
  });
  const none = z.object({}).strict();
  return {
    interview_preparation: engineTool(
      "Likely interview questions from a saved application's job ad, with the evidence for each from the user's CV and a STAR outline.",
      z.object({ application }).strict(),
      (args) => ({ tool: 'interview', args }),
    ),
    resume_review: engineTool(
      "Reviews the user's CV: missing sections, results without numbers, dates, length, skills the experience does not show, and a layout an ATS may not read whole (two columns, tables, text boxes, text or contact details in page headers and footers, as read from the uploaded file); quotes the lines to fix.",
      none,
      () => ({ tool: 'resume', args: {} }),
    ),
    cover_letter: engineTool(
      "Opens the application generator for a saved application, with what to lead with from the user's CV.",
      z.object({ application }).strict(),
      (args) => ({ tool: 'cover-letter', args }),
    ),
    career_change: engineTool(
      "Compares the user's CV skills with a target occupation's skills: overlap, gaps and a learning plan.",
      z
        .object({
          target: z.string().trim().min(1).max(200).describe('The occupation the user wants to move into.'),
        })
        .strict(),
      (args) => ({ tool: 'career-change', args }),
    ),
    help: engineTool('What the assistant can do, for anything the other tools do not cover.', none, () => ({
      tool: 'help',
      args: {},
    })),
  };
}

export type ReplyDeps = { db: Db; ai: AiModel | undefined; log: FastifyBaseLogger };

type Written = { content: string; generator: TAssistantMeta['generator']; answers: AssistantAnswer[] };

/** The engine's answer sent as deltas (one per line), so the web shows it as it shows a model's. */
function sendLines(text: string, send: (event: AssistantEvent) => void) {
  for (const line of text.split(/(?<=\n)/)) send({ event: 'delta', data: { text: line } });
}

/**
 * The model answers with the engine's tools as function calls: each call runs the engine tool on the
 * user's loaded context (never on what the model says about the user) and gives the model the tool's
 * answer and sources. The model's text, streamed as it writes, must then pass the same check as
 * letters against what the tools answered (checkAnswer); an answer with no tool call may state no
 * fact about the user. Otherwise (or when the model fails, times out, calls a tool wrongly) the
 * engine's routed answer stands, and withModel logs why.
 */
async function write(
  deps: ReplyDeps,
  question: string,
  uiLanguage: AssistantLanguage,
  ctx: AssistantContext,
  send: (event: AssistantEvent) => void,
  signal: AbortSignal,
): Promise<Written> {
  const language = questionLanguage(question, uiLanguage);
  return withModel<Written>(
    deps.ai,
    deps.log,
    'assistant',
    async (model) => {
      const ran: AssistantAnswer[] = [];
      const tools = modelTools(ctx, language, ran);
      let text = '';
      for await (const delta of model.stream({
        system: SYSTEM[language],
        prompt: question,
        tools,
        maxSteps: MAX_STEPS,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        abortSignal: signal,
      })) {
        text += delta;
        send({ event: 'delta', data: { text: delta } });
      }
      const answers = ran.length ? ran : [runTool({ tool: 'help', args: {} }, ctx, language)];
      const problems = [
        ...checkAnswer(text, answers, ctx),
        ...(ran.length
          ? []
          : userFacts(text, ctx).map((fact) => `No tool ran, yet the answer names ${fact}.`)),
      ];
      if (problems.length) throw new Error(`the answer failed the check: ${problems.join(' ')}`);
      return { content: text.trim(), generator: 'model' as const, answers };
    },
    () => {
      const answer = answerQuestion(question, ctx, uiLanguage);
      // Whatever the model had streamed is replaced by `done`; a fresh engine answer streams whole.
      if (!deps.ai) sendLines(answer.content, send);
      return { content: answer.content, generator: 'engine' as const, answers: [answer] };
    },
  );
}

/** The reply's meta from the tools that ran: the first that is not `help` names it, sources of all. */
function metaOf(written: Written): TAssistantMeta {
  const main = written.answers.find((a) => a.tool !== 'help') ?? written.answers[0]!;
  const sources = written.answers
    .flatMap((a) => a.sources)
    .filter(
      (s, i, all) => all.findIndex((o) => o.kind === s.kind && o.id === s.id && o.label === s.label) === i,
    );
  return {
    tool: main.tool,
    sources,
    generator: written.generator,
    ...(main.link ? { link: main.link } : {}),
  };
}

/**
 * A question and its reply in a conversation of the user: the question is stored first (a retry of
 * the last, still unanswered question reuses it), the reply is built from the user's data, streamed
 * through `send`, and stored with its tool and sources. When the client leaves (`signal`), nothing
 * more is stored.
 */
export async function reply(
  deps: ReplyDeps,
  userId: string,
  conversationId: string,
  request: { content: string; language: AssistantLanguage },
  send: (event: AssistantEvent) => void,
  signal: AbortSignal,
): Promise<{ user: TAssistantMessage; reply: TAssistantMessage | null }> {
  const { db } = deps;
  const conversation = await getConversation(db, userId, conversationId);
  const last = await lastMessage(db, userId, conversationId);
  const userRow =
    last?.role === 'user' && last.content === request.content
      ? last
      : await insertMessage(db, { userId, conversationId, role: 'user', content: request.content });
  const user = toMessage(userRow);
  send({ event: 'user', data: user });
  await touchConversation(
    db,
    userId,
    conversationId,
    conversation.title ? undefined : titleFromMessage(request.content),
  );

  const ctx = await loadContext(db, userId);
  const written = await write(deps, request.content, request.language, ctx, send, signal);
  if (signal.aborted) return { user, reply: null };
  const row = await insertMessage(db, {
    userId,
    conversationId,
    role: 'assistant',
    content: written.content,
    meta: metaOf(written),
  });
  await touchConversation(db, userId, conversationId);
  return { user, reply: toMessage(row) };
}
