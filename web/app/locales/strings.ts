import type { Strings } from '../../lib/i18n';
import type { Language } from '../../lib/language';
import type { en } from './index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

// Every strings file is a chunk of its own, loaded when a page asks for it (issue 14: a first
// visit downloads the strings of the page it shows, in the language it reads).
const files = import.meta.glob<object>(['../../locales/*.json', '../../features/**/locales/*.json'], {
  import: 'default',
});

/** The strings of one folder's `locales/` (`''` for the shared `web/locales`). */
function stringsOf(folder: string): Strings {
  const loader = (language: Language) => {
    const path = folder
      ? `../../features/${folder}/locales/${language}.json`
      : `../../locales/${language}.json`;
    const load = files[path];
    if (!load) throw new Error(`No strings at ${path}`);
    return load;
  };
  return { en: loader('en'), da: loader('da') };
}

/** Shown on every page: common words, navigation, footer, errors; the cookie banner; the chat button. */
export const SHARED = [stringsOf(''), stringsOf('cookies'), stringsOf('chat')];

/** The strings each public page shows beyond the shared ones (its own, and the features it shows). */
export const PAGE_STRINGS = {
  landing: [stringsOf('landing')],
  featureOverview: [stringsOf('feature-overview')],
  pricing: [stringsOf('billing/pricing'), stringsOf('billing')],
  help: [stringsOf('help'), stringsOf('contact')],
  contact: [stringsOf('contact')],
  legal: [stringsOf('legal'), stringsOf('account'), stringsOf('auth')],
  auth: [stringsOf('auth')],
  emailPreferences: [stringsOf('email-preferences')],
  reminders: [stringsOf('reminders')],
  sharing: [stringsOf('sharing'), stringsOf('cvs')],
  notFound: [stringsOf('not-found')],
  cvBuilder: [stringsOf('cv-builder'), stringsOf('cv-builder/editor')],
};

/**
 * The workspace shows many features on one page (the dashboard): it loads all their strings, in
 * one file per language.
 */
export const WORKSPACE: readonly Strings[] = [
  {
    en: async () => (await import('./workspace-en')).default,
    da: async () => (await import('./workspace-da')).default,
  },
];
