import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth-provider';
import { CookieBanner } from '../../features/cookies/cookie-banner';
import { ChatWidget } from '../../features/chat/chat-widget';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout() {
  const { signingOut, setSigningOut } = useAuth();
  // A sign-out has arrived on a public page: the signed-in guard may redirect again.
  useEffect(() => {
    if (signingOut) setSigningOut(false);
  }, [signingOut, setSigningOut]);
  return (
    <div className="flex min-h-dvh flex-col">
      {/* First in the tab order while it asks; fixed to the bottom corner, so it never blocks the page. */}
      <CookieBanner />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {/* Last in the tab order: a floating helper, after the page's own content. */}
      <ChatWidget />
    </div>
  );
}
