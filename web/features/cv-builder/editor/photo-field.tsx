import ImagePlus from 'lucide-react/icons/image-plus';
import Trash2 from 'lucide-react/icons/trash';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { encodePhoto, type PhotoError } from './photo';

/** The CV's photo: chosen from a file (JPEG or PNG), shrunk in the browser, shown, removable. */
export function PhotoField({ value, onChange }: { value: string; onChange: (photo: string) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<PhotoError | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const result = await encodePhoto(file);
    setBusy(false);
    if ('error' in result) setError(result.error);
    else onChange(result.dataUrl);
    // The same file may be chosen again after a remove.
    if (input.current) input.current.value = '';
  };

  return (
    <div className="grid gap-2 sm:col-span-2">
      <span className="text-sm font-medium" id="cv-photo-label">
        {t('cvEditor.photo.label')}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt={t('cvEditor.photo.alt')}
            className="size-16 rounded-full border border-border object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="grid size-16 place-items-center rounded-full border border-dashed border-border text-muted-foreground"
          >
            <ImagePlus className="size-5" />
          </div>
        )}
        <input
          ref={input}
          id="cv-photo"
          type="file"
          accept="image/jpeg,image/png"
          className="sr-only"
          // The button below opens it: one tab stop, with a visible focus ring.
          tabIndex={-1}
          aria-labelledby="cv-photo-label"
          aria-describedby="cv-photo-hint"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? t('cvEditor.photo.busy') : value ? t('cvEditor.photo.change') : t('cvEditor.photo.choose')}
        </Button>
        {value ? (
          <Button variant="ghost" size="sm" onClick={() => onChange('')}>
            <Trash2 aria-hidden="true" />
            {t('cvEditor.photo.remove')}
          </Button>
        ) : null}
      </div>
      <p id="cv-photo-hint" className="text-xs text-muted-foreground">
        {t('cvEditor.photo.hint')}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {t(`cvEditor.photo.errors.${error}`)}
        </p>
      ) : null}
    </div>
  );
}
