import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo';

const scrollTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground rounded-sm';

export function SiteFooter() {
  const { t } = useTranslation();
  const productLinks = [
    { to: '/features', label: t('nav.features') },
    { to: '/pricing', label: t('nav.pricing') },
    { to: '/help', label: t('nav.support') },
  ];
  const legalLinks = [
    { to: '/privacy-policy', label: t('footer.privacyPolicy') },
    { to: '/terms-of-service', label: t('footer.termsOfService') },
    { to: '/cookie-policy', label: t('footer.cookiePolicy') },
    { to: '/gdpr', label: t('footer.gdpr') },
  ];
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <div className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <LogoMark className="size-7" />
            Applywise
          </div>
          <p className="mt-3 text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-semibold">
            {t('footer.product')}
          </h2>
          <ul className="mt-3 space-y-2">
            {productLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={scrollTop} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold">
            {t('footer.legal')}
          </h2>
          <ul className="mt-3 space-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={scrollTop} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted-foreground sm:px-6 lg:px-8">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
