import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkSignUpForm, MIN_PASSWORD_LENGTH, type TSignUpForm } from '#domain/auth';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-message';
import { Spinner } from '../../components/ui/spinner';
import { authClient } from '../../lib/auth-client';
import { flashToast, toast } from '../../lib/toast';
import { isPlausibleEmail, passwordProblemKey, signUpErrorKey } from './auth-errors';
import { useFormError } from './use-form-error';

export function SignUpForm() {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm<TSignUpForm>({
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const [submitting, setSubmitting] = useState(false);
  const [verifyFirst, setVerifyFirst] = useState(false);
  const { error, fail, clear } = useFormError('auth-form');
  const min = MIN_PASSWORD_LENGTH;

  const onSubmit = async (form: TSignUpForm) => {
    clear();
    const problem = checkSignUpForm(form);
    if (problem === 'missing') return fail(t(passwordProblemKey(problem), { min }));
    if (!isPlausibleEmail(form.email)) return fail(t('auth.errors.invalidEmail'));
    if (problem) return fail(t(passwordProblemKey(problem), { min }));
    setSubmitting(true);
    try {
      const { data, error: authError } = await authClient.signUp.email({
        name: form.fullName.trim(),
        email: form.email.trim(),
        password: form.password,
        callbackURL: '/dashboard',
      });
      if (authError) {
        setSubmitting(false);
        return fail(t(signUpErrorKey(authError), { min }));
      }
      if (!data?.token) {
        // The server wants the address verified before the first sign-in.
        setSubmitting(false);
        setVerifyFirst(true);
        toast.success(t('auth.signUp.verifyFirst'), { id: 'auth-form' });
        return;
      }
      flashToast('success', t('auth.success.signUp'));
      window.location.assign('/dashboard');
    } catch {
      setSubmitting(false);
      fail(t('auth.errors.unexpected'));
    }
  };

  if (verifyFirst) {
    return (
      <p role="status" className="rounded-lg border border-success/30 bg-success/10 p-4 text-sm">
        {t('auth.signUp.verifyFirst')}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <Field
        id="signup-name"
        label={t('auth.fields.fullName')}
        autoComplete="name"
        required
        placeholder={t('auth.fields.fullNamePlaceholder')}
        {...register('fullName')}
      />
      <Field
        id="signup-email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        required
        placeholder={t('auth.fields.emailPlaceholder')}
        {...register('email')}
      />
      <Field
        id="signup-password"
        label={t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={min}
        hint={t('auth.signUp.passwordHint', { min })}
        {...register('password')}
      />
      <Field
        id="signup-confirm-password"
        label={t('auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...register('confirmPassword')}
      />
      <FormError>{error}</FormError>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? <Spinner /> : null}
        {submitting ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
      </Button>
    </form>
  );
}
