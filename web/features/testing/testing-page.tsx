import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { LoadState } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { NotFoundPage } from '../not-found';
import { useProfileQuery } from '../profile';
import { EmailTab } from './email-tab';
import { ReadinessTab } from './readiness-tab';
import { StripeTab } from './stripe-tab';

const TABS = ['stripe', 'readiness', 'email'] as const;
/** Tabs stay mounted when hidden, so test results survive a look at another tab. */
const KEEP = 'data-[state=inactive]:hidden';
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * Spec 001 §2's testing page, for administrators only (decision 024): anyone else sees the app's
 * 404 page, as for an address that does not exist.
 */
export function TestingPage() {
  const { t } = useTranslation();
  const profile = useProfileQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'stripe';

  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <LoadState query={profile} errorText={t('shell.profileError.description')} />;
  if (!profile.data?.isAdmin) return <NotFoundPage />;

  // The tab lives in the URL so a reload keeps it; replace keeps Back useful.
  const selectTab = (value: string) => {
    if (!isTab(value)) return;
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
      <PageHeader
        seo={{ title: t('testing.seo.title'), description: t('testing.seo.description') }}
        title={t('testing.header.title')}
        description={t('testing.header.description')}
      />
      <Tabs value={tab} onValueChange={selectTab}>
        {/* Three long names: stacked on a phone rather than cut off or scrolled out of sight. */}
        <TabsList
          aria-label={t('testing.tabsLabel')}
          className="grid h-auto w-full grid-cols-1 gap-1 min-[480px]:grid-cols-3 md:inline-flex md:h-10 md:w-auto md:gap-0"
        >
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="h-9 md:h-full">
              {t(`testing.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="stripe" forceMount className={KEEP}>
          <StripeTab />
        </TabsContent>
        <TabsContent value="readiness" forceMount className={KEEP}>
          <ReadinessTab />
        </TabsContent>
        <TabsContent value="email" forceMount className={KEEP}>
          <EmailTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
