import { useTranslation } from '../../lib/use-translation';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH } from '#domain/auth';
import { Field } from '../../components/ui/field';
import { PasswordStrengthMeter } from './password-strength-meter';

type PasswordInput = { id: string; label: string } & UseFormRegisterReturn;

/**
 * A new password and its confirmation (sign-up, reset, change). The rules hint and the strength
 * meter sit on the first (`value` is its current text, `userInputs` the account's name and email,
 * which make easy guesses); `new-password` lets password managers offer to generate and save it.
 */
export function NewPasswordFields({
  password,
  confirm,
  value,
  userInputs,
}: {
  password: PasswordInput;
  confirm: PasswordInput;
  value: string;
  userInputs?: readonly string[];
}) {
  const { t } = useTranslation();
  const min = MIN_PASSWORD_LENGTH;
  const strengthId = `${password.id}-strength`;
  return (
    <>
      <div className="grid gap-2">
        <Field
          type="password"
          autoComplete="new-password"
          required
          minLength={min}
          hint={t('auth.signUp.passwordHint', { min })}
          aria-describedby={`${password.id}-hint ${strengthId}`}
          {...password}
        />
        <PasswordStrengthMeter id={strengthId} password={value} userInputs={userInputs} />
      </div>
      <Field type="password" autoComplete="new-password" required {...confirm} />
    </>
  );
}
