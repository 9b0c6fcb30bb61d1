import type { CvTemplateDefinition } from '../cv-builder.ts';

/**
 * How each template looks within its layout (layout.ts draws the layouts): templates that share a
 * layout differ here, by heading style, name, rules and how skills are shown. Colours, font, size
 * and spacing are the user's (customization); these are the template's own choices.
 */
export type Look = {
  header: 'left' | 'center';
  name: { scale: number; weight: 'regular' | 'bold'; color: 'primary' | 'ink' };
  /** The job title under the name in the primary colour (else muted). */
  titleAccent: boolean;
  /** Thickness of a rule under the header, 0 for none. */
  headerRule: number;
  heading: {
    scale: number;
    upper: boolean;
    color: 'primary' | 'ink';
    align: 'left' | 'center';
    /** under: a rule across the column; side: a rule after the text; bar: an accent bar before it. */
    rule: 'under' | 'side' | 'bar' | 'none';
    ruleColor: 'primary' | 'tint';
  };
  /** Space above a section and between entries, in body sizes. */
  sectionGap: number;
  entryGap: number;
  /** "Position, Company" on one line (compact) rather than the company under the position. */
  inlineTitle: boolean;
  subtitleAccent: boolean;
  subtitleItalic: boolean;
  skills: 'inline' | 'list' | 'columns' | 'chips';
  skillColumns: number;
  chips: 'tint' | 'solid';
  sidebar: 'tint' | 'solid';
};

const BASE: Look = {
  header: 'left',
  name: { scale: 2.3, weight: 'bold', color: 'ink' },
  titleAccent: true,
  headerRule: 0,
  heading: { scale: 1.1, upper: true, color: 'primary', align: 'left', rule: 'under', ruleColor: 'tint' },
  sectionGap: 1.5,
  entryGap: 0.8,
  inlineTitle: false,
  subtitleAccent: true,
  subtitleItalic: false,
  skills: 'inline',
  skillColumns: 3,
  chips: 'tint',
  sidebar: 'tint',
};

type LookChange = Omit<Partial<Look>, 'name' | 'heading'> & {
  name?: Partial<Look['name']>;
  heading?: Partial<Look['heading']>;
};

const merge = (base: Look, change: LookChange): Look => ({
  ...base,
  ...change,
  name: { ...base.name, ...change.name },
  heading: { ...base.heading, ...change.heading },
});
const with_ = (change: LookChange): Look => merge(BASE, change);

/** Each layout's look, and the templates that vary it (by slug). */
const LAYOUT_LOOKS: Record<CvTemplateDefinition['layout'], Look> = {
  'single-column': with_({ headerRule: 0.8, heading: { ruleColor: 'primary' } }),
  'two-column': with_({ name: { scale: 2.4 }, skills: 'chips', heading: { rule: 'under' } }),
  sidebar: with_({ name: { scale: 2.3, color: 'primary' }, skills: 'list', heading: { scale: 1.05 } }),
  timeline: with_({ name: { scale: 2.4, color: 'primary' }, titleAccent: false }),
  compact: with_({
    name: { scale: 2.1 },
    heading: { scale: 1.05, rule: 'side' },
    sectionGap: 1.1,
    entryGap: 0.55,
    inlineTitle: true,
    skills: 'columns',
  }),
  academic: with_({
    header: 'center',
    name: { scale: 2.2 },
    titleAccent: false,
    headerRule: 0.6,
    heading: { scale: 1.0, align: 'center', rule: 'under', ruleColor: 'tint' },
    subtitleAccent: false,
    subtitleItalic: true,
  }),
  banner: with_({ name: { scale: 2.5 }, skills: 'columns', heading: { ruleColor: 'primary' } }),
};

const SLUG_LOOKS: Record<string, LookChange> = {
  'ats-professional': {
    header: 'center',
    name: { color: 'ink' },
    titleAccent: false,
    headerRule: 1,
    heading: { color: 'ink', ruleColor: 'primary' },
    subtitleAccent: false,
  },
  'nordic-minimal': {
    name: { scale: 2.6, weight: 'regular' },
    titleAccent: false,
    headerRule: 0,
    heading: { upper: false, scale: 1.2, rule: 'none' },
    sectionGap: 1.9,
    entryGap: 1,
    subtitleAccent: false,
  },
  'creative-portfolio': {
    sidebar: 'solid',
    skills: 'chips',
    chips: 'solid',
    heading: { upper: false, scale: 1.2, rule: 'bar' },
  },
  'tech-lead': { name: { color: 'primary' }, skillColumns: 4, heading: { color: 'ink' } },
  'graduate-starter': {
    header: 'left',
    titleAccent: true,
    headerRule: 0,
    heading: { align: 'left', upper: false, scale: 1.2, rule: 'bar' },
    subtitleAccent: true,
    subtitleItalic: false,
    skills: 'chips',
  },
};

export function lookOf(template: Pick<CvTemplateDefinition, 'layout' | 'slug'>): Look {
  const change = SLUG_LOOKS[template.slug];
  return change ? merge(LAYOUT_LOOKS[template.layout], change) : LAYOUT_LOOKS[template.layout];
}

// ---------------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------------

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** `from` moved `amount` (0–1) of the way towards `to`, both #rrggbb. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((c, i) =>
      Math.round(c + ((b[i] ?? c) - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** White or near-black, whichever reads better on `background` (WCAG relative luminance). */
export function readableOn(background: string): string {
  const [r = 0, g = 0, b = 0] = channels(background).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.4 ? '#111827' : '#ffffff';
}
