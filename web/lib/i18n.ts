import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { da, en } from '../locales';
import { LANGUAGE_STORAGE_KEY, pickLanguage, type Language } from './language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

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

// Both catalogues are bundled and initialisation is synchronous, so the first render has text.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, da: { translation: da } },
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

export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
  await i18n.changeLanguage(language);
}

export { i18n };
