import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, pickLanguage, type Language } from './language';

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

const initial = pickLanguage(readStoredLanguage(), browserLanguages());

/**
 * Where each language's strings come from: the app composes the features' strings into one
 * catalogue per language (`web/app/locales`) and hands the loaders over in `startI18n`.
 */
export type CatalogueLoaders = Record<Language, () => Promise<object>>;
let provideCatalogues: (loaders: CatalogueLoaders) => void = () => {};
/**
 * The loaders, once `startI18n` hands them over. A page opened directly (/settings, a shared
 * letter) asks for Danish while the router module loads, before main.tsx has called `startI18n`:
 * it waits here instead of failing.
 */
const catalogues = new Promise<CatalogueLoaders>((resolve) => {
  provideCatalogues = resolve;
});
const loading = new Map<Language, Promise<void>>();

/** Makes a language's strings available (once); pages that always speak Danish wait for `da`. */
export function loadLanguage(language: Language): Promise<void> {
  let done = loading.get(language);
  if (!done) {
    done = catalogues
      .then((loaders) => loaders[language]())
      .then((tree) => {
        i18n.addResourceBundle(language, 'translation', tree, true, true);
      });
    // A failed download may be retried by the next call.
    done.catch(() => loading.delete(language));
    loading.set(language, done);
  }
  return done;
}

// Initialisation is synchronous; the strings arrive with `i18nReady`, which the first render awaits.
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: ['en', 'da'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncHtmlLang(language: string): void {
  document.documentElement.lang = language;
}
syncHtmlLang(initial);
i18n.on('languageChanged', syncHtmlLang);

/** Loads the strings of the language the app opens in: main.tsx renders once they are there. */
export async function startI18n(loaders: CatalogueLoaders): Promise<void> {
  provideCatalogues(loaders);
  await loadLanguage(initial);
  // i18next resolved the language when it had no strings yet (to the fallback): resolve it again
  // now they are there, so `resolvedLanguage` (the legal texts, dates) names the language shown.
  await i18n.changeLanguage(initial);
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
  await i18n.changeLanguage(language);
}

export { i18n };
