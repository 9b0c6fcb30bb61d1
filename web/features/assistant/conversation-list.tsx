import MessageSquarePlus from 'lucide-react/icons/message-square-plus';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { TITLE_MAX, ZAssistantConversationRename, type TAssistantConversation } from '#domain/assistant';
import { RenameDialog } from '../../components/rename-dialog';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { cn } from '../../lib/utils';
import {
  useConversationsQuery,
  useDeleteConversationMutation,
  useRenameConversationMutation,
} from './use-assistant';

type DialogProps = {
  conversation: TAssistantConversation;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function RenameConversationDialog({ conversation, open, onOpenChange }: Omit<DialogProps, 'title'>) {
  const rename = useRenameConversationMutation();
  return (
    <RenameDialog
      open={open}
      onOpenChange={onOpenChange}
      id={`conversation-title-${conversation.id}`}
      name={conversation.title}
      maxLength={TITLE_MAX}
      strings="assistant.rename"
      parse={(value) => ZAssistantConversationRename.safeParse({ title: value }).data?.title ?? null}
      saving={rename.isPending}
      onSave={(title) =>
        rename.mutate({ id: conversation.id, title }, { onSuccess: () => onOpenChange(false) })
      }
    />
  );
}

function DeleteDialog({
  conversation,
  title,
  open,
  onOpenChange,
  onDeleted,
}: DialogProps & { onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteConversationMutation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('assistant.delete.title')}
      description={t('assistant.delete.description', { title })}
      confirmLabel={t('assistant.delete.confirm')}
      busy={remove.isPending}
      busyLabel={t('assistant.delete.deleting')}
      onConfirm={() =>
        remove.mutate(conversation.id, {
          onSuccess: () => {
            onOpenChange(false);
            onDeleted();
          },
        })
      }
    />
  );
}

function ConversationRow({
  conversation,
  active,
  onDeleted,
}: {
  conversation: TAssistantConversation;
  active: boolean;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const title = conversation.title || t('assistant.conversations.untitled');
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <li className={cn('flex items-center gap-1 rounded-md pr-1', active && 'bg-muted')}>
      <Link
        to={`/ai-assistant/${conversation.id}`}
        aria-current={active ? 'page' : undefined}
        className="min-w-0 flex-1 truncate rounded-md px-3 py-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        {title}
      </Link>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            aria-label={t('assistant.conversations.actions', { title })}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setDialog('rename')}>
            <Pencil aria-hidden="true" />
            {t('assistant.conversations.rename')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('delete')}>
            <Trash2 aria-hidden="true" />
            {t('assistant.conversations.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <RenameConversationDialog conversation={conversation} open={dialog === 'rename'} onOpenChange={close} />
      <DeleteDialog
        conversation={conversation}
        title={title}
        open={dialog === 'delete'}
        onOpenChange={close}
        onDeleted={onDeleted}
      />
    </li>
  );
}

/** The user's conversations, most recently active first, with "New conversation". */
export function ConversationList({
  activeId,
  onDeleted,
  className,
}: {
  activeId: string | null;
  onDeleted: (id: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const query = useConversationsQuery();
  return (
    <nav
      aria-labelledby="assistant-conversations"
      className={cn('ui:flex ui:min-h-0 ui:flex-col ui:gap-3', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="assistant-conversations" className="text-sm font-semibold text-muted-foreground">
          {t('assistant.conversations.heading')}
        </h2>
      </div>
      <Button asChild variant="outline" className="justify-start">
        <Link to="/ai-assistant/new">
          <MessageSquarePlus aria-hidden="true" />
          {t('assistant.conversations.new')}
        </Link>
      </Button>
      {query.isError ? (
        <Alert variant="destructive" className="items-center justify-between">
          <AlertDescription>{t('assistant.conversations.loadError')}</AlertDescription>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : query.isPending ? (
        <div aria-hidden="true" className="h-32 animate-pulse rounded-md bg-muted" />
      ) : query.data.items.length === 0 ? (
        <p className="px-1 text-sm text-muted-foreground">{t('assistant.conversations.empty')}</p>
      ) : (
        <ul className="min-h-0 space-y-1 overflow-y-auto">
          {query.data.items.map((c) => (
            <ConversationRow
              key={c.id}
              conversation={c}
              active={c.id === activeId}
              onDeleted={() => onDeleted(c.id)}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}
