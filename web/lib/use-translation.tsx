import type { ParseKeys, TFunction } from 'i18next';
import {
  cloneElement,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { I18n } from './i18n-core';
import { i18n as appI18n } from './i18n';

const I18nContext = createContext<I18n>(appI18n);

/** Everything inside speaks `i18n`'s language (a clone in a fixed language, a test's instance). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * The strings of the nearest instance (the app's by default), rendered again when its language
 * changes; `lng` fixes the language of the `t` returned (a page that always speaks Danish).
 */
export function useTranslation(options: { lng?: string } = {}): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  // Renders again when the language changes: `i18n.t` is then a new function. One subscription
  // per instance, not one per render.
  const subscribe = useCallback((changed: () => void) => i18n.onLanguageChanged(changed), [i18n]);
  useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const { lng } = options;
  const fixed = useMemo(() => (lng ? i18n.getFixedT(lng) : null), [i18n, lng]);
  return { t: fixed ?? i18n.t, i18n };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A string with markup for elements (`Read the <terms>terms</terms>`): each tag becomes the
 * element named in `components`, with the tag's text as its children.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: ParseKeys;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = (t as (key: string, options?: object) => string)(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner, selfClosing] = match;
    parts.push(text.slice(last, match.index));
    const element = components[(name ?? selfClosing)!];
    parts.push(
      isValidElement(element)
        ? cloneElement(element, { key: match.index }, ...(inner === undefined ? [] : [inner]))
        : whole,
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
