import ArrowRight from 'lucide-react/icons/arrow-right';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { pricingButton } from '#domain/plans';
import { CtaBanner, ctaPrimaryButtonClass, ctaSecondaryButtonClass } from '../../../components/cta-banner';
import { Button } from '../../../components/ui/button';
import type { PricingViewer } from './use-pricing-viewer';

export function ClosingCta({ viewer, headingId }: { viewer: PricingViewer; headingId: string }) {
  const { t } = useTranslation();
  const start = pricingButton({ signedIn: false, plan: 'free' });
  return (
    <CtaBanner headingId={headingId} title={t('pricing.cta.title')} text={t('pricing.cta.text')}>
      <Button asChild size="lg" className={ctaPrimaryButtonClass}>
        {viewer.signedIn ? (
          <Link to="/dashboard">
            {t('pricing.cta.signedIn')}
            <ArrowRight aria-hidden="true" />
          </Link>
        ) : (
          <Link to={start.href ?? '/auth?tab=signup'}>
            {t('pricing.buttons.startFree')}
            <ArrowRight aria-hidden="true" />
          </Link>
        )}
      </Button>
      <Button asChild size="lg" variant="outline" className={ctaSecondaryButtonClass}>
        <a href="#plans">{t('pricing.cta.compare')}</a>
      </Button>
    </CtaBanner>
  );
}
