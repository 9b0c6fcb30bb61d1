import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { CURRENCIES, defaultCurrencyFor, type Currency } from '#domain/plans';

const KEY = 'applywise.currency';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The currency the visitor picked on /pricing or /subscription, if any. */
export function storedCurrency(store: Pick<Storage, 'getItem'> | null = storage()): Currency | null {
  try {
    const value = store?.getItem(KEY);
    return CURRENCIES.find((c) => c === value) ?? null;
  } catch {
    return null;
  }
}

/**
 * The currency prices are shown in: the visitor's own choice (kept across pages and languages)
 * wins; without one, `fallback` (the currency a subscriber pays in) or DKK for a Danish UI and USD
 * otherwise.
 */
export function useCurrencyChoice(fallback?: Currency | null): [Currency, (currency: Currency) => void] {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState<Currency | null>(storedCurrency);
  const choose = useCallback((currency: Currency) => {
    setChosen(currency);
    try {
      storage()?.setItem(KEY, currency);
    } catch {
      // Storage blocked: the choice holds for this page.
    }
  }, []);
  return [chosen ?? fallback ?? defaultCurrencyFor(i18n.language), choose];
}
