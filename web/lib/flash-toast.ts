/**
 * A toast that survives one full page load: sign-in and sign-up end with
 * `window.location.assign('/dashboard')`, and the success toast shows after it.
 */
export const FLASH_TOAST_KEY = 'applywise.flash-toast';

export type ToastVariant = 'success' | 'error' | 'info';
export type FlashToast = { variant: ToastVariant; message: string; description?: string };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function saveFlashToast(store: KeyValueStore, toast: FlashToast): void {
  try {
    store.setItem(FLASH_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Storage unavailable: the toast is lost, the navigation still happens.
  }
}

/** Reads and removes the stored toast, so it shows exactly once. */
export function takeFlashToast(store: KeyValueStore): FlashToast | undefined {
  let raw: string | null;
  try {
    raw = store.getItem(FLASH_TOAST_KEY);
    store.removeItem(FLASH_TOAST_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return undefined;
    const { variant, message, description } = value as Record<string, unknown>;
    if (variant !== 'success' && variant !== 'error' && variant !== 'info') return undefined;
    if (typeof message !== 'string' || !message) return undefined;
    return typeof description === 'string' ? { variant, message, description } : { variant, message };
  } catch {
    return undefined;
  }
}
