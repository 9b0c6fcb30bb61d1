import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster, toast as sonner } from 'sonner';
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

/** The one toast API of the app. `error` is the destructive variant. */
export const toast = {
  success: (message: string, options?: ToastOptions) => sonner.success(message, options),
  error: (message: string, options?: ToastOptions) => sonner.error(message, options),
  info: (message: string, options?: ToastOptions) => sonner.info(message, options),
  dismiss: (id?: string | number) => sonner.dismiss(id),
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
  const { t } = useTranslation();
  // On a phone the bottom holds the primary buttons (dialogs, forms); a toast there would cover
  // them for its 6 s, so it appears at the top instead.
  const wide = useMediaQuery('(min-width: 640px)');
  return (
    <SonnerToaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position={wide ? 'bottom-right' : 'top-center'}
      richColors
      closeButton
      containerAriaLabel={t('common.notifications')}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t('common.closeToast') }}
    />
  );
}
