import { Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Seo } from '../../lib/seo';
import { ChangePasswordCard } from './change-password-card';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';
import { TwoFactorCard } from './two-factor-card';

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <Seo title={t('seo.settings.title')} description={t('seo.settings.description')} noindex />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('settings.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('settings.description')}</p>
      </header>
      <Tabs defaultValue="security">
        <TabsList aria-label={t('settings.tabsLabel')}>
          <TabsTrigger value="security">
            <Shield aria-hidden="true" />
            {t('settings.tabs.security')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="security" className="space-y-6">
          <TwoFactorCard />
          <ChangePasswordCard />
          <SignOutEverywhereCard />
        </TabsContent>
      </Tabs>
    </div>
  );
}
