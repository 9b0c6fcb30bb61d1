import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCvData } from '#domain/cv';
import { CvFileInput } from '../cvs/drop-zone';
import { UploadCard } from '../cvs/upload-card';
import { isUploadBusy, useCvUpload } from '../cvs/use-cv-upload';
import { onboardingQueryKey } from './onboarding-api';

/** Spec 001 §9: after a successful upload the dashboard variant moves on after 1 s. */
export const ADVANCE_AFTER_UPLOAD_MS = 1000;

type CvUploadStepProps = {
  hasCv: boolean;
  onParsed: (cv: TCvData | null) => void;
  /** Called once, a moment after the upload succeeded. */
  onAdvance: () => void;
};

/** The real CV upload of /cvs inside the modal; the parsed CV pre-fills the following steps. */
export function CvUploadStep({ hasCv, onParsed, onAdvance }: CvUploadStepProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const upload = useCvUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  // The latest callbacks, read when the timer fires rather than when the upload finished.
  const latest = useRef({ onParsed, onAdvance });
  useEffect(() => {
    latest.current = { onParsed, onAdvance };
  });
  const { state } = upload;

  useEffect(() => {
    if (state.phase !== 'success' && state.phase !== 'error') return;
    // Either way a CV now exists (a failed one too): the state's hasCv and next action change.
    void client.invalidateQueries({ queryKey: onboardingQueryKey });
    if (state.phase === 'error') return;
    latest.current.onParsed(state.cv.extractedData);
    const timer = window.setTimeout(() => latest.current.onAdvance(), ADVANCE_AFTER_UPLOAD_MS);
    return () => window.clearTimeout(timer);
  }, [state, client]);

  const openPicker = () => {
    if (!isUploadBusy(state)) inputRef.current?.click();
  };
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
    </div>
  );
}
