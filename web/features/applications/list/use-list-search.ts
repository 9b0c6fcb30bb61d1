import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readListSearch, writeListSearch, type ListSearch } from './list-search';

/** How long typing may pause before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's search state, kept in the URL. The search box has its own text that reaches the URL
 * after a pause in typing; a new search or filter starts again at page 1. Changes replace the
 * history entry, so Back leaves the page instead of stepping through keystrokes.
 */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const search = readListSearch(params);
  const [text, setText] = useState(search.q);
  const lastWritten = useRef(search.q);

  const update = useCallback(
    (change: Partial<ListSearch>) =>
      setParams((current) => writeListSearch({ ...readListSearch(current), ...change }), { replace: true }),
    [setParams],
  );

  useEffect(() => {
    if (text.trim() === lastWritten.current.trim()) return;
    const timer = window.setTimeout(() => {
      lastWritten.current = text;
      update({ q: text, page: 1 });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, update]);

  // The URL changed by itself (Back, a link, "Clear filters"): the box follows it.
  useEffect(() => {
    if (search.q.trim() !== lastWritten.current.trim()) {
      lastWritten.current = search.q;
      setText(search.q);
    }
  }, [search.q]);

  const setPage = useCallback((page: number) => update({ page }), [update]);

  return {
    search,
    text,
    setText,
    setStatus: (status: ListSearch['status']) => update({ status, page: 1 }),
    setPage,
    clear: () => {
      lastWritten.current = '';
      setText('');
      setParams(new URLSearchParams(), { replace: true });
    },
  };
}
