import { I18n, type StringTree } from './i18n-core';
import { isLanguage, LANGUAGE_STORAGE_KEY, pickLanguage, type Language } from './language';
import { renderedOnServer } from './prerendered';

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

/**
 * The language the app opens in. A pre-rendered page is in the language the server chose for it
 * (`?lang=`, then Accept-Language: server/web-pages.ts); hydration must start in that one, and
 * `followStoredLanguage` switches to a stored choice afterwards.
 */
function openingLanguage(): Language {
  if (typeof document === 'undefined') return pickLanguage(null, []);
  const served = document.documentElement.lang;
  if (renderedOnServer && isLanguage(served)) return served;
  return pickLanguage(readStoredLanguage(), browserLanguages());
}
const initial = openingLanguage();

/**
 * Strings in both languages, each loaded on demand: the app's shared strings, one feature's, or
 * several features' trees in one file (`web/app/locales/strings.ts`). A page loads the ones it
 * shows, so a visitor of the landing page does not download the workspace's strings.
 */
export type Strings = Record<Language, () => Promise<object | readonly object[]>>;
/** Every set of strings a page has asked for: switching language loads each in the new one. */
const inUse = new Set<Strings>();
const loads = new Map<Strings, Map<Language, Promise<void>>>();

function loadOne(strings: Strings, language: Language): Promise<void> {
  let byLanguage = loads.get(strings);
  if (!byLanguage) loads.set(strings, (byLanguage = new Map()));
  let done = byLanguage.get(language);
  if (!done) {
    done = strings[language]().then((trees) => {
      for (const tree of [trees].flat()) i18n.addStrings(language, tree as StringTree);
    });
    // A failed download may be retried by the next call.
    const retryable = byLanguage;
    done.catch(() => retryable.delete(language));
    byLanguage.set(language, done);
  }
  return done;
}

function shownLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : initial;
}

/**
 * Makes these strings available in `language` (by default the one shown), and in each language
 * the visitor switches to later. Pages that always speak Danish ask for `da`.
 */
export async function loadStrings(strings: readonly Strings[], language = shownLanguage()): Promise<void> {
  for (const set of strings) inUse.add(set);
  await Promise.all(strings.map((set) => loadOne(set, language)));
}

// The strings arrive with `startI18n`, which the first render awaits.
const i18n = new I18n(initial);

function syncHtmlLang(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncHtmlLang(initial);
i18n.onLanguageChanged(syncHtmlLang);

/** Loads the shared strings of the language the app opens in: main.tsx renders once they are there. */
export async function startI18n(shared: readonly Strings[], language: Language = initial): Promise<void> {
  await loadStrings(shared, language);
  await i18n.changeLanguage(language);
}

/** After hydrating a page served in another language than the visitor chose here: their choice. */
export function followStoredLanguage(): void {
  const stored = readStoredLanguage();
  if (isLanguage(stored) && stored !== i18n.language) void changeLanguage(stored);
}

export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([...inUse].map((set) => loadOne(set, language)));
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
  await i18n.changeLanguage(language);
}

export { i18n };
