import { useCallback, useSyncExternalStore } from 'react';

/** Spec 000 §9: the mobile breakpoint; Tailwind's `md` is the same 768 px. */
export const DESKTOP_QUERY = '(min-width: 768px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
