import { useEffect } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Outlet, useLocation } from 'react-router';
import { showFlashToast } from '../lib/toast';
import { readNavigationState } from '../lib/navigation-state';

/** Scrolls to the top on every page change (spec 000 §2 "Clicking any link scrolls to the top"). */
function useScrollToTopOnNavigate() {
  const { pathname, state } = useLocation();
  const behavior = readNavigationState(state).scroll === 'smooth' ? 'smooth' : 'instant';
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior });
  }, [pathname, behavior]);
}

/** Shows the toast a previous page stored before a full page load (sign-in, sign-up). */
function useFlashToast() {
  useEffect(() => {
    // A tick later, so the Toaster has subscribed.
    const timer = window.setTimeout(showFlashToast, 0);
    return () => window.clearTimeout(timer);
  }, []);
}

export function RootLayout() {
  const { t } = useTranslation();
  useScrollToTopOnNavigate();
  useFlashToast();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-background px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <Outlet />
    </>
  );
}
