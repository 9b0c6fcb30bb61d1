import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AssistantLanguage, TAssistantMessage } from '#domain/assistant';
import { useAuth } from '../../lib/auth-provider';
import { isApiError, type ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import {
  createConversation,
  deleteConversation,
  listConversations,
  listMessages,
  renameConversation,
  streamReply,
} from './assistant-api';

const root = ['assistant'] as const;
const listKey = (userId: string | undefined) => [...root, 'conversations', userId] as const;
const messagesKey = (userId: string | undefined, id: string) => [...root, 'messages', userId, id] as const;

export function useConversationsQuery() {
  const { user } = useAuth();
  return useQuery({
    queryKey: listKey(user?.id),
    queryFn: ({ signal }) => listConversations(signal),
    enabled: Boolean(user),
  });
}

export function useMessagesQuery(id: string | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: messagesKey(user?.id, id ?? ''),
    queryFn: ({ signal }) => listMessages(id!, signal),
    enabled: Boolean(user && id),
    // A 404 (deleted, or not yours) does not get better by asking again.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

export function useRenameConversationMutation() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameConversation(id, title),
    onSuccess: () => client.invalidateQueries({ queryKey: root }),
    onError: () => toast.error(t('assistant.toasts.renameFailed'), { id: 'assistant-action' }),
  });
}

export function useDeleteConversationMutation() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: () => {
      toast.success(t('assistant.toasts.deleted'), { id: 'assistant-action' });
      return client.invalidateQueries({ queryKey: root });
    },
    onError: () => toast.error(t('assistant.toasts.deleteFailed'), { id: 'assistant-action' }),
  });
}

/** The reply being written: what streamed so far, and how the attempt ended when it did not finish. */
export type PendingReply = {
  conversationId: string;
  question: string;
  /** The stored question once the server confirmed it. */
  user: TAssistantMessage | null;
  text: string;
  status: 'streaming' | 'stopped' | 'failed';
  error: ApiError | Error | null;
};

/**
 * Asking: creates the conversation on the first question (then `onCreated` opens it), streams the
 * reply into `pending`, and on `done` moves both messages into the conversation's cache. Stop
 * aborts the stream (the server stops with it); retry asks the same question again (the server
 * does not store it twice).
 */
export function useAssistantChat(onCreated: (id: string) => void) {
  const { user } = useAuth();
  const client = useQueryClient();
  const [pending, setPending] = useState<PendingReply | null>(null);
  const controller = useRef<AbortController | null>(null);

  const ask = async (conversationId: string | null, question: string, language: AssistantLanguage) => {
    const content = question.trim();
    // Spec 001 §4: an empty or whitespace message is not sent.
    if (!content || pending?.status === 'streaming') return;
    const abort = new AbortController();
    controller.current = abort;
    let id = conversationId;
    let stored: TAssistantMessage | null = null;
    const base = { question: content, user: null, text: '', error: null };
    setPending({ conversationId: id ?? '', ...base, status: 'streaming' });
    try {
      if (!id) {
        id = (await createConversation()).id;
        setPending((p) => p && { ...p, conversationId: id! });
        onCreated(id);
      }
      const key = messagesKey(user?.id, id);
      await streamReply(
        id,
        { content, language },
        (event) => {
          if (event.event === 'user') {
            stored = event.data;
            setPending((p) => p && { ...p, user: event.data });
          } else if (event.event === 'delta')
            setPending((p) => p && { ...p, text: p.text + event.data.text });
          else if (event.event === 'done') {
            const added = [stored, event.data].filter((m): m is TAssistantMessage => m !== null);
            client.setQueryData<TAssistantMessage[]>(key, (old = []) => [
              ...old.filter((m) => !added.some((a) => a.id === m.id)),
              ...added,
            ]);
            setPending(null);
          } else if (event.event === 'error')
            setPending((p) => p && { ...p, status: 'failed', error: new Error(event.data.error.message) });
        },
        abort.signal,
      );
      // The stream ended without `done` or `error` (a dropped connection).
      setPending((p) => (p?.status === 'streaming' ? { ...p, status: 'failed', error: new Error('') } : p));
    } catch (error) {
      const stopped = error instanceof DOMException && error.name === 'AbortError';
      setPending(
        (p) =>
          p && { ...p, status: stopped ? 'stopped' : 'failed', error: stopped ? null : (error as Error) },
      );
    } finally {
      if (id) void client.invalidateQueries({ queryKey: listKey(user?.id) });
      if (id) void client.invalidateQueries({ queryKey: messagesKey(user?.id, id) });
    }
  };

  return {
    pending,
    ask,
    stop: () => controller.current?.abort(),
    retry: (language: AssistantLanguage) => {
      if (pending && pending.status !== 'streaming')
        void ask(pending.conversationId || null, pending.question, language);
    },
    dismiss: () => setPending(null),
  };
}
