// Every Danish string in one object, for the tests; the app loads each page's strings on their
// own (strings.ts).
import daCore from '../../locales/da.json';
import daAccount from '../../features/account/locales/da.json';
import daApplicationsAnalytics from '../../features/applications/analytics/locales/da.json';
import daApplicationsGenerator from '../../features/applications/generator/locales/da.json';
import daApplicationsList from '../../features/applications/list/locales/da.json';
import daAssistant from '../../features/assistant/locales/da.json';
import daAuth from '../../features/auth/locales/da.json';
import daBilling from '../../features/billing/locales/da.json';
import daBillingPricing from '../../features/billing/pricing/locales/da.json';
import daChat from '../../features/chat/locales/da.json';
import daContact from '../../features/contact/locales/da.json';
import daCookies from '../../features/cookies/locales/da.json';
import daCvBuilder from '../../features/cv-builder/locales/da.json';
import daCvBuilderEditor from '../../features/cv-builder/editor/locales/da.json';
import daCvs from '../../features/cvs/locales/da.json';
import daDashboard from '../../features/dashboard/locales/da.json';
import daEmailPreferences from '../../features/email-preferences/locales/da.json';
import daFeatureOverview from '../../features/feature-overview/locales/da.json';
import daHelp from '../../features/help/locales/da.json';
import daLanding from '../../features/landing/locales/da.json';
import daLegal from '../../features/legal/locales/da.json';
import daLinkedin from '../../features/linkedin/locales/da.json';
import daNotFound from '../../features/not-found/locales/da.json';
import daNotifications from '../../features/notifications/locales/da.json';
import daReminders from '../../features/reminders/locales/da.json';
import daResearch from '../../features/research/locales/da.json';
import daJobDiscovery from '../../features/job-discovery/locales/da.json';
import daOnboarding from '../../features/onboarding/locales/da.json';
import daSettings from '../../features/settings/locales/da.json';
import daSharing from '../../features/sharing/locales/da.json';
import daShell from '../../features/shell/locales/da.json';
import daTesting from '../../features/testing/locales/da.json';

/**
 * The catalogue: the strings every floor shares (`web/locales/<lang>.json`: common words, navigation,
 * footer, errors, shared components) and each feature's own (`web/features/<feature>/locales/<lang>.json`,
 * each `{ "<area>": { … } }` so features never share a top-level key).
 */
export const da = {
  ...daCore,
  ...daAccount,
  ...daApplicationsAnalytics,
  ...daApplicationsGenerator,
  ...daApplicationsList,
  ...daAssistant,
  ...daAuth,
  ...daBilling,
  ...daBillingPricing,
  ...daChat,
  ...daContact,
  ...daCookies,
  ...daCvBuilder,
  ...daCvBuilderEditor,
  ...daCvs,
  ...daDashboard,
  ...daEmailPreferences,
  ...daFeatureOverview,
  ...daHelp,
  ...daLanding,
  ...daLegal,
  ...daLinkedin,
  ...daNotFound,
  ...daNotifications,
  ...daReminders,
  ...daResearch,
  ...daJobDiscovery,
  ...daOnboarding,
  ...daSettings,
  ...daSharing,
  ...daShell,
  ...daTesting,
};
