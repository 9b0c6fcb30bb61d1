import type { TJobAdHeader } from '#domain/applications';
import { MIN_AD_CHARS } from './facts-review-rules';

/**
 * Job Title and Company from a pasted ad (issue 14 item 6): the rules apart from React, so they
 * are tested as they run. The user's own words always win.
 */

/** Wait for the paste or typing to settle before asking; a paste settles at once. */
export const PREFILL_DEBOUNCE_MS = 400;

type HeaderFields = { jobTitle: string; companyName: string };
const KEYS = ['jobTitle', 'companyName'] as const;

/** What we filled in last, and which fields the user has typed in (clearing one counts). */
export type PrefillState = {
  filled: Partial<HeaderFields>;
  typed: Partial<Record<keyof HeaderFields, true>>;
};
export const NO_PREFILL: PrefillState = { filled: {}, typed: {} };

/** The fields of a form change the user made: they are the user's from then on. */
export function noteTyped(state: PrefillState, patch: Partial<Record<string, unknown>>): PrefillState {
  const typed = { ...state.typed };
  for (const key of KEYS) if (key in patch && patch[key] !== state.filled[key]) typed[key] = true;
  return KEYS.every((key) => typed[key] === state.typed[key]) ? state : { ...state, typed };
}

/** The ad to read, once it is long enough to be one and a field is still ours to fill; else null. */
export function prefillRequest(form: HeaderFields & { jobDescription: string }, state: PrefillState) {
  const text = form.jobDescription.trim();
  if (text.length < MIN_AD_CHARS) return null;
  return KEYS.some((key) => isOurs(form, key, state)) ? text : null;
}

/**
 * A field may be filled while the user has never typed in it and it is empty, or while it still
 * holds what we filled in (the user kept it).
 */
function isOurs(form: HeaderFields, key: keyof HeaderFields, state: PrefillState): boolean {
  const value = form[key];
  if (state.filled[key] !== undefined && value === state.filled[key]) return true;
  return !state.typed[key] && value.trim() === '';
}

/**
 * What to write into the form for the ad's header: each field that is still ours (above) gets the
 * ad's value; a field the user typed in (or cleared) is never touched, and an ad that names
 * nothing clears nothing.
 */
export function prefillPatch(
  form: HeaderFields,
  header: TJobAdHeader,
  state: PrefillState,
): Partial<HeaderFields> {
  const patch: Partial<HeaderFields> = {};
  for (const key of KEYS) {
    const value = header[key].trim();
    if (value && value !== form[key] && isOurs(form, key, state)) patch[key] = value;
  }
  return patch;
}
