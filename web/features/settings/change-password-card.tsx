import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { MIN_PASSWORD_LENGTH } from '#domain/auth';
import { BusyButton } from '../../components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-message';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { passwordProblemKey } from '../auth';
import { NewPasswordFields } from '../auth';
import { checkNewPassword, checkPasswordStrength } from '../auth';
import { useFormError } from '../auth';
import { changePasswordErrorKey } from './security-errors';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, control } = useForm<Values>({ defaultValues: EMPTY });
  const typed = useWatch({ control, name: 'newPassword' });
  const [submitting, setSubmitting] = useState(false);
  const { error, fail, clear } = useFormError('change-password');
  const min = MIN_PASSWORD_LENGTH;

  const onSubmit = async ({ currentPassword, newPassword, confirmPassword }: Values) => {
    clear();
    if (!currentPassword) return fail(t('auth.errors.fillAllFields'));
    const problem = checkNewPassword(newPassword, confirmPassword);
    if (problem) return fail(t(passwordProblemKey(problem), { min }));
    setSubmitting(true);
    try {
      const weak = await checkPasswordStrength(newPassword);
      if (weak) {
        setSubmitting(false);
        return fail(t(passwordProblemKey(weak), { min }));
      }
      const { error: authError } = await authClient.changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
      setSubmitting(false);
      if (authError) return fail(t(changePasswordErrorKey(authError), { min }));
      reset(EMPTY);
      toast.success(t('settings.password.success'), { id: 'change-password' });
    } catch {
      setSubmitting(false);
      fail(t('common.genericError'));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.password.title')}</CardTitle>
        <CardDescription>{t('settings.password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid max-w-sm gap-4">
          <Field
            id="current-password"
            label={t('settings.password.current')}
            type="password"
            autoComplete="current-password"
            required
            {...register('currentPassword')}
          />
          <NewPasswordFields
            value={typed}
            password={{ id: 'new-password', label: t('settings.password.new'), ...register('newPassword') }}
            confirm={{
              id: 'confirm-new-password',
              label: t('settings.password.confirm'),
              ...register('confirmPassword'),
            }}
          />
          <FormError>{error}</FormError>
          <div>
            <BusyButton type="submit" busy={submitting} busyLabel={t('settings.password.submitting')}>
              {t('settings.password.submit')}
            </BusyButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
