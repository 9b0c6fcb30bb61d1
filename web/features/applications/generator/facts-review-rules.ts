import type { TReviewFact } from '#domain/applications';

/**
 * The facts review's rules (issue 12 item 5), apart from React so they are tested as they run:
 * when to ask for the facts, and which unticked ids go with Generate.
 */

/** Shorter than this is not an ad yet (a title, a half-pasted line): no point reading facts from it. */
export const MIN_AD_CHARS = 40;
/** Wait for the typing to stop before asking: a paste settles at once, typing does not. */
export const FACTS_DEBOUNCE_MS = 600;

export type FactsRequestInput = {
  cvId: string;
  jobDescription: string;
  jobTitle: string;
  companyName: string;
};

/** The request once there is a CV and an ad to read; null until then. */
export function factsRequest(form: FactsRequestInput): FactsRequestInput | null {
  const jobDescription = form.jobDescription.trim();
  if (!form.cvId || jobDescription.length < MIN_AD_CHARS) return null;
  return {
    cvId: form.cvId,
    jobDescription,
    jobTitle: form.jobTitle.trim(),
    companyName: form.companyName.trim(),
  };
}

/** The ids a user unticked, per CV: a fact id ("role:2") means another fact in another CV. */
export type Unticked = { cvId: string; ids: ReadonlySet<string> };

export const NOTHING_UNTICKED: Unticked = { cvId: '', ids: new Set() };

export function toggleFact(unticked: Unticked, cvId: string, id: string): Unticked {
  const ids = new Set(unticked.cvId === cvId ? unticked.ids : []);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { cvId, ids };
}

export function isTicked(unticked: Unticked, cvId: string, id: string): boolean {
  return !(unticked.cvId === cvId && unticked.ids.has(id));
}

/**
 * What Generate sends as excludedFacts: the unticked ids of the chosen CV that the current review
 * still lists (an edited ad can drop a matched skill; its stale id must not follow).
 */
export function excludedFacts(
  unticked: Unticked,
  cvId: string,
  facts: readonly TReviewFact[] | undefined,
): string[] {
  if (unticked.cvId !== cvId || !facts) return [];
  return facts.filter((f) => unticked.ids.has(f.id)).map((f) => f.id);
}
