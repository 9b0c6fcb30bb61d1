import KeyRound from 'lucide-react/icons/key-round';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import { CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-message';
import { authClient } from '../../lib/auth-client';
import { twoFactorErrorKey } from './auth-errors';
import { enterDashboard } from './enter-dashboard';
import { useFormError } from './use-form-error';

type Method = 'totp' | 'backup';
type TwoFactorValues = { code: string; trustDevice: boolean };

/** The second sign-in step for accounts with TOTP two-factor authentication. */
export function TwoFactorForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('totp');
  const [submitting, setSubmitting] = useState(false);
  const { error, fail, clear } = useFormError('auth-form');
  const { register, handleSubmit, setValue } = useForm<TwoFactorValues>({
    defaultValues: { code: '', trustDevice: false },
  });

  const switchMethod = () => {
    clear();
    setValue('code', '');
    setMethod((m) => (m === 'totp' ? 'backup' : 'totp'));
  };

  const onSubmit = async ({ code, trustDevice }: TwoFactorValues) => {
    clear();
    const normalized = method === 'totp' ? code.replace(/\s+/g, '') : code.trim();
    if (method === 'totp' && !/^\d{6}$/.test(normalized))
      return fail(t('auth.twoFactor.errors.codeRequired'));
    if (method === 'backup' && !normalized) return fail(t('auth.twoFactor.errors.backupCodeRequired'));
    setSubmitting(true);
    try {
      const { error: authError } =
        method === 'totp'
          ? await authClient.twoFactor.verifyTotp({ code: normalized, trustDevice })
          : await authClient.twoFactor.verifyBackupCode({ code: normalized, trustDevice });
      if (authError) {
        setSubmitting(false);
        const key = twoFactorErrorKey(authError, method);
        fail(t(key));
        if (key === 'auth.twoFactor.errors.expired') onCancel();
        return;
      }
      enterDashboard(t('auth.success.signIn'));
    } catch {
      setSubmitting(false);
      fail(t('auth.errors.unexpected'));
    }
  };

  return (
    <>
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-primary">
          {method === 'totp' ? (
            <ShieldCheck aria-hidden="true" className="size-6" />
          ) : (
            <KeyRound aria-hidden="true" className="size-6" />
          )}
        </span>
        <h1 className="text-xl font-semibold tracking-tight">{t('auth.twoFactor.title')}</h1>
        <CardDescription>
          {method === 'totp' ? t('auth.twoFactor.description') : t('auth.twoFactor.backupDescription')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          {method === 'totp' ? (
            <Field
              key="totp"
              id="two-factor-code"
              label={t('auth.twoFactor.codeLabel')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              autoFocus
              required
              className="[&_input]:text-center [&_input]:text-lg [&_input]:tracking-[0.4em]"
              {...register('code')}
            />
          ) : (
            <Field
              key="backup"
              id="two-factor-backup-code"
              label={t('auth.twoFactor.backupCodeLabel')}
              autoComplete="off"
              spellCheck={false}
              autoFocus
              required
              {...register('code')}
            />
          )}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 rounded border-input accent-primary"
              {...register('trustDevice')}
            />
            {t('auth.twoFactor.trustDevice')}
          </label>
          <FormError>{error}</FormError>
          <BusyButton
            type="submit"
            className="w-full"
            busy={submitting}
            busyLabel={t('auth.twoFactor.verifying')}
          >
            {t('auth.twoFactor.verify')}
          </BusyButton>
          <div className="flex flex-col items-center gap-2 text-sm">
            <Button variant="link" onClick={switchMethod}>
              {method === 'totp' ? t('auth.twoFactor.useBackupCode') : t('auth.twoFactor.useAuthenticator')}
            </Button>
            <Button variant="link" className="text-muted-foreground" onClick={onCancel}>
              {t('auth.twoFactor.backToSignIn')}
            </Button>
          </div>
        </form>
      </CardContent>
    </>
  );
}
