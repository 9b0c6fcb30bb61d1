import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ChevronRight from 'lucide-react/icons/chevron-right';
import GripVertical from 'lucide-react/icons/grip-vertical';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { memo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import {
  entrySummary,
  insertAt,
  moveItem,
  newEntry,
  removeAt,
  type EntryOf,
  type EntrySection,
} from './cv-edit';
import { useMoveFocus } from './use-move-focus';

export type EntryFieldsProps<S extends EntrySection> = {
  entry: EntryOf<S>;
  onChange: (entry: EntryOf<S>) => void;
  /** Prefix for the fields' ids, unique per entry. */
  idPrefix: string;
  /** The entry was just added: its first field takes the focus. */
  autoFocus: boolean;
};

type EntryListProps<S extends EntrySection> = {
  section: S;
  entries: readonly EntryOf<S>[];
  /** Updates from the CV's latest entries: an undo may come after other edits. */
  onUpdate: (update: (entries: readonly EntryOf<S>[]) => readonly EntryOf<S>[]) => void;
  Fields: (props: EntryFieldsProps<S>) => ReactNode;
};

/**
 * A section's entries: each collapses to one line ("Senior Developer · Nordlys") unless open, so a
 * long CV stays navigable; added, removed (with undo in the toast), and reordered by the up and down
 * buttons or by dragging the handle.
 */
function EntryListSection<S extends EntrySection>({ section, entries, onUpdate, Fields }: EntryListProps<S>) {
  const { t } = useTranslation();
  const untitled = t(`cvEditor.entry.untitled.${section}`);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const [drag, setDrag] = useState<{ from: number; over: number | null } | null>(null);
  const focusAfterMove = useMoveFocus();

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const add = () => {
    const entry = newEntry(section);
    onUpdate((list) => [...list, entry]);
    setOpen((current) => new Set(current).add(entry.id));
    setJustAdded(entry.id);
  };

  const remove = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    onUpdate((list) => removeAt(list, index));
    const title = entrySummary(section, entry) || untitled;
    toast.info(t('cvEditor.entry.removed', { title }), {
      action: {
        label: t('cvEditor.entry.undo'),
        onClick: () =>
          onUpdate((list) => (list.some((e) => e.id === entry.id) ? list : insertAt(list, index, entry))),
      },
    });
  };

  const move = (from: number, to: number) => {
    const entry = entries[from];
    if (!entry) return;
    focusAfterMove(
      to < from ? [`${entry.id}-up`, `${entry.id}-down`] : [`${entry.id}-down`, `${entry.id}-up`],
    );
    onUpdate((list) => moveItem(list, from, to));
  };

  // Native drag and drop, from the handle only (the fields inside stay selectable); the buttons
  // do the same by keyboard and on touch screens. Where the drag came from is a ref, read by the
  // handlers only: re-rendering the source during dragstart makes Chromium cancel the drag, so the
  // dragged entry is dimmed a frame later.
  const dragFrom = useRef<number | null>(null);
  const onDragStart = (index: number) => (event: DragEvent<HTMLElement>) => {
    dragFrom.current = index;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(index));
    const card = event.currentTarget.closest('li');
    if (card) event.dataTransfer.setDragImage(card, 16, 16);
    requestAnimationFrame(() => setDrag({ from: index, over: null }));
  };
  const onDragOver = (index: number) => (event: DragEvent<HTMLElement>) => {
    // Only drags that started in this list are drops here.
    const from = dragFrom.current;
    if (from === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (drag?.over !== index) setDrag({ from, over: index });
  };
  const onDrop = (index: number) => (event: DragEvent<HTMLElement>) => {
    const from = dragFrom.current;
    if (from === null) return;
    event.preventDefault();
    onUpdate((list) => moveItem(list, from, index));
    endDrag();
  };
  const endDrag = () => {
    dragFrom.current = null;
    setDrag(null);
  };

  return (
    <div className="grid gap-3">
      {entries.length > 0 ? (
        <ol className="grid gap-2" aria-label={t(`cvEditor.sections.${section}`)}>
          {entries.map((entry, index) => {
            const isOpen = open.has(entry.id);
            const summary = entrySummary(section, entry);
            const title = summary || untitled;
            const panelId = `${entry.id}-fields`;
            return (
              <li
                key={entry.id}
                onDragOver={onDragOver(index)}
                onDrop={onDrop(index)}
                className={cn(
                  'rounded-lg border border-border bg-background',
                  drag?.over === index && drag.from !== index && 'ring-2 ring-ring',
                  drag?.from === index && 'opacity-60',
                )}
              >
                <div className="flex items-center gap-1 p-1.5">
                  <span
                    draggable
                    onDragStart={onDragStart(index)}
                    onDragEnd={endDrag}
                    title={t('cvEditor.entry.dragHandle')}
                    aria-hidden="true"
                    className="flex h-9 w-6 shrink-0 cursor-grab items-center justify-center text-muted-foreground active:cursor-grabbing"
                  >
                    <GripVertical className="size-4" />
                  </span>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => toggle(entry.id)}
                    className="flex min-h-9 w-0 min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md px-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span
                      className={cn(
                        'line-clamp-2 break-words',
                        summary ? 'font-medium' : 'text-muted-foreground italic',
                      )}
                    >
                      {title}
                    </span>
                    <span className="sr-only">
                      {isOpen ? t('cvEditor.entry.collapse') : t('cvEditor.entry.expand')}
                    </span>
                    <ChevronRight
                      aria-hidden="true"
                      className={cn('ml-auto size-4 shrink-0 transition-transform', isOpen && 'rotate-90')}
                    />
                  </button>
                  <Button
                    id={`${entry.id}-up`}
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('cvEditor.entry.moveUp', { title })}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    id={`${entry.id}-down`}
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    disabled={index === entries.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('cvEditor.entry.moveDown', { title })}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9 text-destructive hover:text-destructive"
                    onClick={() => remove(index)}
                    aria-label={t('cvEditor.entry.remove', { title })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                {isOpen ? (
                  <div id={panelId} className="grid gap-4 border-t border-border p-3 sm:grid-cols-2">
                    <Fields
                      entry={entry}
                      idPrefix={entry.id}
                      autoFocus={justAdded === entry.id}
                      onChange={(next) => onUpdate((list) => list.map((e) => (e.id === next.id ? next : e)))}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t('cvEditor.entry.none')}</p>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden="true" />
          {t(`cvEditor.entry.add.${section}`)}
        </Button>
      </div>
    </div>
  );
}

/**
 * Memoised: a keystroke in another section (or the preview's later render) leaves this list alone.
 * `memo` drops the type parameter, hence the cast back to the generic signature.
 */
export const EntryList = memo(EntryListSection) as typeof EntryListSection;
