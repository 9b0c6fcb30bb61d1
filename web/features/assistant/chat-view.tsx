import type { TFunction } from 'i18next';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Copy from 'lucide-react/icons/copy';
import Send from 'lucide-react/icons/send';
import Sparkles from 'lucide-react/icons/sparkles';
import Square from 'lucide-react/icons/square';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { MESSAGE_MAX, QUICK_PROMPTS, type TAssistantMessage, type TAssistantSource } from '#domain/assistant';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { Markdown } from './markdown';
import type { PendingReply } from './use-assistant';

/** Where a source leads: the CV, the application, or the profile in settings. */
function sourceHref(source: TAssistantSource): string | null {
  if (source.kind === 'cv' && source.id) return `/cvs/${source.id}`;
  if (source.kind === 'application' && source.id) return `/applications/${source.id}`;
  if (source.kind === 'profile') return '/settings';
  return null;
}

function Sources({ sources }: { sources: readonly TAssistantSource[] }) {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  return (
    <div className="mt-3 border-t border-border pt-2 text-xs text-muted-foreground">
      <span className="font-medium">{t('assistant.chat.sources')}:</span>{' '}
      <ul className="inline" aria-label={t('assistant.chat.sources')}>
        {sources.map((s, i) => {
          const label = t(`assistant.chat.source.${s.kind}`, { label: s.label });
          const href = sourceHref(s);
          return (
            <li key={`${s.kind}-${s.id ?? s.label}`} className="inline">
              {i ? ' · ' : ''}
              {href ? (
                <Link to={href} className="underline underline-offset-2 hover:no-underline">
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done, { id: 'assistant-copy' });
  } catch {
    toast.error(failed, { id: 'assistant-copy' });
  }
}

function UserBubble({ content }: { content: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex justify-end" aria-label={t('assistant.chat.you')}>
      <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm whitespace-pre-wrap text-primary-foreground">
        {content}
      </div>
    </li>
  );
}

function AssistantBubble({ message }: { message: TAssistantMessage }) {
  const { t } = useTranslation();
  return (
    <li className="flex justify-start" aria-label={t('assistant.chat.assistant')}>
      <article className="w-full max-w-[95%] rounded-2xl rounded-bl-sm border border-border bg-card px-4 py-3 sm:max-w-[85%]">
        <Markdown source={message.content} />
        <Sources sources={message.meta?.sources ?? []} />
        <div className="mt-2 flex justify-end">
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              void copy(message.content, t('assistant.chat.copied'), t('assistant.chat.copyFailed'))
            }
          >
            <Copy aria-hidden="true" />
            {t('assistant.chat.copy')}
          </Button>
        </div>
      </article>
    </li>
  );
}

function pendingError(t: TFunction, pending: PendingReply): string {
  if (pending.status === 'stopped') return t('assistant.chat.stopped');
  if (isApiError(pending.error) && pending.error.status === 429) return t('assistant.chat.rateLimited');
  if (isApiError(pending.error) && pending.error.status === 404) return t('assistant.chat.notFound');
  return t('assistant.chat.failed');
}

function PendingBubbles({ pending, onRetry }: { pending: PendingReply; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <UserBubble content={pending.question} />
      <li className="flex justify-start" aria-label={t('assistant.chat.assistant')}>
        <div className="w-full max-w-[95%] space-y-3 rounded-2xl rounded-bl-sm border border-border bg-card px-4 py-3 sm:max-w-[85%]">
          {pending.text ? (
            <Markdown source={pending.text} />
          ) : pending.status === 'streaming' ? (
            <p className="animate-pulse text-sm text-muted-foreground">{t('assistant.chat.writing')}</p>
          ) : null}
          {pending.status === 'streaming' ? null : (
            <Alert
              variant={pending.status === 'stopped' ? 'default' : 'destructive'}
              className="items-center justify-between"
            >
              <AlertDescription>{pendingError(t, pending)}</AlertDescription>
              <Button size="sm" variant="outline" onClick={onRetry}>
                {t('assistant.chat.retry')}
              </Button>
            </Alert>
          )}
        </div>
      </li>
    </>
  );
}

function QuickPrompts({ onPick, disabled }: { onPick: (prompt: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('assistant.quickPrompts.label')} className="flex flex-wrap gap-2">
      {QUICK_PROMPTS.map((id) => (
        <Button
          key={id}
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => onPick(t(`assistant.quickPrompts.${id}.prompt`))}
        >
          {t(`assistant.quickPrompts.${id}.label`)}
        </Button>
      ))}
    </div>
  );
}

function Composer({
  streaming,
  onSend,
  onStop,
}: {
  streaming: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = () => {
    // Spec 001 §4: an empty or whitespace message is not sent.
    if (!text.trim() || streaming) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter inserts a newline (spec 001 §2); not while an IME is composing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <form
      className="sticky bottom-0 grid gap-2 border-t border-border bg-background pt-3 pb-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="assistant-message" className="sr-only">
        {t('assistant.chat.messageLabel')}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id="assistant-message"
          rows={2}
          maxLength={MESSAGE_MAX}
          className="min-h-12 resize-none"
          placeholder={t('assistant.chat.placeholder')}
          aria-describedby="assistant-message-hint"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {streaming ? (
          <Button type="button" variant="outline" onClick={onStop}>
            <Square aria-hidden="true" />
            {t('assistant.chat.stop')}
          </Button>
        ) : (
          <Button type="submit" disabled={!text.trim()}>
            <Send aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('assistant.chat.send')}</span>
          </Button>
        )}
      </div>
      <p id="assistant-message-hint" className="text-xs text-muted-foreground">
        {t('assistant.chat.hint')}
      </p>
    </form>
  );
}

/** One conversation (or a new one): its messages, the reply being written, quick prompts, the composer. */
export function ChatView({
  messages,
  loading,
  loadError,
  pending,
  onAsk,
  onStop,
  onRetry,
  onReload,
  className,
}: {
  messages: readonly TAssistantMessage[];
  loading: boolean;
  loadError: unknown;
  pending: PendingReply | null;
  onAsk: (text: string) => void;
  onStop: () => void;
  onRetry: () => void;
  onReload: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const streaming = pending?.status === 'streaming';
  // The pending question shows as pending until its reply is stored.
  const shown = pending?.user ? messages.filter((m) => m.id !== pending.user!.id) : messages;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [shown.length, pending?.text, pending?.status]);

  return (
    <section aria-labelledby="assistant-chat" className={cn('ui:flex ui:min-w-0 ui:flex-col', className)}>
      <div className="mb-3 flex items-center gap-2">
        <Button asChild variant="ghost" size="sm" className="md:hidden">
          <Link to="/ai-assistant">
            <ArrowLeft aria-hidden="true" />
            {t('assistant.chat.back')}
          </Link>
        </Button>
        <h2 id="assistant-chat" className="sr-only">
          {t('assistant.chat.heading')}
        </h2>
      </div>
      {loadError ? (
        <Alert variant="destructive" className="items-center justify-between">
          <AlertDescription>
            {isApiError(loadError) && loadError.status === 404
              ? t('assistant.chat.notFound')
              : t('assistant.chat.loadError')}
          </AlertDescription>
          {isApiError(loadError) && loadError.status === 404 ? null : (
            <Button size="sm" variant="outline" onClick={onReload}>
              {t('common.retry')}
            </Button>
          )}
        </Alert>
      ) : loading ? (
        <div aria-hidden="true" className="h-48 animate-pulse rounded-xl bg-muted" />
      ) : shown.length === 0 && !pending ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Sparkles aria-hidden="true" className="size-6" />
          </span>
          <p className="font-medium">{t('assistant.chat.emptyTitle')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('assistant.chat.emptyText')}</p>
          <QuickPrompts onPick={onAsk} disabled={streaming} />
        </div>
      ) : (
        <ol className="space-y-4" aria-live="polite" aria-busy={streaming}>
          {shown.map((m) =>
            m.role === 'user' ? (
              <UserBubble key={m.id} content={m.content} />
            ) : (
              <AssistantBubble key={m.id} message={m} />
            ),
          )}
          {pending ? <PendingBubbles pending={pending} onRetry={onRetry} /> : null}
        </ol>
      )}
      <div ref={end} />
      <div className="mt-auto pt-4">
        {shown.length > 0 || pending ? (
          <div className="mb-2">
            <QuickPrompts onPick={onAsk} disabled={streaming} />
          </div>
        ) : null}
        <Composer streaming={streaming} onSend={onAsk} onStop={onStop} />
      </div>
    </section>
  );
}
