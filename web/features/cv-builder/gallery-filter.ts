import type { TCvTemplate, TCvTemplateList, TemplateFilter } from '#domain/cv-builder';

/** Spec 001 §2's template filters: a category, free, premium or the user's favourites. */
export function filterTemplates(templates: readonly TCvTemplate[], filter: TemplateFilter): TCvTemplate[] {
  switch (filter) {
    case 'all':
      return [...templates];
    case 'free':
      return templates.filter((t) => !t.isPremium);
    case 'premium':
      return templates.filter((t) => t.isPremium);
    case 'favorites':
      return templates.filter((t) => t.favorite);
    default:
      return templates.filter((t) => t.category === filter);
  }
}

/** The templates the list names by slug, in its order; slugs the list does not hold are skipped. */
function bySlugs(list: TCvTemplateList, slugs: readonly string[]): TCvTemplate[] {
  const index = new Map(list.templates.map((t) => [t.slug, t]));
  return [...new Set(slugs)].flatMap((slug) => index.get(slug) ?? []);
}

/**
 * The rows above the grid (spec 001 §2 "shows favorites, popular and recommended templates"):
 * shown on the unfiltered gallery only, where they guide a first choice; a filter narrows to the grid.
 */
export function highlightRows(
  list: TCvTemplateList,
  filter: TemplateFilter,
): { recommended: TCvTemplate[]; popular: TCvTemplate[] } {
  if (filter !== 'all') return { recommended: [], popular: [] };
  return { recommended: bySlugs(list, list.recommended), popular: bySlugs(list, list.popular) };
}

/**
 * The template `?template=` names: a slug, or a premium template's id (what /premium-templates
 * knows it by), so that page can link here without knowing the builder's catalogue.
 */
export function resolveTemplateParam(list: TCvTemplateList | undefined, param: string): string | undefined {
  if (!list) return undefined;
  return (
    list.templates.find((t) => t.slug === param) ?? list.templates.find((t) => t.premiumTemplateId === param)
  )?.slug;
}
