import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth-provider';
import { FACTS_DEBOUNCE_MS, factsRequest, type FactsRequestInput } from './facts-review-rules';
import { previewFacts } from './generator-api';

/** Every facts preview: a correction saved to the CV changes what any of them says. */
export const factsPreviewKey = ['facts-preview'] as const;

export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The facts the letter will state for the form's CV and ad (`POST /api/applications/facts`),
 * asked once the typing settles. The last answer stays on screen while the next one loads, so
 * ticks do not flicker away on every keystroke.
 */
export function useFactsPreviewQuery(form: FactsRequestInput) {
  const { user } = useAuth();
  const request = factsRequest(form);
  // A string key: the debounce compares by value, and an object would be new on every render.
  const settled = useDebounced(request ? JSON.stringify(request) : '', FACTS_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: [...factsPreviewKey, user?.id, settled] as const,
    queryFn: ({ signal }) => previewFacts(JSON.parse(settled) as FactsRequestInput, signal),
    enabled: Boolean(user) && settled !== '',
    placeholderData: keepPreviousData,
    // "Edit in your CV" opens another tab: coming back (window focus) shows the corrected facts.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  return { ...query, requested: request !== null };
}
