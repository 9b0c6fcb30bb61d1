import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { TCvData } from '#domain/cv';
import type { OnboardingVariant, TOnboardingState } from '#domain/onboarding';
import { SAVABLE_ONBOARDING_STEPS } from '#domain/onboarding-rules';
import type { OnboardingStep } from '#domain/profile';
import { ONBOARDING_STEPS } from '#domain/onboarding-rules';
import { toast } from '../../lib/toast';
import {
  completeOnboarding,
  fetchNewestParsedCv,
  saveOnboardingProgress,
  updateProfile,
  useStoreOnboardingState,
} from './onboarding-api';
import {
  draftFromProfile,
  mergeParsedCv,
  personalInfoErrors,
  profileUpdateOf,
  stepDataOf,
  type OnboardingDraft,
} from './onboarding-draft';
import { VARIANT_OPTIONS } from './onboarding-variants';

const TOAST_ID = 'onboarding';
const isSavable = (step: OnboardingStep): step is (typeof SAVABLE_ONBOARDING_STEPS)[number] =>
  (SAVABLE_ONBOARDING_STEPS as readonly string[]).includes(step);
const stepAfter = (step: OnboardingStep, by: 1 | -1): OnboardingStep =>
  ONBOARDING_STEPS[Math.min(Math.max(ONBOARDING_STEPS.indexOf(step) + by, 0), ONBOARDING_STEPS.length - 1)]!;

/** Steps whose fields are written to the profile when the user moves on from them. */
const PROFILE_STEPS: readonly OnboardingStep[] = ['personal-info', 'preferences'];

/**
 * The onboarding modal's state machine (spec 001 §2, §4, §5): the current step and the draft, each
 * move saved (PUT /api/onboarding/progress) so a reload resumes; the personal info and preferences
 * written to the profile as the user leaves their steps and again before completing.
 */
export function useOnboardingFlow(state: TOnboardingState, variant: OnboardingVariant) {
  const { t } = useTranslation();
  const store = useStoreOnboardingState();
  const [step, setStep] = useState<OnboardingStep>(() => state.resumeStep[variant]);
  const [draft, setDraft] = useState<OnboardingDraft>(() => draftFromProfile(state.profile));
  const [busy, setBusy] = useState(false);
  // The profile as the modal opened: each move saves the draft (profile values included) as step
  // data, so the live profile would soon count the sign-up name as typed and keep it over the CV's.
  const [openingProfile] = useState(state.profile);
  const options = VARIANT_OPTIONS[variant];

  const applyCv = useCallback(
    (cv: TCvData | null) => {
      if (cv) setDraft((current) => mergeParsedCv(current, cv, openingProfile));
    },
    [openingProfile],
  );

  // A resumed modal pre-fills from the newest parsed CV, as the upload step does for a new one.
  useEffect(() => {
    const controller = new AbortController();
    fetchNewestParsedCv(controller.signal)
      .then((cv) => applyCv(cv?.extractedData ?? null))
      .catch(() => undefined); // nothing to pre-fill from; the user types instead
    return () => controller.abort();
    // Once per opening: later profile refreshes must not re-merge over the user's typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fail = (key: 'saveProgress' | 'saveProfile' | 'complete') => {
    if (key !== 'complete') return void toast.error(t(`onboarding.toasts.${key}`), { id: TOAST_ID });
    const { title, description } = options.completeFailure;
    toast.error(t(title), { id: TOAST_ID, ...(description ? { description: t(description) } : {}) });
  };

  /** Runs the saves of one move; false (after its toast) when one failed, so the step stays. */
  const attempt = async (run: () => Promise<void>, failure: Parameters<typeof fail>[0]) => {
    try {
      await run();
      return true;
    } catch {
      fail(failure);
      return false;
    }
  };

  const saveProfile = () =>
    attempt(async () => void (await updateProfile(profileUpdateOf(draft))), 'saveProfile');

  const saveProgress = (to: OnboardingStep) =>
    attempt(async () => {
      if (isSavable(to)) await store(await saveOnboardingProgress({ step: to, stepData: stepDataOf(draft) }));
    }, 'saveProgress');

  const moveTo = async (to: OnboardingStep, writeProfile: boolean) => {
    setBusy(true);
    const ok = (!writeProfile || (await saveProfile())) && (await saveProgress(to));
    setBusy(false);
    if (ok) setStep(to);
  };

  /** Why the user may not leave this step yet, told as the spec's toast; null when they may. */
  const blocker = (): { title: string; description: string } | null => {
    if (step === 'cv-upload' && options.cvRequired && !(state.cvs.hasCv || draft.cvUploaded))
      return { title: t('onboarding.toasts.cvRequired'), description: t('onboarding.toasts.cvRequiredText') };
    if (step !== 'personal-info') return null;
    const errors = personalInfoErrors(draft);
    if (errors.fullName)
      return {
        title: t('onboarding.toasts.nameRequired'),
        description: t('onboarding.toasts.nameRequiredText'),
      };
    if (errors.email)
      return {
        title: t('onboarding.toasts.emailRequired'),
        description: t('onboarding.toasts.emailRequiredText'),
      };
    return null;
  };

  const next = async () => {
    const blocked = blocker();
    if (blocked) return void toast.error(blocked.title, { id: TOAST_ID, description: blocked.description });
    if (step === 'review') return finish();
    await moveTo(stepAfter(step, 1), PROFILE_STEPS.includes(step));
  };

  const finish = async () => {
    setBusy(true);
    const ok =
      (await saveProfile()) &&
      (await attempt(async () => void (await store(await completeOnboarding())), 'complete'));
    setBusy(false);
    if (ok) setStep('completed');
  };

  const back = () => moveTo(stepAfter(step, -1), false);

  const update = (patch: Partial<OnboardingDraft>) => setDraft((current) => ({ ...current, ...patch }));

  return { step, draft, busy, next, back, update, applyCv, goTo: (to: OnboardingStep) => moveTo(to, false) };
}

export type OnboardingFlow = ReturnType<typeof useOnboardingFlow>;
