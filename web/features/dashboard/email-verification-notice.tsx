import MailWarning from 'lucide-react/icons/mail-exclamation-point';
import { useTranslation } from '../../lib/use-translation';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { BusyButton } from '../../components/ui/busy-button';
import { useResendVerificationMutation } from '../auth';

export function EmailVerificationNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendVerificationMutation();
  return (
    <Alert variant="warning" className="flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex flex-1 gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
        <div>
          <AlertTitle>{t('emailVerification.title')}</AlertTitle>
          <AlertDescription className="mt-1 text-muted-foreground">
            {t('emailVerification.description', { email })}
          </AlertDescription>
        </div>
      </div>
      <BusyButton
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        busy={resend.isPending}
        busyLabel={t('emailVerification.sending')}
        onClick={() => resend.mutate(email)}
      >
        {t('emailVerification.resend')}
      </BusyButton>
    </Alert>
  );
}
