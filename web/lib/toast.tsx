import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type * as SonnerModule from 'sonner';
import { useMediaQuery } from './use-media-query';
import { saveFlashToast, takeFlashToast, type FlashToast, type ToastVariant } from './flash-toast';

/** Spec 000 §9: standard toasts last 6 s; §8: only one toast shows at a time. */
export const TOAST_DURATION_MS = 6000;

type ToastOptions = {
  description?: string;
  id?: string | number;
  /** One button in the toast, e.g. 'Try Again' after a failed upload (spec 001 §8). */
  action?: { label: string; onClick: () => void };
};

type Sonner = typeof SonnerModule;

/**
 * sonner is a chunk of its own, fetched when the browser is first idle or a toast is first shown,
 * whichever comes first, so a first visit does not wait for it. Until it is there, calls wait in
 * order in a queue (none is lost); sonner replays a toast shown before its Toaster subscribed.
 */
export function createLoadQueue<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<void> | undefined;
  const pending: Array<(value: T) => void> = [];
  const listeners = new Set<() => void>();
  const start = (): void => {
    if (loaded !== undefined || loading) return;
    loading = load().then(
      (value) => {
        loaded = value;
        for (const run of pending.splice(0)) run(value);
        listeners.forEach((listener) => listener());
      },
      () => {
        // Offline, say: the calls stay queued and the next one tries again.
        loading = undefined;
      },
    );
  };
  return {
    /** Runs `run` now if loaded, else once loaded (in the order of the calls). */
    run(run: (value: T) => void): void {
      if (loaded !== undefined) run(loaded);
      else {
        pending.push(run);
        start();
      }
    },
    start,
    current: () => loaded,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const sonnerQueue = createLoadQueue<Sonner>(() => import('sonner'));

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
  sonnerQueue.run(({ toast: sonner }) => {
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
    sonnerQueue.run(({ toast: sonner }) => void sonner.dismiss(id));
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

/** Below this width toasts span the screen and are placed around what they must not cover. */
const PHONE_QUERY = '(max-width: 639px)';
/** Room a toast needs on a phone: title and up to three lines of description (measured at 375 px). */
const PHONE_TOAST_HEIGHT = 112;
const EDGE = 16;
const GAP = 8;

type Band = { top: number; bottom: number };

/**
 * The first free band from the top of a `height` px screen with room for a toast, given what must
 * stay visible (sorted or not); EDGE when nothing leaves room (the toast then covers the least).
 */
export function freeTopOffset(
  keepClear: readonly Band[],
  height: number,
  needed = PHONE_TOAST_HEIGHT,
): number {
  let cursor = EDGE;
  for (const band of [...keepClear].sort((a, b) => a.top - b.top)) {
    if (band.bottom <= cursor) continue;
    if (band.top - GAP - cursor >= needed) return cursor;
    cursor = Math.max(cursor, band.bottom + GAP);
  }
  return height - EDGE - cursor >= needed ? cursor : EDGE;
}

/**
 * What a toast must not cover right now: in an open dialog its title and the controls beside it
 * (close button) and its submit button; otherwise the page's visible submit buttons.
 */
function keepClearBands(): Band[] {
  const dialogs = document.querySelectorAll<HTMLElement>(
    '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
  );
  const dialog = dialogs[dialogs.length - 1];
  const bands: Band[] = [];
  const add = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight)
      bands.push({ top: rect.top, bottom: rect.bottom });
  };
  if (dialog) {
    const title = dialog.querySelector('h1, h2, h3');
    if (title) {
      const titleRect = title.getBoundingClientRect();
      add(title);
      // The close button sits in the title's row or above it.
      for (const button of dialog.querySelectorAll('button'))
        if (button.getBoundingClientRect().top < titleRect.bottom) add(button);
    }
    dialog.querySelectorAll('button[type="submit"]').forEach(add);
  } else {
    document.querySelectorAll('form button[type="submit"], button[type="submit"][form]').forEach(add);
  }
  return bands;
}

type Placement = { top: number };
let placement: Placement = { top: EDGE };
const listeners = new Set<() => void>();

/** Moves the next toast on a phone to the first band clear of the dialog's title and buttons. */
function placeForPhone(): void {
  if (typeof window === 'undefined' || !window.matchMedia(PHONE_QUERY).matches) return;
  const top = freeTopOffset(keepClearBands(), window.innerHeight);
  if (top === placement.top) return;
  placement = { top };
  listeners.forEach((listener) => listener());
}

function usePlacement(): Placement {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => placement,
    () => placement,
  );
}

/** The sonner module once loaded (for the Toaster to render), undefined before. */
function useSonner(): Sonner | undefined {
  return useSyncExternalStore(sonnerQueue.subscribe, sonnerQueue.current, sonnerQueue.current);
}

export function Toaster() {
  const { t } = useTranslation();
  const sonner = useSonner();
  // On a phone the bottom holds the primary buttons (dialogs, forms) and the chat button, and the
  // top a dialog's title and close button: the toast comes from the top, below whatever of those
  // is there when it shows. From 640 px it sits in the corner, clear of centred dialogs.
  const wide = useMediaQuery('(min-width: 640px)');
  const { top } = usePlacement();
  useEffect(() => {
    if (sonner) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
    idle(() => sonnerQueue.start());
  }, [sonner]);
  if (!sonner) return null;
  return (
    <sonner.Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position={wide ? 'bottom-right' : 'top-center'}
      offset={wide ? undefined : { top }}
      mobileOffset={{ top, left: EDGE, right: EDGE }}
      richColors
      closeButton
      containerAriaLabel={t('common.notifications')}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t('common.closeToast') }}
    />
  );
}
