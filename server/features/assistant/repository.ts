import { and, count, desc, eq } from 'drizzle-orm';
import {
  ZAssistantMeta,
  type TAssistantConversation,
  type TAssistantMessage,
  type TAssistantMeta,
} from '#domain/assistant';
import type { Db } from '../../db/client.ts';
import {
  assistantConversations,
  assistantMessages,
  type AssistantConversationRow,
  type AssistantMessageRow,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

/**
 * assistant_conversations and assistant_messages: every query filters by the owner, so another
 * user's conversation is the same 404 as a missing one.
 */

const NOT_FOUND_MESSAGE = 'Conversation not found';
/** A conversation longer than this shows its latest messages (a person never gets near it). */
const MAX_MESSAGES = 500;

export function toConversation(row: AssistantConversationRow): TAssistantConversation {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMessage(row: AssistantMessageRow): TAssistantMessage {
  // A meta written by an older shape shows the reply without its sources rather than failing.
  const meta = row.meta ? ZAssistantMeta.safeParse(row.meta) : null;
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    meta: meta?.success ? meta.data : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listConversations(
  db: Db,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: TAssistantConversation[]; total: number }> {
  const mine = eq(assistantConversations.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(assistantConversations)
      .where(mine)
      .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(assistantConversations).where(mine),
  ]);
  return { items: rows.map(toConversation), total: counted?.n ?? 0 };
}

export async function createConversation(db: Db, userId: string, title: string) {
  const [row] = await db.insert(assistantConversations).values({ userId, title }).returning();
  return row!;
}

export async function getConversation(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** A new title, or (without one) only a new updatedAt: the list shows the latest active first. */
export async function touchConversation(db: Db, userId: string, id: string, title?: string) {
  const [row] = await db
    .update(assistantConversations)
    .set({ updatedAt: new Date(), ...(title === undefined ? {} : { title }) })
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)))
    .returning();
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

export async function deleteConversation(db: Db, userId: string, id: string): Promise<void> {
  // The messages go with it (on delete cascade).
  const deleted = await db
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)))
    .returning({ id: assistantConversations.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND_MESSAGE);
}

export async function listMessages(db: Db, userId: string, conversationId: string) {
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(and(eq(assistantMessages.conversationId, conversationId), eq(assistantMessages.userId, userId)))
    .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
    .limit(MAX_MESSAGES);
  return rows.reverse();
}

export async function insertMessage(
  db: Db,
  values: {
    userId: string;
    conversationId: string;
    role: 'user' | 'assistant';
    content: string;
    meta?: TAssistantMeta;
  },
): Promise<AssistantMessageRow> {
  const [row] = await db.insert(assistantMessages).values(values).returning();
  return row!;
}

/** The conversation's last message, to tell a retry (the same question still unanswered) from a new one. */
export async function lastMessage(db: Db, userId: string, conversationId: string) {
  const [row] = await db
    .select()
    .from(assistantMessages)
    .where(and(eq(assistantMessages.conversationId, conversationId), eq(assistantMessages.userId, userId)))
    .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
    .limit(1);
  return row ?? null;
}
