import { useTranslation } from '../../../lib/use-translation';
import {
  COMPARISON_ROWS,
  FEATURE_CATEGORIES,
  PLAN_LIST,
  exclusivePlan,
  type ComparisonRow,
  type FeatureCategory,
} from '#domain/plans';
import { Badge } from '../../../components/ui/badge';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { ComparisonValue } from './comparison-value';

const rowsOf = (category: FeatureCategory) => COMPARISON_ROWS.filter((r) => r.category === category);

function ExclusiveBadge({ row }: { row: ComparisonRow }) {
  const { t } = useTranslation();
  const plan = exclusivePlan(row);
  if (!plan) return null;
  const name = t(PLAN_LIST.find((p) => p.id === plan)!.nameKey);
  return (
    <Badge variant="brand" title={t('pricing.compare.exclusiveTo', { plan: name })}>
      {t('pricing.compare.exclusive')}
    </Badge>
  );
}

/**
 * Spec 000 §2 Pricing: a four-column table from 768 px, a stacked card list below it (a table of
 * four columns does not fit a phone without sideways scrolling).
 */
export function FeatureComparison() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return desktop ? <ComparisonTable /> : <ComparisonCards />;
}

function ComparisonTable() {
  const { t } = useTranslation();
  return (
    <table className="w-full border-separate border-spacing-0 text-left text-sm">
      <caption className="sr-only">{t('pricing.compare.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="sticky top-16 z-10 w-2/5 border-b bg-background py-4 pr-4 font-semibold">
            {t('pricing.compare.feature')}
          </th>
          {PLAN_LIST.map((plan) => (
            <th
              key={plan.id}
              scope="col"
              className="sticky top-16 z-10 border-b bg-background px-4 py-4 text-center text-base font-semibold"
            >
              {t(plan.nameKey)}
            </th>
          ))}
        </tr>
      </thead>
      {FEATURE_CATEGORIES.map((category) => (
        <tbody key={category}>
          <tr>
            <th
              scope="colgroup"
              colSpan={4}
              className="border-b bg-muted/60 px-3 pt-6 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {t(`pricing.compare.categories.${category}`)}
            </th>
          </tr>
          {rowsOf(category).map((row) => (
            <tr key={row.id} className="hover:bg-muted/30">
              <th scope="row" className="border-b py-3 pr-4 font-normal">
                <span className="inline-flex flex-wrap items-center gap-2">
                  {t(`pricing.compare.rows.${row.id}`)}
                  <ExclusiveBadge row={row} />
                </span>
              </th>
              {PLAN_LIST.map((plan) => (
                <td key={plan.id} className="border-b px-4 py-3 text-center">
                  <span className="inline-flex items-center justify-center">
                    <ComparisonValue value={row.values[plan.id]} />
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

function ComparisonCards() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      {FEATURE_CATEGORIES.map((category) => (
        <section
          key={category}
          aria-labelledby={`compare-${category}`}
          className="rounded-xl border bg-card shadow-sm"
        >
          <h3 id={`compare-${category}`} className="border-b px-4 py-3 font-semibold">
            {t(`pricing.compare.categories.${category}`)}
          </h3>
          <ul className="divide-y">
            {rowsOf(category).map((row) => (
              <li key={row.id} className="px-4 py-3">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {t(`pricing.compare.rows.${row.id}`)}
                  <ExclusiveBadge row={row} />
                </p>
                <dl className="mt-2 grid grid-cols-3 gap-2">
                  {PLAN_LIST.map((plan) => (
                    <div
                      key={plan.id}
                      className="flex flex-col items-center gap-1 rounded-md bg-muted/50 px-2 py-1.5"
                    >
                      <dt className="text-xs text-muted-foreground">{t(plan.nameKey)}</dt>
                      <dd className="flex min-h-5 items-center text-center">
                        <ComparisonValue value={row.values[plan.id]} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
