import { z } from 'zod';

/**
 * The public chat widget's contract and rules (spec 000 §2, §4, §5, §8, §9), shared by the widget
 * and `POST /api/chat`.
 */

/** Languages a chat message may be answered in; the help centre itself exists in en and da. */
export const CHAT_LANGUAGES = ['en', 'da', 'de', 'es', 'fr'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/** Longest message accepted: a real question fits easily, a pasted document does not. */
export const CHAT_MESSAGE_MAX = 1000;

export const ZChatRequest = z
  .object({
    message: z
      .string({ error: 'Please enter a message.' })
      .trim()
      .min(1, 'Please enter a message.')
      .max(CHAT_MESSAGE_MAX, `Please keep your message under ${CHAT_MESSAGE_MAX} characters.`),
    /** The language to answer in; without it the server guesses it from the message. */
    language: z.enum(CHAT_LANGUAGES).optional(),
  })
  .strict();
export type TChatRequest = z.infer<typeof ZChatRequest>;

export const ZChatSource = z.object({ id: z.string(), question: z.string() });
/** A page the reply points to (a career question: the AI assistant, or signing up for it). */
export const ZChatLink = z.object({ href: z.string(), label: z.string() });
export const ZChatResponse = z.object({
  response: z.string(),
  /** The help-centre entries the answer is built from (empty when nothing matched). */
  sources: z.array(ZChatSource),
  link: ZChatLink.optional(),
});
export type TChatLink = z.infer<typeof ZChatLink>;
export type TChatResponse = z.infer<typeof ZChatResponse>;

/** Spec 000 §9: 1200 ms plus 40 ms per reply character, clamped to 2000..6000 ms. */
export const CHAT_REPLY_DELAY = { baseMs: 1200, perCharMs: 40, minMs: 2000, maxMs: 6000 } as const;

/** How long the typing indicator shows before a reply of this length appears. */
export function chatReplyDelay(reply: string): number {
  const { baseMs, perCharMs, minMs, maxMs } = CHAT_REPLY_DELAY;
  return Math.min(maxMs, Math.max(minMs, baseMs + perCharMs * reply.length));
}

/** Spec 000 §8: a message with any of these asks for a person, so the reply adds how to reach one. */
export const ESCALATION_KEYWORDS = [
  'human',
  'person',
  'agent',
  'representative',
  'escalate',
  'speak to someone',
  'real person',
] as const;

const escalationPattern = new RegExp(
  `\\b(?:${ESCALATION_KEYWORDS.map((k) => k.replace(/ /g, '\\s+')).join('|')})\\b`,
  'iu',
);

/** Case-insensitive, whole words or phrases only, so "personal" or "agency" do not count. */
export function needsEscalation(message: string): boolean {
  return escalationPattern.test(message);
}
