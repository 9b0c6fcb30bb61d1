import type { ExportFormat, TBuilderExportRequest } from '#domain/cv-builder';
import type { BuilderState } from './builder-state';

/** The export (and round-trip) request for the CV as it is in the form, saved or not. */
export function exportRequest(state: BuilderState, format: ExportFormat): TBuilderExportRequest | null {
  if (!state.templateSlug || !state.customization) return null;
  const name = state.name.trim();
  return {
    format,
    ...(name ? { name } : {}),
    templateSlug: state.templateSlug,
    content: state.cv,
    customization: state.customization,
  };
}
