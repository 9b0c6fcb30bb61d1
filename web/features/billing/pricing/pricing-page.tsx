import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useCurrencyChoice } from '../currency-choice';
import { useSearchParams } from 'react-router';
import { DEFAULT_BILLING_CYCLE, type BillingCycle } from '#domain/plans';
import { Seo } from '../../../lib/seo';
import { BillingControls } from './billing-controls';
import { ClosingCta } from './closing-cta';
import { FeatureComparison } from './feature-comparison';
import { OptimizedSection } from './optimized-section';
import { PlanButton } from './plan-button';
import { PlanCardGrid } from './plan-card';
import { PricingFaq } from './pricing-faq';
import { PricingHero } from './pricing-hero';
import { SectionHeading } from './section-heading';
import { Testimonials } from './testimonials';
import { TrustBlock } from './trust-block';
import { usePricingViewer } from './use-pricing-viewer';
import { EverythingToSucceed, ModernJobSeekers } from './value-sections';

const sectionClass = 'mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-12 sm:px-6 lg:px-8 lg:py-14';

/** Spec 000 §2 Pricing: the sections in the spec's order. */
export function PricingPage() {
  const { t } = useTranslation();
  const viewer = usePricingViewer();
  const [searchParams] = useSearchParams();
  // ?billing=yearly (as /subscription takes it) opens the page on yearly prices.
  const [billing, setBilling] = useState<BillingCycle>(
    searchParams.get('billing') === 'yearly' ? 'yearly' : DEFAULT_BILLING_CYCLE,
  );
  // DKK for a Danish visitor, USD otherwise, until they pick one (spec 000 §9).
  const [currency, setCurrency] = useCurrencyChoice();

  return (
    <>
      <Seo
        title={t('pricing.seo.title')}
        description={t('pricing.seo.description')}
        keywords={t('pricing.seo.keywords')}
        canonicalPath="/pricing"
      />
      <div className="bg-gradient-to-b from-brand-50 via-background to-background">
        <section aria-labelledby="plans-heading" id="plans" className={`${sectionClass} pt-14 sm:pt-20`}>
          <PricingHero />
          <h2 id="plans-heading" className="sr-only">
            {t('pricing.plans.label')}
          </h2>
          <div className="mt-10">
            <BillingControls
              billing={billing}
              onBillingChange={setBilling}
              currency={currency}
              onCurrencyChange={setCurrency}
            />
          </div>
          <PlanCardGrid
            className="mt-12"
            billing={billing}
            currency={currency}
            currentPlan={viewer.signedIn && !viewer.pending ? viewer.currentPlan : null}
            renderAction={(plan, titleId) => (
              <PlanButton
                plan={plan.id}
                billing={billing}
                viewer={viewer}
                featured={plan.highlight}
                describedBy={titleId}
              />
            )}
          />
          <div className="mt-12">
            <TrustBlock />
          </div>
        </section>
      </div>

      <section aria-labelledby="compare-heading" id="compare" className={sectionClass}>
        <SectionHeading
          id="compare-heading"
          title={t('pricing.compare.title')}
          subtitle={t('pricing.compare.subtitle')}
        />
        <div className="mt-10">
          <FeatureComparison />
        </div>
      </section>

      <section aria-labelledby="optimized-heading" className={sectionClass}>
        <SectionHeading
          id="optimized-heading"
          title={t('pricing.optimized.title')}
          subtitle={t('pricing.optimized.subtitle')}
        />
        <OptimizedSection headingId="optimized-heading" />
      </section>

      <section aria-labelledby="modern-heading" className={sectionClass}>
        <SectionHeading
          id="modern-heading"
          title={t('pricing.modern.title')}
          subtitle={t('pricing.modern.subtitle')}
        />
        <ModernJobSeekers />
      </section>

      <section aria-labelledby="succeed-heading" className={sectionClass}>
        <SectionHeading
          id="succeed-heading"
          title={t('pricing.succeed.title')}
          subtitle={t('pricing.succeed.subtitle')}
        />
        <EverythingToSucceed />
      </section>

      <section aria-labelledby="testimonials-heading" className={sectionClass}>
        <SectionHeading id="testimonials-heading" title={t('pricing.testimonials.title')} />
        <Testimonials />
      </section>

      <section aria-labelledby="faq-heading" id="faq" className={sectionClass}>
        <SectionHeading id="faq-heading" title={t('pricing.faq.title')} />
        <PricingFaq />
      </section>

      <section aria-labelledby="cta-heading" className={`${sectionClass} pt-0`}>
        <ClosingCta viewer={viewer} headingId="cta-heading" />
      </section>
    </>
  );
}
