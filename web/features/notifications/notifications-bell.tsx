import ArrowRight from 'lucide-react/icons/arrow-right';
import Bell from 'lucide-react/icons/bell';
import CheckCheck from 'lucide-react/icons/check-check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { TNotification } from '#domain/notifications';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/utils';
import { notificationHref } from './notification-link';
import { formatRelativeTime } from './relative-time';
import { useNotifications } from './use-notifications';

/** Badge text: past 99 the exact number stops helping and would not fit the dot. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** One notification: a link to what it is about (its application, CV, plan or security settings). */
function NotificationItem({ notification, onOpen }: { notification: TNotification; onOpen: () => void }) {
  const unread = !notification.readAt;
  return (
    <DropdownMenuItem
      asChild
      onSelect={onOpen}
      className="items-start gap-3 py-2.5"
      data-unread={unread || undefined}
    >
      <Link to={notificationHref(notification)}>
        <NotificationText notification={notification} />
      </Link>
    </DropdownMenuItem>
  );
}

/** The unread dot, title, message and age of a notification (the bell and the /notifications page). */
export function NotificationText({
  notification,
  clamp = true,
}: {
  notification: TNotification;
  clamp?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const unread = !notification.readAt;
  return (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
      />
      <span className="grid min-w-0 gap-0.5">
        <span className={cn('text-sm', unread ? 'font-semibold' : 'font-medium')}>
          {notification.title}
          {unread ? <span className="sr-only"> ({t('notifications.bell.unread')})</span> : null}
        </span>
        <span className={cn('text-xs text-muted-foreground', clamp && 'line-clamp-2')}>
          {notification.message}
        </span>
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {formatRelativeTime(notification.createdAt, i18n.language)}
        </time>
      </span>
    </>
  );
}

/** Asks for the next older page; the menu stays open and the list grows under the pointer. */
function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const { t } = useTranslation();
  return (
    <DropdownMenuItem
      disabled={loading}
      onSelect={(event) => {
        event.preventDefault();
        onLoad();
      }}
      className="justify-center text-sm font-medium text-brand-700"
    >
      {loading ? <Spinner /> : <ChevronDown aria-hidden="true" />}
      {loading ? t('notifications.bell.loadingMore') : t('notifications.bell.loadMore')}
    </DropdownMenuItem>
  );
}

/**
 * The signed-in shell's bell: the unread count in its name and badge, and a menu of the newest
 * notifications with Load more for older ones. Each is a link to what it is about; opening one
 * marks it read. Mark all as read keeps the menu open; See all opens /notifications.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const { query, notifications, unreadCount, loadMore, markRead, markAllRead } = useNotifications();

  // The link itself navigates (so it can also open in a new tab); opening marks it read.
  const open = (notification: TNotification) => {
    if (!notification.readAt) markRead(notification.id);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={
            unreadCount > 0
              ? t('notifications.bell.label', { count: unreadCount })
              : t('notifications.bell.labelNone')
          }
        >
          <Bell aria-hidden="true" className="size-5" />
          {unreadCount > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notifications-badge"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white"
            >
              {badgeText(unreadCount)}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)] p-0">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <p className="text-sm font-semibold">{t('notifications.bell.title')}</p>
        </div>
        {query.isError && !query.data ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">
            {t('notifications.bell.loadFailed')}
          </p>
        ) : notifications.length === 0 ? (
          <div className="px-3 py-8 text-center">
            <p className="text-sm font-medium">{t('notifications.bell.empty')}</p>
            <p className="mt-1 text-xs text-muted-foreground">{t('notifications.bell.emptyHint')}</p>
          </div>
        ) : (
          <div className="max-h-96 overflow-y-auto p-1">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={() => open(notification)}
              />
            ))}
          </div>
        )}
        {/* Always in view under the list, so older notifications are found without scrolling. */}
        {query.hasNextPage || unreadCount > 0 ? (
          <div className="flex border-t p-1 [&>*]:flex-1">
            {query.hasNextPage ? <LoadMore loading={query.isFetchingNextPage} onLoad={loadMore} /> : null}
            {unreadCount > 0 ? (
              <DropdownMenuItem
                onSelect={(event) => {
                  event.preventDefault();
                  markAllRead();
                }}
                className="justify-center font-medium"
              >
                <CheckCheck aria-hidden="true" />
                {t('notifications.bell.markAllRead')}
              </DropdownMenuItem>
            ) : null}
          </div>
        ) : null}
        <div className="border-t p-1">
          <DropdownMenuItem asChild className="justify-center font-medium text-brand-700">
            <Link to="/notifications">
              {t('notifications.bell.seeAll')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
