import ArrowRight from 'lucide-react/icons/arrow-right';
import Bot from 'lucide-react/icons/bot';
import CreditCard from 'lucide-react/icons/credit-card';
import Mail from 'lucide-react/icons/mail';
import MessageSquare from 'lucide-react/icons/message-square';
import PlayCircle from 'lucide-react/icons/circle-play';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Seo } from '../../lib/seo';
import { ContactForm } from '../contact';
import { FaqSection } from './faq-section';
import { SetupGuide } from './setup-guide';
import { usePublicConfig } from '../../lib/use-public-config';
import { OpenChatButton } from '../chat';

const actionClass =
  'mt-auto inline-flex items-center gap-1 rounded-sm pt-4 text-sm font-medium text-primary underline-offset-4 hover:underline';

function SupportEmail() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  if (config.isPending)
    return <p className="text-sm text-muted-foreground">{t('help.support.email.loading')}</p>;
  if (config.isError)
    return <p className="text-sm text-muted-foreground">{t('help.support.email.unavailable')}</p>;
  return (
    <a
      href={`mailto:${config.data.supportEmail}`}
      className="rounded-sm text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
    >
      {config.data.supportEmail}
    </a>
  );
}

function SupportCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-primary">
          {icon}
        </span>
        <div className="grid gap-1.5">
          <CardTitle className="text-base/6">{title}</CardTitle>
          {children}
        </div>
      </CardHeader>
    </Card>
  );
}

/** /help, labelled Support in the navigation (spec 000 §2 Help and contact). */
export function HelpPage() {
  const { t } = useTranslation();

  const cards = [
    { key: 'demo', icon: PlayCircle, to: '/features' },
    { key: 'pricing', icon: CreditCard, to: '/pricing' },
    { key: 'contact', icon: MessageSquare, to: '#contact' },
  ] as const;

  return (
    <>
      <Seo
        title={t('help.seo.title')}
        description={t('help.seo.description')}
        keywords={t('help.seo.keywords')}
      />
      <section className="bg-gradient-to-b from-brand-50 via-background to-background">
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
          <p className="text-sm font-semibold text-primary">{t('help.hero.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('help.hero.title')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
            {t('help.hero.subtitle')}
          </p>
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-5xl gap-12 px-4 pb-20 sm:px-6">
        <SetupGuide />

        <nav aria-label={t('help.cards.label')}>
          <ul className="grid gap-4 md:grid-cols-3">
            {cards.map(({ key, icon: Icon, to }) => {
              const body = (
                <>
                  <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="mt-4 block font-semibold">{t(`help.cards.${key}.title`)}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">
                    {t(`help.cards.${key}.text`)}
                  </span>
                  <span className={actionClass}>
                    {t(`help.cards.${key}.action`)}
                    <ArrowRight aria-hidden="true" className="size-3.5" />
                  </span>
                </>
              );
              const className =
                'flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
              return (
                <li key={key}>
                  {/* An in-page anchor scrolls natively; the router would treat it as navigation. */}
                  {to.startsWith('#') ? (
                    <a href={to} className={className}>
                      {body}
                    </a>
                  ) : (
                    <Link to={to} className={className}>
                      {body}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>

        <FaqSection />

        <section aria-labelledby="support-title">
          <h2 id="support-title" className="text-2xl font-bold tracking-tight">
            {t('help.support.title')}
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <SupportCard
              icon={<Mail aria-hidden="true" className="size-5" />}
              title={t('help.support.email.title')}
            >
              <SupportEmail />
              <CardDescription>{t('help.support.email.text')}</CardDescription>
            </SupportCard>
            <SupportCard
              icon={<Bot aria-hidden="true" className="size-5" />}
              title={t('help.support.chat.title')}
            >
              <CardDescription>{t('help.support.chat.text')}</CardDescription>
              <OpenChatButton className="mt-1 justify-self-start" />
            </SupportCard>
          </div>
        </section>

        <section id="contact" aria-labelledby="contact-title" className="scroll-mt-24">
          <Card>
            <CardHeader>
              <CardTitle id="contact-title" className="text-2xl/8 font-bold">
                {t('help.contact.title')}
              </CardTitle>
              <CardDescription>{t('help.contact.text')}</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm idPrefix="help-contact" />
            </CardContent>
          </Card>
        </section>
      </div>
    </>
  );
}
