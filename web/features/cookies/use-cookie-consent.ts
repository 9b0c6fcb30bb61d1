import { useSyncExternalStore } from 'react';
import type { CookieChoices } from '#domain/cookie-consent';
import { useHydrated } from '../../lib/prerendered';
import { consentStore } from './consent-store';

/**
 * The stored cookie choice and the actions on it. `consent` is null until the visitor chose;
 * code that sets non-necessary cookies (analytics, marketing) must wait for `consent?.analytics`
 * and so on.
 */
export function useCookieConsent() {
  const state = useSyncExternalStore(consentStore.subscribe, consentStore.getState, consentStore.getState);
  // A pre-rendered page cannot know this browser's choice: the banner asks once React has taken over.
  const hydrated = useHydrated();
  return {
    consent: state.consent,
    /** Whether the banner should show: no choice yet, or reopened from "Cookie settings". */
    bannerOpen: hydrated && (state.consent === null || state.reopened),
    reopened: state.reopened,
    save: (choices: CookieChoices) => consentStore.save(choices),
    reopen: consentStore.reopen,
    dismiss: consentStore.dismiss,
  };
}
