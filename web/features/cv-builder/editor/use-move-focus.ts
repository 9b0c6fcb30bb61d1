import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps keyboard focus on a control that moves: after a reorder React may re-insert the focused
 * element, which drops focus to the page. `focusAfterRender(ids)` focuses the first of `ids` that
 * exists and is enabled once the new order is in the DOM (e.g. "move up", else "move down" when the
 * item reached the top and its "up" button is disabled).
 */
export function useMoveFocus() {
  const pending = useRef<readonly string[] | null>(null);
  useLayoutEffect(() => {
    const ids = pending.current;
    if (!ids) return;
    pending.current = null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element instanceof HTMLButtonElement && !element.disabled) {
        element.focus();
        return;
      }
    }
  });
  return useCallback((ids: readonly string[]) => {
    pending.current = ids;
  }, []);
}
