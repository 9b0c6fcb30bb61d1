import { createBrowserRouter } from 'react-router';
import { loadLanguage } from '../lib/i18n';
import { RouteErrorPage } from './error-boundaries';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { PageLoading } from '../components/page-loading';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './root-layout';

// Every page is its own chunk; the public layout and the guards ship with the entry.
export const router = createBrowserRouter([
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
                  Component: (await import('../features/landing/landing-page')).LandingPage,
                }),
              },
              {
                path: 'auth',
                lazy: async () => ({ Component: (await import('../features/auth/auth-page')).AuthPage }),
              },
            ],
          },
          {
            path: 'verify',
            lazy: async () => ({
              Component: (await import('../features/auth/verify-email-page')).VerifyEmailPage,
            }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            path: 'features',
            lazy: async () => ({
              Component: (await import('../features/feature-overview/features-page')).FeaturesPage,
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
              lazy: async () => ({ Component: (await import('../features/legal/legal-page'))[name] }),
            })),
          ),
          {
            path: 'pricing',
            lazy: async () => ({
              Component: (await import('../features/billing/pricing/pricing-page')).PricingPage,
            }),
          },
          {
            path: 'help',
            lazy: async () => ({ Component: (await import('../features/help/help-page')).HelpPage }),
          },
          {
            path: 'contact',
            lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }),
          },
          {
            path: 'unsubscribe',
            lazy: async () => ({
              Component: (await import('../features/email-preferences/unsubscribe-page')).UnsubscribePage,
            }),
          },
          {
            // Public: a shared letter is read by people without an account (spec 000 §2).
            path: 'shared-application/:token',
            lazy: async () => {
              // The page speaks Danish whatever the visitor's language (spec 000 §2).
              const [page] = await Promise.all([
                import('../features/sharing/shared-application-page'),
                loadLanguage('da'),
              ]);
              return { Component: page.SharedApplicationPage };
            },
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../features/not-found/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            // The workspace shell (sidebar, menus, notifications) is a chunk of its own: a visitor
            // of the public pages never downloads it.
            lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
            children: [
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
                }),
              },
              {
                path: 'new-job',
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
                lazy: async () => {
                  // Its onboarding tab opens the Danish variant of the onboarding (spec 001 §2).
                  const [page] = await Promise.all([
                    import('../features/settings/settings-page'),
                    loadLanguage('da'),
                  ]);
                  return { Component: page.SettingsPage };
                },
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
              {
                path: 'advanced-features',
                lazy: async () => ({
                  Component: (await import('../features/billing/advanced-features/advanced-features-page'))
                    .AdvancedFeaturesPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
]);
