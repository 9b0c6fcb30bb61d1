import type { TCvData } from '#domain/cv';
import type { OnboardingVariant } from '#domain/onboarding';

/**
 * What differs between the two onboarding variants (spec 001 §2, §4, §9), as data the one modal
 * reads (DESIGN.md: one modal component, the differences as props).
 */
export type VariantOptions = {
  /** The catalogue the modal speaks regardless of the app's language; null follows the app. */
  language: 'da' | null;
  /** The dialog's width from 640 px up; the settings variant is wider. */
  widthClass: string;
  /** Continuing from cv-upload needs an uploaded CV (dashboard) or may be filled in by hand (settings). */
  cvRequired: boolean;
  /** The cv-upload step offers manual fill-in and the CV builder in a new tab. */
  offersAlternatives: boolean;
  /** Delay before moving on after a successful upload (spec 001 §9: 1 s / 2 s). */
  advanceAfterUploadMs: number;
  /** A processing overlay covers the modal while the CV is read and until it moves on. */
  processingOverlay: boolean;
  /** Warns when the CV was read only in part (spec 001 §8, the Danish variant). */
  warnsPartialCv: boolean;
  /** The toast when completing fails: the English one, or the Danish variant's (spec 001 §8). */
  completeFailure: {
    title: 'onboarding.toasts.complete' | 'onboarding.settingsVariant.completeFailed';
    description?: 'onboarding.settingsVariant.completeFailedText';
  };
  /** What the completed step's first button says: back to the dashboard, or close the dialog. */
  doneKey: 'onboarding.steps.completed.done' | 'onboarding.steps.completed.close';
};

export const VARIANT_OPTIONS: Record<OnboardingVariant, VariantOptions> = {
  dashboard: {
    language: null,
    widthClass: 'sm:max-w-2xl',
    cvRequired: true,
    offersAlternatives: false,
    advanceAfterUploadMs: 1000,
    processingOverlay: false,
    warnsPartialCv: false,
    completeFailure: { title: 'onboarding.toasts.complete' },
    doneKey: 'onboarding.steps.completed.done',
  },
  settings: {
    language: 'da',
    widthClass: 'sm:max-w-4xl',
    cvRequired: false,
    offersAlternatives: true,
    advanceAfterUploadMs: 2000,
    processingOverlay: true,
    warnsPartialCv: true,
    completeFailure: {
      title: 'onboarding.settingsVariant.completeFailed',
      description: 'onboarding.settingsVariant.completeFailedText',
    },
    doneKey: 'onboarding.steps.completed.close',
  },
};

const blank = (value: string | undefined) => !value || value.trim() === '';

/**
 * Whether the CV was read only in part (spec 001 §8: the Danish variant warns): nothing came out,
 * or the name, the email, the experience or the skills are missing.
 */
export function isPartialCv(cv: TCvData | null): boolean {
  if (!cv) return true;
  return (
    blank(cv.personalInfo.fullName) ||
    blank(cv.personalInfo.email) ||
    cv.experience.length === 0 ||
    cv.skills.technical.length + cv.skills.soft.length === 0
  );
}
