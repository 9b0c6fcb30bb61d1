import { useMemo, type FormEvent, type ReactNode } from 'react';
import { I18nProvider, useTranslation } from '../../lib/use-translation';
import X from 'lucide-react/icons/x';
import type { OnboardingVariant, TOnboardingState } from '#domain/onboarding';
import { onboardingProgress } from '#domain/onboarding-rules';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { CvUploadStep } from './cv-upload-step';
import { CompletedStep, WelcomeStep } from './intro-steps';
import { personalInfoErrors } from './onboarding-draft';
import { PersonalInfoStep } from './personal-info-step';
import { VARIANT_OPTIONS, type VariantOptions } from './onboarding-variants';
import { PreferencesStep } from './preferences-step';
import { ReviewStep } from './review-step';
import { useOnboardingFlow, type OnboardingFlow } from './use-onboarding-flow';

type OnboardingModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The state when the modal opens; the flow starts at its resume step. */
  state: TOnboardingState | undefined;
  variant?: OnboardingVariant;
};

/**
 * Full screen like a sheet on a phone (every pixel is needed for the form), a centred dialog from
 * 640 px up, as wide as the variant says.
 */
const CONTENT_CLASS =
  'inset-0 top-0 left-0 flex h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none p-0 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl';

/**
 * Everything inside speaks the variant's fixed language (the settings variant is Danish, from the
 * `da` catalogue) whatever the app's language is; a variant without one follows the app.
 */
function VariantLanguage({
  language,
  children,
}: {
  language: VariantOptions['language'];
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const fixed = useMemo(() => (language ? i18n.cloneInstance(language) : null), [i18n, language]);
  return fixed ? <I18nProvider i18n={fixed}>{children}</I18nProvider> : children;
}

/** The onboarding modal (spec 001 §2): mounted afresh at each opening, so it resumes each time. */
export function OnboardingModal({ open, onOpenChange, state, variant = 'dashboard' }: OnboardingModalProps) {
  const options = VARIANT_OPTIONS[variant];
  return (
    <VariantLanguage language={options.language}>
      <Dialog open={open && Boolean(state)} onOpenChange={onOpenChange}>
        {state ? (
          <DialogContent
            className={`${CONTENT_CLASS} ${options.widthClass}`}
            data-variant={variant}
            // Screen readers pronounce the Danish variant as Danish inside an English page.
            lang={options.language ?? undefined}
          >
            <OnboardingBody state={state} variant={variant} onDone={() => onOpenChange(false)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </VariantLanguage>
  );
}

function OnboardingBody({
  state,
  variant,
  onDone,
}: {
  state: TOnboardingState;
  variant: OnboardingVariant;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const flow = useOnboardingFlow(state, variant);
  const { step } = flow;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.next();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <header className="grid gap-3 border-b p-4 pr-14 sm:p-6 sm:pr-14">
        <Progress value={onboardingProgress(step, variant)} aria-label={t('onboarding.progressLabel')} />
        <DialogTitle>{t(`onboarding.steps.${step}.title`)}</DialogTitle>
        <DialogDescription>{t(`onboarding.steps.${step}.description`)}</DialogDescription>
      </header>
      <DialogClose asChild>
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-3 right-3"
          aria-label={t('onboarding.close')}
        >
          <X aria-hidden="true" />
        </Button>
      </DialogClose>
      <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-6">
        <StepBody flow={flow} state={state} options={VARIANT_OPTIONS[variant]} onDone={onDone} />
      </div>
      {step === 'completed' ? null : <Footer flow={flow} />}
    </form>
  );
}

function StepBody({
  flow,
  state,
  options,
  onDone,
}: {
  flow: OnboardingFlow;
  state: TOnboardingState;
  options: VariantOptions;
  onDone: () => void;
}) {
  const hasCv = state.cvs.hasCv || Boolean(flow.draft.cvUploaded);
  switch (flow.step) {
    case 'welcome':
      return <WelcomeStep />;
    case 'cv-upload':
      return (
        <CvUploadStep
          hasCv={hasCv}
          options={options}
          onManual={() => void flow.next()}
          onParsed={(cv) => {
            // Uploaded counts even if nothing could be pre-filled from it.
            flow.update({ cvUploaded: true });
            flow.applyCv(cv);
          }}
          onAdvance={() => void flow.next()}
        />
      );
    case 'personal-info':
      return <PersonalInfoStep draft={flow.draft} update={flow.update} />;
    case 'preferences':
      return <PreferencesStep draft={flow.draft} update={flow.update} optional={!options.cvRequired} />;
    case 'review':
      return <ReviewStep draft={flow.draft} hasCv={hasCv} onEdit={(to) => void flow.goTo(to)} />;
    case 'completed':
      return <CompletedStep onDone={onDone} doneKey={options.doneKey} />;
  }
}

function Footer({ flow }: { flow: OnboardingFlow }) {
  const { t } = useTranslation();
  const { step, busy } = flow;
  // Spec 001 §5: Continue stays disabled until both required fields are present.
  const missingRequired = step === 'personal-info' && Object.keys(personalInfoErrors(flow.draft)).length > 0;
  const label =
    step === 'welcome'
      ? t('onboarding.steps.welcome.start')
      : step === 'review'
        ? t('onboarding.finish')
        : t('onboarding.continue');
  return (
    <footer className="flex items-center justify-between gap-2 border-t p-4 sm:px-6">
      {step === 'welcome' ? (
        <span />
      ) : (
        <Button variant="outline" onClick={() => void flow.back()} disabled={busy}>
          {t('onboarding.back')}
        </Button>
      )}
      <Button type="submit" disabled={busy || missingRequired}>
        {busy ? <Spinner /> : null}
        {busy ? t('onboarding.saving') : label}
      </Button>
    </footer>
  );
}
