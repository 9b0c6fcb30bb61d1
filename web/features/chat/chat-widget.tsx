import MessageCircle from 'lucide-react/icons/message-circle';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { PageLoading } from '../../components/page-loading';
import { useCoversControls } from '../../lib/use-covers-controls';
import { useMediaQuery } from '../../lib/use-media-query';
import { cn } from '../../lib/utils';
import { useCookieConsent } from '../cookies';
import { chatStore, useChatView } from './chat-store';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

/**
 * Spec 000 §2/§4 public chat widget: a floating button that opens the chat panel. The panel (its
 * conversation, replies and FAQ answers) is a chunk of its own, fetched when the button is pointed
 * at, focused or touched, so a first visit neither waits for it nor spends its first seconds
 * evaluating it (Lighthouse counted that against the landing page); a slow first open says so.
 */
export function ChatWidget({ launcher = true }: { launcher?: boolean }) {
  const { t } = useTranslation();
  const view = useChatView();
  // Where the focus was when the panel opened (the workspace's help entry, without a launcher).
  const openedFrom = useRef<HTMLElement | null>(null);
  const { bannerOpen } = useCookieConsent();
  // Under 640 px the cookie banner spans the bottom edge; the button waits until it is answered
  // instead of sitting on top of its buttons.
  const wide = useMediaQuery('(min-width: 640px)');
  const launcherRef = useRef<HTMLButtonElement>(null);
  const lastView = useRef(view);
  // Once opened the panel stays mounted (hidden while closed): reopening keeps the conversation.
  const [opened, setOpened] = useState(view !== 'closed');
  if (view !== 'closed' && !opened) setOpened(true);
  // On a phone the button would sit on whatever control is scrolled under it (a form's Send
  // button, a card's link): it fades out while it does and is back once the control has passed.
  // Keyboard focus still reaches it and shows it.
  const stepAside = useCoversControls(launcherRef, !wide && view === 'closed');

  useEffect(() => {
    const previous = lastView.current;
    lastView.current = view;
    if (view !== 'closed' && previous === 'closed' && document.activeElement instanceof HTMLElement)
      openedFrom.current = document.activeElement;
    // Closing gives the focus back to the button that opened the panel.
    if (view === 'closed' && previous !== 'closed') (launcherRef.current ?? openedFrom.current)?.focus();
  }, [view]);

  return (
    <>
      {launcher && view === 'closed' && !(bannerOpen && !wide) ? (
        <button
          ref={launcherRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded="false"
          aria-label={t('chat.open')}
          onClick={() => chatStore.setView('start')}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onTouchStart={() => void loadPanel()}
          data-stepped-aside={stepAside || undefined}
          className={cn(
            'fixed right-4 bottom-4 z-30 inline-flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-[transform,opacity] hover:scale-105 hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none print:hidden',
            stepAside &&
              'pointer-events-none opacity-0 focus-visible:pointer-events-auto focus-visible:opacity-100',
          )}
        >
          <MessageCircle aria-hidden="true" className="size-6" />
        </button>
      ) : null}
      {opened ? (
        <Suspense
          fallback={
            <PageLoading className="fixed right-4 bottom-4 z-40 min-h-0 rounded-xl border bg-background px-4 py-3 shadow-lg" />
          }
        >
          <ChatPanel />
        </Suspense>
      ) : null}
    </>
  );
}
