import { useLocation } from 'react-router';
import { useTranslation } from './use-translation';
import { LANGUAGE_PARAM, PRERENDER_ORIGIN } from '#domain/web-pages';
import { DEFAULT_LANGUAGE, LANGUAGES } from './language';

export const PRODUCT_NAME = 'Applywise';
export const DEFAULT_IMAGE_PATH = '/og-image.jpg';

type SeoProps = {
  /** Page title without the product name; defaults to the product's default title. */
  title?: string;
  description?: string;
  keywords?: string;
  /** Absolute URL or a root-relative path of the social-card image. */
  image?: string;
  noindex?: boolean;
  /** Canonical path; defaults to the current path without the query. */
  canonicalPath?: string;
  type?: 'website' | 'article';
};

function absolute(pathOrUrl: string): string {
  const origin = typeof window === 'undefined' ? PRERENDER_ORIGIN : window.location.origin;
  return new URL(pathOrUrl, origin).toString();
}

/** A page's address in one language: English at the plain path, the others with `?lang=`. */
function inLanguage(path: string, language: string): string {
  return language === DEFAULT_LANGUAGE ? absolute(path) : absolute(`${path}?${LANGUAGE_PARAM}=${language}`);
}

export function formatTitle(title: string): string {
  return `${title} – ${PRODUCT_NAME}`;
}

/** Page metadata; React 19 hoists these elements into <head>. */
export function Seo({
  title,
  description,
  keywords,
  image,
  noindex = false,
  canonicalPath,
  type = 'website',
}: SeoProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const fullTitle = formatTitle(title ?? t('seo.defaultTitle'));
  const desc = description ?? t('seo.defaultDescription');
  const path = canonicalPath ?? pathname;
  // An indexed page exists in every language: its canonical is this language's address, and the
  // alternates name the others (hreflang) so each search engine shows the one its reader reads.
  const url = noindex ? absolute(path) : inLanguage(path, i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  const imageUrl = absolute(image ?? DEFAULT_IMAGE_PATH);
  const robots = noindex ? 'noindex,nofollow' : 'index,follow';

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <meta name="robots" content={robots} />
      <link rel="canonical" href={url} />
      {noindex
        ? null
        : LANGUAGES.map(({ code }) => (
            <link key={code} rel="alternate" hrefLang={code} href={inLanguage(path, code)} />
          ))}
      {noindex ? null : <link rel="alternate" hrefLang="x-default" href={absolute(path)} />}
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
