import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { BusyButton } from '../../components/ui/busy-button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-message';
import { authClient } from '../../lib/auth-client';
import { isPlausibleEmail, minutesToWait, signInErrorKey } from './auth-errors';
import { EmailField } from './email-field';
import { enterDashboard } from './enter-dashboard';
import { useFormError } from './use-form-error';

type SignInValues = { email: string; password: string };

/** Sign-in with email and password; hands over to the two-factor step when the account needs it. */
export function SignInForm({ onTwoFactor }: { onTwoFactor: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm<SignInValues>({ defaultValues: { email: '', password: '' } });
  const [submitting, setSubmitting] = useState(false);
  const { error, fail, clear } = useFormError('auth-form');

  const onSubmit = async ({ email, password }: SignInValues) => {
    clear();
    if (!email.trim() || !password) return fail(t('auth.errors.fillAllFields'));
    if (!isPlausibleEmail(email)) return fail(t('auth.errors.invalidEmail'));
    setSubmitting(true);
    try {
      const { data, error: authError } = await authClient.signIn.email({ email: email.trim(), password });
      if (authError) {
        setSubmitting(false);
        return fail(t(signInErrorKey(authError), { count: minutesToWait(authError) }));
      }
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
        setSubmitting(false);
        return onTwoFactor();
      }
      enterDashboard(t('auth.success.signIn'));
    } catch {
      setSubmitting(false);
      fail(t('auth.errors.unexpected'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <EmailField id="signin-email" {...register('email')} />
      <Field
        id="signin-password"
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        required
        labelAside={
          <Link to="/forgot-password" className="rounded-sm text-sm font-medium text-primary hover:underline">
            {t('auth.signIn.forgotPassword')}
          </Link>
        }
        {...register('password')}
      />
      <FormError>{error}</FormError>
      <BusyButton type="submit" className="w-full" busy={submitting} busyLabel={t('auth.signIn.submitting')}>
        {t('auth.signIn.submit')}
      </BusyButton>
    </form>
  );
}
