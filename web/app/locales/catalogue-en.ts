// Every English string in one object, for the tests and the types of `t()` keys; the app loads
// each page's strings on their own (strings.ts).
import enCore from '../../locales/en.json';
import enAccount from '../../features/account/locales/en.json';
import enApplicationsAnalytics from '../../features/applications/analytics/locales/en.json';
import enApplicationsGenerator from '../../features/applications/generator/locales/en.json';
import enApplicationsList from '../../features/applications/list/locales/en.json';
import enAssistant from '../../features/assistant/locales/en.json';
import enAuth from '../../features/auth/locales/en.json';
import enBilling from '../../features/billing/locales/en.json';
import enBillingPricing from '../../features/billing/pricing/locales/en.json';
import enChat from '../../features/chat/locales/en.json';
import enContact from '../../features/contact/locales/en.json';
import enCookies from '../../features/cookies/locales/en.json';
import enCvBuilder from '../../features/cv-builder/locales/en.json';
import enCvBuilderEditor from '../../features/cv-builder/editor/locales/en.json';
import enCvs from '../../features/cvs/locales/en.json';
import enDashboard from '../../features/dashboard/locales/en.json';
import enEmailPreferences from '../../features/email-preferences/locales/en.json';
import enFeatureOverview from '../../features/feature-overview/locales/en.json';
import enHelp from '../../features/help/locales/en.json';
import enLanding from '../../features/landing/locales/en.json';
import enLegal from '../../features/legal/locales/en.json';
import enLinkedin from '../../features/linkedin/locales/en.json';
import enNotFound from '../../features/not-found/locales/en.json';
import enNotifications from '../../features/notifications/locales/en.json';
import enReminders from '../../features/reminders/locales/en.json';
import enResearch from '../../features/research/locales/en.json';
import enJobDiscovery from '../../features/job-discovery/locales/en.json';
import enOnboarding from '../../features/onboarding/locales/en.json';
import enSettings from '../../features/settings/locales/en.json';
import enSharing from '../../features/sharing/locales/en.json';
import enShell from '../../features/shell/locales/en.json';
import enTesting from '../../features/testing/locales/en.json';

/**
 * The catalogue: the strings every floor shares (`web/locales/<lang>.json`: common words, navigation,
 * footer, errors, shared components) and each feature's own (`web/features/<feature>/locales/<lang>.json`,
 * each `{ "<area>": { … } }` so features never share a top-level key).
 */
export const en = {
  ...enCore,
  ...enAccount,
  ...enApplicationsAnalytics,
  ...enApplicationsGenerator,
  ...enApplicationsList,
  ...enAssistant,
  ...enAuth,
  ...enBilling,
  ...enBillingPricing,
  ...enChat,
  ...enContact,
  ...enCookies,
  ...enCvBuilder,
  ...enCvBuilderEditor,
  ...enCvs,
  ...enDashboard,
  ...enEmailPreferences,
  ...enFeatureOverview,
  ...enHelp,
  ...enLanding,
  ...enLegal,
  ...enLinkedin,
  ...enNotFound,
  ...enNotifications,
  ...enReminders,
  ...enResearch,
  ...enJobDiscovery,
  ...enOnboarding,
  ...enSettings,
  ...enSharing,
  ...enShell,
  ...enTesting,
};
