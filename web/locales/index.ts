import daCore from './da.json';
import enCore from './en.json';
import daFeatures from './da/features.json';
import daLanding from './da/landing.json';
import daLegal from './da/legal.json';
import enFeatures from './en/features.json';
import enLanding from './en/landing.json';
import enLegal from './en/legal.json';
import daContact from './da/contact.json';
import daCookies from './da/cookies.json';
import daHelp from './da/help.json';
import enContact from './en/contact.json';
import enCookies from './en/cookies.json';
import enHelp from './en/help.json';
import daPricing from './da/pricing.json';
import enPricing from './en/pricing.json';
import daChat from './da/chat.json';
import enChat from './en/chat.json';
import daUnsubscribe from './da/unsubscribe.json';
import enUnsubscribe from './en/unsubscribe.json';
import daCvs from './da/cvs.json';
import enCvs from './en/cvs.json';
import daBilling from './da/billing.json';
import enBilling from './en/billing.json';
import daDataRights from './da/dataRights.json';
import enDataRights from './en/dataRights.json';
import daSettingsProfile from './da/settings-profile.json';
import enSettingsProfile from './en/settings-profile.json';
import daNotifications from './da/notifications.json';
import enNotifications from './en/notifications.json';
import daDashboard from './da/dashboard.json';
import enDashboard from './en/dashboard.json';
import daOnboarding from './da/onboarding.json';
import enOnboarding from './en/onboarding.json';
import daGenerator from './da/generator.json';
import enGenerator from './en/generator.json';
import daApplications from './da/applications.json';
import enApplications from './en/applications.json';
import daAnalytics from './da/analytics.json';
import enAnalytics from './en/analytics.json';
import daSharedApplication from './da/sharedApplication.json';
import enSharedApplication from './en/sharedApplication.json';

/**
 * The catalogues, one tree per language. Each area of the app may keep its strings in its own pair
 * of files (`en/<area>.json`, `da/<area>.json`, each `{ "<area>": { … } }`), imported and spread in
 * here, so areas built in parallel do not edit the same file.
 */
export const en = {
  ...enCore,
  ...enLanding,
  ...enFeatures,
  ...enLegal,
  ...enHelp,
  ...enContact,
  ...enCookies,
  ...enPricing,
  ...enChat,
  ...enUnsubscribe,
  ...enCvs,
  ...enBilling,
  ...enDataRights,
  ...enSettingsProfile,
  ...enNotifications,
  ...enDashboard,
  ...enOnboarding,
  ...enGenerator,
  ...enApplications,
  ...enAnalytics,
  ...enSharedApplication,
};
export const da = {
  ...daCore,
  ...daLanding,
  ...daFeatures,
  ...daLegal,
  ...daHelp,
  ...daContact,
  ...daCookies,
  ...daPricing,
  ...daChat,
  ...daUnsubscribe,
  ...daCvs,
  ...daBilling,
  ...daDataRights,
  ...daSettingsProfile,
  ...daNotifications,
  ...daDashboard,
  ...daOnboarding,
  ...daGenerator,
  ...daApplications,
  ...daAnalytics,
  ...daSharedApplication,
};
