import { describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_STORAGE_KEY, NECESSARY_ONLY } from '#domain/cookie-consent';
import { createConsentStore } from './consent-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('cookie consent store', () => {
  it('starts without a choice, stores one under the one key and notifies', () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getState().consent).toBeNull();

    store.save(NECESSARY_ONLY, new Date('2026-03-01T10:00:00.000Z'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.data.get(COOKIE_CONSENT_STORAGE_KEY)!)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
      date: '2026-03-01T10:00:00.000Z',
    });
    // A new page load reads it back.
    expect(createConsentStore(storage).getState().consent).toMatchObject({ analytics: false });
  });

  it('reopens and dismisses without touching the stored choice', () => {
    const store = createConsentStore(memoryStorage());
    store.dismiss(); // no choice yet: the banner must stay
    expect(store.getState()).toEqual({ consent: null, reopened: false });
    store.save({ analytics: true, marketing: false, preferences: true });
    store.reopen();
    expect(store.getState().reopened).toBe(true);
    store.dismiss();
    expect(store.getState()).toMatchObject({ reopened: false, consent: { analytics: true } });
  });

  it('works when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createConsentStore(blocked);
    expect(store.getState().consent).toBeNull();
    expect(store.save(NECESSARY_ONLY).necessary).toBe(true);
    expect(store.getState().consent).not.toBeNull();
  });
});
