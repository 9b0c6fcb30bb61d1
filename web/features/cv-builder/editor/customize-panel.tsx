import type { CvTemplateDefinition, TCvCustomization } from '#domain/cv-builder';

export type CustomizePanelProps = {
  value: TCvCustomization;
  onChange: (customization: TCvCustomization) => void;
  template: CvTemplateDefinition;
};

/** 'Tilpas': colour, font, size, spacing, margins, page size, dates, photo, section order. Being written on b-preview. */
export function CustomizePanel(props: CustomizePanelProps) {
  void props;
  return null;
}
