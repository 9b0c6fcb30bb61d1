import BadgePercent from 'lucide-react/icons/badge-percent';
import { useTranslation } from '../../../lib/use-translation';
import { CURRENCIES, type BillingCycle, type Currency } from '#domain/plans';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SegmentedControl } from './segmented-control';

export type BillingControlsProps = {
  billing: BillingCycle;
  onBillingChange: (value: BillingCycle) => void;
  currency: Currency;
  onCurrencyChange: (value: Currency) => void;
};

/** The monthly/yearly switch with its 'Save 20%' badge and the USD/DKK switch (spec 000 §2). */
export function BillingToggles({
  billing,
  onBillingChange,
  currency,
  onCurrencyChange,
}: BillingControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:gap-4">
      <SegmentedControl
        legend={t('pricing.billing.label')}
        value={billing}
        onChange={onBillingChange}
        options={[
          { value: 'monthly', label: t('pricing.billing.monthly') },
          {
            value: 'yearly',
            label: (
              <>
                {t('pricing.billing.yearly')}
                <Badge variant="success">{t('pricing.billing.saveBadge')}</Badge>
              </>
            ),
          },
        ]}
      />
      <SegmentedControl
        legend={t('pricing.currency.label')}
        value={currency}
        onChange={onCurrencyChange}
        options={CURRENCIES.map((c) => ({ value: c, label: t(`pricing.currency.${c}`) }))}
      />
    </div>
  );
}

/** The monthly/yearly and USD/DKK switches, and the annual-billing banner (spec 000 §2 Pricing). */
export function BillingControls(props: BillingControlsProps) {
  const { billing, onBillingChange } = props;
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-6">
      <BillingToggles {...props} />
      <Alert variant="info" className="max-w-2xl items-start sm:items-center">
        <BadgePercent aria-hidden="true" />
        <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <AlertTitle>{t('pricing.billing.bannerTitle')}</AlertTitle>
            <AlertDescription>
              {billing === 'yearly' ? t('pricing.billing.bannerActive') : t('pricing.billing.bannerText')}
            </AlertDescription>
          </div>
          {billing === 'monthly' ? (
            <Button
              size="sm"
              variant="outline"
              className="self-start sm:self-auto"
              onClick={() => onBillingChange('yearly')}
            >
              {t('pricing.billing.bannerAction')}
            </Button>
          ) : null}
        </div>
      </Alert>
    </div>
  );
}
