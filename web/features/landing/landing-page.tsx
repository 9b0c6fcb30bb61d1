import ArrowRight from 'lucide-react/icons/arrow-right';
import BarChart3 from 'lucide-react/icons/chart-column';
import Check from 'lucide-react/icons/check';
import ClipboardPaste from 'lucide-react/icons/clipboard-paste';
import FileUp from 'lucide-react/icons/file-up';
import Globe from 'lucide-react/icons/globe';
import Send from 'lucide-react/icons/send';
import Sparkles from 'lucide-react/icons/sparkles';
import Target from 'lucide-react/icons/target';
import TrendingUp from 'lucide-react/icons/trending-up';
import Wand2 from 'lucide-react/icons/wand-sparkles';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-provider';
import { Button } from '../../components/ui/button';
import { Seo } from '../../lib/seo';
import { CtaBanner, ctaPrimaryButtonClass, ctaSecondaryButtonClass } from '../../components/cta-banner';

const scrollTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

/** The primary call to action: signed-in users go to their workspace (spec 000 §2 Landing). */
function PrimaryCta({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Button asChild size="lg" className={className}>
      <Link to={user ? '/dashboard' : '/auth?tab=signup'} onClick={scrollTop}>
        {user ? t('landing.ctaSignedIn') : t('landing.cta')}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

function Promises({ className }: { className?: string }) {
  const { t } = useTranslation();
  const promises = [
    t('landing.promises.noCard'),
    t('landing.promises.freeApplications'),
    t('landing.promises.setup'),
    t('landing.promises.cancel'),
  ];
  return (
    <ul aria-label={t('landing.promises.label')} className={className}>
      {promises.map((promise) => (
        <li key={promise} className="inline-flex items-center gap-1.5">
          <Check aria-hidden="true" className="size-4 text-success" />
          {promise}
        </li>
      ))}
    </ul>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-background to-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[42rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-4xl px-4 pt-16 pb-16 text-center sm:px-6 sm:pt-24 sm:pb-20">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-background/80 px-3 py-1 text-xs font-medium text-brand-700 shadow-xs sm:text-sm">
          <Globe aria-hidden="true" className="size-4" />
          {t('landing.badge')}
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl md:text-6xl">
          {t('landing.title')} <span className="text-primary">{t('landing.titleHighlight')}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
          {t('landing.subtitle')}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <PrimaryCta className="w-full sm:w-auto" />
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link to="/features" onClick={scrollTop}>
              {t('landing.learnMore')}
              {/* Read out (and indexed) as what the link leads to; the spec's words stay on screen. */}
              <span className="sr-only"> {t('landing.learnMoreTarget')}</span>
            </Link>
          </Button>
        </div>
        <Promises className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground" />
      </div>
    </section>
  );
}

function Statistics() {
  const { t } = useTranslation();
  // Spec 000 §1: the figures are marketing claims shown as given.
  const stats = [
    { value: t('landing.stats.cvsValue'), label: t('landing.stats.cvs') },
    { value: t('landing.stats.satisfactionValue'), label: t('landing.stats.satisfaction') },
    { value: t('landing.stats.jobOffersValue'), label: t('landing.stats.jobOffers') },
    { value: t('landing.stats.usersValue'), label: t('landing.stats.users') },
    { value: t('landing.stats.ratingValue'), label: t('landing.stats.rating') },
    { value: t('landing.stats.fasterValue'), label: t('landing.stats.faster') },
  ];
  return (
    <section aria-labelledby="landing-stats" className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
      <h2 id="landing-stats" className="text-center text-sm font-semibold text-muted-foreground">
        {t('landing.stats.title')}
      </h2>
      <dl className="mt-6 grid grid-cols-2 overflow-hidden rounded-2xl border bg-card shadow-sm sm:grid-cols-3 lg:grid-cols-6">
        {stats.map((stat) => (
          // The border on every cell draws the grid lines whatever the column count is.
          <div
            key={stat.label}
            className="-mt-px -ml-px flex flex-col-reverse items-center justify-end gap-1 border-t border-l px-3 py-6 text-center"
          >
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-2xl font-bold tracking-tight text-primary tabular-nums sm:text-3xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function FeatureCards() {
  const { t } = useTranslation();
  const cards = [
    { icon: Sparkles, key: 'generator' },
    { icon: Target, key: 'ats' },
    { icon: Wand2, key: 'builder' },
    { icon: BarChart3, key: 'analytics' },
  ] as const;
  return (
    <section aria-labelledby="landing-features" className="bg-muted/40 py-16 sm:py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">{t('landing.features.eyebrow')}</p>
          <h2
            id="landing-features"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {t('landing.features.title')}
          </h2>
          <p className="mt-4 text-pretty text-muted-foreground">{t('landing.features.subtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ icon: Icon, key }) => (
            <li
              key={key}
              className="flex flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{t(`landing.features.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`landing.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HowItWorks() {
  const { t } = useTranslation();
  const steps = [
    { icon: FileUp, key: 'upload' },
    { icon: ClipboardPaste, key: 'paste' },
    { icon: Send, key: 'apply' },
  ] as const;
  return (
    <section aria-labelledby="landing-steps" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <h2 id="landing-steps" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
        {t('landing.steps.title')}
      </h2>
      <ol className="mt-12 grid gap-8 md:grid-cols-3">
        {steps.map(({ icon: Icon, key }, index) => (
          <li key={key} className="flex gap-4 md:flex-col md:items-center md:text-center">
            <span className="relative flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm">
              <Icon aria-hidden="true" className="size-5" />
              <span
                aria-hidden="true"
                className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full border-2 border-background bg-brand-100 text-[0.65rem] font-bold text-brand-800"
              >
                {index + 1}
              </span>
            </span>
            <div>
              <h3 className="font-semibold">{t(`landing.steps.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`landing.steps.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function WhyChoose() {
  const { t } = useTranslation();
  const reasons = ['languages', 'platforms', 'speed', 'assistant', 'analytics', 'gdpr'] as const;
  return (
    <section aria-labelledby="landing-why" className="border-y bg-muted/40 py-16 sm:py-20">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold text-primary">{t('landing.why.eyebrow')}</p>
          <h2 id="landing-why" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('landing.why.title')}
          </h2>
          <p className="mt-4 text-pretty text-muted-foreground">{t('landing.why.subtitle')}</p>
          <div className="mt-8 flex items-start gap-4 rounded-xl border border-brand-200 bg-background p-5 shadow-sm">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-success/15 text-success">
              <TrendingUp aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold">{t('landing.why.callbacks')}</p>
              <p className="mt-1 text-sm text-muted-foreground">{t('landing.why.callbacksText')}</p>
            </div>
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          {reasons.map((key) => (
            <li
              key={key}
              className="flex items-start gap-3 rounded-lg bg-background p-4 shadow-xs ring-1 ring-border"
            >
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Check aria-hidden="true" className="size-3.5" />
              </span>
              <span className="text-sm font-medium">{t(`landing.why.items.${key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CallToAction() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-cta" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <CtaBanner headingId="landing-cta" title={t('landing.cta2.title')} text={t('landing.cta2.text')}>
        <PrimaryCta className={ctaPrimaryButtonClass} />
        <Button asChild size="lg" variant="outline" className={ctaSecondaryButtonClass}>
          <Link to="/pricing" onClick={scrollTop}>
            {t('landing.cta2.pricing')}
          </Link>
        </Button>
      </CtaBanner>
    </section>
  );
}

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo
        title={t('seo.landing.title')}
        description={t('seo.landing.description')}
        keywords={t('seo.landing.keywords')}
        canonicalPath="/"
      />
      <Hero />
      <Statistics />
      <FeatureCards />
      <HowItWorks />
      <WhyChoose />
      <CallToAction />
    </>
  );
}
