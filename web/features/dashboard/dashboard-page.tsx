import Plus from 'lucide-react/icons/plus';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-provider';
import { PageLoading } from '../../components/page-loading';
import { Button } from '../../components/ui/button';
import { Seo } from '../../lib/seo';
import { useAnalyticsQuery } from '../applications';
import { useCvsQuery } from '../cvs';
import { OnboardingModal } from '../onboarding';
import { useProfileQuery } from '../profile';
import { useSubscription } from '../billing';
import { isFirstVisit } from './dashboard-rules';
import { CompletionBanner, NextActionCard, RecentApplications, StatCards } from './dashboard-cards';
import { EmailVerificationNotice } from './email-verification-notice';
import { QuickActions } from './quick-actions';
import { useDashboardOnboarding } from './use-dashboard-onboarding';

/** /dashboard (spec 001 §2): welcome, completion, statistics, recent applications, next step. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user, session } = useAuth();
  const { data: profile } = useProfileQuery();
  const cvs = useCvsQuery();
  const analytics = useAnalyticsQuery();
  const subscription = useSubscription();
  const onboarding = useDashboardOnboarding();
  const { state } = onboarding;
  const name = profile?.fullName?.trim() || user?.name?.trim();
  const greeting = isFirstVisit(user?.createdAt, session?.createdAt) ? 'firstWelcome' : 'welcome';

  return (
    <div className="space-y-6">
      <Seo title={t('seo.dashboard.title')} description={t('seo.dashboard.description')} noindex />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {name ? t(`dashboard.${greeting}`, { name }) : t(`dashboard.${greeting}NoName`)}
          </h1>
          <p className="mt-1 text-muted-foreground">{t('dashboard.subtitle')}</p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/new-job">
            <Plus aria-hidden="true" />
            {t('dashboard.newApplication')}
          </Link>
        </Button>
      </header>
      {user && !user.emailVerified ? <EmailVerificationNotice email={user.email} /> : null}
      {/* The greeting shows at once; the completion banner and the next-step card stand above and
          beside the statistics, so the rest waits for the onboarding state: nothing jumps when it arrives. */}
      {onboarding.isLoading ? (
        <PageLoading />
      ) : (
        <>
          {state ? <CompletionBanner state={state} onComplete={onboarding.openModal} /> : null}
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="grid content-start gap-6 lg:col-span-2">
              <StatCards
                applications={analytics.data}
                used={subscription.isLoading ? undefined : subscription.view.applicationsUsed}
                limit={subscription.view.applications_limit}
                plan={t(`shell.plan.${subscription.view.plan}`)}
                cvCount={cvs.data?.length}
                percent={state?.completion.percent}
              />
              <RecentApplications />
            </div>
            <div className="grid content-start gap-6">
              {state ? <NextActionCard action={state.nextAction} onOpenModal={onboarding.openModal} /> : null}
              <QuickActions
                canRestart={Boolean(state?.onboardingCompleted)}
                restarting={onboarding.restarting}
                onRestart={onboarding.restart}
              />
            </div>
          </div>
        </>
      )}
      <OnboardingModal open={onboarding.modalOpen} onOpenChange={onboarding.onOpenChange} state={state} />
    </div>
  );
}
