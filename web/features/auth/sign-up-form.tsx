import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { checkSignUpForm, MIN_PASSWORD_LENGTH, type TSignUpForm } from '#domain/auth';
import { BusyButton } from '../../components/ui/busy-button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-message';
import { authClient } from '../../lib/auth-client';
import { afterAuthPath } from '../../lib/chosen-plan';
import { toast } from '../../lib/toast';
import { isPlausibleEmail, passwordProblemKey, signUpErrorKey } from './auth-errors';
import { EmailField } from './email-field';
import { enterDashboard } from './enter-dashboard';
import { NewPasswordFields } from './new-password-fields';
import { checkPasswordStrength } from './password-rules';
import { useFormError } from './use-form-error';

export function SignUpForm() {
  const { t } = useTranslation();
  const { register, handleSubmit, control } = useForm<TSignUpForm>({
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const [password, email, fullName] = useWatch({ control, name: ['password', 'email', 'fullName'] });
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
      const weak = await checkPasswordStrength(form.password, [form.email, form.fullName]);
      if (weak) {
        setSubmitting(false);
        return fail(t(passwordProblemKey(weak), { min }));
      }
      const { data, error: authError } = await authClient.signUp.email({
        name: form.fullName.trim(),
        email: form.email.trim(),
        password: form.password,
        callbackURL: afterAuthPath(),
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
      enterDashboard(t('auth.success.signUp'));
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
      <EmailField id="signup-email" {...register('email')} />
      <NewPasswordFields
        value={password}
        userInputs={[email, fullName]}
        password={{ id: 'signup-password', label: t('auth.fields.password'), ...register('password') }}
        confirm={{
          id: 'signup-confirm-password',
          label: t('auth.fields.confirmPassword'),
          ...register('confirmPassword'),
        }}
      />
      <FormError>{error}</FormError>
      <BusyButton type="submit" className="w-full" busy={submitting} busyLabel={t('auth.signUp.submitting')}>
        {t('auth.signUp.submit')}
      </BusyButton>
    </form>
  );
}
