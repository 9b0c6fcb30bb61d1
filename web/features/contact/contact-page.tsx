import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Card, CardContent } from '../../components/ui/card';
import { Seo } from '../../lib/seo';
import { ContactForm } from './contact-form';

/** /contact (spec 000 §2): the same form as on the help page, with a short intro. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Seo title={t('contact.seo.title')} description={t('contact.seo.description')} />
      <p className="text-sm font-semibold text-primary">{t('contact.page.eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('contact.page.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('contact.page.intro')}</p>
      <p className="mt-2 text-sm">
        <Link to="/help" className="rounded-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('contact.page.helpLink')}
        </Link>
      </p>
      <Card className="mt-8">
        <CardContent className="pt-6">
          <ContactForm idPrefix="contact-page" />
        </CardContent>
      </Card>
    </div>
  );
}
