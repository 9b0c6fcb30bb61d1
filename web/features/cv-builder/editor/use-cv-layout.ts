import type { CvTemplateDefinition, TBuilderCv, TCvCustomization } from '#domain/cv-builder';
import type { LayoutDocument } from '#domain/cv-builder/pages';

/** The CV laid out for the preview, following typing without blocking it. Being written on b-preview. */
export function useCvLayout(
  cv: TBuilderCv,
  template: CvTemplateDefinition | undefined,
  customization: TCvCustomization,
): LayoutDocument | undefined {
  void cv;
  void template;
  void customization;
  return undefined;
}
