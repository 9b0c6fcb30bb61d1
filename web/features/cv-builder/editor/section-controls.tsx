import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { useTranslation } from '../../../lib/use-translation';
import type { BuilderSection, TCvCustomization } from '#domain/cv-builder';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { moveSection, setSectionHidden } from './cv-edit';
import { useMoveFocus } from './use-move-focus';

type SectionControlsProps = {
  section: BuilderSection;
  customization: TCvCustomization;
  onChange: (customization: TCvCustomization) => void;
  /** Where the controls are (form or panel): their ids must differ when both are on the page. */
  idPrefix: string;
  focusAfterMove: (ids: readonly string[]) => void;
};

/** Move a section up or down in the CV's order, and show or hide it on the CV. */
export function SectionControls({
  section,
  customization,
  onChange,
  idPrefix,
  focusAfterMove,
}: SectionControlsProps) {
  const { t } = useTranslation();
  const name = t(`cvEditor.sections.${section}`);
  const index = customization.sectionOrder.indexOf(section);
  const last = customization.sectionOrder.length - 1;
  const hidden = customization.hiddenSections.includes(section);
  const upId = `${idPrefix}-${section}-up`;
  const downId = `${idPrefix}-${section}-down`;
  const switchId = `${idPrefix}-${section}-shown`;
  const move = (delta: -1 | 1) => {
    focusAfterMove(delta < 0 ? [upId, downId] : [downId, upId]);
    onChange(moveSection(customization, section, delta));
  };
  return (
    <div className="flex items-center gap-1">
      <div className="mr-2 flex items-center gap-2">
        <Switch
          id={switchId}
          checked={!hidden}
          onCheckedChange={(shown) => onChange(setSectionHidden(customization, section, !shown))}
        />
        <label htmlFor={switchId} className="cursor-pointer text-sm">
          {t('cvEditor.section.show')}
          <span className="sr-only"> {name}</span>
        </label>
      </div>
      <Button
        id={upId}
        variant="ghost"
        size="icon"
        className="size-9"
        disabled={index <= 0}
        onClick={() => move(-1)}
        aria-label={t('cvEditor.section.moveUp', { section: name })}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        id={downId}
        variant="ghost"
        size="icon"
        className="size-9"
        disabled={index >= last}
        onClick={() => move(1)}
        aria-label={t('cvEditor.section.moveDown', { section: name })}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Every section in the CV's order, each with its controls (the customisation panel's list). */
export function SectionOrderList({
  customization,
  onChange,
}: {
  customization: TCvCustomization;
  onChange: (customization: TCvCustomization) => void;
}) {
  const { t } = useTranslation();
  const focusAfterMove = useMoveFocus();
  return (
    <ol className="grid gap-1">
      {customization.sectionOrder.map((section) => (
        <li
          key={section}
          className="flex flex-wrap items-center justify-between gap-x-2 rounded-md border border-border py-1 pl-3"
        >
          <span className="text-sm font-medium">{t(`cvEditor.sections.${section}`)}</span>
          <SectionControls
            section={section}
            customization={customization}
            onChange={onChange}
            idPrefix="customize"
            focusAfterMove={focusAfterMove}
          />
        </li>
      ))}
    </ol>
  );
}
