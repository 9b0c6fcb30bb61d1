import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '#domain/auth';
import { PASSWORD_TOO_WEAK } from '#domain/password-strength';
import { BusyButton } from '../../components/ui/busy-button';
import { CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FormError } from '../../components/ui/form-message';
import { authClient } from '../../lib/auth-client';
import { Seo } from '../../lib/seo';
import { passwordProblemKey } from './auth-errors';
import { AuthShell, AuthStatusLink, EmailLinkStatus } from './auth-shell';
import { NewPasswordFields } from './new-password-fields';
import { checkNewPassword, checkPasswordStrength } from './password-rules';
import { useFormError } from './use-form-error';

type ResetValues = { password: string; confirmPassword: string };

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // Better Auth sends ?error=INVALID_TOKEN when the emailed link is bad or expired.
  const linkBroken = !token || searchParams.has('error');
  const { register, handleSubmit, control } = useForm<ResetValues>({
    defaultValues: { password: '', confirmPassword: '' },
  });
  const typed = useWatch({ control, name: 'password' });
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<'done' | 'invalid-token' | null>(null);
  const { error, fail, clear } = useFormError('reset-password');
  const min = MIN_PASSWORD_LENGTH;

  const onSubmit = async ({ password, confirmPassword }: ResetValues) => {
    clear();
    const problem = checkNewPassword(password, confirmPassword);
    if (problem) return fail(t(passwordProblemKey(problem), { min }));
    if (!token) return setResult('invalid-token');
    setSubmitting(true);
    try {
      const weak = await checkPasswordStrength(password);
      if (weak) {
        setSubmitting(false);
        return fail(t(passwordProblemKey(weak), { min }));
      }
      const { error: authError } = await authClient.resetPassword({ newPassword: password, token });
      setSubmitting(false);
      if (!authError) return setResult('done');
      if (authError.code === 'INVALID_TOKEN') return setResult('invalid-token');
      if (authError.code === PASSWORD_TOO_WEAK) return fail(t('auth.errors.passwordTooWeak'));
      if (authError.code === 'PASSWORD_TOO_SHORT') return fail(t('auth.errors.passwordTooShort', { min }));
      if (authError.status === 429) return fail(t('auth.errors.tooManyAttempts'));
      fail(t('common.genericError'));
    } catch {
      setSubmitting(false);
      fail(t('auth.errors.unexpected'));
    }
  };

  let content;
  if (result === 'done') {
    content = (
      <EmailLinkStatus
        outcome="success"
        title={t('auth.reset.successTitle')}
        description={t('auth.reset.successDescription')}
      >
        <AuthStatusLink to="/auth?tab=signin">{t('auth.reset.signIn')}</AuthStatusLink>
      </EmailLinkStatus>
    );
  } else if (linkBroken || result === 'invalid-token') {
    content = (
      <EmailLinkStatus
        outcome="invalid"
        title={t('auth.reset.invalidTitle')}
        description={t('auth.reset.invalidDescription')}
      >
        <AuthStatusLink to="/forgot-password">{t('auth.reset.requestNew')}</AuthStatusLink>
      </EmailLinkStatus>
    );
  } else {
    content = (
      <>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">{t('auth.reset.title')}</h1>
          <CardDescription>{t('auth.reset.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
            <NewPasswordFields
              value={typed}
              password={{ id: 'reset-password', label: t('auth.reset.newPassword'), ...register('password') }}
              confirm={{
                id: 'reset-confirm-password',
                label: t('auth.reset.confirmPassword'),
                ...register('confirmPassword'),
              }}
            />
            <FormError>{error}</FormError>
            <BusyButton
              type="submit"
              className="w-full"
              busy={submitting}
              busyLabel={t('auth.reset.submitting')}
            >
              {t('auth.reset.submit')}
            </BusyButton>
          </form>
        </CardContent>
      </>
    );
  }

  return (
    <AuthShell>
      <Seo title={t('seo.resetPassword.title')} description={t('seo.resetPassword.description')} noindex />
      {content}
    </AuthShell>
  );
}
