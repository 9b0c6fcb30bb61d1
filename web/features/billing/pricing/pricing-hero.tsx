import Check from 'lucide-react/icons/check';
import { useTranslation } from '../../../lib/use-translation';

export function PricingHero() {
  const { t } = useTranslation();
  const promises = [
    t('pricing.hero.noHiddenFees'),
    t('pricing.hero.cancelAnytime'),
    t('pricing.hero.noCard'),
  ];
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        {t('pricing.hero.eyebrow')}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance break-words min-[360px]:text-4xl sm:text-5xl">
        {t('pricing.hero.title')}
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
        {t('pricing.hero.subtitle')}
      </p>
      <ul
        aria-label={t('pricing.hero.promisesLabel')}
        className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground"
      >
        {promises.map((promise) => (
          <li key={promise} className="inline-flex items-center gap-1.5">
            <Check aria-hidden="true" className="size-4 text-success" />
            {promise}
          </li>
        ))}
      </ul>
    </div>
  );
}
