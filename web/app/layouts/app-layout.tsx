import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogTitle, DialogTrigger, SheetContent } from '../../components/ui/dialog';
import { ChatWidget } from '../../features/chat/chat-widget';
import { NotificationsBell } from '../../features/notifications/notifications-bell';
import { Sidebar } from '../../features/shell/sidebar';
import { useHydratedInTransition } from '../../lib/prerendered';
import { QueryProvider } from '../../lib/query-provider';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';

/**
 * The signed-in shell: a fixed sidebar from 768 px, a drawer below. Every part of the workspace
 * queries, so TanStack Query is provided here, with the shell's chunk.
 */
export function AppLayout() {
  return (
    <QueryProvider>
      <Shell />
    </QueryProvider>
  );
}

function Shell() {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  // A page the server rendered (decision 031) does not know the screen's width: its HTML, and the
  // hydration, have both the sidebar and the phone's header, and CSS shows the one that fits
  // (`md` is DESKTOP_QUERY's 768 px). Once hydrated, only that one stays.
  const hydrated = useHydratedInTransition();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-muted/40">
      {!hydrated || isDesktop ? (
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r bg-background md:flex">
          <Sidebar />
        </aside>
      ) : null}
      {!hydrated || !isDesktop ? (
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:hidden">
          <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t('nav.openMenu')}>
                <Menu aria-hidden="true" className="size-5" />
              </Button>
            </DialogTrigger>
            <SheetContent aria-describedby={undefined}>
              <DialogTitle className="sr-only">{t('shell.navLabel')}</DialogTitle>
              {/* First in order: Radix skips links when it picks the element to focus on open. */}
              <DialogClose asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="absolute top-3 right-2 z-10"
                  aria-label={t('nav.closeMenu')}
                >
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </DialogClose>
              <Sidebar inDrawer onNavigate={() => setDrawerOpen(false)} />
            </SheetContent>
          </Dialog>
          <Logo />
          <div className="ml-auto">
            <NotificationsBell />
          </div>
        </header>
      ) : null}
      <div className="md:pl-64">
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 py-6 focus:outline-none sm:px-6 md:px-8 md:py-10"
        >
          <Outlet />
        </main>
      </div>
      {/* The help chat, opened from the sidebar's entry: no floating button over the workspace's controls. */}
      <ChatWidget launcher={false} />
    </div>
  );
}
