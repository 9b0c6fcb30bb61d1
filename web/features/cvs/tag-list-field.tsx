import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import type { TCvData } from '#domain/cv';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { addTag, removeTag } from './tag-list';

type TagListName = 'skills.technical' | 'skills.soft' | 'skills.languages' | 'certifications';

function TagList({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addTag(value, draft));
    setDraft('');
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((tag, i) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-3 text-sm"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(removeTag(value, i))}
                aria-label={t('cvs.edit.removeTag', { tag })}
                className="rounded-full p-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('cvs.edit.addTagLabel', { list: label })}
        </label>
        <Input
          id={id}
          value={draft}
          placeholder={t('cvs.edit.addTagPlaceholder')}
          maxLength={300}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault(); // Enter adds the tag instead of submitting the whole form
            add();
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={add}
          aria-label={t('cvs.edit.addTagLabel', { list: label })}
        >
          {t('cvs.edit.add')}
        </Button>
      </div>
    </fieldset>
  );
}

/** A list of short texts (skills, certifications): chips with remove buttons and an add input. */
export function TagListField({ name, label }: { name: TagListName; label: string }) {
  const { control } = useFormContext<TCvData>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <TagList label={label} value={field.value} onChange={field.onChange} />}
    />
  );
}
