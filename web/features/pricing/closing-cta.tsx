import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pricingButton } from '#domain/plans';
import { Button } from '../../components/ui/button';
import type { PricingViewer } from './use-pricing-viewer';

export function ClosingCta({ viewer, headingId }: { viewer: PricingViewer; headingId: string }) {
  const { t } = useTranslation();
  const start = pricingButton({ signedIn: false, plan: 'free' });
  return (
    <div className="relative overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
      />
      <h2 id={headingId} className="relative text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {t('pricing.cta.title')}
      </h2>
      <p className="relative mx-auto mt-3 max-w-xl text-pretty text-primary-foreground/85">
        {t('pricing.cta.text')}
      </p>
      <div className="relative mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {viewer.signedIn ? (
          <Button asChild size="lg" variant="secondary" className="w-full sm:w-auto">
            <Link to="/dashboard">
              {t('pricing.cta.signedIn')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button asChild size="lg" variant="secondary" className="w-full sm:w-auto">
            <Link to={start.href ?? '/auth?tab=signup'}>
              {t('pricing.buttons.startFree')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
        <Button
          asChild
          size="lg"
          variant="outline"
          className="w-full border-white/40 bg-transparent text-primary-foreground hover:bg-white/10 sm:w-auto"
        >
          <a href="#plans">{t('pricing.cta.compare')}</a>
        </Button>
      </div>
    </div>
  );
}
