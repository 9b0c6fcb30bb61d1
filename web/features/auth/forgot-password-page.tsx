import ArrowLeft from 'lucide-react/icons/arrow-left';
import MailCheck from 'lucide-react/icons/mail-check';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { BusyButton } from '../../components/ui/busy-button';
import { CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FormError } from '../../components/ui/form-message';
import { authClient } from '../../lib/auth-client';
import { Seo } from '../../lib/seo';
import { isPlausibleEmail } from './auth-errors';
import { AuthShell, AuthStatus } from './auth-shell';
import { EmailField } from './email-field';
import { useFormError } from './use-form-error';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const { error, fail, clear } = useFormError('forgot-password');

  const onSubmit = async ({ email }: { email: string }) => {
    clear();
    if (!email.trim()) return fail(t('auth.forgot.emailRequired'));
    if (!isPlausibleEmail(email)) return fail(t('auth.errors.invalidEmail'));
    setSubmitting(true);
    try {
      const { error: authError } = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: '/reset-password',
      });
      setSubmitting(false);
      // The answer is the same whether or not the account exists; only a rate limit or an
      // outage is worth telling apart.
      if (authError?.status === 429) return fail(t('auth.errors.tooManyAttempts'));
      if (authError && (authError.status >= 500 || authError.status === 0))
        return fail(t('common.genericError'));
      setSent(true);
    } catch {
      setSubmitting(false);
      fail(t('common.genericError'));
    }
  };

  const backLink = (
    <Link
      to="/auth?tab=signin"
      className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('auth.forgot.backToSignIn')}
    </Link>
  );

  return (
    <AuthShell>
      <Seo title={t('seo.forgotPassword.title')} description={t('seo.forgotPassword.description')} noindex />
      {sent ? (
        <AuthStatus
          icon={<MailCheck aria-hidden="true" />}
          tone="success"
          title={t('auth.forgot.sentTitle')}
          description={
            <>
              <p role="status">{t('auth.forgot.sent')}</p>
              <p className="mt-2">{t('auth.forgot.sentHint')}</p>
            </>
          }
        >
          <div>{backLink}</div>
        </AuthStatus>
      ) : (
        <>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{t('auth.forgot.title')}</h1>
            <CardDescription>{t('auth.forgot.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
              <EmailField id="forgot-email" {...register('email')} />
              <FormError>{error}</FormError>
              <BusyButton
                type="submit"
                className="w-full"
                busy={submitting}
                busyLabel={t('auth.forgot.submitting')}
              >
                {t('auth.forgot.submit')}
              </BusyButton>
              <div className="text-center">{backLink}</div>
            </form>
          </CardContent>
        </>
      )}
    </AuthShell>
  );
}
