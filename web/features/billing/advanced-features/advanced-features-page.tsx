import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useTranslation } from '../../../lib/use-translation';
import { ELITE_FEATURES } from '#domain/plans';
import { PlanGate } from '../plan-gate';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/page-header';

/** Spec 001 §2: /advanced-features shows the upgrade gate; Elite members see what it unlocks. */
export function AdvancedFeaturesPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader
        seo={{
          title: t('billing.seo.advancedFeatures.title'),
          description: t('billing.seo.advancedFeatures.description'),
        }}
        title={t('billing.advanced.title')}
        description={t('billing.advanced.description')}
      />
      <PlanGate requiredPlan="elite">
        <Card>
          <CardHeader>
            <CardTitle>{t('billing.advanced.included')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 sm:grid-cols-2">
              {ELITE_FEATURES.map((feature) => (
                <li key={feature} className="flex gap-2 text-sm">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {t(`pricing.compare.rows.${feature}`)}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </PlanGate>
    </div>
  );
}
