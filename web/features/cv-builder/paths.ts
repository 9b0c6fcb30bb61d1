export const CV_BUILDER_PATH = '/cv-builder';

/**
 * A link into the builder: on the build step with a template (by slug, or by the id a premium
 * template has on /premium-templates), or with a saved builder CV open.
 */
export function cvBuilderPath(open: { template?: string; cv?: string } = {}): string {
  const query = new URLSearchParams();
  if (open.template) query.set('template', open.template);
  if (open.cv) query.set('cv', open.cv);
  const search = query.toString();
  return search ? `${CV_BUILDER_PATH}?${search}` : CV_BUILDER_PATH;
}
