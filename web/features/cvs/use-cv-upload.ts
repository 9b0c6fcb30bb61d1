import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { TCvDetail } from '#domain/cv';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { getCv, uploadCv } from './cv-api';
import { pollUntilSettled } from './poll-cv';
import {
  checkCvFiles,
  uploadProblemFromCode,
  uploadProblemFromExtraction,
  type UploadProblem,
} from './upload-rules';
import { invalidateCvs } from './use-cv-queries';

/**
 * Spec 001 §4 CV upload UI: idle → processing → success | error. "Processing" is told honestly in
 * two parts: the bytes going up (real percentages), then the server reading the CV (polled).
 */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; percent: number }
  | { phase: 'parsing'; fileName: string }
  | { phase: 'success'; cv: TCvDetail }
  | { phase: 'error'; problem: UploadProblem };

const IDLE: UploadState = { phase: 'idle' };
const TOAST_ID = 'cv-upload';

export const isUploadBusy = (state: UploadState) => state.phase === 'uploading' || state.phase === 'parsing';

/** The upload card's state and its two actions: start with chosen files, and reset to idle. */
export function useCvUpload() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [state, setState] = useState<UploadState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops the request and the polling; the list picks the CV up later.
  useEffect(() => () => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    setState(IDLE);
  }, []);

  const fail = useCallback(
    (problem: UploadProblem) => {
      setState({ phase: 'error', problem });
      toast.error(t(problem === 'authRequired' ? 'cvs.toasts.authRequired' : 'cvs.toasts.uploadFailed'), {
        id: TOAST_ID,
        description: t(`cvs.upload.errors.${problem}`),
        action: { label: t('cvs.toasts.tryAgainAction'), onClick: reset },
      });
    },
    [t, reset],
  );

  const setPercent = (fraction: number) =>
    setState((s) => (s.phase === 'uploading' ? { ...s, percent: Math.round(fraction * 100) } : s));

  const upload = async (file: File, signal: AbortSignal) => {
    setState({ phase: 'uploading', fileName: file.name, percent: 0 });
    const created = await uploadCv(file, { signal, onProgress: setPercent });
    toast.success(t('cvs.toasts.uploaded'), {
      id: TOAST_ID,
      description: t('cvs.toasts.uploadedDescription'),
    });
    void invalidateCvs(client);
    setState({ phase: 'parsing', fileName: file.name });
    const settled = await pollUntilSettled(created.id, { fetchCv: getCv, signal });
    void invalidateCvs(client);
    if (settled.extractionStatus === 'failed')
      return fail(uploadProblemFromExtraction(settled.extractionError));
    setState({ phase: 'success', cv: settled });
    toast.success(t('cvs.toasts.processed'), { id: TOAST_ID, description: settled.name });
  };

  const start = async (files: readonly File[]) => {
    const checked = checkCvFiles(files);
    if ('problem' in checked) return fail(checked.problem);
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      await upload(checked.file, current.signal);
    } catch (error) {
      if (current.signal.aborted) return;
      fail(isApiError(error) ? uploadProblemFromCode(error.code) : 'generic');
    }
  };

  return { state, start, reset };
}
