import { ZChatLink, needsEscalation, type TChatLink } from '#domain/chat';

/** Spec 000 §3: a message of the public chat widget; a reply may point to a page of ours. */
export type ChatMessage = { id: string; text: string; isUser: boolean; timestamp: number; link?: TChatLink };

/** The reply's link (a career question: the AI assistant), when it is a path of this site. */
export function replyLink(body: unknown): TChatLink | undefined {
  const link = ZChatLink.safeParse(
    body && typeof body === 'object' && 'link' in body ? body.link : undefined,
  );
  return link.success && /^\/(?![/\\])/.test(link.data.href) ? link.data : undefined;
}

/** The texts a reply is built from, already translated and with the support email filled in. */
export type ReplyTexts = { emptyResponse: string; escalation: string };

/**
 * The assistant's reply to `userMessage` (spec 000 §8): the server's answer, or the "could not
 * process" text when it is empty; with the note on reaching a person when the visitor asked for one.
 */
export function composeReply(response: string, userMessage: string, texts: ReplyTexts): string {
  const answer = response.trim() || texts.emptyResponse;
  return needsEscalation(userMessage) ? `${answer}\n\n${texts.escalation}` : answer;
}

export type TextPart =
  { kind: 'text'; text: string } | { kind: 'contact'; text: string } | { kind: 'email'; text: string };

const LINKABLE = /(\/contact\b|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/**
 * Splits a message into plain text and the parts that should be links: the contact page path and
 * email addresses. Messages are rendered as text, never as HTML, so a reply cannot inject markup.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const start = match.index;
    // A trailing full stop ends the sentence, not the address.
    const value = match[0].replace(/\.+$/, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: value.startsWith('/') ? 'contact' : 'email', text: value });
    last = start + value.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
