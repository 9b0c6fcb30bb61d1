import ArrowLeft from 'lucide-react/icons/arrow-left';
import Clock from 'lucide-react/icons/clock';
import MessageCircle from 'lucide-react/icons/message-circle';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { CHAT_MESSAGE_MAX } from '#domain/chat';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { QueryProvider } from '../../lib/query-provider';
import { cn } from '../../lib/utils';
import { linkParts, type ChatMessage } from './chat-reply';
import { chatStore, useChatView, type ChatView } from './chat-store';
import { GREETING_ID, useChatConversation } from './use-chat-conversation';

function Avatar({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      aria-hidden="true"
      className={cn(
        'ui:inline-flex ui:shrink-0 ui:items-center ui:justify-center ui:rounded-full ui:bg-primary ui:font-semibold ui:text-primary-foreground',
        className,
      )}
    >
      {t('chat.persona.initials')}
    </span>
  );
}

/** Message text with the contact page and email addresses as links; never rendered as HTML. */
function MessageText({ text }: { text: string }) {
  const linkClass = 'font-medium underline underline-offset-2';
  return linkParts(text).map((part, index) =>
    part.kind === 'contact' ? (
      <Link key={index} to="/contact" className={linkClass}>
        {part.text}
      </Link>
    ) : part.kind === 'email' ? (
      <a key={index} href={`mailto:${part.text}`} className={linkClass}>
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const name = t('chat.persona.name');
  const text = message.id === GREETING_ID ? t('chat.greeting') : message.text;
  return (
    <li className={cn('flex items-end gap-2', message.isUser && 'justify-end')}>
      {message.isUser ? null : <Avatar className="size-6 text-[0.625rem]" />}
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]',
          message.isUser
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{message.isUser ? t('chat.you') : name}: </span>
        <MessageText text={text} />
        {message.link ? (
          <span className="mt-2 block">
            <Link
              to={message.link.href}
              onClick={() => chatStore.setView('closed')}
              className="font-medium text-primary underline underline-offset-2"
            >
              {message.link.label}
            </Link>
          </span>
        ) : null}
      </p>
    </li>
  );
}

function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <li className="flex items-end gap-2" data-testid="chat-typing">
      <Avatar className="size-6 text-[0.625rem]" />
      <span className="inline-flex items-center gap-1 rounded-2xl rounded-bl-sm bg-muted px-3 py-3">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            style={{ animationDelay: `${delay}ms` }}
            className="size-1.5 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
          />
        ))}
        <span className="sr-only">{t('chat.typing', { name: t('chat.persona.name') })}</span>
      </span>
    </li>
  );
}

/**
 * The open chat widget (spec 000 §2/§4): a 320×384 px panel (a full-width sheet on phones under
 * 400 px), a start view with the assistant persona, then the chat view. Non-modal, so the page
 * stays usable; Escape or the close button return to the button (chat-widget.tsx). Mounted from
 * the first opening on and kept while closed, so closing and reopening keeps the conversation.
 */
export function ChatPanel() {
  // The panel asks for the public config (its support address) with TanStack Query, which the
  // public pages around it do not provide (web/app/providers.tsx).
  return (
    <QueryProvider>
      <OpenChatPanel />
    </QueryProvider>
  );
}

function OpenChatPanel() {
  const { t } = useTranslation();
  const view = useChatView();
  const setView = chatStore.setView;
  const [draft, setDraft] = useState('');
  const { messages, sending, typing, seed, send } = useChatConversation();
  const titleId = useId();
  const hintId = useId();
  const startRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const lastView = useRef<ChatView>('closed');

  // Each view change replaces what had the focus; move it to the new view's main control (the
  // button takes it back on closing).
  useEffect(() => {
    const previous = lastView.current;
    lastView.current = view;
    if (previous === view) return;
    if (view === 'start') startRef.current?.focus();
    else if (view === 'chat') inputRef.current?.focus();
  }, [view]);

  // The input is disabled while sending, which drops its focus; give it back once the reply is in.
  useEffect(() => {
    if (sending || view !== 'chat') return;
    const active = document.activeElement;
    if (active === document.body || (active && panelRef.current?.contains(active))) inputRef.current?.focus();
  }, [sending, view]);

  // Newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, typing, view]);

  const startChat = () => {
    seed();
    setView('chat');
  };

  const submit = () => {
    if (send(draft)) setDraft('');
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter keeps the textarea's newline; an IME composition keeps its Enter.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  if (view === 'closed') return null;

  const name = t('chat.persona.name');
  const canSend = draft.trim().length > 0 && !sending;

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          setView('closed');
        }
      }}
      className="fixed inset-x-0 bottom-0 z-50 flex h-96 max-h-[calc(100dvh-4rem)] flex-col overflow-hidden rounded-t-xl border bg-card text-card-foreground shadow-2xl min-[400px]:inset-x-auto min-[400px]:right-4 min-[400px]:bottom-4 min-[400px]:w-80 min-[400px]:rounded-xl print:hidden"
    >
      <header className="flex items-center gap-2 border-b bg-primary px-2 py-2 text-primary-foreground">
        {view === 'chat' ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('chat.back')}
            onClick={() => setView('start')}
            className="size-9 text-primary-foreground hover:bg-white/15 focus-visible:outline-white"
          >
            <ArrowLeft aria-hidden="true" />
          </Button>
        ) : (
          <span className="w-1" aria-hidden="true" />
        )}
        <Avatar className="size-8 bg-white text-xs text-primary" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-sm font-semibold">
            <span className="sr-only">{t('chat.panelLabel', { name })} – </span>
            {t('chat.persona.title')}
          </h2>
          <p className="flex items-center gap-1.5 truncate text-xs text-primary-foreground">
            <span aria-hidden="true" className="size-2 rounded-full bg-success ring-2 ring-white/40" />
            {t('chat.persona.role')}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('chat.close')}
          onClick={() => setView('closed')}
          className="size-9 text-primary-foreground hover:bg-white/15 focus-visible:outline-white"
        >
          <X aria-hidden="true" />
        </Button>
      </header>

      {view === 'start' ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 overflow-y-auto px-6 py-5 text-center">
          <Avatar className="size-14 text-lg" />
          <div>
            <p className="text-base font-semibold">{t('chat.start.title')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('chat.start.text')}</p>
          </div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-xs text-muted-foreground">
            <Clock aria-hidden="true" className="size-3.5" />
            {t('chat.start.responseNote')}
          </p>
          <Button ref={startRef} onClick={startChat} className="mt-1 w-full">
            <MessageCircle aria-hidden="true" />
            {t('chat.start.button')}
          </Button>
        </div>
      ) : (
        <>
          {/* The log scrolls and announces; the list inside keeps its list semantics. */}
          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label={t('chat.log')}
            className="flex-1 overflow-y-auto overscroll-contain px-3 py-3"
          >
            <ol className="flex flex-col gap-3">
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message} />
              ))}
              {typing ? <TypingIndicator /> : null}
            </ol>
          </div>
          <form
            className="flex items-end gap-2 border-t p-2"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <label className="sr-only" htmlFor={`${titleId}-input`}>
              {t('chat.inputLabel')}
            </label>
            <textarea
              ref={inputRef}
              id={`${titleId}-input`}
              rows={1}
              value={draft}
              maxLength={CHAT_MESSAGE_MAX}
              disabled={sending}
              placeholder={t('chat.placeholder')}
              aria-describedby={hintId}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onInputKeyDown}
              className="field-sizing-content max-h-24 min-h-10 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 md:text-sm"
            />
            <span id={hintId} className="sr-only">
              {t('chat.inputHint')}
            </span>
            <Button type="submit" size="icon" disabled={!canSend} aria-label={t('chat.send')}>
              {sending ? <Spinner /> : <SendHorizontal aria-hidden="true" />}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
