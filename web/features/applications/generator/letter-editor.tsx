import Copy from 'lucide-react/icons/copy';
import Save from 'lucide-react/icons/save';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { TApplication } from '#domain/applications';
import { OUTPUT_LANGUAGE_CODES } from '#domain/application-rules';
import { Badge } from '../../../components/ui/badge';
import { BusyButton } from '../../../components/ui/busy-button';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { DocxUpgradeHint, ExportButtons } from './export-buttons';
import { ShareDialog } from './share-dialog';
import { UnsavedChangesGuard } from './unsaved-guard';
import { useSaveLetterMutation } from './use-application';
import { useCopy } from './use-copy';

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The saved letter, editable: Save sends the text (PATCH content) and says 'Saved'; unsaved edits
 * are guarded. Copy, the exports and Share sit above it.
 */
export function LetterEditor({ application }: { application: TApplication }) {
  const { t } = useTranslation();
  const id = useId();
  const copy = useCopy();
  const save = useSaveLetterMutation(application.id);
  const [saved, setSaved] = useState(application.content);
  const [draft, setDraft] = useState(application.content);
  // A new letter from the server (regenerated, or saved elsewhere) replaces an unedited draft; an
  // edited one is kept, the user decides.
  if (application.content !== saved) {
    setSaved(application.content);
    if (draft === saved) setDraft(application.content);
  }
  const dirty = draft !== saved;

  const onSave = () =>
    save.mutate(draft, {
      onSuccess: (next) => {
        setSaved(next.content);
        setDraft(next.content);
        toast.success(t('generator.letter.saved'), { id: 'generator-letter' });
      },
      onError: (error) =>
        toast.error(t('generator.letter.saveFailed'), {
          id: 'generator-letter',
          ...(isApiError(error) ? { description: error.message } : {}),
        }),
    });

  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-lg/7">{t('generator.letter.title')}</CardTitle>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {dirty ? <Badge variant="outline">{t('generator.letter.unsaved')}</Badge> : null}
            <span>{t('generator.letter.words', { count: countWords(draft) })}</span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => void copy(draft, 'generator.letter.copied')}>
            <Copy aria-hidden="true" />
            {t('generator.letter.copy')}
          </Button>
          <ExportButtons application={application} />
          <ShareDialog application={application} />
        </div>
        <DocxUpgradeHint />
      </CardHeader>
      <CardContent className="grid gap-3">
        <Label htmlFor={id} className="sr-only">
          {t('generator.letter.label')}
        </Label>
        <Textarea
          id={id}
          value={draft}
          maxLength={50_000}
          spellCheck
          lang={application.outputLanguage ? OUTPUT_LANGUAGE_CODES[application.outputLanguage] : undefined}
          className="field-sizing-content min-h-[480px] resize-y font-serif text-[15px] leading-relaxed md:text-[15px]"
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <BusyButton
            busy={save.isPending}
            busyLabel={t('generator.letter.saving')}
            disabled={!dirty || draft.trim() === ''}
            onClick={onSave}
          >
            <Save aria-hidden="true" />
            {t('generator.letter.save')}
          </BusyButton>
          {application.generator ? (
            <span className="text-xs text-muted-foreground">
              {t(`generator.letter.${application.generator}`)}
            </span>
          ) : null}
        </div>
      </CardContent>
      <UnsavedChangesGuard dirty={dirty} />
    </Card>
  );
}
