import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  titleFromMessage,
  type AssistantEvent,
  type AssistantLanguage,
  type TAssistantMessage,
  type TAssistantMeta,
} from '#domain/assistant';
import { ZCvData } from '#domain/cv';
import {
  answerQuestion,
  checkAnswer,
  type AssistantAnswer,
  type AssistantContext,
} from '#engine/assist/index';
import type { Db } from '../../db/client.ts';
import { cvs, jobApplications, profiles } from '../../db/schema.ts';
import { withModel, type AiModel } from '../../infra/ai.ts';
import { toApplication } from '../applications/repository.ts';
import { getConversation, insertMessage, lastMessage, toMessage, touchConversation } from './repository.ts';

/** The applications an answer may draw on: the latest ones are the ones being worked on. */
const MAX_APPLICATIONS = 20;
/** A rewrite of one tool's answer; the longest (interview preparation) is about 600 words. */
const MAX_OUTPUT_TOKENS = 1500;

/** The CV the assistant works from: the default one, else the profile's, else the newest processed one. */
async function workingCv(db: Db, userId: string, profileCvId: string | null) {
  const rows = await db
    .select({ id: cvs.id, name: cvs.name, data: cvs.extractedData, isDefault: cvs.isDefault })
    .from(cvs)
    .where(and(eq(cvs.userId, userId), eq(cvs.extractionStatus, 'completed'), isNotNull(cvs.extractedData)))
    .orderBy(desc(cvs.isDefault), desc(cvs.createdAt))
    .limit(50);
  const chosen = rows.find((r) => r.isDefault) ?? rows.find((r) => r.id === profileCvId) ?? rows[0] ?? null;
  const data = chosen ? ZCvData.safeParse(chosen.data) : null;
  return chosen && data?.success ? { id: chosen.id, name: chosen.name, data: data.data } : null;
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
  en: `You are Applywise's career assistant. Rewrite the draft answer below for the user in clear, warm English. Keep every fact, number, quoted CV line and link exactly as given; add no facts about the user, no employers, skills, degrees, years or links that the draft does not contain. Keep the Markdown structure (headings, lists, bold). Address the user as "you".`,
  da: `Du er Applywises karriereassistent. Omskriv udkastet nedenfor til brugeren på klart, venligt dansk. Bevar alle fakta, tal, citerede CV-linjer og links præcis som de står; tilføj ingen fakta om brugeren, ingen arbejdsgivere, kompetencer, uddannelser, år eller links, som udkastet ikke indeholder. Bevar Markdown-strukturen (overskrifter, lister, fed). Tiltal brugeren med "du".`,
};

export type ReplyDeps = { db: Db; ai: AiModel | undefined; log: FastifyBaseLogger };

/** The engine's answer sent as deltas (one per line), so the web shows it as it shows a model's. */
function sendLines(text: string, send: (event: AssistantEvent) => void) {
  for (const line of text.split(/(?<=\n)/)) send({ event: 'delta', data: { text: line } });
}

/**
 * The model rewrites the engine's answer, streamed as it writes; the result must pass the same
 * check as letters (checkAnswer), else the engine's answer stands (withModel logs why).
 */
async function write(
  deps: ReplyDeps,
  question: string,
  ctx: AssistantContext,
  answer: AssistantAnswer,
  send: (event: AssistantEvent) => void,
  signal: AbortSignal,
): Promise<{ content: string; generator: TAssistantMeta['generator'] }> {
  return withModel<{ content: string; generator: TAssistantMeta['generator'] }>(
    deps.ai,
    deps.log,
    'assistant',
    async (model) => {
      let text = '';
      for await (const delta of model.stream({
        system: SYSTEM[answer.language],
        prompt: `Question: ${question}\n\nDraft answer:\n${answer.content}`,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        abortSignal: signal,
      })) {
        text += delta;
        send({ event: 'delta', data: { text: delta } });
      }
      const problems = checkAnswer(text, question, answer, ctx);
      if (problems.length) throw new Error(`the answer failed the check: ${problems.join(' ')}`);
      return { content: text.trim(), generator: 'model' as const };
    },
    () => {
      // Whatever the model had streamed is replaced by `done`; a fresh engine answer streams whole.
      if (!deps.ai) sendLines(answer.content, send);
      return { content: answer.content, generator: 'engine' as const };
    },
  );
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
  const answer = answerQuestion(request.content, ctx, request.language);
  const written = await write(deps, request.content, ctx, answer, send, signal);
  if (signal.aborted) return { user, reply: null };
  const meta: TAssistantMeta = {
    tool: answer.tool,
    sources: answer.sources,
    generator: written.generator,
    ...(answer.link ? { link: answer.link } : {}),
  };
  const row = await insertMessage(db, {
    userId,
    conversationId,
    role: 'assistant',
    content: written.content,
    meta,
  });
  await touchConversation(db, userId, conversationId);
  return { user, reply: toMessage(row) };
}
