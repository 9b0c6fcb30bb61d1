import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { TCvEntry } from '#domain/cv';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { BusyButton } from '../../../components/ui/busy-button';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import {
  draftErrors,
  type DraftErrors,
  type DraftField,
  type FactDraft,
  type LineDraft,
} from './fact-edit-rules';
import { EntryChangedError, useFactEditMutation } from './use-fact-edit';

type Props = {
  cvId: string;
  entry: TCvEntry;
  /** The entry's values as the CV has them. */
  initial: FactDraft;
  /** The fact as the review shows it, to name the form. */
  factLabel: string;
  /** Closes the form (saved or cancelled); the row puts the focus back on its Edit button. */
  onClose: () => void;
};

/** The label of a one-line entry's field. */
const LINE_LABEL = {
  certifications: 'generator.facts.editor.certificate',
  'skills.technical': 'generator.facts.editor.skill',
  'skills.languages': 'generator.facts.editor.language',
} as const satisfies Record<LineDraft['section'], string>;

/** The problems in the reader's words (the CV page's own messages where it has one). */
const PROBLEM_TEXT = {
  required: 'generator.facts.editor.required',
  dateFormat: 'cvs.edit.errors.dateFormat',
  tooLong: 'cvs.edit.errors.tooLong',
} as const;

function saveErrorText(error: unknown) {
  if (error instanceof EntryChangedError) return 'generator.facts.editor.errors.changed' as const;
  if (isApiError(error) && error.status === 404) return 'generator.facts.editor.errors.notFound' as const;
  if (isApiError(error) && error.status === 409) return 'generator.facts.editor.errors.pending' as const;
  return 'generator.facts.editor.errors.failed' as const;
}

function TextField({
  id,
  label,
  value,
  onChange,
  problem,
  date = false,
  disabled = false,
  className,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: DraftErrors[DraftField];
  date?: boolean;
  disabled?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className={cn('ui:grid ui:min-w-0 ui:gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        ref={inputRef}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        placeholder={date ? t('cvs.edit.datePlaceholder') : undefined}
        inputMode={date ? 'numeric' : undefined}
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        className="h-9"
      />
      {problem ? (
        <p id={errorId} className="text-xs text-destructive">
          {t(PROBLEM_TEXT[problem])}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The facts review's edit in place: a small form for the one CV entry a fact was read from.
 * It sits inside the generator's form, so it is a group, not a nested form: Enter in a field
 * saves (and does not send the generator form), Escape cancels. A failed save keeps what was
 * typed and says why.
 */
export function FactEditor({ cvId, entry, initial, factLabel, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<FactDraft>(initial);
  const [tried, setTried] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  const save = useFactEditMutation(cvId);
  const errors = tried ? draftErrors(draft) : {};

  useEffect(() => firstField.current?.focus(), []);

  const submit = () => {
    setTried(true);
    if (save.isPending || Object.keys(draftErrors(draft)).length) return;
    save.mutate(
      { entry, initial, draft },
      {
        onSuccess: () => {
          toast.success(t('generator.facts.editor.saved'), { id: 'fact-edit' });
          onClose();
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      // A save under way is not undone by closing the form: it finishes and closes it itself.
      if (!save.isPending) onClose();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      submit();
    }
  };

  const set = (patch: Partial<FactDraft>) => setDraft((current) => ({ ...current, ...patch }) as FactDraft);
  const field = (name: DraftField, label: string, value: string, extra: { date?: boolean } = {}) => ({
    id: `${id}-${name}`,
    label,
    value,
    onChange: (next: string) => set({ [name]: next }),
    problem: errors[name],
    disabled: save.isPending,
    ...extra,
  });

  let fields: ReactNode;
  if (draft.section === 'experience') {
    fields = (
      <>
        <TextField {...field('position', t('cvs.fields.position'), draft.position)} inputRef={firstField} />
        <TextField {...field('company', t('cvs.fields.company'), draft.company)} />
        <TextField {...field('startDate', t('cvs.fields.startDate'), draft.startDate, { date: true })} />
        <TextField
          {...field('endDate', t('cvs.fields.endDate'), draft.endDate, { date: true })}
          disabled={save.isPending || draft.current}
        />
        <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
          <input
            type="checkbox"
            checked={draft.current}
            disabled={save.isPending}
            onChange={(event) => set({ current: event.target.checked })}
            className="size-4 accent-primary"
          />
          {t('cvs.fields.current')}
        </label>
      </>
    );
  } else if (draft.section === 'education') {
    fields = (
      <>
        <TextField {...field('degree', t('cvs.fields.degree'), draft.degree)} inputRef={firstField} />
        <TextField {...field('institution', t('cvs.fields.institution'), draft.institution)} />
        <TextField {...field('startDate', t('cvs.fields.startDate'), draft.startDate, { date: true })} />
        <TextField {...field('endDate', t('cvs.fields.endDate'), draft.endDate, { date: true })} />
      </>
    );
  } else {
    fields = (
      <TextField
        {...field('text', t(LINE_LABEL[draft.section]), draft.text)}
        inputRef={firstField}
        className="sm:col-span-2"
      />
    );
  }

  return (
    <div
      role="group"
      aria-label={t('generator.facts.editor.label', { fact: factLabel })}
      aria-describedby={`${id}-hint`}
      onKeyDown={onKeyDown}
      className="grid gap-3 rounded-md border bg-muted/30 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">{fields}</div>
      {save.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{t(saveErrorText(save.error))}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('generator.facts.editor.hint')}
        </p>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton
            type="button"
            size="sm"
            busy={save.isPending}
            busyLabel={t('generator.facts.editor.saving')}
            onClick={submit}
          >
            {t('generator.facts.editor.save')}
          </BusyButton>
        </div>
      </div>
    </div>
  );
}
