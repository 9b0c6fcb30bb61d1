import { useMutation } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { useTranslation } from '../../lib/use-translation';
import { toast } from '../../lib/toast';
import { resetOnboarding, useOnboardingStateQuery, useStoreOnboardingState } from '../onboarding';

/** Closing the modal unfinished is remembered for the tab, so it does not reopen at every visit. */
const DISMISSED_KEY = 'applywise.onboarding.dismissed';

const dismissedInThisTab = () => window.sessionStorage.getItem(DISMISSED_KEY) === '1';

/**
 * The dashboard's onboarding state and its modal (spec 001 §2): the modal opens by itself once the
 * state has loaded for a user who has not completed onboarding (unless they closed it in this tab),
 * and from the banner, the next-action prompt and restart setup.
 */
export function useDashboardOnboarding() {
  const { t } = useTranslation();
  const query = useOnboardingStateQuery();
  const store = useStoreOnboardingState();
  const state = query.data;
  // Decided once, when the state first arrives: completing inside the modal changes the state but
  // must not close the modal under the user.
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    if (!state || open !== null) return;
    const opens = !state.onboardingCompleted && !dismissedInThisTab();
    // After the dashboard under it has painted, and as a transition: the dialog's render yields to
    // the browser, and its focus trap and scroll lock (each lays out the whole page) do not hold
    // up the first paint of the page's data. A click on "Complete setup" meanwhile wins.
    return afterNextPaint(() => startTransition(() => setOpen((decided) => decided ?? opens)));
  }, [state, open]);

  const onOpenChange = (next: boolean) => {
    if (!next && state && !state.onboardingCompleted) window.sessionStorage.setItem(DISMISSED_KEY, '1');
    setOpen(next);
  };

  const restart = useMutation({
    mutationFn: () => resetOnboarding('dashboard'),
    onSuccess: async (fresh) => {
      window.sessionStorage.removeItem(DISMISSED_KEY);
      await store(fresh);
      setOpen(true);
    },
    onError: () => toast.error(t('onboarding.toasts.reset'), { id: 'onboarding' }),
  });

  return {
    state,
    isLoading: query.isPending,
    modalOpen: open === true,
    onOpenChange,
    openModal: () => setOpen(true),
    restart: () => restart.mutate(),
    restarting: restart.isPending,
  };
}
