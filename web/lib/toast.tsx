import { useEffect } from 'react';
import { createLoadQueue, useLoaded } from './load-queue';
import { saveFlashToast, takeFlashToast, type FlashToast, type ToastVariant } from './flash-toast';

type ToastOptions = {
  description?: string;
  id?: string | number;
  /** One button in the toast, e.g. 'Try Again' after a failed upload (spec 001 §8). */
  action?: { label: string; onClick: () => void };
};

/**
 * sonner, with our Toaster and where it places a toast (./toaster), is a chunk of its own, fetched
 * when the browser is first idle or a toast is first shown, whichever comes first, so a first visit
 * does not wait for it. Until it is there, calls wait in order in a queue (none is lost); sonner
 * replays a toast shown before its Toaster subscribed.
 */
const toasterQueue = createLoadQueue(() => import('./toaster'));

/**
 * Spec 000 §8: only one toast shows at a time. A new toast replaces the one on screen (sonner's
 * `visibleToasts` alone only hides the older ones, which come back when the new one goes).
 */
let currentId: string | number | undefined;
/** Our own ids, so a toast's id is known before sonner is loaded. */
let nextId = 1;

function show(variant: ToastVariant, message: string, options?: ToastOptions): string | number {
  const id = options?.id ?? `toast-${nextId++}`;
  const previous = currentId;
  currentId = id;
  toasterQueue.run(({ sonner, placeForPhone }) => {
    if (previous !== undefined && previous !== id) sonner.dismiss(previous);
    placeForPhone();
    sonner[variant](message, {
      ...options,
      id,
      onDismiss: (t) => {
        if (t.id === currentId) currentId = undefined;
      },
      onAutoClose: (t) => {
        if (t.id === currentId) currentId = undefined;
      },
    });
  });
  return id;
}

/** The one toast API of the app. `error` is the destructive variant. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss: (id?: string | number) => {
    if (id === undefined || id === currentId) currentId = undefined;
    toasterQueue.run(({ sonner }) => void sonner.dismiss(id));
  },
};

export function showToast(variant: ToastVariant, message: string, options?: ToastOptions) {
  return toast[variant](message, options);
}

/** Stores a toast to show after the next full page load. */
export function flashToast(variant: ToastVariant, message: string, description?: string): void {
  const value: FlashToast = description ? { variant, message, description } : { variant, message };
  saveFlashToast(window.sessionStorage, value);
}

/** Shows the toast a previous page stored, if any. */
export function showFlashToast(): void {
  const flash = takeFlashToast(window.sessionStorage);
  if (flash)
    showToast(flash.variant, flash.message, flash.description ? { description: flash.description } : {});
}

export function Toaster() {
  const toaster = useLoaded(toasterQueue);
  useEffect(() => {
    if (toaster) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
    idle(() => toasterQueue.start());
  }, [toaster]);
  return toaster ? <toaster.Toaster /> : null;
}
