import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { createLoadQueue, useLoaded } from '../../lib/load-queue';
import { cn } from '../../lib/utils';
import { consentStore } from './consent-store';
import { useCookieConsent } from './use-cookie-consent';

const dialogQueue = createLoadQueue(() => import('./cookie-dialog'));

// A visitor who has not chosen yet is asked as soon as the page is up: the dialog's chunk is
// fetched now, alongside the page's own, instead of once the banner is due. A visitor who has
// chosen downloads it only on reopening it from "Cookie settings".
if (typeof window !== 'undefined' && consentStore.getState().consent === null) dialogQueue.start();

/**
 * Spec 000 §2 cookie banner: a non-modal dialog in the bottom corner (the page stays usable) until
 * a choice is stored; the footer's "Cookie settings" reopens it. The dialog is a chunk of its own
 * (./cookie-dialog.tsx), so a first visit's entry goes without it.
 */
export function CookieBanner() {
  const { bannerOpen } = useCookieConsent();
  const dialog = useLoaded(dialogQueue);
  useEffect(() => {
    if (bannerOpen) dialogQueue.start();
  }, [bannerOpen]);
  return bannerOpen && dialog ? <dialog.CookieDialog /> : null;
}

/** The footer's "Cookie settings": reopens the banner to change the stored choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={cn('ui:cursor-pointer ui:text-left', className)}
      onClick={consentStore.reopen}
    >
      {t('cookies.settings')}
    </button>
  );
}
