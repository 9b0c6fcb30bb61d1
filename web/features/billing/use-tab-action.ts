import { useCallback, useState } from 'react';
import { releaseTab, reserveTab, sendTab } from './open-tab';

/** The server answered without a URL to open. */
export class MissingUrlError extends Error {
  constructor() {
    super('No URL received');
    this.name = 'MissingUrlError';
  }
}

/**
 * Runs an action that ends in a URL to open in a new tab (checkout, portal). `busyKey` names what
 * is loading (e.g. the plan whose button was pressed) until the tab is on its way.
 */
export function useTabAction<K extends string>() {
  const [busyKey, setBusyKey] = useState<K | null>(null);
  const run = useCallback(
    async (key: K, getUrl: () => Promise<string>, onError: (error: unknown) => void) => {
      const tab = reserveTab();
      setBusyKey(key);
      try {
        const url = await getUrl();
        if (!url) throw new MissingUrlError();
        sendTab(tab, url);
      } catch (error) {
        releaseTab(tab);
        onError(error);
      } finally {
        setBusyKey(null);
      }
    },
    [],
  );
  return { busyKey, run };
}
