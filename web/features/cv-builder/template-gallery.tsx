import LayoutTemplate from 'lucide-react/icons/layout-template';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { TEMPLATE_FILTERS, type TCvTemplate, type TemplateFilter } from '#domain/cv-builder';
import { EmptyMessage } from '../../components/empty-message';
import { LoadState } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { filterTemplates, highlightRows } from './gallery-filter';
import { TemplateCard, TemplateCardSkeleton } from './template-card';
import { useCvTemplates, useFavoriteMutation } from './use-builder-queries';

type GalleryProps = {
  chosenSlug: string | null;
  signedIn: boolean;
  onChoose: (slug: string) => void;
};

/** Spec 001 §2's filters as a row of toggle buttons that scrolls sideways on a phone. */
function FilterChips({ value, onChange }: { value: TemplateFilter; onChange: (f: TemplateFilter) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('cvBuilder.gallery.filterLabel')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {TEMPLATE_FILTERS.map((filter) => (
        <Button
          key={filter}
          size="sm"
          variant={filter === value ? 'default' : 'outline'}
          className="shrink-0 rounded-full"
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {t(`cvBuilder.filters.${filter}`)}
        </Button>
      ))}
    </div>
  );
}

/** Step 1 (spec 001 §2): choose a template; recommended and popular ones first. */
export function TemplateGallery({ chosenSlug, signedIn, onChoose }: GalleryProps) {
  const { t } = useTranslation();
  const query = useCvTemplates();
  const favorite = useFavoriteMutation();
  const [filter, setFilter] = useState<TemplateFilter>('all');
  const shown = query.data ? filterTemplates(query.data.templates, filter) : [];
  const rows = query.data ? highlightRows(query.data, filter) : { recommended: [], popular: [] };

  const card = (template: TCvTemplate, compact = false) => (
    <TemplateCard
      template={template}
      compact={compact}
      chosen={template.slug === chosenSlug}
      signedIn={signedIn}
      favoriteBusy={favorite.isPending && favorite.variables.slug === template.slug}
      onChoose={() => onChoose(template.slug)}
      onFavorite={(next) => favorite.mutate({ slug: template.slug, favorite: next })}
    />
  );

  const row = (key: 'recommended' | 'popular', templates: TCvTemplate[]) =>
    templates.length ? (
      <section aria-labelledby={`cv-templates-${key}`} className="space-y-3">
        <h2 id={`cv-templates-${key}`} className="text-lg font-semibold">
          {t(`cvBuilder.gallery.${key}`)}
        </h2>
        <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          {templates.map((template) => (
            <li key={template.slug} className="w-60 shrink-0 snap-start">
              {card(template, true)}
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <div className="space-y-6">
      {row('recommended', rows.recommended)}
      {row('popular', rows.popular)}
      <section aria-labelledby="cv-templates-all" className="space-y-4">
        <h2 id="cv-templates-all" className="text-lg font-semibold">
          {t('cvBuilder.gallery.title')}
        </h2>
        <FilterChips value={filter} onChange={setFilter} />
        {query.isError ? <LoadState query={query} errorText={t('cvBuilder.gallery.loadError')} /> : null}
        {query.isPending ? (
          <ul aria-busy="true" aria-label={t('cvBuilder.gallery.loading')} className={gridClass}>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <TemplateCardSkeleton />
              </li>
            ))}
          </ul>
        ) : null}
        {query.data && shown.length === 0 ? (
          <EmptyMessage
            icon={<LayoutTemplate aria-hidden="true" />}
            title={t('cvBuilder.gallery.empty')}
            text={t('cvBuilder.gallery.emptyText')}
            action={
              filter === 'all' ? null : (
                <Button variant="outline" onClick={() => setFilter('all')}>
                  {t('cvBuilder.gallery.showAll')}
                </Button>
              )
            }
          />
        ) : null}
        {shown.length ? (
          <ul className={gridClass}>
            {shown.map((template) => (
              <li key={template.slug}>{card(template)}</li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

const gridClass = cn('grid gap-6 sm:grid-cols-2 xl:grid-cols-3');
