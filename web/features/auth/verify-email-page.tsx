import { useQuery } from '@tanstack/react-query';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth-provider';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { authClient } from '../../lib/auth-client';
import { Seo } from '../../lib/seo';
import { AuthShell, AuthStatus } from './auth-shell';
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
      <AuthStatus
        icon={<CircleCheck aria-hidden="true" />}
        tone="success"
        title={t('auth.verify.successTitle')}
        description={t('auth.verify.successDescription')}
      >
        <Button asChild className="w-full">
          <Link to="/dashboard">{t('auth.verify.goToDashboard')}</Link>
        </Button>
      </AuthStatus>
    );
  } else {
    content = (
      <AuthStatus
        icon={<LinkIcon aria-hidden="true" />}
        tone="destructive"
        title={t('auth.verify.invalidTitle')}
        description={user ? t('auth.verify.invalidSignedIn') : t('auth.verify.invalidSignedOut')}
      >
        {user ? (
          <Button className="w-full" disabled={resend.isPending} onClick={() => resend.mutate(user.email)}>
            {resend.isPending ? <Spinner /> : null}
            {resend.isPending ? t('auth.verify.sending') : t('auth.verify.resend')}
          </Button>
        ) : (
          <Button asChild className="w-full">
            <Link to="/auth?tab=signin">{t('auth.verify.signIn')}</Link>
          </Button>
        )}
      </AuthStatus>
    );
  }

  return (
    <AuthShell>
      <Seo title={t('seo.verify.title')} description={t('seo.verify.description')} noindex />
      <div aria-live="polite">{content}</div>
    </AuthShell>
  );
}
