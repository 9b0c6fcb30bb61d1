import type { LucideIcon } from 'lucide-react';
import Bell from 'lucide-react/icons/bell';
import CreditCard from 'lucide-react/icons/credit-card';
import ListChecks from 'lucide-react/icons/list-checks';
import Shield from 'lucide-react/icons/shield';
import UserRound from 'lucide-react/icons/user-round';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Seo } from '../../lib/seo';
import { NotificationPreferencesCard } from '../notifications';
import { BillingTab } from './billing-tab';
import { ChangePasswordCard } from './change-password-card';
import { OnboardingTab } from './onboarding-tab';
import { ProfileTab } from './profile-tab';
import { isSettingsTab, SETTINGS_TABS, settingsTabFrom, type SettingsTab } from './settings-tabs';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';
import { TwoFactorCard } from './two-factor-card';

const TAB_LABELS = {
  profile: { icon: UserRound, labelKey: 'settingsProfile.tabs.profile' },
  notifications: { icon: Bell, labelKey: 'settingsProfile.tabs.notifications' },
  onboarding: { icon: ListChecks, labelKey: 'settingsProfile.tabs.onboarding' },
  security: { icon: Shield, labelKey: 'settings.tabs.security' },
  billing: { icon: CreditCard, labelKey: 'settingsProfile.tabs.billing' },
} as const satisfies Record<SettingsTab, { icon: LucideIcon; labelKey: string }>;

export function SettingsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = settingsTabFrom(searchParams);

  // The tab lives in the URL, so a reload or a shared link opens it; replace keeps Back useful.
  const selectTab = (value: string) => {
    if (!isSettingsTab(value)) return;
    setSearchParams(
      (params) => {
        params.set('tab', value);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="space-y-6">
      <Seo title={t('seo.settings.title')} description={t('seo.settings.description')} noindex />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('settings.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('settings.description')}</p>
      </header>
      <Tabs value={tab} onValueChange={selectTab}>
        {/* On a phone the five tabs wrap into a grid instead of scrolling sideways out of sight. */}
        <TabsList
          aria-label={t('settings.tabsLabel')}
          className="grid h-auto w-full grid-cols-2 gap-1 min-[400px]:grid-cols-3 md:inline-flex md:h-10 md:w-auto md:gap-0"
        >
          {SETTINGS_TABS.map((value) => {
            const { icon: Icon, labelKey } = TAB_LABELS[value];
            return (
              <TabsTrigger key={value} value={value} className="h-9 md:h-full">
                <Icon aria-hidden="true" />
                {t(labelKey)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationPreferencesCard />
        </TabsContent>
        <TabsContent value="onboarding">
          <OnboardingTab />
        </TabsContent>
        <TabsContent value="security" className="space-y-6">
          <TwoFactorCard />
          <ChangePasswordCard />
          <SignOutEverywhereCard />
        </TabsContent>
        <TabsContent value="billing">
          <BillingTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
