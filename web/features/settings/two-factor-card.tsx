import Copy from 'lucide-react/icons/copy';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldOff from 'lucide-react/icons/shield-off';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { useAuth } from '../../lib/auth-provider';
import { Badge } from '../../components/ui/badge';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-message';
import { authClient, type AuthClientError } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { useFormError } from '../auth';
import { groupSecret, totpSecretFromUri, twoFactorSettingsErrorKey } from './security-errors';

type Setup = { totpURI: string; backupCodes: string[] };
type Step =
  { kind: 'idle' } | { kind: 'password'; action: 'enable' | 'disable' } | ({ kind: 'setup' } & Setup);

/**
 * What both steps do with their request: busy while it runs; a refusal, or a request that throws,
 * becomes the form's error (inline and as the 'two-factor' toast); anything else goes to `onSuccess`.
 */
function useStepRequest() {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const { error, fail, clear } = useFormError('two-factor');

  const send = async <R extends { error: AuthClientError | null }>(
    request: () => Promise<R>,
    onSuccess: (result: R) => void,
  ) => {
    setSubmitting(true);
    try {
      const result = await request();
      setSubmitting(false);
      if (result.error) return fail(t(twoFactorSettingsErrorKey(result.error)));
      onSuccess(result);
    } catch {
      setSubmitting(false);
      fail(t('common.genericError'));
    }
  };

  return { submitting, error, fail, clear, send };
}

/** A step form's submit and Cancel; Cancel waits for the request too, so the step stays put. */
function StepButtons({
  submitting,
  label,
  busyLabel,
  variant = 'default',
  onCancel,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
  variant?: 'default' | 'destructive';
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <BusyButton type="submit" variant={variant} busy={submitting} busyLabel={busyLabel}>
        {label}
      </BusyButton>
      <Button variant="outline" onClick={onCancel} disabled={submitting}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}

function PasswordStep({
  action,
  onDone,
  onCancel,
}: {
  action: 'enable' | 'disable';
  onDone: (setup?: Setup) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const { submitting, error, fail, clear, send } = useStepRequest();

  const onSubmit = async ({ password }: { password: string }) => {
    clear();
    if (!password) return fail(t('settings.twoFactor.passwordRequired'));
    if (action === 'enable') {
      return send(
        () => authClient.twoFactor.enable({ password }),
        ({ data }) => {
          if (!data || !('totpURI' in data)) return fail(t('common.genericError'));
          onDone({ totpURI: data.totpURI, backupCodes: data.backupCodes });
        },
      );
    }
    return send(
      () => authClient.twoFactor.disable({ password }),
      () => {
        toast.success(t('settings.twoFactor.disabled'), { id: 'two-factor' });
        onDone();
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid max-w-sm gap-4">
      <p className="text-sm text-muted-foreground">
        {action === 'enable'
          ? t('settings.twoFactor.enablePasswordHint')
          : t('settings.twoFactor.disablePasswordHint')}
      </p>
      <Field
        id={`two-factor-${action}-password`}
        label={t('settings.twoFactor.password')}
        type="password"
        autoComplete="current-password"
        autoFocus
        required
        {...register('password')}
      />
      <FormError>{error}</FormError>
      <StepButtons
        submitting={submitting}
        label={t('settings.twoFactor.continue')}
        busyLabel={t('settings.twoFactor.working')}
        variant={action === 'disable' ? 'destructive' : 'default'}
        onCancel={onCancel}
      />
    </form>
  );
}

function SetupStep({
  totpURI,
  backupCodes,
  onDone,
  onCancel,
}: Setup & { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { submitting, error, fail, clear, send } = useStepRequest();
  const secret = totpSecretFromUri(totpURI);
  const codesId = useId();

  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(backupCodes.join('\n'));
      toast.success(t('settings.twoFactor.copied'), { id: 'two-factor' });
    } catch {
      toast.error(t('settings.twoFactor.copyFailed'), { id: 'two-factor' });
    }
  };

  const onSubmit = async ({ code }: { code: string }) => {
    clear();
    const normalized = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(normalized)) return fail(t('settings.twoFactor.codeRequired'));
    return send(
      () => authClient.twoFactor.verifyTotp({ code: normalized }),
      () => {
        toast.success(t('settings.twoFactor.enabled'), { id: 'two-factor' });
        onDone();
      },
    );
  };

  return (
    <div className="grid gap-8">
      <section className="grid gap-4 md:grid-cols-[auto_1fr] md:items-start">
        <div className="w-fit rounded-lg border bg-white p-3">
          <QRCodeSVG value={totpURI} size={176} role="img" aria-label={t('settings.twoFactor.qrLabel')} />
        </div>
        <div>
          <h3 className="font-medium">{t('settings.twoFactor.scanTitle')}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t('settings.twoFactor.scanDescription')}</p>
          {secret ? (
            <>
              <p className="mt-3 text-sm text-muted-foreground">{t('settings.twoFactor.manualKey')}</p>
              <code className="mt-1 block rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all">
                {groupSecret(secret)}
              </code>
            </>
          ) : null}
        </div>
      </section>

      <section aria-labelledby={`${codesId}-title`}>
        <h3 id={`${codesId}-title`} className="font-medium">
          {t('settings.twoFactor.backupTitle')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('settings.twoFactor.backupDescription')}</p>
        <ul className="mt-3 grid grid-cols-2 gap-2 rounded-lg border bg-muted/50 p-4 font-mono text-sm sm:grid-cols-3 md:grid-cols-5">
          {backupCodes.map((code) => (
            <li key={code} className="select-all">
              {code}
            </li>
          ))}
        </ul>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void copyCodes()}>
          <Copy aria-hidden="true" />
          {t('settings.twoFactor.copyCodes')}
        </Button>
      </section>

      <section>
        <h3 className="font-medium">{t('settings.twoFactor.confirmTitle')}</h3>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-3 grid max-w-sm gap-4">
          <Field
            id="two-factor-setup-code"
            label={t('settings.twoFactor.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            {...register('code')}
          />
          <FormError>{error}</FormError>
          <StepButtons
            submitting={submitting}
            label={t('settings.twoFactor.confirm')}
            busyLabel={t('settings.twoFactor.confirming')}
            onCancel={onCancel}
          />
        </form>
      </section>
    </div>
  );
}

export function TwoFactorCard() {
  const { t } = useTranslation();
  const { user, refetch } = useAuth();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const enabled = Boolean(user?.twoFactorEnabled);
  const finish = () => {
    setStep({ kind: 'idle' });
    void refetch();
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t('settings.twoFactor.title')}</CardTitle>
          <Badge variant={enabled ? 'success' : 'secondary'}>
            {enabled ? t('settings.twoFactor.statusOn') : t('settings.twoFactor.statusOff')}
          </Badge>
        </div>
        <CardDescription>{t('settings.twoFactor.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {step.kind === 'idle' ? (
          enabled ? (
            <Button variant="outline" onClick={() => setStep({ kind: 'password', action: 'disable' })}>
              <ShieldOff aria-hidden="true" />
              {t('settings.twoFactor.disable')}
            </Button>
          ) : (
            <Button onClick={() => setStep({ kind: 'password', action: 'enable' })}>
              <ShieldCheck aria-hidden="true" />
              {t('settings.twoFactor.enable')}
            </Button>
          )
        ) : null}
        {step.kind === 'password' ? (
          <PasswordStep
            action={step.action}
            onCancel={() => setStep({ kind: 'idle' })}
            onDone={(setup) => (setup ? setStep({ kind: 'setup', ...setup }) : finish())}
          />
        ) : null}
        {step.kind === 'setup' ? (
          <SetupStep
            totpURI={step.totpURI}
            backupCodes={step.backupCodes}
            onDone={finish}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
