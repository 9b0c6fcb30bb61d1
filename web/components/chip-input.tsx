import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import { addTargetRole } from '#domain/target-roles';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';

type ChipInputProps = {
  id: string;
  label: string;
  placeholder?: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
};

/**
 * A list of short texts as removable chips (target roles, competencies). A value is added on Enter
 * or the + button, trimmed, and ignored when blank or already present (spec 001 §5, the same rule
 * as onboarding through `addTargetRole`).
 */
export function ChipInput({ id, label, placeholder, value, onChange, error }: ChipInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const add = () => {
    const next = addTargetRole(value, draft);
    if (next !== value) onChange([...next]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds a chip instead of submitting the surrounding form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={add}
          aria-label={t('chipInput.add', { label })}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('chipInput.hint')}
      </p>
      {value.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-800"
            >
              {item}
              <button
                type="button"
                className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => onChange(value.filter((existing) => existing !== item))}
                aria-label={t('chipInput.remove', { value: item })}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
