import { ArrowRight, Check, Globe, ShieldCheck, Target, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth-provider';
import { Button } from '../../components/ui/button';
import { Seo } from '../../lib/seo';

export function LandingPage() {
  const { t } = useTranslation();
  const { user } = useAuth();

  const promises = [
    t('landing.promises.noCard'),
    t('landing.promises.freeApplications'),
    t('landing.promises.setup'),
    t('landing.promises.cancel'),
  ];
  const highlights = [
    { icon: Target, title: t('landing.highlights.ats.title'), text: t('landing.highlights.ats.text') },
    { icon: Timer, title: t('landing.highlights.speed.title'), text: t('landing.highlights.speed.text') },
    { icon: ShieldCheck, title: t('landing.highlights.gdpr.title'), text: t('landing.highlights.gdpr.text') },
  ];

  return (
    <>
      <Seo
        title={t('seo.landing.title')}
        description={t('seo.landing.description')}
        keywords={t('seo.landing.keywords')}
        canonicalPath="/"
      />
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-background to-background">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 left-1/2 size-[42rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-24">
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
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={user ? '/dashboard' : '/auth?tab=signup'}>
                {user ? t('landing.ctaSignedIn') : t('landing.cta')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <Link to="/features">{t('landing.learnMore')}</Link>
            </Button>
          </div>
          <ul
            aria-label={t('landing.promises.label')}
            className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground"
          >
            {promises.map((promise) => (
              <li key={promise} className="inline-flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-success" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section
        aria-label={t('landing.highlights.label')}
        className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6"
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h2 className="mt-4 font-semibold">{title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
