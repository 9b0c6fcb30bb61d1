import ArrowLeft from 'lucide-react/icons/arrow-left';
import BellOff from 'lucide-react/icons/bell-off';
import CheckCheck from 'lucide-react/icons/check-check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { TNotification } from '#domain/notifications';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Seo } from '../../lib/seo';
import { cn } from '../../lib/utils';
import { notificationHref } from './notification-link';
import { NotificationText } from './notifications-bell';
import { LIST_PAGE_SIZE } from './notifications-api';
import { useNotifications } from './use-notifications';

function NotificationRow({ notification, onOpen }: { notification: TNotification; onOpen: () => void }) {
  return (
    <li>
      <Link
        to={notificationHref(notification)}
        onClick={onOpen}
        data-unread={!notification.readAt || undefined}
        className={cn(
          // Half-tone hover: the grey message text keeps its 4.5:1 contrast.
          'flex items-start gap-3 px-4 py-3 outline-none hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
          !notification.readAt && 'bg-brand-50/40',
        )}
      >
        <NotificationText notification={notification} clamp={false} />
      </Link>
    </li>
  );
}

/**
 * /notifications: every in-app notification, newest first, a page at a time (the server's
 * cursor paging), each a link to what it is about; opening one marks it read.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { query, notifications, unreadCount, loadMore, markRead, markAllRead } = useNotifications({
    pageSize: LIST_PAGE_SIZE,
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Seo
        title={t('notifications.page.seoTitle')}
        description={t('notifications.page.seoDescription')}
        noindex
      />
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('notifications.page.back')}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('notifications.page.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('notifications.page.subtitle')}</p>
        </div>
        {unreadCount > 0 ? (
          <Button variant="outline" onClick={markAllRead}>
            <CheckCheck aria-hidden="true" />
            {t('notifications.page.markAllRead')}
          </Button>
        ) : null}
      </header>

      {query.isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
          <Spinner className="size-5" />
          <span>{t('notifications.page.loading')}</span>
        </div>
      ) : query.isError && !query.data ? (
        <Card className="grid justify-items-center gap-3 px-4 py-12 text-center" role="alert">
          <p className="text-sm">{t('notifications.page.loadFailed')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('notifications.page.retry')}
          </Button>
        </Card>
      ) : notifications.length === 0 ? (
        <Card className="grid justify-items-center gap-2 px-4 py-12 text-center">
          <BellOff aria-hidden="true" className="size-8 text-muted-foreground" />
          <h2 className="font-semibold">{t('notifications.page.empty')}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{t('notifications.page.emptyHint')}</p>
        </Card>
      ) : (
        <section aria-labelledby="notifications-list-title" className="space-y-4">
          <h2 id="notifications-list-title" className="text-sm font-medium text-muted-foreground">
            {unreadCount > 0
              ? t('notifications.page.unreadCount', { count: unreadCount })
              : t('notifications.page.allRead')}
          </h2>
          <Card className="overflow-hidden p-0">
            <ul className="divide-y">
              {notifications.map((notification) => (
                <NotificationRow
                  key={notification.id}
                  notification={notification}
                  onOpen={() => {
                    if (!notification.readAt) markRead(notification.id);
                  }}
                />
              ))}
            </ul>
          </Card>
          <div className="flex justify-center">
            {query.hasNextPage ? (
              <Button variant="outline" onClick={loadMore} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? <Spinner /> : <ChevronDown aria-hidden="true" />}
                {query.isFetchingNextPage
                  ? t('notifications.page.loadingMore')
                  : t('notifications.page.loadMore')}
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">{t('notifications.page.end')}</p>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
