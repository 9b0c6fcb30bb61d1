import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { TCvData, TCvDetail } from '#domain/cv';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import { CvFileInput } from '../cvs';
import { UploadCard } from '../cvs';
import { isUploadBusy, useCvUpload } from '../cvs';
import { onboardingQueryKey } from './onboarding-api';
import { isPartialCv, type VariantOptions } from './onboarding-variants';
import { UploadAlternatives } from './upload-alternatives';

type CvUploadStepProps = {
  hasCv: boolean;
  options: Pick<
    VariantOptions,
    'advanceAfterUploadMs' | 'processingOverlay' | 'offersAlternatives' | 'warnsPartialCv'
  >;
  onParsed: (cv: TCvData | null) => void;
  /** Called once, a moment after the upload succeeded (spec 001 §9: 1 s, or 2 s in settings). */
  onAdvance: () => void;
  /** Moves on without a CV: the user fills the steps in by hand (settings variant). */
  onManual: () => void;
};

/** The real CV upload of /cvs inside the modal; the parsed CV pre-fills the following steps. */
export function CvUploadStep({ hasCv, options, onParsed, onAdvance, onManual }: CvUploadStepProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const upload = useCvUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  // The CV the step has already moved on from, so the overlay lifts even if saving the move failed.
  const [advancedFrom, setAdvancedFrom] = useState<TCvDetail | null>(null);
  // The latest callbacks and words, read when the timer fires rather than when the upload finished.
  const latest = useRef({ onParsed, onAdvance, t });
  useEffect(() => {
    latest.current = { onParsed, onAdvance, t };
  });
  const { state } = upload;
  const { advanceAfterUploadMs, warnsPartialCv } = options;

  useEffect(() => {
    if (state.phase !== 'success' && state.phase !== 'error') return;
    // Either way a CV now exists (a failed one too): the state's hasCv and next action change.
    void client.invalidateQueries({ queryKey: onboardingQueryKey });
    if (state.phase === 'error') return;
    latest.current.onParsed(state.cv.extractedData);
    const timer = window.setTimeout(() => {
      setAdvancedFrom(state.cv);
      latest.current.onAdvance();
      if (warnsPartialCv && isPartialCv(state.cv.extractedData)) {
        const { t: translate } = latest.current;
        toast.info(translate('onboarding.settingsVariant.partialCv'), {
          id: 'onboarding',
          description: translate('onboarding.settingsVariant.partialCvText'),
        });
      }
    }, advanceAfterUploadMs);
    return () => window.clearTimeout(timer);
  }, [state, client, advanceAfterUploadMs, warnsPartialCv]);

  const openPicker = () => {
    if (!isUploadBusy(state)) inputRef.current?.click();
  };
  const processing = isUploadBusy(state) || (state.phase === 'success' && advancedFrom !== state.cv);
  return (
    <div className="grid gap-3">
      {hasCv && state.phase === 'idle' ? (
        <p className="text-sm text-muted-foreground">{t('onboarding.steps.cv-upload.already')}</p>
      ) : null}
      <CvFileInput inputRef={inputRef} onFiles={(files) => void upload.start(files)} />
      <UploadCard
        state={state}
        onOpen={openPicker}
        onFiles={(files) => void upload.start(files)}
        onReset={upload.reset}
      />
      {options.offersAlternatives && state.phase === 'idle' ? (
        <UploadAlternatives onManual={onManual} />
      ) : null}
      {options.processingOverlay && processing ? <ProcessingOverlay /> : null}
    </div>
  );
}

/** Covers the dialog while the CV is read, so nothing is typed into steps about to be pre-filled. */
function ProcessingOverlay() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 bg-background/95 p-6 text-center"
    >
      <Spinner className="size-8 text-brand-600" />
      <p className="text-lg font-semibold">{t('onboarding.settingsVariant.processing')}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {t('onboarding.settingsVariant.processingText')}
      </p>
    </div>
  );
}
