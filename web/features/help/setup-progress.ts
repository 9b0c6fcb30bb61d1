/** The four steps of the quick setup guide (spec 000 §2 Help), in order. */
export const SETUP_STEPS = ['account', 'cv', 'generate', 'track'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Where each step is done; the pages behind cv, generate and track are signed-in screens. */
export const SETUP_STEP_LINKS: Record<SetupStep, string> = {
  account: '/auth?tab=signup',
  cv: '/cvs',
  generate: '/applications',
  track: '/analytics',
};

/** Ticked steps are remembered per browser, not per account: the guide is public. */
export const SETUP_STORAGE_KEY = 'applywise.setup-guide';

/** Reads the ticked steps; unknown or malformed content counts as nothing ticked. */
export function parseSetupProgress(raw: string | null): SetupStep[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return SETUP_STEPS.filter((step) => value.includes(step));
  } catch {
    return [];
  }
}

export function toggleStep(done: readonly SetupStep[], step: SetupStep, checked: boolean): SetupStep[] {
  const next = new Set(done);
  if (checked) next.add(step);
  else next.delete(step);
  return SETUP_STEPS.filter((s) => next.has(s));
}
