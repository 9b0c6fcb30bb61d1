import type { CvTemplateDefinition, TBuilderCv, TCvCustomization } from '../cv-builder.ts';
import type { LayoutDocument } from './pages.ts';

/**
 * The CV laid out as pages of positioned items (decision 020), drawn by the web (preview) and
 * the server (PDF). Pure and deterministic: the same input gives the same pages.
 */
export function layoutCv(
  cv: TBuilderCv,
  template: CvTemplateDefinition,
  customization: TCvCustomization,
): LayoutDocument {
  void cv;
  void template;
  void customization;
  throw new Error('layoutCv: being written on branch b-layout');
}

/** The customisation a CV starts with on `template`: the template's look, every section shown. */
export function defaultCustomization(
  template: CvTemplateDefinition,
  language: TCvCustomization['language'] = 'en',
): TCvCustomization {
  return {
    ...template.defaults,
    pageSize: 'A4',
    sectionOrder: [
      'summary',
      'experience',
      'education',
      'skills',
      'languages',
      'certificates',
      'projects',
      'links',
    ],
    hiddenSections: [],
    dateFormat: 'MMM YYYY',
    showPhoto: template.hasPhoto,
    language,
  };
}
