import MessageCircle from 'lucide-react/icons/message-circle';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { chatStore } from './chat-store';

/** Opens the chat widget from a page (e.g. the help page's "live chat" card). */
export function OpenChatButton(
  props: Omit<ComponentProps<typeof Button>, 'onClick' | 'children' | 'asChild'>,
) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" {...props} onClick={chatStore.open}>
      <MessageCircle aria-hidden="true" />
      {t('chat.openFromPage')}
    </Button>
  );
}
