import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import Crown from 'lucide-react/icons/crown';
import Sparkles from 'lucide-react/icons/sparkles';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Seo } from '../../lib/seo';
import { FEATURE_GROUPS, isPremium } from './feature-groups';
import { CtaBanner, ctaPrimaryButtonClass, ctaSecondaryButtonClass } from '../../components/cta-banner';

const scrollTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

export function FeaturesPage() {
  const { t } = useTranslation();
  // Group and item keys come from data; the catalogue test keeps en and da in step for them.
  const text = (key: string) => t(key as 'features.premium');

  return (
    <>
      <Seo
        title={t('features.seo.title')}
        description={t('features.seo.description')}
        keywords={t('features.seo.keywords')}
        canonicalPath="/features"
      />

      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-background to-background">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-4xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 sm:pb-16">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-background/80 px-3 py-1 text-xs font-medium text-brand-700 shadow-xs sm:text-sm">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('features.hero.badge')}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('features.hero.title')}{' '}
            <span className="text-primary">{t('features.hero.titleHighlight')}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
            {t('features.hero.subtitle')}
          </p>
          <p className="mx-auto mt-6 inline-flex max-w-2xl items-start gap-2 text-left text-sm text-muted-foreground">
            <Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            {t('features.legend')}
          </p>
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pb-16 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
        {FEATURE_GROUPS.map(({ key: group, icon: Icon, items }) => (
          <section
            key={group}
            aria-labelledby={`features-${group}`}
            className="flex flex-col rounded-xl border bg-card p-6 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h2 id={`features-${group}`} className="text-lg font-semibold tracking-tight">
                {text(`features.groups.${group}.title`)}
              </h2>
            </div>
            <p className="mt-3 text-sm text-muted-foreground">
              {text(`features.groups.${group}.description`)}
            </p>
            <ul className="mt-5 space-y-4">
              {items.map((item) => {
                const prefix = `features.groups.${group}.items.${item.key}`;
                return (
                  <li key={item.key} className="flex gap-3">
                    {isPremium(item) ? (
                      <Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
                    ) : (
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    )}
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <h3 className="text-sm font-medium">{text(`${prefix}.title`)}</h3>
                        {isPremium(item) ? <Badge variant="brand">{t('features.premium')}</Badge> : null}
                      </div>
                      <p className="mt-1 text-sm text-muted-foreground">{text(`${prefix}.text`)}</p>
                      {isPremium(item) ? (
                        <p className="mt-1 text-xs font-medium text-brand-700">
                          {t(item.plan === 'elite' ? 'features.plan.elite' : 'features.plan.pro')}
                        </p>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>

      <section
        aria-labelledby="features-cta"
        className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6 sm:pb-20"
      >
        <CtaBanner headingId="features-cta" title={t('features.cta.title')} text={t('features.cta.text')}>
          <Button asChild size="lg" className={ctaPrimaryButtonClass}>
            <Link to="/auth?tab=signup" onClick={scrollTop}>
              {t('features.cta.start')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className={ctaSecondaryButtonClass}>
            <Link to="/pricing" onClick={scrollTop}>
              {t('features.cta.pricing')}
            </Link>
          </Button>
        </CtaBanner>
      </section>
    </>
  );
}
