import Home from 'lucide-react/icons/house';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { Seo } from '../../lib/seo';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    // Spec 000 §8: an unknown route logs to the console.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="flex flex-1 items-center justify-center px-4 py-24">
      <Seo title={t('seo.notFound.title')} description={t('seo.notFound.description')} noindex />
      <div className="text-center">
        <p className="text-6xl font-bold tracking-tight text-primary">{t('notFound.code')}</p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">{t('notFound.title')}</h1>
        <p className="mt-3 text-muted-foreground">{t('notFound.description')}</p>
        <Button asChild className="mt-8">
          <Link to="/">
            <Home aria-hidden="true" />
            {t('notFound.home')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
