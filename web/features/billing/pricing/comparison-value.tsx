import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import { useTranslation } from '../../../lib/use-translation';
import { UNLIMITED, type ComparisonValue as Value } from '#domain/plans';

/** One cell of the comparison: a tick, a dash, or the plan's limit in words. */
export function ComparisonValue({ value }: { value: Value }) {
  const { t } = useTranslation();
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="size-5 text-success" />
        <span className="sr-only">{t('pricing.compare.included')}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="size-5 text-muted-foreground/60" />
        <span className="sr-only">{t('pricing.compare.notIncluded')}</span>
      </>
    );
  }
  if (typeof value === 'number') {
    return (
      <span className="text-sm font-medium">
        {value === UNLIMITED
          ? t('pricing.compare.unlimited')
          : t('pricing.compare.perMonth', { count: value })}
      </span>
    );
  }
  return <span className="text-sm font-medium">{t(`pricing.compare.tiers.${value}`)}</span>;
}
