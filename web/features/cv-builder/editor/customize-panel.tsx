import Check from 'lucide-react/icons/check';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  CV_FONT_FAMILIES,
  CV_FONT_NAMES,
  cvFontCss,
  DATE_FORMATS,
  PAGE_SIZES,
  type CvTemplateDefinition,
  type TCvCustomization,
} from '#domain/cv-builder';
import { SelectField } from '../../../components/select-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { formatNumber } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { dateFormatExample, parseHexColor, resetToTemplate } from './cv-edit';
import { SectionOrderList } from './section-controls';

export type CustomizePanelProps = {
  value: TCvCustomization;
  onChange: (customization: TCvCustomization) => void;
  template: CvTemplateDefinition;
};

/** A few calm, print-friendly colours besides the template's own. */
const SWATCHES = ['#1f3a5f', '#1f6feb', '#0f766e', '#15803d', '#b91c1c', '#7c3aed', '#c2410c', '#334155'];

/** The CV headings' languages, each named in itself (as a language picker usually does). */
const CV_LANGUAGES: { value: TCvCustomization['language']; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'da', label: 'Dansk' },
  { value: 'de', label: 'Deutsch' },
  { value: 'fr', label: 'Français' },
  { value: 'es', label: 'Español' },
];

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A slider with its value written beside it. */
function RangeField({
  id,
  label,
  value,
  min,
  max,
  step,
  unit,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  unit: string;
  onChange: (value: number) => void;
}) {
  const { i18n } = useTranslation();
  const shown = `${formatNumber(value, i18n.language, { maximumFractionDigits: 2 })}${unit}`;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <output htmlFor={id} className="text-sm text-muted-foreground tabular-nums">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
    </div>
  );
}

function ColorField({
  value,
  onChange,
  templateColor,
}: {
  value: string;
  onChange: (color: string) => void;
  templateColor: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  // What is typed in the hex field; null while it shows the colour in use.
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && parseHexColor(draft) === undefined;
  const swatches = [templateColor, ...SWATCHES.filter((c) => c !== templateColor.toLowerCase())];
  const pick = (color: string) => {
    setDraft(null);
    onChange(color);
  };
  return (
    <Group title={t('cvEditor.customize.color')}>
      <div role="radiogroup" aria-label={t('cvEditor.customize.swatches')} className="flex flex-wrap gap-2">
        {swatches.map((color, index) => (
          // Native radios: arrow keys move between the swatches, as in any radio group.
          <label
            key={color}
            className="grid size-8 cursor-pointer place-items-center rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
            style={{ backgroundColor: color }}
          >
            <input
              type="radio"
              name={`${id}-swatch`}
              value={color}
              checked={color.toLowerCase() === value.toLowerCase()}
              onChange={() => pick(color)}
              aria-label={index === 0 ? t('cvEditor.customize.templateColor', { color }) : color}
              className="peer sr-only"
            />
            <Check aria-hidden="true" className="hidden size-4 text-white peer-checked:block" />
          </label>
        ))}
      </div>
      <div className="flex items-end gap-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-picker`}>{t('cvEditor.customize.colorPicker')}</Label>
          <input
            id={`${id}-picker`}
            type="color"
            value={value}
            onChange={(event) => pick(event.target.value)}
            className="h-10 w-14 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        <div className="grid flex-1 gap-2">
          <Label htmlFor={`${id}-hex`}>{t('cvEditor.customize.hex')}</Label>
          <Input
            id={`${id}-hex`}
            value={draft ?? value}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-hex-error` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              const color = parseHexColor(event.target.value);
              if (color) onChange(color);
            }}
            // Once the user leaves it, the field shows the colour in use again.
            onBlur={() => setDraft(null)}
            className="font-mono"
          />
        </div>
      </div>
      {invalid ? (
        <p id={`${id}-hex-error`} className="text-sm text-destructive">
          {t('cvEditor.customize.hexError')}
        </p>
      ) : null}
    </Group>
  );
}

/** 'Tilpas': colour, font, size, spacing, margins, page size, dates, language, photo, section order. */
export function CustomizePanel({ value, onChange, template }: CustomizePanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<TCvCustomization>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-6">
      <ColorField
        value={value.primaryColor}
        templateColor={template.defaults.primaryColor}
        onChange={(primaryColor) => set({ primaryColor })}
      />

      <Group title={t('cvEditor.customize.font')}>
        <div className="grid gap-2 sm:grid-cols-2">
          {CV_FONT_FAMILIES.map((family) => (
            <label
              key={family}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                type="radio"
                name={`${id}-font`}
                value={family}
                checked={value.fontFamily === family}
                onChange={() => set({ fontFamily: family })}
                className="size-4 accent-primary"
              />
              <span className="text-base" style={{ fontFamily: cvFontCss(family) }}>
                {CV_FONT_NAMES[family]}
              </span>
            </label>
          ))}
        </div>
      </Group>

      <Group title={t('cvEditor.customize.text')}>
        <RangeField
          id={`${id}-size`}
          label={t('cvEditor.customize.fontSize')}
          value={value.fontSize}
          min={8}
          max={14}
          step={0.5}
          unit=" pt"
          onChange={(fontSize) => set({ fontSize })}
        />
        <RangeField
          id={`${id}-spacing`}
          label={t('cvEditor.customize.lineSpacing')}
          value={value.lineSpacing}
          min={1}
          max={2}
          step={0.05}
          unit="×"
          onChange={(lineSpacing) => set({ lineSpacing })}
        />
      </Group>

      <Group title={t('cvEditor.customize.page')}>
        <RangeField
          id={`${id}-margins`}
          label={t('cvEditor.customize.margins')}
          value={value.margins}
          min={8}
          max={30}
          step={1}
          unit=" mm"
          onChange={(margins) => set({ margins })}
        />
        <SelectField
          id={`${id}-page-size`}
          label={t('cvEditor.customize.pageSize')}
          value={value.pageSize}
          options={PAGE_SIZES.map((size) => ({
            value: size,
            label: t(`cvEditor.customize.pageSizes.${size}`),
          }))}
          onChange={(event) => set({ pageSize: event.target.value as TCvCustomization['pageSize'] })}
        />
        <SelectField
          id={`${id}-date-format`}
          label={t('cvEditor.customize.dateFormat')}
          value={value.dateFormat}
          options={DATE_FORMATS.map((format) => ({
            value: format,
            label: dateFormatExample(format, value.language),
          }))}
          onChange={(event) => set({ dateFormat: event.target.value as TCvCustomization['dateFormat'] })}
        />
        <SelectField
          id={`${id}-language`}
          label={t('cvEditor.customize.language')}
          value={value.language}
          options={CV_LANGUAGES}
          aria-describedby={`${id}-language-hint`}
          onChange={(event) => set({ language: event.target.value as TCvCustomization['language'] })}
        />
        <p id={`${id}-language-hint`} className="-mt-1 text-xs text-muted-foreground">
          {t('cvEditor.customize.languageHint')}
        </p>
        {template.hasPhoto ? (
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor={`${id}-photo`}>{t('cvEditor.customize.showPhoto')}</Label>
            <Switch
              id={`${id}-photo`}
              checked={value.showPhoto}
              onCheckedChange={(showPhoto) => set({ showPhoto })}
            />
          </div>
        ) : null}
      </Group>

      <Group title={t('cvEditor.customize.sectionOrder')}>
        <SectionOrderList customization={value} onChange={onChange} />
      </Group>

      <div className="grid gap-1">
        <div>
          <Button
            variant="outline"
            onClick={() => onChange(resetToTemplate(value, template))}
            aria-describedby={`${id}-reset-hint`}
          >
            <RotateCcw aria-hidden="true" />
            {t('cvEditor.customize.reset')}
          </Button>
        </div>
        <p id={`${id}-reset-hint`} className="text-xs text-muted-foreground">
          {t('cvEditor.customize.resetHint')}
        </p>
      </div>
    </div>
  );
}
