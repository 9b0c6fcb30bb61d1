import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { toast } from '../../lib/toast';

/** Sends a fresh verification email to the signed-in user's address. */
export function useResendVerificationMutation() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (email: string) => {
      // Imported on the click, not with the dashboard that shows the notice (see use-sign-out.ts).
      const { authClient } = await import('../../lib/auth-client');
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL: '/dashboard' });
      if (error) throw Object.assign(new Error(error.message ?? 'Could not send'), { status: error.status });
    },
    onSuccess: () => toast.success(t('emailVerification.sent'), { id: 'verification-email' }),
    onError: (error) => {
      const status = (error as Error & { status?: number }).status;
      toast.error(status === 429 ? t('auth.errors.tooManyAttempts') : t('emailVerification.failed'), {
        id: 'verification-email',
      });
    },
  });
}
