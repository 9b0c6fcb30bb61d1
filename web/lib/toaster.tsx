// The toasts' view (web/lib/toast.tsx loads it on demand): sonner, its Toaster, and where a toast
// goes on a phone.
import { useSyncExternalStore } from 'react';
import { useTranslation } from './use-translation';
import { Toaster as SonnerToaster, toast as sonner } from 'sonner';
import { useMediaQuery } from './use-media-query';

export { sonner };

/** Spec 000 §9: standard toasts last 6 s; §8: only one toast shows at a time. */
const TOAST_DURATION_MS = 6000;

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
export function placeForPhone(): void {
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

export function Toaster() {
  const { t } = useTranslation();
  // On a phone the bottom holds the primary buttons (dialogs, forms) and the chat button, and the
  // top a dialog's title and close button: the toast comes from the top, below whatever of those
  // is there when it shows. From 640 px it sits in the corner, clear of centred dialogs.
  const wide = useMediaQuery('(min-width: 640px)');
  const { top } = usePlacement();
  return (
    <SonnerToaster
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
