// The public pages rendered to HTML at build time (scripts/prerender.mjs runs this module's SSR
// build). The browser hydrates them (web/main.tsx): same routes, providers and strings.
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/error-boundaries';
import { SHARED } from './app/locales/strings';
import { AppProviders } from './app/providers';
import { PageLoading } from './components/page-loading';
import { routes } from './app/router';

// Which built modules a page the server renders is made of (scripts/prerender.mjs, server/web-render.ts).
export { pageModules } from './app/router';
export { SERVER_RENDERED_WORKSPACE_PAGES } from '#domain/web-pages';
import { embeddedDataElement, setServerData } from './lib/embedded-data';
import { startI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import type { Language } from './lib/language';

/** What a visitor reads before signing in, in each language (issue 14: landing to the auth page). */
export const PUBLIC_PAGES = [
  '/',
  '/features',
  '/pricing',
  '/help',
  '/contact',
  '/privacy',
  '/privacy-policy',
  '/terms',
  '/terms-of-service',
  '/cookies',
  '/cookie-policy',
  '/gdpr',
  '/auth',
] as const;

/**
 * The shared-application page's shell (header and loading state), served at once for every token
 * while the browser fetches the letter. The page speaks Danish whatever the visitor's language.
 */
export const SHARED_APPLICATION_SHELL = { path: '/shared-application/shell', language: 'da' } as const;

/**
 * The HTML of #root for one page in one language; the page's <title> and meta tags lead it.
 * `data`: what the page reads with `takeEmbedded` (web/lib/embedded-data.ts) in this render.
 */
export async function renderPage(
  path: string,
  language: Language,
  data?: Readonly<Record<string, unknown>>,
): Promise<string> {
  setServerData(data);
  try {
    return await renderRoute(path, language);
  } finally {
    setServerData(undefined);
    // The next render (another letter, or the same one edited since) starts from its own data.
    queryClient.clear();
  }
}

async function renderRoute(path: string, language: Language): Promise<string> {
  await startI18n(SHARED, language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
    // Every part in place, however large: React would otherwise send a big part (a legal text)
    // apart with an inline script to move it, which our Content Security Policy refuses to run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/**
 * What every other page shows first (the session check): the HTML the server sends for the
 * workspace and other client-rendered routes, so a phone shows "Loading..." while the app's code
 * arrives instead of a blank screen. React replaces it on its first render (no hydration).
 */
export async function renderLoading(language: Language): Promise<string> {
  await startI18n(SHARED, language);
  return renderToStaticMarkup(<PageLoading className="min-h-dvh" />);
}

// React puts a page's <title>, <meta> and <link> elements first when it renders without <head>.
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/**
 * A rendered page (`renderPage`) as a whole document: `template` is the built index.html with its
 * scripts loading after the first paint (scripts/prerender.mjs); the page's head tags go into its
 * <head>, the rest into #root, and `data` (if any) beside it for hydration.
 */
export function documentFor(
  template: string,
  html: string,
  language: Language,
  data?: Readonly<Record<string, unknown>>,
): string {
  const head = HEAD_TAGS.exec(html)?.[0] ?? '';
  const root = `<div id="root">${html.slice(head.length)}</div>${data ? embeddedDataElement(data) : ''}`;
  return template
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', () => root);
}
