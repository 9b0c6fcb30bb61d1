import type { CatalogueLoaders } from '../../lib/i18n';
import type { en } from './index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Each language's strings are a chunk of their own: a visitor downloads the one they read. */
export const catalogueLoaders: CatalogueLoaders = {
  en: () => import('./catalogue-en').then((m) => m.en),
  da: () => import('./catalogue-da').then((m) => m.da),
};
