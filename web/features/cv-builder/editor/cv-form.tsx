import type { CvTemplateDefinition, TBuilderCv, TCvCustomization } from '#domain/cv-builder';

export type CvFormProps = {
  value: TBuilderCv;
  onChange: (cv: TBuilderCv) => void;
  /** Section order and hidden sections are edited from the form too. */
  customization: TCvCustomization;
  onCustomizationChange: (customization: TCvCustomization) => void;
  template: CvTemplateDefinition;
};

/** The builder's form: personal details and every section. Being written on b-preview. */
export function CvForm(props: CvFormProps) {
  void props;
  return null;
}
