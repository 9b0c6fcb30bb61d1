import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { cn } from '../../lib/utils';
import { ChatView } from './chat-view';
import { ConversationList } from './conversation-list';
import { useAssistantChat, useMessagesQuery } from './use-assistant';

/**
 * /ai-assistant (spec 001 §2): conversations beside the chat. On a narrow screen they are two
 * views: /ai-assistant lists the conversations, /ai-assistant/new and /ai-assistant/:id show a chat.
 */
export function AssistantPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const routeId = params.conversationId ?? null;
  const id = routeId === 'new' ? null : routeId;
  const chatOpen = routeId !== null;
  const language = i18n.language.startsWith('da') ? 'da' : 'en';
  const chat = useAssistantChat((created) => void navigate(`/ai-assistant/${created}`, { replace: true }));
  const messages = useMessagesQuery(id);
  // A reply being written belongs to its conversation; another one shows without it.
  const pending =
    chat.pending && (chat.pending.conversationId === (id ?? '') || (!id && !chat.pending.conversationId))
      ? chat.pending
      : null;

  return (
    <div className="space-y-6">
      <PageHeader
        seo={{ title: t('assistant.seo.title'), description: t('assistant.seo.description') }}
        title={t('assistant.title')}
        description={t('assistant.subtitle')}
      />
      <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
        <ConversationList
          activeId={id}
          className={cn(chatOpen && 'hidden md:flex')}
          onDeleted={(deleted) => {
            if (deleted === id) void navigate('/ai-assistant', { replace: true });
          }}
        />
        <ChatView
          className={cn(!chatOpen && 'hidden md:flex')}
          messages={id ? (messages.data ?? []) : []}
          loading={Boolean(id) && messages.isPending && !pending}
          loadError={id ? messages.error : null}
          pending={pending}
          onAsk={(text) => void chat.ask(id, text, language)}
          onStop={chat.stop}
          onRetry={() => chat.retry(language)}
          onReload={() => void messages.refetch()}
        />
      </div>
    </div>
  );
}
