import {
  COOKIE_CONSENT_STORAGE_KEY,
  consentRecord,
  parseConsent,
  type CookieChoices,
  type TCookieConsent,
} from '#domain/cookie-consent';

/**
 * The browser's cookie choice (spec 000 §3, §9: one localStorage key with a date), as a tiny
 * external store so the banner, the footer's "Cookie settings" button and, later, analytics
 * loading all see the same state without a provider.
 */
export type ConsentState = {
  consent: TCookieConsent | null;
  /** The banner was reopened from "Cookie settings" although a choice is stored. */
  reopened: boolean;
};

type Listener = () => void;

export function createConsentStore(storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
  const read = (): TCookieConsent | null => {
    try {
      return parseConsent(storage?.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? null);
    } catch {
      return null; // storage blocked: ask every page load rather than fail
    }
  };
  let state: ConsentState = { consent: read(), reopened: false };
  const listeners = new Set<Listener>();
  const set = (next: ConsentState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    save(choices: CookieChoices, now = new Date()): TCookieConsent {
      const consent = consentRecord(choices, now);
      try {
        storage?.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(consent));
      } catch {
        // Private mode or a full quota: the choice holds for this page only.
      }
      set({ consent, reopened: false });
      return consent;
    },
    reopen() {
      set({ ...state, reopened: true });
    },
    /** Closes a reopened banner without changing the stored choice. */
    dismiss() {
      if (state.consent) set({ ...state, reopened: false });
    },
    /** Picks up a choice made in another tab. */
    reload() {
      set({ ...state, consent: read() });
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const consentStore = createConsentStore(browserStorage());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COOKIE_CONSENT_STORAGE_KEY) consentStore.reload();
  });
}
