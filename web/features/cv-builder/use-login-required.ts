import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';

/**
 * The path that signs a visitor up and comes back here; the builder's draft waits in this browser
 * meanwhile.
 */
export const SIGN_UP_PATH = '/auth?tab=signup&returnTo=%2Fcv-builder';

/**
 * 'Log ind påkrævet' / 'Du skal være logget ind for at gemme CV data.' (spec 001 §8), with a way to
 * sign up; the draft is kept (decision 021), so nothing built is lost on the way.
 */
export function useLoginRequired() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    () =>
      toast.error(t('cvBuilder.toasts.loginRequired.title'), {
        id: 'cv-builder-login',
        description: t('cvBuilder.toasts.loginRequired.description'),
        action: { label: t('cvBuilder.signUp'), onClick: () => void navigate(SIGN_UP_PATH) },
      }),
    [t, navigate],
  );
}
