import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Lock from 'lucide-react/icons/lock';
import { useState, type ComponentProps } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { BusyButton } from '../../../components/ui/busy-button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isApiError } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { payLocalCheckout } from '../billing-api';
import { useInvalidateBilling } from '../use-billing-overview';
import {
  formatCardNumber,
  formatExpiry,
  ZCardForm,
  type CardFormInput,
  type CardFormValues,
} from './card-form';

type CardFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error: FieldError | undefined;
};

function CardField({ id, label, error, className, ...props }: CardFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className={cn('ui:grid ui:gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error?.message ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {t(error.message as ParseKeys)}
        </p>
      ) : null}
    </div>
  );
}

/** Where the server sends the browser after paying: a path of this app, or a full URL. */
function useFollowRedirect() {
  const navigate = useNavigate();
  return (url: string) => {
    if (url.startsWith('/') && !url.startsWith('//')) void navigate(url, { replace: true });
    else window.location.assign(url);
  };
}

/**
 * The card form of the local checkout: the test cards 4242… (pays) and 4000…0002 (declined) work
 * as on Stripe. A decline shows the server's message here and changes nothing.
 */
export function CardPaymentForm({ checkoutId, amount }: { checkoutId: string; amount: string }) {
  const { t } = useTranslation();
  const follow = useFollowRedirect();
  const invalidate = useInvalidateBilling();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setValue, formState } = useForm<CardFormInput, unknown, CardFormValues>({
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
    resolver: zodResolver(ZCardForm),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: CardFormValues) => {
    setFailure(null);
    try {
      const redirectUrl = await payLocalCheckout(checkoutId, values);
      await invalidate();
      follow(redirectUrl);
    } catch (error) {
      // The server explains declines and refusals in its message; anything else is generic.
      const explained = isApiError(error) && error.status >= 400 && error.status < 500;
      setFailure(explained ? error.message : t('billing.checkout.errors.failed'));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.checkout.card')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <Alert variant="info">
          <FlaskConical aria-hidden="true" />
          <div>
            <AlertTitle>{t('billing.checkout.testCardsTitle')}</AlertTitle>
            <AlertDescription>{t('billing.checkout.testCards')}</AlertDescription>
          </div>
        </Alert>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-2 gap-4">
          <CardField
            id="card-number"
            label={t('billing.checkout.cardNumber')}
            className="col-span-2"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            error={errors.cardNumber}
            {...register('cardNumber', {
              onChange: (e: { target: HTMLInputElement }) =>
                setValue('cardNumber', formatCardNumber(e.target.value)),
            })}
          />
          <CardField
            id="card-expiry"
            label={t('billing.checkout.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            error={errors.expiry}
            {...register('expiry', {
              onChange: (e: { target: HTMLInputElement }) => setValue('expiry', formatExpiry(e.target.value)),
            })}
          />
          <CardField
            id="card-cvc"
            label={t('billing.checkout.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            placeholder="123"
            error={errors.cvc}
            {...register('cvc')}
          />
          <CardField
            id="card-name"
            label={t('billing.checkout.name')}
            className="col-span-2"
            autoComplete="cc-name"
            error={errors.name}
            {...register('name')}
          />
          <FormError className="col-span-2">{failure}</FormError>
          <BusyButton
            type="submit"
            size="lg"
            className="col-span-2"
            busy={isSubmitting}
            busyLabel={t('billing.checkout.paying')}
          >
            <Lock aria-hidden="true" />
            {t('billing.checkout.pay', { amount })}
          </BusyButton>
          <p className="col-span-2 text-xs text-muted-foreground">{t('billing.checkout.secure')}</p>
        </form>
      </CardContent>
    </Card>
  );
}
