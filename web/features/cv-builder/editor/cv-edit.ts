import { dateTimeFormat } from '../../../lib/format';
import type {
  BuilderSection,
  CvTemplateDefinition,
  DateFormat,
  TBuilderCertificate,
  TBuilderCv,
  TBuilderEducation,
  TBuilderExperience,
  TBuilderLanguage,
  TBuilderLink,
  TBuilderProject,
  TCvCustomization,
} from '#domain/cv-builder';
import { defaultCustomization } from '#domain/cv-builder/layout';

/**
 * The editor's pure operations: lists of entries, the order and visibility of sections, colours and
 * the customisation's reset. The components only wire these to events, so they are tested here.
 */

/** The CV's sections that are lists of entries with ids (skills are plain strings). */
export type EntrySection = 'experience' | 'education' | 'languages' | 'certificates' | 'projects' | 'links';
export type EntryOf<S extends EntrySection> = TBuilderCv[S][number];

/** `list` with the item at `from` moved to `to` (both clamped); the same array when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): readonly T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** `list` with `item` at `index` (clamped), as undo puts a removed entry back where it was. */
export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const at = Math.max(0, Math.min(list.length, index));
  return [...list.slice(0, at), item, ...list.slice(at)];
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

const EMPTY_ENTRIES: { [S in EntrySection]: Omit<EntryOf<S>, 'id'> } = {
  experience: {
    position: '',
    company: '',
    location: '',
    startDate: '',
    endDate: '',
    current: false,
    description: '',
  },
  education: {
    degree: '',
    institution: '',
    location: '',
    startDate: '',
    graduationDate: '',
    description: '',
  },
  languages: { language: '', level: '' },
  certificates: { name: '', issuer: '', date: '' },
  projects: { name: '', url: '', description: '' },
  links: { label: '', url: '' },
};

/** An empty entry of `section` with a fresh id (stable across edits: keys, drag and drop follow it). */
export function newEntry<S extends EntrySection>(section: S, id: string = crypto.randomUUID()): EntryOf<S> {
  return { id, ...EMPTY_ENTRIES[section] } as EntryOf<S>;
}

/** Sets "current": the end date is cleared, as the CV then says "Present". */
export function setCurrent(entry: TBuilderExperience, current: boolean): TBuilderExperience {
  return { ...entry, current, endDate: current ? '' : entry.endDate };
}

/** The one line a collapsed entry shows ("Senior Developer · Nordlys"); '' when it has no text yet. */
export function entrySummary(section: EntrySection, entry: EntryOf<EntrySection>): string {
  const parts = (() => {
    switch (section) {
      case 'experience': {
        const e = entry as TBuilderExperience;
        return [e.position, e.company];
      }
      case 'education': {
        const e = entry as TBuilderEducation;
        return [e.degree, e.institution];
      }
      case 'languages': {
        const e = entry as TBuilderLanguage;
        return [e.language, e.level];
      }
      case 'certificates': {
        const e = entry as TBuilderCertificate;
        return [e.name, e.issuer];
      }
      case 'projects':
        return [(entry as TBuilderProject).name];
      case 'links': {
        const e = entry as TBuilderLink;
        return [e.label, e.url];
      }
    }
  })();
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
}

// ---------------------------------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------------------------------

/** The customisation with `section` moved one place up (-1) or down (+1) in `sectionOrder`. */
export function moveSection(
  customization: TCvCustomization,
  section: BuilderSection,
  delta: -1 | 1,
): TCvCustomization {
  const from = customization.sectionOrder.indexOf(section);
  const order = moveItem(customization.sectionOrder, from, from + delta);
  return order === customization.sectionOrder
    ? customization
    : { ...customization, sectionOrder: [...order] };
}

/** The customisation with `section` shown on the CV or hidden from it. */
export function setSectionHidden(
  customization: TCvCustomization,
  section: BuilderSection,
  hidden: boolean,
): TCvCustomization {
  const others = customization.hiddenSections.filter((s) => s !== section);
  return { ...customization, hiddenSections: hidden ? [...others, section] : others };
}

/**
 * "Reset to template defaults" resets the look (colour, font, sizes, margins, page size, date
 * format, photo) to the template's; what the CV says and in what order (section order, hidden
 * sections, the headings' language) is the user's content, not the template's look, so it stays.
 */
export function resetToTemplate(
  customization: TCvCustomization,
  template: CvTemplateDefinition,
): TCvCustomization {
  return {
    ...defaultCustomization(template, customization.language),
    sectionOrder: customization.sectionOrder,
    hiddenSections: customization.hiddenSections,
  };
}

// ---------------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------------

/**
 * A typed colour as the contract's #rrggbb (lower case), or undefined when it is not one. Accepts
 * what people paste: without "#", upper case, and the #rgb shorthand.
 */
export function parseHexColor(input: string): string | undefined {
  const raw = input.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(raw)) return `#${raw}`;
  if (/^[0-9a-f]{3}$/.test(raw)) return `#${[...raw].map((c) => c + c).join('')}`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Date formats
// ---------------------------------------------------------------------------------------------------

/** March 2021 written in `format` and `language`: the example beside each choice of date format. */
export function dateFormatExample(format: DateFormat, language: TCvCustomization['language']): string {
  const march = new Date(Date.UTC(2021, 2, 15));
  const month = (style: 'short' | 'long') =>
    dateTimeFormat(language, { month: style, timeZone: 'UTC' }).format(march);
  switch (format) {
    case 'MM/YYYY':
      return '03/2021';
    case 'YYYY-MM':
      return '2021-03';
    case 'MMM YYYY':
      return `${month('short')} 2021`;
    case 'MMMM YYYY':
      return `${month('long')} 2021`;
  }
}
