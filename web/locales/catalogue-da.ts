// The Danish catalogue, one module: the app loads it when Danish is the language in use.
import daCore from './da.json';
import daFeatures from './da/features.json';
import daLanding from './da/landing.json';
import daLegal from './da/legal.json';
import daContact from './da/contact.json';
import daCookies from './da/cookies.json';
import daHelp from './da/help.json';
import daPricing from './da/pricing.json';
import daChat from './da/chat.json';
import daUnsubscribe from './da/unsubscribe.json';
import daCvs from './da/cvs.json';
import daBilling from './da/billing.json';
import daDataRights from './da/dataRights.json';
import daSettingsProfile from './da/settings-profile.json';
import daNotifications from './da/notifications.json';
import daDashboard from './da/dashboard.json';
import daOnboarding from './da/onboarding.json';
import daGenerator from './da/generator.json';
import daApplications from './da/applications.json';
import daAnalytics from './da/analytics.json';
import daSharedApplication from './da/sharedApplication.json';

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
