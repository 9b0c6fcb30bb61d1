import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-provider';
import { BusyButton } from '../../components/ui/busy-button';
import { Spinner } from '../../components/ui/spinner';
import { authClient } from '../../lib/auth-client';
import { checkoutPath, pendingChosenPlan } from '../../lib/chosen-plan';
import { Seo } from '../../lib/seo';
import { AuthShell, AuthStatus, AuthStatusLink, EmailLinkStatus } from './auth-shell';
import { useResendVerificationMutation } from './use-resend-verification';

async function verify(token: string): Promise<true> {
  const { error } = await authClient.verifyEmail({ query: { token } });
  if (error) throw new Error(error.message ?? error.code ?? 'Verification failed');
  return true;
}

/** Target of the verification email's link: /verify?token=… */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { user } = useAuth();
  const resend = useResendVerificationMutation();
  // A plan chosen on /pricing before signing up: the next step is its checkout (signed out, signing
  // in leads there).
  const choice = pendingChosenPlan();
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verify(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

  let content;
  if (token && verification.isPending) {
    content = <AuthStatus icon={<Spinner />} title={t('auth.verify.verifying')} />;
  } else if (token && verification.isSuccess) {
    content = (
      <EmailLinkStatus
        outcome="success"
        title={t('auth.verify.successTitle')}
        description={t('auth.verify.successDescription')}
      >
        {/* The link verifies only: a reader who is not signed in signs in next. */}
        {user && choice ? (
          <AuthStatusLink to={checkoutPath(choice)}>{t('auth.verify.continueToCheckout')}</AuthStatusLink>
        ) : user ? (
          <AuthStatusLink to="/dashboard">{t('auth.verify.goToDashboard')}</AuthStatusLink>
        ) : (
          <AuthStatusLink to="/auth?tab=signin">{t('auth.verify.signIn')}</AuthStatusLink>
        )}
      </EmailLinkStatus>
    );
  } else {
    content = (
      <EmailLinkStatus
        outcome="invalid"
        title={t('auth.verify.invalidTitle')}
        description={user ? t('auth.verify.invalidSignedIn') : t('auth.verify.invalidSignedOut')}
      >
        {user ? (
          <BusyButton
            className="w-full"
            busy={resend.isPending}
            busyLabel={t('auth.verify.sending')}
            onClick={() => resend.mutate(user.email)}
          >
            {t('auth.verify.resend')}
          </BusyButton>
        ) : (
          <AuthStatusLink to="/auth?tab=signin">{t('auth.verify.signIn')}</AuthStatusLink>
        )}
      </EmailLinkStatus>
    );
  }

  return (
    <AuthShell>
      <Seo title={t('seo.verify.title')} description={t('seo.verify.description')} noindex />
      <div aria-live="polite">{content}</div>
    </AuthShell>
  );
}
