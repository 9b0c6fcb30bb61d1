import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo';
import { CookieSettingsButton } from '../../features/cookies/cookie-banner';

const scrollTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground rounded-sm';

type FooterLink = { to: string; label: string };

/** A titled list of links; the heading's id names the nav for screen readers. */
function FooterColumn({
  id,
  title,
  links,
  extra,
}: {
  id: string;
  title: string;
  links: FooterLink[];
  /** A last item that is not a link, such as the "Cookie settings" button. */
  extra?: ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={scrollTop} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {extra ? <li>{extra}</li> : null}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const columns = [
    {
      id: 'footer-product',
      title: t('footer.product'),
      links: [
        { to: '/features', label: t('nav.features') },
        { to: '/pricing', label: t('nav.pricing') },
        { to: '/help', label: t('nav.support') },
      ],
    },
    {
      id: 'footer-legal',
      title: t('footer.legal'),
      links: [
        { to: '/privacy-policy', label: t('footer.privacyPolicy') },
        { to: '/terms-of-service', label: t('footer.termsOfService') },
        { to: '/cookie-policy', label: t('footer.cookiePolicy') },
        { to: '/gdpr', label: t('footer.gdpr') },
      ],
      extra: <CookieSettingsButton className={linkClass} />,
    },
  ];
  return (
    <footer className="border-t bg-muted/40 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <div className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <LogoMark className="size-7" />
            Applywise
          </div>
          <p className="mt-3 text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        {columns.map((column) => (
          <FooterColumn key={column.id} {...column} />
        ))}
      </div>
      <div className="border-t">
        {/* A page pre-rendered in one year and opened in the next keeps its year until the next render. */}
        <p
          suppressHydrationWarning
          className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted-foreground sm:px-6 lg:px-8"
        >
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
