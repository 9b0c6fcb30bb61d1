import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-message';
import { Spinner } from '../../components/ui/spinner';
import { authClient } from '../../lib/auth-client';
import { flashToast } from '../../lib/toast';
import { isPlausibleEmail, signInErrorKey } from './auth-errors';
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
        return fail(t(signInErrorKey(authError)));
      }
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
        setSubmitting(false);
        return onTwoFactor();
      }
      // Spec 000 §4: success is a full page load of /dashboard; the toast waits for it.
      flashToast('success', t('auth.success.signIn'));
      window.location.assign('/dashboard');
    } catch {
      setSubmitting(false);
      fail(t('auth.errors.unexpected'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <Field
        id="signin-email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        required
        placeholder={t('auth.fields.emailPlaceholder')}
        {...register('email')}
      />
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
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? <Spinner /> : null}
        {submitting ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
