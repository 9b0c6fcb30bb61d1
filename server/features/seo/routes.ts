import type { FastifyPluginAsync } from 'fastify';

/** Public pages for search engines (spec 000 §2), in the order the site presents them. */
export const SITEMAP_PATHS = [
  '/',
  '/features',
  '/pricing',
  '/help',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/gdpr',
] as const;

/**
 * Signed-in and personal routes: nothing for a crawler there (they redirect to /auth anyway).
 * /unsubscribe and /shared-application carry personal links, /verify and the password pages
 * are one-off targets of mails.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/dashboard',
  '/settings',
  '/new-job',
  '/applications',
  '/cvs',
  '/analytics',
  '/ai-assistant',
  '/billing',
  '/subscription',
  '/onboarding',
  '/profile',
  '/linkedin',
  '/company-research',
  '/admin',
  '/unsubscribe',
  '/shared-application/',
  '/verify',
  '/reset-password',
  '/forgot-password',
] as const;

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(appUrl: string): string {
  const urls = SITEMAP_PATHS.map(
    (path) => `  <url>\n    <loc>${escapeXml(`${appUrl}${path === '/' ? '/' : path}`)}</loc>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt and sitemap.xml at the site root, absolute URLs from APP_URL. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { appUrl } = app.deps.config;
  const robots = robotsTxt(appUrl);
  const sitemap = sitemapXml(appUrl);
  // Built once: both depend only on the configuration. An hour of caching keeps crawlers cheap.
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
};
