import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { loadStrings, type Strings } from '../lib/i18n';
import { PAGE_STRINGS, SHARED, WORKSPACE } from './locales/strings';
import { RouteErrorPage } from './error-boundaries';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { PageLoading } from '../components/page-loading';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './root-layout';

/** A page's chunk and the strings it shows, loaded together. */
async function withStrings<T>(page: Promise<T>, strings: readonly Strings[], language?: 'da') {
  const [module] = await Promise.all([page, loadStrings(strings, language)]);
  return module;
}

/**
 * What a lazy route of a page the server renders (decision 031) carries: the module its `lazy`
 * imports, as Vite's build manifest names it (its path under web/). The server sends the built
 * chunks of the page's modules as modulepreload links in the HTML (server/web-render.ts), so the
 * browser fetches them with the page, and Vite's loader finds them asked for already instead of
 * adding a link for each (a long task on a phone). router.test.ts checks that it is the module
 * `lazy` loads.
 */
export type BuiltFrom = { module: string };
const builtFrom = (module: string): BuiltFrom => ({ module });

// Every page is its own chunk; the public layout and the guards ship with the entry. The browser
// (web/main.tsx) and the pre-rendering at build (web/prerender.tsx) route with the same table.
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // Shown while the first page's chunk loads.
    HydrateFallback: () => <PageLoading className="min-h-dvh" />,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            Component: RedirectIfSignedIn,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (
                    await withStrings(import('../features/landing/landing-page'), PAGE_STRINGS.landing)
                  ).LandingPage,
                }),
              },
              {
                path: 'auth',
                lazy: async () => ({
                  Component: (await withStrings(import('../features/auth/auth-page'), PAGE_STRINGS.auth))
                    .AuthPage,
                }),
              },
            ],
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (
                await withStrings(import('../features/auth/forgot-password-page'), PAGE_STRINGS.auth)
              ).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (
                await withStrings(import('../features/auth/reset-password-page'), PAGE_STRINGS.auth)
              ).ResetPasswordPage,
            }),
          },
          {
            path: 'features',
            lazy: async () => ({
              Component: (
                await withStrings(
                  import('../features/feature-overview/features-page'),
                  PAGE_STRINGS.featureOverview,
                )
              ).FeaturesPage,
            }),
          },
          {
            path: 'contact',
            lazy: async () => ({
              Component: (await withStrings(import('../features/contact/contact-page'), PAGE_STRINGS.contact))
                .ContactPage,
            }),
          },
          {
            // The public pages that use TanStack Query (themselves or in what they import: a signed-in
            // reader's plan on the pricing page, account tools on the legal pages). Its provider
            // loads with them; a page without queries (the landing page) goes without.
            lazy: async () => ({ Component: (await import('./layouts/query-layout')).QueryLayout }),
            children: [
              {
                path: 'verify',
                lazy: async () => ({
                  Component: (
                    await withStrings(import('../features/auth/verify-email-page'), PAGE_STRINGS.auth)
                  ).VerifyEmailPage,
                }),
              },
              // Legal pages: each short alias renders the same page as its long path (spec 000 §2).
              ...(
                [
                  { paths: ['privacy', 'privacy-policy'], name: 'PrivacyPolicyPage' },
                  { paths: ['terms', 'terms-of-service'], name: 'TermsOfServicePage' },
                  { paths: ['cookies', 'cookie-policy'], name: 'CookiePolicyPage' },
                  { paths: ['gdpr'], name: 'GdprPage' },
                ] as const
              ).flatMap(({ paths, name }) =>
                paths.map((path) => ({
                  path,
                  lazy: async () => ({
                    Component: (
                      await withStrings(import('../features/legal/legal-page'), PAGE_STRINGS.legal)
                    )[name],
                  }),
                })),
              ),
              {
                path: 'pricing',
                lazy: async () => ({
                  Component: (
                    await withStrings(
                      import('../features/billing/pricing/pricing-page'),
                      PAGE_STRINGS.pricing,
                    )
                  ).PricingPage,
                }),
              },
              {
                path: 'help',
                lazy: async () => ({
                  Component: (await withStrings(import('../features/help/help-page'), PAGE_STRINGS.help))
                    .HelpPage,
                }),
              },
              {
                path: 'unsubscribe',
                lazy: async () => ({
                  Component: (
                    await withStrings(
                      import('../features/email-preferences/unsubscribe-page'),
                      PAGE_STRINGS.emailPreferences,
                    )
                  ).UnsubscribePage,
                }),
              },
              {
                // Public: a reminder email's one-click links work signed out (issue 17).
                path: 'follow-up',
                lazy: async () => ({
                  Component: (
                    await withStrings(import('../features/reminders/follow-up-page'), PAGE_STRINGS.reminders)
                  ).FollowUpPage,
                }),
              },
              {
                // Public: a shared letter is read by people without an account (spec 000 §2).
                path: 'shared-application/:token',
                // The page speaks Danish whatever the visitor's language (spec 000 §2).
                lazy: async () => ({
                  Component: (
                    await withStrings(
                      import('../features/sharing/shared-application-page'),
                      [...SHARED, ...PAGE_STRINGS.sharing],
                      'da',
                    )
                  ).SharedApplicationPage,
                }),
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (
                await withStrings(import('../features/not-found/not-found-page'), PAGE_STRINGS.notFound)
              ).NotFoundPage,
            }),
          },
        ],
      },
      {
        // Public (spec 000), and part of the workspace for a signed-in user (spec 001's sidebar).
        path: 'cv-builder',
        lazy: async () => ({ Component: (await import('./layouts/session-layout')).SessionLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (
                await withStrings(import('../features/cv-builder/cv-builder-page'), PAGE_STRINGS.cvBuilder)
              ).CvBuilderPage,
            }),
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            // The workspace shell (sidebar, menus, notifications) is a chunk of its own, and its
            // strings too: a visitor of the public pages never downloads them.
            handle: builtFrom('app/layouts/app-layout.tsx'),
            lazy: async () => ({
              Component: (await withStrings(import('./layouts/app-layout'), WORKSPACE)).AppLayout,
            }),
            children: [
              {
                path: 'dashboard',
                handle: builtFrom('features/dashboard/dashboard-page.tsx'),
                lazy: async () => ({
                  Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
                }),
              },
              {
                path: 'new-job',
                handle: builtFrom('features/applications/generator/new-job-page.tsx'),
                lazy: async () => ({
                  Component: (await import('../features/applications/generator/new-job-page')).NewJobPage,
                }),
              },
              {
                path: 'applications',
                lazy: async () => ({
                  Component: (await import('../features/applications/list/applications-page'))
                    .ApplicationsPage,
                }),
              },
              {
                // A saved application: the generator's result view.
                path: 'applications/:id',
                lazy: async () => ({
                  Component: (await import('../features/applications/generator/application-page'))
                    .ApplicationPage,
                }),
              },
              ...['ai-assistant', 'ai-assistant/:conversationId'].map((path) => ({
                path,
                lazy: async () => ({
                  Component: (await import('../features/assistant/assistant-page')).AssistantPage,
                }),
              })),
              {
                path: 'analytics',
                lazy: async () => ({
                  Component: (await import('../features/applications/analytics/analytics-page'))
                    .AnalyticsPage,
                }),
              },
              {
                path: 'cvs',
                lazy: async () => ({ Component: (await import('../features/cvs/cvs-page')).CvsPage }),
              },
              {
                path: 'cvs/:id',
                lazy: async () => ({
                  Component: (await import('../features/cvs/cv-detail-page')).CvDetailPage,
                }),
              },
              {
                path: 'settings',
                // Its onboarding tab opens the Danish variant of the onboarding (spec 001 §2).
                lazy: async () => ({
                  Component: (
                    await withStrings(
                      import('../features/settings/settings-page'),
                      [...SHARED, ...WORKSPACE],
                      'da',
                    )
                  ).SettingsPage,
                }),
              },
              {
                path: 'notifications',
                lazy: async () => ({
                  Component: (await import('../features/notifications/notifications-page')).NotificationsPage,
                }),
              },
              {
                path: 'subscription',
                lazy: async () => ({
                  Component: (await import('../features/billing/subscription/subscription-page'))
                    .SubscriptionPage,
                }),
              },
              {
                path: 'billing',
                lazy: async () => ({
                  Component: (await import('../features/billing/billing-page')).BillingPage,
                }),
              },
              {
                // The local provider's portal (Stripe's is hosted by Stripe).
                path: 'billing/portal',
                lazy: async () => ({
                  Component: (await import('../features/billing/checkout/portal-page')).PortalPage,
                }),
              },
              {
                // The local provider's checkout page (Stripe Checkout is hosted by Stripe).
                path: 'checkout/:id',
                lazy: async () => ({
                  Component: (await import('../features/billing/checkout/checkout-page')).CheckoutPage,
                }),
              },
              {
                path: 'premium-templates',
                lazy: async () => ({
                  Component: (await import('../features/billing/premium-templates/premium-templates-page'))
                    .PremiumTemplatesPage,
                }),
              },
              // Company research (spec 001 routes table): one page under both addresses.
              ...['company-research', 'research'].map((path) => ({
                path,
                lazy: async () => ({
                  Component: (await import('../features/research/research-page')).ResearchPage,
                }),
              })),
              {
                path: 'advanced-features',
                lazy: async () => ({
                  Component: (await import('../features/billing/advanced-features/advanced-features-page'))
                    .AdvancedFeaturesPage,
                }),
              },
              {
                // Administrators only (decision 024); anyone else gets the 404 page.
                path: 'testing',
                lazy: async () => ({
                  Component: (await import('../features/testing/testing-page')).TestingPage,
                }),
              },
              {
                path: 'job-discovery',
                lazy: async () => ({
                  Component: (await import('../features/job-discovery/job-discovery-page')).JobDiscoveryPage,
                }),
              },
              // Spec 001's routes table: /job-search redirects to /job-discovery.
              { path: 'job-search', element: <Navigate to="/job-discovery" replace /> },
              {
                path: 'linkedin-analysis',
                lazy: async () => ({
                  Component: (await import('../features/linkedin/linkedin-page')).LinkedinAnalysisPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The built modules (`BuiltFrom`) of the routes a path matches, outermost first. */
export function pageModules(path: string): string[] {
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
    const handle = route.handle as Partial<BuiltFrom> | undefined;
    return handle?.module ? [handle.module] : [];
  });
}

/**
 * Loads the code of every route the location matches, in place, before a pre-rendered page is
 * hydrated: the router then starts with the page at hand instead of its loading fallback, and the
 * first render matches the HTML the server sent.
 */
export async function loadMatchedRoutes(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}
