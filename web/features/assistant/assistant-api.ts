import {
  ZAssistantConversation,
  ZAssistantConversationList,
  ZAssistantMessage,
  ZAssistantMessageList,
  type AssistantEvent,
  type AssistantLanguage,
  type TAssistantConversation,
  type TAssistantConversationList,
  type TAssistantMessage,
} from '#domain/assistant';
import { api, ApiError, responseError } from '../../lib/api';
import { readSse, type SseMessage } from '../../lib/sse';

const BASE = '/api/assistant/conversations';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function listConversations(signal?: AbortSignal): Promise<TAssistantConversationList> {
  return api(`${BASE}?pageSize=50`, { schema: ZAssistantConversationList, ...(signal ? { signal } : {}) });
}

export function createConversation(): Promise<TAssistantConversation> {
  return api(BASE, { method: 'POST', body: {}, schema: ZAssistantConversation });
}

export function renameConversation(id: string, title: string): Promise<TAssistantConversation> {
  return api(path(id), { method: 'PATCH', body: { title }, schema: ZAssistantConversation });
}

export async function deleteConversation(id: string): Promise<void> {
  await api(path(id), { method: 'DELETE' });
}

export async function listMessages(id: string, signal?: AbortSignal): Promise<TAssistantMessage[]> {
  const list = await api(`${path(id)}/messages`, {
    schema: ZAssistantMessageList,
    ...(signal ? { signal } : {}),
  });
  return list.items;
}

/** A wire event as the assistant's event, or null for one this client does not know. */
export function toAssistantEvent(message: SseMessage): AssistantEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  switch (message.event) {
    case 'user':
    case 'done': {
      const parsed = ZAssistantMessage.safeParse(data);
      return parsed.success ? { event: message.event, data: parsed.data } : null;
    }
    case 'delta':
      return typeof (data as { text?: unknown })?.text === 'string'
        ? { event: 'delta', data: { text: (data as { text: string }).text } }
        : null;
    case 'error': {
      const error = (data as { error?: { code?: unknown; message?: unknown } })?.error;
      return {
        event: 'error',
        data: { error: { code: String(error?.code ?? 'INTERNAL'), message: String(error?.message ?? '') } },
      };
    }
    default:
      return null;
  }
}

/**
 * Sends a question and streams the reply (SSE over a POST). Refusals before the stream (blank
 * message, missing conversation, rate limit) throw ApiError; aborting `signal` stops the reply.
 */
export async function streamReply(
  conversationId: string,
  body: { content: string; language: AssistantLanguage },
  onEvent: (event: AssistantEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${path(conversationId)}/messages`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw await responseError(response);
  if (!response.body) throw new ApiError(response.status, 'INVALID_RESPONSE', 'Unexpected response');
  await readSse(response.body, (message) => {
    const event = toAssistantEvent(message);
    if (event) onEvent(event);
  });
}
