import {
  BUILDER_SECTIONS,
  type BuilderSection,
  type CvTemplateDefinition,
  type TBuilderCv,
  type TCvCustomization,
} from '../cv-builder.ts';
import { RANGE_DASH, SECTION_HEADINGS, descriptionBlocks, formatDate, formatDateRange } from './labels.ts';
import { faceMetrics, textWidth, wrapRuns, type Placed, type Run } from './measure.ts';
import {
  MM,
  PAGE_DIMENSIONS,
  type FontFace,
  type LayoutDocument,
  type LayoutItem,
  type LayoutPage,
  type TextItem,
} from './pages.ts';
import { lookOf, mix, readableOn, type Look } from './looks.ts';

/**
 * The CV laid out as pages of positioned items (decision 020), drawn by the web (preview) and
 * the server (PDF). Pure and deterministic: the same input gives the same pages.
 *
 * The content becomes a list of units per column (a heading, an entry's title lines, one line of
 * a description, a row of skills), each with its height; a column flows its units onto pages,
 * moving a unit that would cross the bottom margin to the next page. A unit can hold on to the
 * next one (`keep`), so a heading or an entry's title never ends a page alone.
 */

// ---------------------------------------------------------------------------------------------------
// Units and their flow onto pages
// ---------------------------------------------------------------------------------------------------

type Unit = {
  height: number;
  /** Space above, dropped at the top of a page. */
  gap: number;
  /** On the same page as the next unit. */
  keep: boolean;
  /** Draws the unit with its top edge at `top`; `gapAbove` is the space actually left above it. */
  draw: (out: LayoutItem[], top: number, gapAbove: number) => void;
};

/** The layers of one page, joined in reading order: backgrounds, main column, side column. */
type PageLayers = { back: LayoutItem[]; main: LayoutItem[]; side: LayoutItem[] };

type Lane = 'main' | 'side';

/** Where a column runs: its top on the first page (below the header) and on the others. */
type Column = { lane: Lane; firstTop: number; top: number; bottom: number };

class Pages {
  readonly layers: PageLayers[] = [];
  constructor(private readonly decorate: (page: PageLayers, index: number) => void) {
    // Even an empty CV is one (empty) page.
    this.at(0);
  }

  at(index: number): PageLayers {
    while (this.layers.length <= index) {
      const page: PageLayers = { back: [], main: [], side: [] };
      this.decorate(page, this.layers.length);
      this.layers.push(page);
    }
    return this.layers[index] as PageLayers;
  }
}

function flow(units: readonly Unit[], column: Column, pages: Pages): void {
  let index = 0;
  let pageTop = column.firstTop;
  let y = pageTop;
  units.forEach((unit, i) => {
    let gap = y > pageTop ? unit.gap : 0;
    let needed = gap + unit.height;
    for (let j = i; units[j]?.keep && j + 1 < units.length; j++) {
      const next = units[j + 1] as Unit;
      needed += next.gap + next.height;
    }
    if (y + needed > column.bottom && y > pageTop) {
      index++;
      pageTop = column.top;
      y = pageTop;
      gap = 0;
    }
    unit.draw(pages.at(index)[column.lane], y + gap, gap);
    y += gap + unit.height;
  });
}

// ---------------------------------------------------------------------------------------------------
// The look's vocabulary: type, text lines, headings
// ---------------------------------------------------------------------------------------------------

const INK = '#1f2937';
const MUTED = '#5b6472';

type StyledRun = Run & { color: string; link?: string };

type Theme = {
  look: Look;
  size: number;
  spacing: number;
  primary: string;
  language: TCvCustomization['language'];
  dateFormat: TCvCustomization['dateFormat'];
  face: (weight: FontFace['weight'], style?: FontFace['style']) => FontFace;
};

const lineHeight = (theme: Theme, size: number) => size * theme.spacing;

/** The baseline of a line of `size` text centred in a line box of `height` (half-leading above). */
function baseline(font: FontFace, size: number, top: number, height: number): number {
  const m = faceMetrics(font);
  const ascent = (m.ascender / m.unitsPerEm) * size;
  const descent = (-m.descender / m.unitsPerEm) * size;
  return top + (height - ascent - descent) / 2 + ascent;
}

function textItem(part: Placed<StyledRun>, x: number, y: number): TextItem {
  const item: TextItem = {
    kind: 'text',
    x: x + part.x,
    y,
    text: part.text,
    font: part.font,
    size: part.size,
    color: part.color,
    width: part.width,
  };
  if (part.link) item.link = part.link;
  return item;
}

/** One wrapped line's parts drawn at `x` (shifted for centred or right alignment within `width`). */
function drawLine(
  out: LayoutItem[],
  parts: Placed<StyledRun>[],
  x: number,
  width: number,
  top: number,
  height: number,
  align: 'left' | 'center' | 'right' = 'left',
): void {
  const first = parts[0];
  if (!first) return;
  const used = parts.reduce((sum, p) => Math.max(sum, p.x + p.width), 0);
  const shift = align === 'left' ? 0 : align === 'center' ? (width - used) / 2 : width - used;
  const size = Math.max(...parts.map((p) => p.size));
  const y = baseline(first.font, size, top, height);
  for (const part of parts) if (part.text.trim()) out.push(textItem(part, x + shift, y));
}

/** Runs wrapped to `width` as units, one per line; the last two lines of a long block stay together. */
function textUnits(
  theme: Theme,
  runs: StyledRun[],
  x: number,
  width: number,
  options: { gap?: number; align?: 'left' | 'center' | 'right'; keepFirst?: boolean } = {},
): Unit[] {
  const lines = wrapRuns(runs, width);
  return lines.map((parts, i) => {
    const height = lineHeight(theme, Math.max(...parts.map((p) => p.size)));
    return {
      height,
      gap: i === 0 ? (options.gap ?? 0) : 0,
      keep: (i === 0 && !!options.keepFirst) || (lines.length > 2 && i === lines.length - 2),
      draw: (out, top) => drawLine(out, parts, x, width, top, height, options.align),
    };
  });
}

const run = (text: string, font: FontFace, size: number, color: string, link?: string): StyledRun =>
  link ? { text, font, size, color, link } : { text, font, size, color };

function headingUnit(theme: Theme, title: string, x: number, width: number, color: string): Unit {
  const { look, size } = theme;
  const headingSize = size * look.heading.scale;
  const font = theme.face('bold');
  const text = look.heading.upper ? title.toLocaleUpperCase(theme.language) : title;
  const textW = textWidth(text, font, headingSize);
  const lineH = headingSize * 1.3;
  const rule = look.heading.rule;
  const below = rule === 'under' ? 5 : 0;
  const after = size * 0.35;
  const barW = rule === 'bar' ? 4 : 0;
  return {
    height: lineH + below + after,
    gap: size * look.sectionGap,
    keep: true,
    draw: (out, top) => {
      const align = look.heading.align;
      const textX = align === 'center' ? x + (width - textW) / 2 : x + (barW ? barW + 6 : 0);
      const y = baseline(font, headingSize, top, lineH);
      if (rule === 'bar')
        out.push({ kind: 'rect', x, y: top + lineH * 0.15, width: barW, height: lineH * 0.7, color });
      out.push({ kind: 'text', x: textX, y, text, font, size: headingSize, color, width: textW });
      if (rule === 'under')
        out.push({
          kind: 'line',
          x1: x,
          y1: top + lineH + 2,
          x2: x + width,
          y2: top + lineH + 2,
          color: look.heading.ruleColor === 'primary' ? color : mix(color, '#ffffff', 0.7),
          thickness: 0.7,
        });
      if (rule === 'side' && textX + textW + 8 < x + width) {
        const mid = y - headingSize * 0.32;
        out.push({
          kind: 'line',
          x1: textX + textW + 8,
          y1: mid,
          x2: x + width,
          y2: mid,
          color: mix(color, '#ffffff', 0.55),
          thickness: 0.8,
        });
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------------------------------

/** A region the sections are written into: its left edge, width and colours. */
type Region = { x: number; width: number; ink: string; muted: string; accent: string; narrow: boolean };

/** The title of an entry with its dates: at the right of the first line, or in a gutter on the left. */
type EntryHead = { title: StyledRun[]; subtitle: StyledRun[]; dates: string };

/** The timeline's gutter: the dates on its left, the rail with a dot per entry on its right. */
type Gutter = { width: number; railX: number; color: string };

/** An entry's dates are set this much smaller than its text. */
const DATE_SCALE = 0.92;

function descriptionUnits(theme: Theme, text: string, region: Region, indent: number): Unit[] {
  const { size } = theme;
  const font = theme.face('regular');
  const x = region.x + indent;
  const width = region.width - indent;
  const bulletIndent = size * 1.1;
  return descriptionBlocks(text).flatMap((block, i) => {
    const gap = i === 0 ? size * 0.2 : size * 0.25;
    if (block.kind === 'paragraph')
      return textUnits(theme, [run(block.text, font, size, region.ink)], x, width, { gap });
    const units = textUnits(
      theme,
      [run(block.text, font, size, region.ink)],
      x + bulletIndent,
      width - bulletIndent,
      {
        gap,
      },
    );
    const first = units[0];
    if (first) {
      const drawText = first.draw;
      const bulletW = textWidth('•', font, size);
      first.draw = (out, top, gapAbove) => {
        const y = baseline(font, size, top, first.height);
        out.push({
          kind: 'text',
          x: x + size * 0.25,
          y,
          text: '•',
          font,
          size,
          color: region.accent,
          width: bulletW,
        });
        drawText(out, top, gapAbove);
      };
    }
    return units;
  });
}

/** A date range in the gutter: on one line when it fits, else the start and the end on a line each. */
function gutterDates(dates: string, width: number, font: FontFace, size: number): string[] {
  const [from, to] = dates.split(RANGE_DASH);
  if (to === undefined || textWidth(dates, font, size) <= width) return [dates];
  return [`${from}${RANGE_DASH.trimEnd()}`, to];
}

function entryUnits(
  theme: Theme,
  head: EntryHead,
  description: string,
  region: Region,
  gutter: Gutter | null,
  first: boolean,
): Unit[] {
  const { size, look } = theme;
  const gap = first ? size * 0.15 : size * look.entryGap;
  const dateFont = theme.face('regular');
  const dateSize = size * DATE_SCALE;
  const x = gutter ? region.x + gutter.width + 16 : region.x;
  const width = region.x + region.width - x;
  // Dates at the right of the title only when the title stays on one line beside them: a title
  // wrapped around them would read as two lines, the dates inside ("MSc in … (Interaction  Sep
  // 2011 – Jun 2013" / "Design)"). Otherwise they get a line of their own, as in a narrow column.
  const rightDateW = !gutter && head.dates && !region.narrow ? textWidth(head.dates, dateFont, dateSize) : 0;
  const besideDates = rightDateW ? wrapRuns(head.title, width - rightDateW - 10) : [];
  const datesRight = rightDateW > 0 && besideDates.length <= 1;
  const dateW = datesRight ? rightDateW : 0;
  const titleLines = datesRight ? besideDates : wrapRuns(head.title, width);
  const subtitleLines = head.subtitle.length ? wrapRuns(head.subtitle, width) : [];
  const dateLines =
    gutter && head.dates
      ? gutterDates(head.dates, gutter.width, dateFont, dateSize).map((text) => [
          {
            ...run(text, dateFont, dateSize, region.muted),
            x: 0,
            width: textWidth(text, dateFont, dateSize),
          },
        ])
      : !datesRight && head.dates
        ? wrapRuns([run(head.dates, dateFont, dateSize, region.muted)], width)
        : [];
  const lineH = lineHeight(theme, size);
  // In a gutter the dates sit beside the title; otherwise on their own line under it.
  const headLines = titleLines.length + subtitleLines.length + (gutter ? 0 : dateLines.length);
  const height = Math.max(headLines, gutter ? dateLines.length : 0) * lineH;
  const head_: Unit = {
    height,
    gap,
    keep: true,
    draw: (out, top, gapAbove) => {
      let y = top;
      for (const parts of titleLines) {
        drawLine(out, parts, x, width, y, lineH);
        y += lineH;
      }
      // After the whole title, so a reader takes the title in one piece, then its dates.
      if (datesRight)
        out.push({
          kind: 'text',
          x: x + width - dateW,
          y: baseline(dateFont, dateSize, top, lineH),
          text: head.dates,
          font: dateFont,
          size: dateSize,
          color: region.muted,
          width: dateW,
        });
      for (const parts of subtitleLines) {
        drawLine(out, parts, x, width, y, lineH);
        y += lineH;
      }
      if (gutter) {
        dateLines.forEach((parts, i) =>
          drawLine(out, parts, region.x, gutter.width, top + i * lineH, lineH, 'right'),
        );
        const dotY = top + lineH / 2;
        out.push({
          kind: 'line',
          x1: gutter.railX,
          y1: first ? dotY : top - gapAbove,
          x2: gutter.railX,
          y2: top + height,
          color: mix(gutter.color, '#ffffff', 0.6),
          thickness: 1,
        });
        out.push({ kind: 'circle', cx: gutter.railX, cy: dotY, r: size * 0.32, color: gutter.color });
      } else {
        for (const parts of dateLines) {
          drawLine(out, parts, x, width, y, lineH);
          y += lineH;
        }
      }
    },
  };
  const body = descriptionUnits(theme, description, { ...region, x, width }, 0);
  if (gutter) {
    // The rail runs on beside the description, and across the space above each of its lines.
    for (const unit of body) {
      const draw = unit.draw;
      unit.draw = (out, top, gapAbove) => {
        out.push({
          kind: 'line',
          x1: gutter.railX,
          y1: top - gapAbove,
          x2: gutter.railX,
          y2: top + unit.height,
          color: mix(gutter.color, '#ffffff', 0.6),
          thickness: 1,
        });
        draw(out, top, gapAbove);
      };
    }
  }
  return [head_, ...body];
}

type SectionContext = { theme: Theme; cv: TBuilderCv; region: Region; gutter: Gutter | null };

const joinNonEmpty = (parts: string[], separator: string) => parts.filter((p) => p.trim()).join(separator);

/** The runs of a "Company · Location" line: the first in the accent or ink, the rest muted. */
function subtitleRuns(theme: Theme, region: Region, main: string, rest: string[]): StyledRun[] {
  const size = theme.size;
  const runs: StyledRun[] = [];
  const tail = joinNonEmpty(rest, ', ');
  const mainFont = theme.face('regular', theme.look.subtitleItalic ? 'italic' : 'normal');
  if (main.trim())
    runs.push(run(main.trim(), mainFont, size, theme.look.subtitleAccent ? region.accent : region.ink));
  if (tail) runs.push(run(`${main.trim() ? ' · ' : ''}${tail}`, theme.face('regular'), size, region.muted));
  return runs;
}

function experienceUnits({ theme, cv, region, gutter }: SectionContext): Unit[] {
  const { size, look } = theme;
  return cv.experience.flatMap((entry, i) => {
    const dates = formatDateRange(
      entry.startDate,
      entry.endDate,
      entry.current,
      theme.dateFormat,
      theme.language,
    );
    let title: StyledRun[] = [];
    let subtitle: StyledRun[];
    if (look.inlineTitle) {
      if (entry.position.trim()) title.push(run(entry.position.trim(), theme.face('bold'), size, region.ink));
      // "Title · Company", not "Title, Company": titles and company names hold commas themselves
      // ("Student Assistant, Communication"), and a reader cannot tell which comma parts them.
      if (entry.company.trim())
        title.push(
          run(
            `${title.length ? ' · ' : ''}${entry.company.trim()}`,
            theme.face('regular'),
            size,
            region.accent,
          ),
        );
      subtitle = entry.location.trim()
        ? [run(entry.location.trim(), theme.face('regular'), size * 0.92, region.muted)]
        : [];
    } else {
      if (entry.position.trim())
        title.push(run(entry.position.trim(), theme.face('bold'), size * 1.05, region.ink));
      subtitle = subtitleRuns(theme, region, entry.company, [entry.location]);
    }
    if (!title.length) [title, subtitle] = [subtitle, []];
    if (!title.length && !dates && !entry.description.trim()) return [];
    return entryUnits(theme, { title, subtitle, dates }, entry.description, region, gutter, i === 0);
  });
}

function educationUnits({ theme, cv, region, gutter }: SectionContext): Unit[] {
  const { size } = theme;
  return cv.education.flatMap((entry, i) => {
    const dates = formatDateRange(
      entry.startDate,
      entry.graduationDate,
      false,
      theme.dateFormat,
      theme.language,
    );
    let title: StyledRun[] = entry.degree.trim()
      ? [run(entry.degree.trim(), theme.face('bold'), size * 1.05, region.ink)]
      : [];
    let subtitle = subtitleRuns(theme, region, entry.institution, [entry.location]);
    if (!title.length) [title, subtitle] = [subtitle, []];
    if (!title.length && !dates && !entry.description.trim()) return [];
    return entryUnits(theme, { title, subtitle, dates }, entry.description, region, gutter, i === 0);
  });
}

function projectUnits({ theme, cv, region }: SectionContext): Unit[] {
  const { size } = theme;
  return cv.projects.flatMap((project, i) => {
    const title = project.name.trim()
      ? [run(project.name.trim(), theme.face('bold'), size * 1.05, region.ink)]
      : [];
    const url = project.url.trim();
    const subtitle = url
      ? [run(displayUrl(url), theme.face('regular'), size * 0.92, region.accent, linkOf(url))]
      : [];
    if (!title.length && !subtitle.length && !project.description.trim()) return [];
    return entryUnits(
      theme,
      { title: title.length ? title : subtitle, subtitle: title.length ? subtitle : [], dates: '' },
      project.description,
      region,
      null,
      i === 0,
    );
  });
}

function certificateUnits({ theme, cv, region }: SectionContext): Unit[] {
  const { size } = theme;
  return cv.certificates.flatMap((certificate, i) => {
    const dates = formatDate(certificate.date, theme.dateFormat, theme.language);
    const name = certificate.name.trim();
    const issuer = certificate.issuer.trim();
    const title = name ? [run(name, theme.face('bold'), size, region.ink)] : [];
    const subtitle = issuer ? [run(issuer, theme.face('regular'), size * 0.95, region.muted)] : [];
    if (!title.length && !subtitle.length && !dates) return [];
    return entryUnits(
      theme,
      { title: title.length ? title : subtitle, subtitle: title.length ? subtitle : [], dates },
      '',
      region,
      null,
      i === 0,
    ).map((unit) => ({ ...unit, gap: i === 0 ? unit.gap : size * 0.4 }));
  });
}

function languageUnits({ theme, cv, region }: SectionContext): Unit[] {
  const { size } = theme;
  const bold = theme.face('bold');
  const regular = theme.face('regular');
  return cv.languages.flatMap((language, i) => {
    const name = language.language.trim();
    const level = language.level.trim();
    if (!name && !level) return [];
    const gap = i === 0 ? size * 0.15 : size * 0.2;
    if (region.narrow || !name || !level)
      return textUnits(
        theme,
        [
          ...(name ? [run(name, bold, size, region.ink)] : []),
          ...(level ? [run(`${name ? ' · ' : ''}${level}`, regular, size, region.muted)] : []),
        ],
        region.x,
        region.width,
        { gap },
      );
    // In a wide column: the level in a second column, aligned for all languages.
    const nameWidth = Math.min(region.width * 0.4, 150);
    const nameLines = wrapRuns([run(name, bold, size, region.ink)], nameWidth - 8);
    const levelLines = wrapRuns([run(level, regular, size, region.muted)], region.width - nameWidth);
    const lineH = lineHeight(theme, size);
    const height = Math.max(nameLines.length, levelLines.length) * lineH;
    return [
      {
        height,
        gap,
        keep: false,
        draw: (out: LayoutItem[], top: number) => {
          nameLines.forEach((parts, j) => drawLine(out, parts, region.x, nameWidth, top + j * lineH, lineH));
          levelLines.forEach((parts, j) =>
            drawLine(out, parts, region.x + nameWidth, region.width - nameWidth, top + j * lineH, lineH),
          );
        },
      },
    ];
  });
}

function skillUnits({ theme, cv, region }: SectionContext): Unit[] {
  const { size, look } = theme;
  const skills = cv.skills.map((s) => s.trim()).filter(Boolean);
  if (!skills.length) return [];
  const regular = theme.face('regular');
  const style = region.narrow && look.skills === 'columns' ? 'list' : look.skills;
  if (style === 'inline')
    return inlineList(
      theme,
      skills.map((text) => ({ text })),
      size,
      region.ink,
      region.accent,
      region.x,
      region.width,
      'left',
    );
  if (style === 'list') {
    const bullet = run('•', regular, size, region.accent);
    const indent = size * 1.0;
    return skills.flatMap((skill, i) => {
      const units = textUnits(
        theme,
        [run(skill, regular, size, region.ink)],
        region.x + indent,
        region.width - indent,
        { gap: i ? size * 0.1 : size * 0.15 },
      );
      const first = units[0];
      if (first) {
        const draw = first.draw;
        first.draw = (out, top, gapAbove) => {
          out.push({
            ...textItem(
              { ...bullet, x: 0, width: textWidth('•', regular, size) },
              region.x + size * 0.1,
              baseline(regular, size, top, first.height),
            ),
          });
          draw(out, top, gapAbove);
        };
      }
      return units;
    });
  }
  if (style === 'columns') {
    // As many columns as hold the longest skill on one line: a skill wrapped in its cell reads as
    // two, its second line apart from the row ("Power BI  Excel (Power Query,  SQL" / "VBA)").
    const longest = Math.max(...skills.map((skill) => textWidth(skill, regular, size)));
    const count = Math.max(
      1,
      Math.min(
        look.skillColumns,
        Math.max(2, Math.floor(region.width / (size * 9))),
        Math.floor(region.width / (longest + size * 1.6)),
      ),
    );
    const colW = region.width / count;
    const rows: Unit[] = [];
    for (let start = 0; start < skills.length; start += count) {
      const cells = skills
        .slice(start, start + count)
        .map((skill) => wrapRuns([run(skill, regular, size, region.ink)], colW - size * 1.6));
      const lineH = lineHeight(theme, size);
      const height = Math.max(...cells.map((c) => c.length)) * lineH;
      rows.push({
        height,
        gap: start ? size * 0.1 : size * 0.15,
        keep: false,
        draw: (out, top) => {
          cells.forEach((lines, c) => {
            const cellX = region.x + c * colW;
            const y = baseline(regular, size, top, lineH);
            out.push({
              kind: 'rect',
              x: cellX + size * 0.1,
              y: y - size * 0.42,
              width: size * 0.32,
              height: size * 0.32,
              color: region.accent,
            });
            lines.forEach((parts, j) =>
              drawLine(out, parts, cellX + size * 0.8, colW - size * 0.8, top + j * lineH, lineH),
            );
          });
        },
      });
    }
    return rows;
  }
  // Chips: tinted rounded labels, as many to a row as fit.
  const chipSize = size * 0.92;
  const padX = size * 0.55;
  const chipH = chipSize * 1.75;
  const rowGap = size * 0.35;
  const rows: { text: string; x: number; width: number; textW: number }[][] = [[]];
  let x = 0;
  for (const skill of skills) {
    const lines = wrapRuns([run(skill, regular, chipSize, region.ink)], region.width - padX * 2).map(
      (parts) => parts.map((p) => p.text).join(''),
    );
    for (const text of lines) {
      const textW = textWidth(text, regular, chipSize);
      const width = textW + padX * 2;
      if (x > 0 && x + width > region.width) {
        rows.push([]);
        x = 0;
      }
      (rows.at(-1) as (typeof rows)[number]).push({ text, x, width, textW });
      x += width + size * 0.4;
    }
  }
  const chipColor = look.chips === 'solid' ? region.accent : mix(region.accent, '#ffffff', 0.86);
  const chipInk = look.chips === 'solid' ? readableOn(region.accent) : region.ink;
  return rows.map((row, i) => ({
    height: chipH,
    gap: i ? rowGap : size * 0.3,
    keep: false,
    draw: (out: LayoutItem[], top: number) => {
      for (const chip of row) {
        out.push({
          kind: 'rect',
          x: region.x + chip.x,
          y: top,
          width: chip.width,
          height: chipH,
          color: chipColor,
          radius: chipH / 2,
        });
        out.push({
          kind: 'text',
          x: region.x + chip.x + padX,
          y: baseline(regular, chipSize, top, chipH),
          text: chip.text,
          font: regular,
          size: chipSize,
          color: chipInk,
          width: chip.textW,
        });
      }
    },
  }));
}

function linkUnits({ theme, cv, region }: SectionContext): Unit[] {
  const { size } = theme;
  return cv.links.flatMap((link, i) => {
    const label = link.label.trim();
    const url = link.url.trim();
    if (!label && !url) return [];
    const gap = i ? size * 0.2 : size * 0.15;
    const runs = [
      ...(label ? [run(url ? `${label}:` : label, theme.face('bold'), size, region.ink)] : []),
      ...(url
        ? [
            run(
              `${label ? ' ' : ''}${displayUrl(url)}`,
              theme.face('regular'),
              size,
              region.accent,
              linkOf(url),
            ),
          ]
        : []),
    ];
    return textUnits(theme, runs, region.x, region.width, { gap });
  });
}

function summaryUnits({ theme, cv, region }: SectionContext): Unit[] {
  return descriptionUnits(theme, cv.summary, region, 0);
}

const SECTION_UNITS: Record<BuilderSection, (context: SectionContext) => Unit[]> = {
  summary: summaryUnits,
  experience: experienceUnits,
  education: educationUnits,
  skills: skillUnits,
  languages: languageUnits,
  certificates: certificateUnits,
  projects: projectUnits,
  links: linkUnits,
};

/** The sections of one column, in the user's order; a section with nothing to show has no heading. */
function columnUnits(
  theme: Theme,
  cv: TBuilderCv,
  sections: readonly BuilderSection[],
  region: Region,
  gutterFor: (section: BuilderSection) => Gutter | null,
  headingColor: string,
): Unit[] {
  return sections.flatMap((section) => {
    const body = SECTION_UNITS[section]({ theme, cv, region, gutter: gutterFor(section) });
    if (!body.length) return [];
    return [
      headingUnit(theme, SECTION_HEADINGS[theme.language][section], region.x, region.width, headingColor),
      ...body,
    ];
  });
}

// ---------------------------------------------------------------------------------------------------
// The header: name, title, contact details, photo
// ---------------------------------------------------------------------------------------------------

/** "+45 31 42 57 68" → "tel:+4531425768"; an address without a scheme gets https://. */
function linkOf(url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
}

/** An address as people write it on a CV: without "https://", "www." or a trailing slash (the link keeps them). */
export function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

type ContactItem = { text: string; link?: string };

function contactItems(cv: TBuilderCv): ContactItem[] {
  const items: ContactItem[] = [];
  const email = cv.email.trim();
  const phone = cv.phone.trim();
  const location = cv.location.trim();
  if (email) items.push({ text: email, link: `mailto:${email}` });
  if (phone) items.push({ text: phone, link: `tel:${phone.replace(/[^\d+]/g, '')}` });
  if (location) items.push({ text: location });
  return items;
}

/** Contact details on lines of their own (a sidebar, the compact header), each wrapped to `width`. */
function stackedContact(
  theme: Theme,
  cv: TBuilderCv,
  size: number,
  color: string,
  x: number,
  width: number,
  align: 'left' | 'right',
): Unit[] {
  return contactItems(cv).flatMap((item, i) =>
    textUnits(theme, [run(item.text, theme.face('regular'), size, color, item.link)], x, width, {
      gap: i ? size * 0.15 : 0,
      align,
    }),
  );
}

/**
 * Items on a line separated by dots (contact details, skills): an item that does not fit starts the
 * next line, so no line starts with a dot and no item is split unless it is wider than a line.
 */
function inlineList(
  theme: Theme,
  items: ContactItem[],
  size: number,
  color: string,
  separatorColor: string,
  x: number,
  width: number,
  align: 'left' | 'center',
): Unit[] {
  const font = theme.face('regular');
  const separator = '   ·   ';
  const sepW = textWidth(separator, font, size);
  type Cell = { text: string; link?: string; width: number };
  const lines: Cell[][] = [[]];
  let used = 0;
  for (const item of items) {
    for (const text of wrapRuns([run(item.text, font, size, color)], width).map((parts) =>
      parts.map((p) => p.text).join(''),
    )) {
      const cellW = textWidth(text, font, size);
      const line = lines.at(-1) as Cell[];
      if (line.length && used + sepW + cellW > width) {
        lines.push([{ text, link: item.link, width: cellW }]);
        used = cellW;
      } else {
        used += (line.length ? sepW : 0) + cellW;
        line.push({ text, link: item.link, width: cellW });
      }
    }
  }
  const lineH = lineHeight(theme, size);
  return lines
    .filter((line) => line.length)
    .map((line, i) => ({
      height: lineH,
      gap: i ? 0 : size * 0.25,
      keep: false,
      draw: (out: LayoutItem[], top: number) => {
        const total = line.reduce((sum, cell, j) => sum + cell.width + (j ? sepW : 0), 0);
        let cx = align === 'center' ? x + (width - total) / 2 : x;
        const y = baseline(font, size, top, lineH);
        line.forEach((cell, j) => {
          if (j) {
            out.push({
              kind: 'text',
              x: cx + textWidth('   ', font, size),
              y,
              text: '·',
              font,
              size,
              color: separatorColor,
              width: textWidth('·', font, size),
            });
            cx += sepW;
          }
          out.push(
            textItem({ ...run(cell.text, font, size, color, cell.link), x: 0, width: cell.width }, cx, y),
          );
          cx += cell.width;
        });
      },
    }));
}

/** Name and job title as units (wrapped, so a long name never leaves the page). */
function nameUnits(
  theme: Theme,
  cv: TBuilderCv,
  x: number,
  width: number,
  colors: { name: string; title: string },
  align: 'left' | 'center' | 'right',
): Unit[] {
  const { look, size } = theme;
  const units: Unit[] = [];
  if (cv.fullName.trim())
    units.push(
      ...textUnits(
        theme,
        [run(cv.fullName.trim(), theme.face(look.name.weight), size * look.name.scale, colors.name)],
        x,
        width,
        { align },
      ).map((u) => ({ ...u, height: u.height * 0.92 })),
    );
  if (cv.jobTitle.trim())
    units.push(
      ...textUnits(
        theme,
        [run(cv.jobTitle.trim(), theme.face('regular'), size * 1.2, colors.title)],
        x,
        width,
        { align, gap: size * 0.15 },
      ),
    );
  return units;
}

/** Draws units one under the other from `top` (the header is never split); returns the bottom. */
function stack(units: readonly Unit[], out: LayoutItem[], top: number): number {
  let y = top;
  units.forEach((unit, i) => {
    const gap = i ? unit.gap : 0;
    unit.draw(out, y + gap, gap);
    y += gap + unit.height;
  });
  return y;
}

/** The space between the header and the first section (a section's own gap is dropped at a column's top). */
const headerGap = (theme: Theme) => theme.size * theme.look.sectionGap;

const stackHeight = (units: readonly Unit[]) =>
  units.reduce((sum, u, i) => sum + (i ? u.gap : 0) + u.height, 0);

// ---------------------------------------------------------------------------------------------------
// The seven layouts
// ---------------------------------------------------------------------------------------------------

type Frame = {
  cv: TBuilderCv;
  theme: Theme;
  width: number;
  height: number;
  margin: number;
  sections: BuilderSection[];
  photo: string | null;
};

type Built = { pages: Pages };

const SIDE_SECTIONS: Record<'two-column' | 'sidebar', ReadonlySet<BuilderSection>> = {
  'two-column': new Set(['skills', 'languages', 'certificates', 'links']),
  sidebar: new Set(['skills', 'languages', 'links']),
};

/**
 * A side column's type, a step smaller than the main column's: its own leading, so its baselines
 * drift past the main column's instead of meeting them line after line. A reader (ours, and an
 * ATS's) takes two columns whose lines share baselines for a table and reads across both.
 */
const sideTheme = (theme: Theme): Theme => ({ ...theme, size: theme.size * 0.92 });

const region = (
  theme: Theme,
  x: number,
  width: number,
  narrow = false,
  ink = INK,
  muted = MUTED,
  accent = theme.primary,
): Region => ({ x, width, ink, muted, accent, narrow });

/** One column under a header: single-column, timeline, compact, academic. */
function oneColumn(
  frame: Frame,
  header: (out: LayoutItem[]) => number,
  gutterFor: (section: BuilderSection) => Gutter | null = () => null,
): Built {
  const { theme, margin, width, height, cv } = frame;
  const pages = new Pages(() => {});
  const first = pages.at(0);
  const top = header(first.main) + headerGap(theme);
  const units = columnUnits(
    theme,
    cv,
    frame.sections,
    region(theme, margin, width - 2 * margin),
    gutterFor,
    theme.look.heading.color === 'ink' ? INK : theme.primary,
  );
  flow(units, { lane: 'main', firstTop: top, top: margin, bottom: height - margin }, pages);
  return { pages };
}

function photoItem(src: string, x: number, y: number, size: number, round: boolean): LayoutItem {
  return { kind: 'image', x, y, width: size, height: size, src, round };
}

function singleColumn(frame: Frame, centred: boolean): Built {
  const { theme, margin, width, cv, photo } = frame;
  const { size, look } = theme;
  return oneColumn(frame, (out) => {
    const photoSize = photo ? size * 7.5 : 0;
    const textW = width - 2 * margin - (photo ? photoSize + 16 : 0);
    const align = centred ? 'center' : 'left';
    const units = [
      ...nameUnits(
        theme,
        cv,
        margin,
        textW,
        {
          name: look.name.color === 'primary' ? theme.primary : INK,
          title: look.titleAccent ? theme.primary : MUTED,
        },
        align,
      ),
      ...inlineList(theme, contactItems(cv), size * 0.95, MUTED, theme.primary, margin, textW, align),
    ];
    let bottom = stack(units, out, margin);
    if (photo) {
      out.push(photoItem(photo, width - margin - photoSize, margin, photoSize, true));
      bottom = Math.max(bottom, margin + photoSize);
    }
    if (look.headerRule) {
      bottom += size * 0.6;
      out.push({
        kind: 'line',
        x1: margin,
        y1: bottom,
        x2: width - margin,
        y2: bottom,
        color: look.heading.color === 'ink' ? INK : theme.primary,
        thickness: look.headerRule,
      });
    }
    return bottom;
  });
}

/**
 * The timeline's gutter: as wide as the CV's widest date range (within bounds), so each range
 * stays on one line beside its entry's title. Wrapped, its end would sit beside the company line
 * and a reader would take "Present Acme A/S" as one line.
 */
function timelineGutterWidth(theme: Theme, cv: TBuilderCv): number {
  const { size, dateFormat, language } = theme;
  const ranges = [
    ...cv.experience.map((e) => formatDateRange(e.startDate, e.endDate, e.current, dateFormat, language)),
    ...cv.education.map((e) => formatDateRange(e.startDate, e.graduationDate, false, dateFormat, language)),
  ];
  const font = theme.face('regular');
  const widest = Math.max(0, ...ranges.map((r) => textWidth(r, font, size * DATE_SCALE)));
  return Math.min(size * 11, Math.max(size * 7.2, Math.ceil(widest)));
}

function timeline(frame: Frame): Built {
  const { theme, margin, width, cv } = frame;
  const { size } = theme;
  const gutterW = timelineGutterWidth(theme, cv);
  const gutter: Gutter = { width: gutterW, railX: margin + gutterW + 8, color: theme.primary };
  return oneColumn(
    frame,
    (out) => {
      const units = [
        ...nameUnits(theme, cv, margin, width - 2 * margin, { name: theme.primary, title: INK }, 'left'),
        ...inlineList(
          theme,
          contactItems(cv),
          size * 0.95,
          MUTED,
          theme.primary,
          margin,
          width - 2 * margin,
          'left',
        ),
      ];
      return stack(units, out, margin);
    },
    (section) => (section === 'experience' || section === 'education' ? gutter : null),
  );
}

function compact(frame: Frame): Built {
  const { theme, margin, width, cv } = frame;
  const { size } = theme;
  return oneColumn(frame, (out) => {
    const inner = width - 2 * margin;
    const contactW = Math.min(inner * 0.42, size * 22);
    const contact = stackedContact(
      theme,
      cv,
      size * 0.95,
      MUTED,
      width - margin - contactW,
      contactW,
      'right',
    );
    const names = nameUnits(
      theme,
      cv,
      margin,
      inner - contactW - 12,
      { name: theme.look.name.color === 'primary' ? theme.primary : INK, title: theme.primary },
      'left',
    );
    const bottom = Math.max(stack(names, out, margin), stack(contact, out, margin + size * 0.2));
    const ruleY = bottom + size * 0.5;
    out.push({
      kind: 'line',
      x1: margin,
      y1: ruleY,
      x2: width - margin,
      y2: ruleY,
      color: theme.primary,
      thickness: 1.2,
    });
    return ruleY;
  });
}

function twoColumn(frame: Frame): Built {
  const { theme, margin, width, height, cv } = frame;
  const { size } = theme;
  const inner = width - 2 * margin;
  const gutterW = size * 1.8;
  const mainW = (inner - gutterW) * 0.64;
  const sideX = margin + mainW + gutterW;
  const sideW = inner - mainW - gutterW;
  const bandInk = readableOn(theme.primary);
  const bandUnits = [
    ...nameUnits(
      theme,
      cv,
      margin,
      inner,
      { name: bandInk, title: mix(bandInk, theme.primary, 0.15) },
      'left',
    ),
    ...inlineList(
      theme,
      contactItems(cv),
      size * 0.95,
      mix(bandInk, theme.primary, 0.1),
      mix(bandInk, theme.primary, 0.4),
      margin,
      inner,
      'left',
    ),
  ];
  const padY = margin * 0.75;
  const bandH = bandUnits.length ? stackHeight(bandUnits) + padY * 2 : 0;
  const pages = new Pages((page, index) => {
    if (index === 0 && bandH)
      page.back.push({ kind: 'rect', x: 0, y: 0, width, height: bandH, color: theme.primary });
    // A hairline between the columns, from the band (or the top margin) to the bottom margin.
    const top = index === 0 && bandH ? bandH + size : margin;
    page.back.push({
      kind: 'line',
      x1: sideX - gutterW / 2,
      y1: top,
      x2: sideX - gutterW / 2,
      y2: height - margin,
      color: mix(theme.primary, '#ffffff', 0.8),
      thickness: 0.6,
    });
  });
  if (bandH) stack(bandUnits, pages.at(0).main, padY);
  const firstTop = bandH ? bandH + headerGap(theme) : margin;
  const headingColor = theme.primary;
  const mainSections = frame.sections.filter((s) => !SIDE_SECTIONS['two-column'].has(s));
  const sideSections = frame.sections.filter((s) => SIDE_SECTIONS['two-column'].has(s));
  flow(
    columnUnits(theme, cv, mainSections, region(theme, margin, mainW), () => null, headingColor),
    { lane: 'main', firstTop, top: margin, bottom: height - margin },
    pages,
  );
  flow(
    columnUnits(theme, cv, sideSections, region(theme, sideX, sideW, true), () => null, headingColor),
    { lane: 'side', firstTop, top: margin, bottom: height - margin },
    pages,
  );
  return { pages };
}

function sidebar(frame: Frame): Built {
  const { theme, margin, width, height, cv, photo } = frame;
  const { size, look } = theme;
  const solid = look.sidebar === 'solid';
  const panel = solid ? theme.primary : mix(theme.primary, '#ffffff', 0.9);
  const sideInk = solid ? readableOn(panel) : INK;
  const sideMuted = solid ? mix(sideInk, panel, 0.2) : MUTED;
  const sideAccent = solid ? sideInk : theme.primary;
  const panelW = Math.round(width * 0.33);
  const sideX = margin;
  const sideW = panelW - margin - size * 1.6;
  const mainX = panelW + size * 2.2;
  const mainW = width - mainX - margin;
  const pages = new Pages((page) => {
    page.back.push({ kind: 'rect', x: 0, y: 0, width: panelW, height, color: panel });
  });
  const first = pages.at(0);
  const nameTop = margin;
  const names = nameUnits(
    theme,
    cv,
    mainX,
    mainW,
    { name: look.name.color === 'primary' ? theme.primary : INK, title: theme.primary },
    'left',
  );
  const mainTop = names.length ? stack(names, first.main, nameTop) + headerGap(theme) : margin;
  const mainSections = frame.sections.filter((s) => !SIDE_SECTIONS.sidebar.has(s));
  const sideSections = frame.sections.filter((s) => SIDE_SECTIONS.sidebar.has(s));
  flow(
    columnUnits(theme, cv, mainSections, region(theme, mainX, mainW), () => null, theme.primary),
    { lane: 'main', firstTop: mainTop, top: margin, bottom: height - margin },
    pages,
  );

  let sideTop = margin;
  if (photo) {
    const photoSize = Math.min(sideW, size * 9.5);
    first.side.push(photoItem(photo, sideX + (sideW - photoSize) / 2, margin, photoSize, true));
    sideTop += photoSize + size;
  }
  const sideRegion = region(theme, sideX, sideW, true, sideInk, sideMuted, sideAccent);
  const contact = stackedContact(theme, cv, size * 0.92, sideInk, sideX, sideW, 'left');
  const sideUnits = [
    ...(contact.length
      ? [headingUnit(theme, SECTION_HEADINGS[theme.language].contact, sideX, sideW, sideAccent), ...contact]
      : []),
    ...columnUnits(sideTheme(theme), cv, sideSections, sideRegion, () => null, sideAccent),
  ];
  flow(sideUnits, { lane: 'side', firstTop: sideTop, top: margin, bottom: height - margin }, pages);
  return { pages };
}

function banner(frame: Frame): Built {
  const { theme, margin, width, height, cv, photo } = frame;
  const { size } = theme;
  const bandInk = readableOn(theme.primary);
  const inner = width - 2 * margin;
  const photoSize = photo ? size * 8 : 0;
  const textX = margin + (photo ? photoSize + size * 1.6 : 0);
  const textW = inner - (textX - margin);
  const units = [
    ...nameUnits(
      theme,
      cv,
      textX,
      textW,
      { name: bandInk, title: mix(bandInk, theme.primary, 0.25) },
      'left',
    ),
    ...inlineList(
      theme,
      contactItems(cv),
      size * 0.95,
      mix(bandInk, theme.primary, 0.1),
      mix(bandInk, theme.primary, 0.45),
      textX,
      textW,
      'left',
    ),
  ];
  const padY = margin * 0.8;
  const contentH = Math.max(stackHeight(units), photoSize);
  const bandH = contentH ? contentH + 2 * padY : 0;
  const pages = new Pages((page, index) => {
    if (index === 0 && bandH) {
      page.back.push({ kind: 'rect', x: 0, y: 0, width, height: bandH, color: theme.primary });
      page.back.push({
        kind: 'rect',
        x: 0,
        y: bandH,
        width,
        height: 3,
        color: mix(theme.primary, '#ffffff', 0.45),
      });
    }
  });
  const first = pages.at(0);
  if (bandH) {
    stack(units, first.main, padY + (contentH - stackHeight(units)) / 2);
    if (photo) first.main.push(photoItem(photo, margin, padY + (contentH - photoSize) / 2, photoSize, true));
  }
  const top = bandH ? bandH + headerGap(theme) : margin;
  flow(
    columnUnits(theme, cv, frame.sections, region(theme, margin, inner), () => null, theme.primary),
    { lane: 'main', firstTop: top, top: margin, bottom: height - margin },
    pages,
  );
  return { pages };
}

// ---------------------------------------------------------------------------------------------------
// The entry point
// ---------------------------------------------------------------------------------------------------

function toPages(built: Built, width: number, height: number): LayoutDocument {
  const pages: LayoutPage[] = built.pages.layers.map((layers) => ({
    width,
    height,
    items: [...layers.back, ...layers.main, ...layers.side],
  }));
  const fonts = new Map<string, FontFace>();
  for (const page of pages)
    for (const item of page.items)
      if (item.kind === 'text')
        fonts.set(`${item.font.family}/${item.font.weight}/${item.font.style}`, item.font);
  return { pages, fonts: [...fonts.values()] };
}

export function layoutCv(
  cv: TBuilderCv,
  template: CvTemplateDefinition,
  customization: TCvCustomization,
): LayoutDocument {
  const { width, height } = PAGE_DIMENSIONS[customization.pageSize];
  const look = lookOf(template);
  const theme: Theme = {
    look,
    size: customization.fontSize,
    spacing: customization.lineSpacing,
    primary: customization.primaryColor.toLowerCase(),
    language: customization.language,
    dateFormat: customization.dateFormat,
    face: (weight, style = 'normal') => ({ family: customization.fontFamily, weight, style }),
  };
  const hidden = new Set(customization.hiddenSections);
  const frame: Frame = {
    cv,
    theme,
    width,
    height,
    margin: customization.margins * MM,
    sections: customization.sectionOrder.filter((s) => !hidden.has(s)),
    photo: template.hasPhoto && customization.showPhoto && cv.photo ? cv.photo : null,
  };
  const built = (() => {
    switch (template.layout) {
      case 'single-column':
        return singleColumn(frame, look.header === 'center');
      case 'academic':
        return singleColumn(frame, look.header === 'center');
      case 'timeline':
        return timeline(frame);
      case 'compact':
        return compact(frame);
      case 'two-column':
        return twoColumn(frame);
      case 'sidebar':
        return sidebar(frame);
      case 'banner':
        return banner(frame);
    }
  })();
  return toPages(built, width, height);
}

/** The customisation a CV starts with on `template`: the template's look, every section shown. */
export function defaultCustomization(
  template: CvTemplateDefinition,
  language: TCvCustomization['language'] = 'en',
): TCvCustomization {
  return {
    ...template.defaults,
    pageSize: 'A4',
    sectionOrder: [...BUILDER_SECTIONS],
    hiddenSections: [],
    dateFormat: 'MMM YYYY',
    showPhoto: template.hasPhoto,
    language,
  };
}
