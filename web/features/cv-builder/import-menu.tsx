import { useMutation } from '@tanstack/react-query';
import ChevronDown from 'lucide-react/icons/chevron-down';
import FileJson from 'lucide-react/icons/file-braces';
import FileUp from 'lucide-react/icons/file-up';
import Import from 'lucide-react/icons/import';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { TBuilderCv } from '#domain/cv-builder';
import { builderCvFromCvData } from '#domain/cv-builder/to-cv-data';
import { BusyButton } from '../../components/ui/busy-button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { CvFileInput, isUploadBusy, useCvUpload } from '../cvs';
import { importJsonResume } from './builder-api';
import { useLoginRequired } from './use-login-required';

const TOAST_ID = 'cv-builder-import';

/** A JSON Resume file, read here and mapped by the server (open to visitors too, decision 021). */
function useJsonResumeImport(onImported: (cv: TBuilderCv) => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (file: File) => {
      let document: unknown;
      try {
        document = JSON.parse(await file.text());
      } catch {
        throw new SyntaxError('not JSON');
      }
      return importJsonResume(document);
    },
    onSuccess: (cv) => {
      onImported(cv);
      toast.success(t('cvBuilder.toasts.imported'), { id: TOAST_ID });
    },
    onError: (error) =>
      toast.error(t('cvBuilder.import.jsonFailed'), {
        id: TOAST_ID,
        // The server says what is wrong with the document; a file that is not JSON at all is ours to say.
        description:
          isApiError(error) && error.status === 400 ? error.message : t('cvBuilder.import.jsonInvalid'),
      }),
  });
}

/**
 * "Import": a CV file through the same upload and reading as /cvs (the uploaded CV is kept there
 * too), or a JSON Resume document. Either replaces the form's content.
 */
export function ImportMenu({
  signedIn,
  onImported,
}: {
  signedIn: boolean;
  onImported: (cv: TBuilderCv) => void;
}) {
  const { t } = useTranslation();
  const loginRequired = useLoginRequired();
  const upload = useCvUpload();
  const json = useJsonResumeImport(onImported);
  const cvInput = useRef<HTMLInputElement>(null);
  const jsonInput = useRef<HTMLInputElement>(null);
  const busy = isUploadBusy(upload.state) || json.isPending;

  // The upload's own toasts tell its progress; once read, its data fills the form.
  const { state, reset } = upload;
  useEffect(() => {
    if (state.phase !== 'success') return;
    if (state.cv.extractedData) onImported(builderCvFromCvData(state.cv.extractedData));
    reset();
  }, [state, reset, onImported]);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <BusyButton variant="outline" busy={busy} busyLabel={t('cvBuilder.import.busy')}>
            <Import aria-hidden="true" />
            {t('cvBuilder.import.button')}
            <ChevronDown aria-hidden="true" />
          </BusyButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => (signedIn ? cvInput.current?.click() : loginRequired())}>
            <FileUp aria-hidden="true" />
            {t('cvBuilder.import.cvFile')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => jsonInput.current?.click()}>
            <FileJson aria-hidden="true" />
            {t('cvBuilder.import.jsonResume')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {signedIn ? <CvFileInput inputRef={cvInput} onFiles={(files) => void upload.start(files)} /> : null}
      <input
        ref={jsonInput}
        type="file"
        accept=".json,application/json"
        aria-label={t('cvBuilder.import.jsonResume')}
        tabIndex={-1}
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) json.mutate(file);
          event.target.value = '';
        }}
      />
    </>
  );
}
