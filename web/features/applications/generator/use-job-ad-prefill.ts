import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../lib/auth-provider';
import { readJobAdHeader } from './generator-api';
import {
  NO_PREFILL,
  PREFILL_DEBOUNCE_MS,
  noteTyped,
  prefillPatch,
  prefillRequest,
  type PrefillState,
} from './prefill-rules';
import { useDebounced } from './use-facts-preview';

type HeaderFields = { jobTitle: string; companyName: string };

/**
 * Fills Job Title and Company from a pasted ad (`POST /api/job-ads/header`) while the user has not
 * filled them in: asked once the paste or typing settles, applied once per answer. What the user
 * typed (or cleared) is never replaced; `userChanged` is told of every change the user makes.
 */
export function useJobAdPrefill(
  form: HeaderFields & { jobDescription: string },
  onPrefill: (patch: Partial<HeaderFields>) => void,
) {
  const { user } = useAuth();
  const [state, setState] = useState<PrefillState>(NO_PREFILL);
  const settled = useDebounced(prefillRequest(form, state) ?? '', PREFILL_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['job-ad-header', user?.id, settled] as const,
    queryFn: ({ signal }) => readJobAdHeader(settled, signal),
    enabled: Boolean(user) && settled !== '',
    // The same ad always names the same title and company.
    staleTime: Infinity,
    retry: false,
  });

  // The answer is applied to the form as it is when it arrives, not as it was when asked.
  const latest = useRef({ form, state, onPrefill });
  useEffect(() => {
    latest.current = { form, state, onPrefill };
  });
  useEffect(() => {
    const header = query.data;
    if (!header) return;
    const { form: now, state: ours, onPrefill: apply } = latest.current;
    const patch = prefillPatch(now, header, ours);
    if (Object.keys(patch).length === 0) return;
    setState({ ...ours, filled: { ...ours.filled, ...patch } });
    apply(patch);
  }, [query.data]);

  return { userChanged: (patch: Partial<Record<string, unknown>>) => setState((s) => noteTyped(s, patch)) };
}
