import CheckCircle2 from 'lucide-react/icons/circle-check';
import X from 'lucide-react/icons/x';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** Spec 000 §9: the success banner closes itself after 15 s. */
export const ACTIVATED_BANNER_MS = 15_000;

/** 'Subscription Activated', shown when checkout returns to /subscription?checkout=success. */
export function ActivatedBanner({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(onClose, ACTIVATED_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  return (
    <Alert variant="success" role="status" className="items-start">
      <CheckCircle2 aria-hidden="true" />
      <div className="flex-1">
        <AlertTitle>{t('billing.subscription.banner.title')}</AlertTitle>
        <AlertDescription>{t('billing.subscription.banner.text')}</AlertDescription>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to="/new-job">{t('billing.subscription.banner.createApplication')}</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/dashboard">{t('billing.subscription.banner.dashboard')}</Link>
          </Button>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-mt-1 -mr-2 size-8"
        aria-label={t('billing.subscription.banner.close')}
        onClick={onClose}
      >
        <X aria-hidden="true" />
      </Button>
    </Alert>
  );
}
