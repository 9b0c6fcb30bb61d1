// The English catalogue, one module: the app loads it when English is the language in use.
import enCore from './en.json';
import enFeatures from './en/features.json';
import enLanding from './en/landing.json';
import enLegal from './en/legal.json';
import enContact from './en/contact.json';
import enCookies from './en/cookies.json';
import enHelp from './en/help.json';
import enPricing from './en/pricing.json';
import enChat from './en/chat.json';
import enUnsubscribe from './en/unsubscribe.json';
import enCvs from './en/cvs.json';
import enBilling from './en/billing.json';
import enDataRights from './en/dataRights.json';
import enSettingsProfile from './en/settings-profile.json';
import enNotifications from './en/notifications.json';
import enDashboard from './en/dashboard.json';
import enOnboarding from './en/onboarding.json';
import enGenerator from './en/generator.json';
import enApplications from './en/applications.json';
import enAnalytics from './en/analytics.json';
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
