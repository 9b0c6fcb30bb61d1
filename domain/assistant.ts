import { z } from 'zod';

/**
 * The AI assistant (spec 001 §2 "AI assistant", §3 "Assistant chat message"; issue 16): stored
 * conversations of one user, each a list of messages; a reply is built by one of the assistant's
 * tools from the user's own data and names that data as its sources.
 */

/** The tools a question is routed to; `help` says what the assistant can do. */
export const ASSISTANT_TOOLS = ['interview', 'resume', 'cover-letter', 'career-change', 'help'] as const;
export type AssistantTool = (typeof ASSISTANT_TOOLS)[number];

/** The quick prompts the chat offers (spec 001 §2), one per tool but `help`. */
export const QUICK_PROMPTS = ['interview', 'resume', 'cover-letter', 'career-change'] as const;
export type QuickPrompt = (typeof QUICK_PROMPTS)[number];

export const ASSISTANT_LANGUAGES = ['en', 'da'] as const;
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number];

/** Which of the user's data an answer was built from (shown under the reply). */
export const ZAssistantSource = z.object({
  kind: z.enum(['cv', 'profile', 'application', 'vocabulary']),
  /** The row it names (a CV or an application), so the web can link to it. */
  id: z.string().optional(),
  label: z.string(),
});
export type TAssistantSource = z.infer<typeof ZAssistantSource>;

export const ZAssistantMeta = z.object({
  tool: z.enum(ASSISTANT_TOOLS),
  sources: z.array(ZAssistantSource),
  /** Who wrote the prose: the built-in engine, or the configured model (its claims checked). */
  generator: z.enum(['engine', 'model']),
  /** A page the answer leads to (the generator, prefilled). */
  link: z.object({ href: z.string(), label: z.string() }).optional(),
});
export type TAssistantMeta = z.infer<typeof ZAssistantMeta>;

export const ZAssistantMessage = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  meta: ZAssistantMeta.nullable(),
  createdAt: z.string(),
});
export type TAssistantMessage = z.infer<typeof ZAssistantMessage>;

/** An untitled conversation has an empty title (the web shows "New conversation" in its language). */
export const ZAssistantConversation = z.object({
  id: z.uuid(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAssistantConversation = z.infer<typeof ZAssistantConversation>;

export const ZAssistantConversationList = z.object({
  items: z.array(ZAssistantConversation),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAssistantConversationList = z.infer<typeof ZAssistantConversationList>;

export const ZAssistantConversationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const TITLE_MAX = 120;
const title = z.string().trim().max(TITLE_MAX, `At most ${TITLE_MAX} characters`);

export const ZAssistantConversationCreate = z.object({ title: title.optional() }).strict();
export const ZAssistantConversationRename = z.object({ title: title.min(1, 'Enter a title') }).strict();
export type TAssistantConversationRename = z.infer<typeof ZAssistantConversationRename>;

export const ZAssistantConversationParams = z.object({ id: z.uuid('Not a conversation id') });

export const MESSAGE_MAX = 4000;
/** Spec 001 §4: an empty or whitespace-only message is not sent. */
export const ZAssistantSendRequest = z
  .object({
    content: z
      .string()
      .trim()
      .min(1, 'Write a message')
      .max(MESSAGE_MAX, `At most ${MESSAGE_MAX} characters`),
    /** The UI language; the answer follows the message's own language when that is clear. */
    language: z.enum(ASSISTANT_LANGUAGES).optional(),
  })
  .strict();
export type TAssistantSendRequest = z.infer<typeof ZAssistantSendRequest>;

/**
 * The events of a streamed reply: the stored question (`user`), the reply as it is written
 * (`delta`), then `done` with the stored reply (whose content is final: it replaces the deltas when
 * the model's text failed the check) or `error`.
 */
export type AssistantEvent =
  | { event: 'user'; data: TAssistantMessage }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: TAssistantMessage }
  | { event: 'error'; data: { error: { code: string; message: string } } };

/** The messages of one conversation, oldest first. */
export const ZAssistantMessageList = z.object({ items: z.array(ZAssistantMessage) });

/** A title from the first question: its first line, cut at a word near 60 characters. */
export function titleFromMessage(content: string): string {
  const line = content.trim().split('\n')[0]!.trim();
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  const space = cut.lastIndexOf(' ');
  return `${(space > 30 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A question and its reply, as a JSON answer (without `Accept: text/event-stream`). */
export const ZAssistantExchange = z.object({ user: ZAssistantMessage, reply: ZAssistantMessage.nullable() });
