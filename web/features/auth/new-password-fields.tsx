import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH } from '#domain/auth';
import { Field } from '../../components/ui/field';

type PasswordInput = { id: string; label: string } & UseFormRegisterReturn;

/**
 * A new password and its confirmation (sign-up, reset, change). The rules hint sits on the first;
 * `new-password` lets password managers offer to generate and save it.
 */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: PasswordInput;
  confirm: PasswordInput;
}) {
  const { t } = useTranslation();
  const min = MIN_PASSWORD_LENGTH;
  return (
    <>
      <Field
        type="password"
        autoComplete="new-password"
        required
        minLength={min}
        hint={t('auth.signUp.passwordHint', { min })}
        {...password}
      />
      <Field type="password" autoComplete="new-password" required {...confirm} />
    </>
  );
}
