import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth-provider';
import { Seo } from '../../lib/seo';
import { useProfileQuery } from '../profile/use-profile-query';
import { EmailVerificationNotice } from './email-verification-notice';

export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { data: profile } = useProfileQuery();
  const name = profile?.fullName?.trim() || user?.name?.trim();

  return (
    <div className="space-y-6">
      <Seo title={t('seo.dashboard.title')} description={t('seo.dashboard.description')} noindex />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeNoName')}
        </h1>
        <p className="mt-1 text-muted-foreground">{t('dashboard.subtitle')}</p>
      </header>
      {user && !user.emailVerified ? <EmailVerificationNotice email={user.email} /> : null}
    </div>
  );
}
