// The builder's editor (form, customisation, preview), used by the builder page.
export { CvForm, type CvFormProps } from './cv-form';
export { CustomizePanel, type CustomizePanelProps } from './customize-panel';
export { CvPreview, CvThumbnail } from './cv-preview';
export { templateThumbnail, useCvLayout, useTemplateThumbnail } from './use-cv-layout';
