import type { TFunction } from 'i18next';
import { DEFAULT_LANGUAGE as FALLBACK, isLanguage } from './language';

/**
 * The translation runtime (decision 030): nested string trees per language, dotted keys, `{{name}}`
 * interpolation, plurals by `count` (`key_one`, `key_other`, chosen by Intl.PluralRules), a
 * variant by `context` (`key_must`, with its plurals `key_must_one`), a fallback to English,
 * `defaultValue`, `returnObjects`, a fixed language per call (`lng`) or per instance
 * (`getFixedT`, `cloneInstance`). That is all the app asks of i18next, whose runtime
 * (15 kB gzip) was an eighth of the first visit; i18next stays for its types only, so every key
 * is still checked against the English strings (`TFunction`, `ParseKeys`).
 */

export type StringTree = { readonly [key: string]: unknown };
type Options = {
  count?: number;
  context?: string;
  defaultValue?: string;
  lng?: string;
  returnObjects?: boolean;
  [name: string]: unknown;
};
type Listener = (language: string) => void;

const pluralRules = new Map<string, Intl.PluralRules>();
/**
 * The languages whose whole counts are "one" for 1 and -1 and "other" for every other: Intl.PluralRules
 * says so too (i18n-core.test.ts), but the first Intl object of a page loads the browser's locale
 * data, in the render that shows the count (format.ts says more).
 */
const ONE_OR_OTHER = new Set(['en', 'da']);

function pluralForm(language: string, count: number): string {
  if (ONE_OR_OTHER.has(language) && Number.isInteger(count)) return Math.abs(count) === 1 ? 'one' : 'other';
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function at(tree: StringTree | undefined, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as StringTree)[part];
  }
  return node;
}

function isTree(value: unknown): value is StringTree {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Adds `from` to `into`, tree by tree: a later bundle adds to and overrides an earlier one. Trees
 * are taken as they are and copied only where a later bundle writes into them (`owned`: the ones
 * already copied), so the objects given (the imported JSON) are never changed.
 */
function merge(into: Record<string, unknown>, from: StringTree, owned: WeakSet<object>): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (isTree(value) && isTree(existing)) {
      const target = owned.has(existing) ? existing : { ...existing };
      owned.add(target);
      into[key] = target;
      merge(target as Record<string, unknown>, value, owned);
    } else into[key] = value;
  }
}

const PLACEHOLDER = /\{\{-?\s*([\w.]+)\s*\}\}/g;
/** `{{name}}` (or i18next's unescaped `{{- name}}`) from the options; an unknown name stays as written. */
function interpolate(text: string, options: Options): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = name.includes('.') ? at(options as StringTree, name) : options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The strings of every language, shared by an instance and its clones. */
class Store {
  readonly trees = new Map<string, Record<string, unknown>>();
  private readonly owned = new WeakSet<object>();

  add(language: string, tree: StringTree): void {
    let into = this.trees.get(language);
    if (!into) this.trees.set(language, (into = {}));
    merge(into, tree, this.owned);
  }

  /**
   * The value under `key` in `language`, then in English; i18next's order: the context's plural
   * form, the context's, the key's plural form, the key's.
   */
  find(language: string, key: string, { count, context }: Options): unknown {
    const languages = language === FALLBACK ? [FALLBACK] : [language, FALLBACK];
    const bases = context ? [`${key}_${context}`, key] : [key];
    for (const lng of languages) {
      const tree = this.trees.get(lng);
      for (const base of bases) {
        const candidates =
          count === undefined ? [base] : [`${base}_${pluralForm(lng, count)}`, `${base}_other`, base];
        for (const candidate of candidates) {
          const value = at(tree, candidate);
          if (value !== undefined) return value;
        }
      }
    }
    return undefined;
  }
}

export class I18n {
  private readonly listeners = new Set<Listener>();
  /** The `t` of the current language (a new function when the language changes, like i18next's). */
  t: TFunction;

  constructor(
    public language: string,
    private readonly store = new Store(),
  ) {
    this.t = this.getFixedT(null);
  }

  /** The language the strings are shown in: the chosen one when the app has it, else English. */
  get resolvedLanguage(): string {
    return isLanguage(this.language) ? this.language : FALLBACK;
  }

  /** `t` in `language` whatever the instance's language (`null`: the instance's, read at each call). */
  getFixedT(language: string | null): TFunction {
    const translate = (key: string | readonly string[], given: Options | string = {}) => {
      // `t(key, 'default')` is i18next's short form of `{ defaultValue }`.
      const options = typeof given === 'string' ? { defaultValue: given } : given;
      const lng = options.lng ?? language ?? this.language;
      const keys = [key].flat();
      for (const one of keys) {
        const value = this.store.find(lng, one, options);
        if (typeof value === 'string') return interpolate(value, options);
        if (value !== undefined && options.returnObjects) return value;
      }
      return options.defaultValue ?? keys[0];
    };
    return translate as unknown as TFunction;
  }

  addStrings(language: string, tree: StringTree): void {
    this.store.add(language, tree);
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    this.language = language;
    this.t = this.getFixedT(null);
    for (const listener of this.listeners) listener(language);
  }

  /** Told of every change of language; returns the function that stops telling. */
  onLanguageChanged(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** An instance with the same strings in a language of its own (a subtree that always speaks one). */
  cloneInstance(language: string): I18n {
    return new I18n(language, this.store);
  }
}
