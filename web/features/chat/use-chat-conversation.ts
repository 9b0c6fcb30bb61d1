import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { chatReplyDelay, type TChatRequest } from '#domain/chat';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { usePublicConfig } from '../../lib/use-public-config';
import { composeReply, replyLink, type ChatMessage } from './chat-reply';

/** The seeded greeting is translated when shown, so it follows a language switch. */
export const GREETING_ID = 'greeting';

let nextId = 0;
const message = (text: string, isUser: boolean): ChatMessage => ({
  id: `m${++nextId}`,
  text,
  isUser,
  timestamp: Date.now(),
});

/** Spec 000 §8 reads the reply from `response`; anything else counts as an empty reply. */
function responseText(body: unknown): string {
  if (body && typeof body === 'object' && 'response' in body && typeof body.response === 'string') {
    return body.response;
  }
  return '';
}

/**
 * The widget's conversation (spec 000 §4): sending disables the input; once the reply arrives a
 * typing indicator shows for `chatReplyDelay(reply)` before the reply appears (§9). Lives as long
 * as the public layout, so closing and reopening the panel keeps the conversation.
 */
export function useChatConversation() {
  const { t } = useTranslation();
  const publicConfig = usePublicConfig();
  const email = publicConfig.data?.supportEmail ?? t('chat.emailFallback');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sending, setSending] = useState(false);
  const [typing, setTyping] = useState(false);
  // State updates land a render later; the ref blocks a second Enter pressed in between.
  const busy = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const seed = useCallback(() => {
    setMessages((current) => (current.length ? current : [{ ...message('', false), id: GREETING_ID }]));
  }, []);

  /** Sends `raw`; false when it was not sent (blank, or a send is already in progress). */
  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      if (!text || busy.current) return false;
      busy.current = true;
      setSending(true);
      setMessages((current) => [...current, message(text, true)]);

      const body: TChatRequest = { message: text };
      void api('/api/chat', { method: 'POST', body })
        .then(async (data) => {
          const reply = composeReply(responseText(data), text, {
            emptyResponse: t('chat.emptyResponse'),
            escalation: t('chat.escalation', { email }),
          });
          setTyping(true);
          await new Promise((resolve) => {
            timer.current = window.setTimeout(resolve, chatReplyDelay(reply));
          });
          const link = replyLink(data);
          setMessages((current) => [...current, { ...message(reply, false), ...(link ? { link } : {}) }]);
        })
        .catch(() => {
          setMessages((current) => [...current, message(t('chat.connectionError', { email }), false)]);
          toast.error(t('chat.toast.errorTitle'), { description: t('chat.toast.errorDescription') });
        })
        .finally(() => {
          busy.current = false;
          setTyping(false);
          setSending(false);
        });
      return true;
    },
    [t, email],
  );

  return { messages, sending, typing, seed, send };
}
