import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useBlocker } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

/** Navigation state that passes the guard: leaving a page whose letter was just deleted. */
export const SKIP_UNSAVED_GUARD = { skipUnsavedGuard: true } as const;

const skips = (state: unknown) => typeof state === 'object' && state !== null && 'skipUnsavedGuard' in state;

/**
 * Unsaved edits are not lost by accident: leaving inside the app asks first, and closing or
 * reloading the tab gets the browser's own warning.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !skips(nextLocation.state),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
    >
      <DialogContent role="alertdialog">
        <DialogTitle>{t('generator.guard.title')}</DialogTitle>
        <DialogDescription>{t('generator.guard.text')}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            {t('generator.guard.stay')}
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {t('generator.guard.leave')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
