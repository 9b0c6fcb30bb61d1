import Upload from 'lucide-react/icons/upload';
import { useRef, useState, type DragEvent, type Ref } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { CV_ACCEPT_ATTRIBUTE } from './upload-rules';

type DropZoneProps = { onOpen: () => void; onFiles: (files: File[]) => void };

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Drop a file here or choose one. Native drag events; the nested-element enter/leave pairs are
 * counted so the highlight does not flicker while the pointer crosses the zone's children.
 */
export function DropZone({ onOpen, onFiles }: DropZoneProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  const onDragEnter = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault(); // allows the drop
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      onDragEnter={onDragEnter}
      onDragLeave={onDragLeave}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onClick={onOpen}
      data-dragging={dragging || undefined}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors hover:border-primary/60 hover:bg-muted/50',
        dragging ? 'border-primary bg-accent' : 'border-input',
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-primary">
        <Upload aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-1">
        <p className="font-medium">{dragging ? t('cvs.upload.dropNow') : t('cvs.upload.dropTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('cvs.upload.hint')}</p>
      </div>
      <Button
        variant="outline"
        onClick={(event) => {
          event.stopPropagation(); // the zone's own click would open the picker a second time
          onOpen();
        }}
      >
        {t('cvs.upload.choose')}
      </Button>
    </div>
  );
}

/**
 * The one hidden file input of the page, outside the drop zone (so its programmatic click does not
 * bubble into the zone) and always mounted, so the header and empty-state buttons can open it.
 */
export function CvFileInput({
  inputRef,
  onFiles,
}: {
  inputRef: Ref<HTMLInputElement>;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <input
      ref={inputRef}
      type="file"
      accept={CV_ACCEPT_ATTRIBUTE}
      aria-label={t('cvs.upload.inputLabel')}
      tabIndex={-1}
      className="hidden"
      onChange={(event) => {
        onFiles(Array.from(event.target.files ?? []));
        event.target.value = ''; // choosing the same file again must fire change again
      }}
    />
  );
}
