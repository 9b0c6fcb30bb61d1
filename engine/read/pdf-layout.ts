import type { DocLine } from './types.ts';

/** A text run placed on a page (pdf.js text item, in PDF user space: y grows upwards). */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** A rebuilt line: its runs left to right, baseline and largest font size. */
interface PlacedLine {
  items: PlacedText[];
  y: number;
  size: number;
  /** The text when the line gathers pieces from several baselines (a wrapped label). */
  text?: string;
}

/** A block of runs read as one flow, and the column it came from (0 left or whole width, 1 right). */
interface Block {
  items: PlacedText[];
  column: number;
}

const BIN = 2; // points per bin of the horizontal coverage histogram
const MIN_GUTTER = 10; // narrowest white strip accepted between two columns, in points
const MIN_SIDE_CHARS = 30;
const MIN_SIDE_LINES = 3;
/**
 * Two baselines this close (points) are one row. Half the lines of a side on the other side's
 * baselines make a table (a sidebar beside a main column meets it on a third at most by chance);
 * the rows of a label table below a sidebar's top are nearly all aligned.
 */
const ALIGNED = 1.5;
const ROW_SHARE = 0.5;
const TABLE_SHARE = 0.7;
/**
 * A side narrower than this share of the text's width holds labels (dates, a timeline's years,
 * row labels), not running text: it is read with the rows it labels.
 */
const MIN_COLUMN_WIDTH = 0.2;
/** A label table below a sidebar's top has several rows; two or three may meet by chance. */
const MIN_TABLE_ROWS = 5;
/** A row label at least this much larger than its row is a heading. */
const LABEL_RATIO = 1.15;
/** Lines of running text follow each other within this many font sizes… */
const LINE_GAP = 2.2;
/** …and a column has at least this share of such gaps (labels are each an entry apart). */
const MIN_RUNNING = 0.3;
/** Column stretches must cover at least this share of the text's height. */
const MIN_COLUMN_HEIGHT = 0.4;
/** How deep columns are looked for inside columns (a sidebar beside a main column with boxes). */
const MAX_DEPTH = 2;

/** A page's lines in reading order, and where each sits (for repeated page furniture). */
export interface PageLines {
  lines: DocLine[];
  /** Lines in the top or bottom band of the page, with their baseline. */
  bands: Map<DocLine, number>;
  height: number;
}

/** The share of the page height, at the top and at the bottom, where running heads live. */
const BAND = 0.12;

/**
 * One page's text in reading order. Columns come from the horizontal distribution of the runs: a
 * vertical white strip (gutter) that runs down most of the page splits it; lines that cross the
 * gutter (a title band, a full-width summary, a footer) are read where they stand, and between
 * them the left column is read before the right. So a left sidebar comes before the main column
 * and a right one after it, each with its own headings. Inside a flow, runs are grouped into lines
 * by baseline; a left label or date column stays on the row it labels.
 */
export function layoutPage(items: PlacedText[], page: number, pageHeight: number): PageLines {
  const visible = items
    .filter((item) => item.text.trim() !== '')
    .map((item) => ({ ...item, text: closeLetterSpacing(item.text) }));
  const result: PageLines = { lines: [], bands: new Map(), height: pageHeight };
  for (const block of readingBlocks(visible, 0, 0)) {
    const lines = flowLines(block.items);
    const cells = labelColumnEdges(lines);
    for (const line of lines) {
      const docLine: DocLine = {
        text: repairText(line.text ?? joinRuns(line.items, cells)),
        page,
        size: round1(line.size),
        region: 'body',
        column: block.column,
      };
      result.lines.push(docLine);
      if (line.y > pageHeight * (1 - BAND) || line.y < pageHeight * BAND) result.bands.set(docLine, line.y);
    }
  }
  return result;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** The page's runs cut into flows in reading order (recursively: columns inside columns). */
function readingBlocks(items: PlacedText[], column: number, depth: number): Block[] {
  const split = depth < MAX_DEPTH ? findColumns(items) : undefined;
  if (!split) return [{ items, column }];
  return split.flatMap((segment) =>
    segment.kind === 'full'
      ? [{ items: segment.items, column }]
      : [
          ...readingBlocks(segment.left, column, depth + 1),
          ...readingBlocks(segment.right, Math.max(column, 1), depth + 1),
        ],
  );
}

type Segment =
  { kind: 'full'; items: PlacedText[] } | { kind: 'columns'; left: PlacedText[]; right: PlacedText[] };

/**
 * The page cut at the first gutter that holds: top to bottom, full-width stretches (lines that
 * cross the gutter, or stretches where one side is not a column) and stretches where two real
 * columns run side by side. Undefined when no gutter has columns beside it over most of the page.
 */
export function findColumns(items: PlacedText[]): Segment[] | undefined {
  if (items.length < 6) return undefined;
  const minX = Math.min(...items.map((item) => item.x));
  const maxX = Math.max(...items.map((item) => item.x + item.width));
  for (const gutter of gutterCandidates(items, minX, maxX)) {
    const segments = splitAt(items, gutter);
    if (segments) return segments;
  }
  return undefined;
}

/**
 * Centres of vertical white strips, cleanest first: runs of histogram bins no run covers, then
 * runs that one, two… runs cross (a title band or a summary may cross the gutter), up to a small
 * share of the page's runs; the widest first among equals; only strips away from the text's edges.
 */
function gutterCandidates(items: PlacedText[], minX: number, maxX: number): number[] {
  const counts = coverage(items, minX, maxX);
  const span = maxX - minX;
  const allowed = Math.max(2, Math.floor(items.length * 0.15));
  const centres: number[] = [];
  for (let limit = 0; limit <= allowed; limit++) {
    const widestFirst = openRuns(counts, limit).sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
    for (const [start, end] of widestFirst) {
      const centre = minX + ((start + end) / 2) * BIN;
      const inside = centre > minX + span * 0.1 && centre < maxX - span * 0.1;
      const seen = centres.some((tried) => Math.abs(tried - centre) < MIN_GUTTER);
      if ((end - start) * BIN >= MIN_GUTTER && inside && !seen) centres.push(centre);
    }
  }
  return centres;
}

/** How many runs cover each BIN-wide vertical strip between minX and maxX. */
function coverage(items: PlacedText[], minX: number, maxX: number): number[] {
  const counts = new Array<number>(Math.ceil((maxX - minX) / BIN) + 1).fill(0);
  for (const item of items) {
    const from = Math.max(Math.floor((item.x - minX) / BIN), 0);
    const to = Math.min(Math.floor((item.x + item.width - minX) / BIN), counts.length - 1);
    for (let bin = from; bin <= to; bin++) counts[bin]! += 1;
  }
  return counts;
}

/** [start, end) bin ranges whose counts are all at most `limit`. */
function openRuns(counts: number[], limit: number): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  counts.forEach((count, bin) => {
    if (count <= limit && start < 0) start = bin;
    if (count > limit && start >= 0) {
      runs.push([start, bin]);
      start = -1;
    }
  });
  if (start >= 0) runs.push([start, counts.length]);
  return runs;
}

const crosses = (item: PlacedText, gutter: number): boolean =>
  item.x < gutter && item.x + item.width > gutter;

/**
 * A line that crosses the gutter: a run over it, or runs on both sides closer than a wide word
 * space (one phrase with a gap that happens to fall on the strip).
 */
function bridges(line: PlacedLine, gutter: number): boolean {
  if (line.items.some((item) => crosses(item, gutter))) return true;
  const before = line.items.filter((item) => item.x + item.width <= gutter).at(-1);
  const after = line.items.find((item) => item.x >= gutter);
  return before !== undefined && after !== undefined && after.x - (before.x + before.width) < line.size * 1.5;
}

/**
 * Cuts the page at the lines that cross the gutter; each stretch between them reads as two
 * columns when both sides are real columns. The gutter holds when the column stretches cover
 * enough of the text's height.
 */
function splitAt(items: PlacedText[], gutter: number): Segment[] | undefined {
  const textWidth = sideWidth(items);
  const segments: Segment[] = [];
  let stretch: PlacedText[] = [];
  let columnHeight = 0;
  const flush = (): void => {
    for (const part of stretchParts(stretch, gutter, textWidth)) {
      if (part.kind === 'columns')
        columnHeight += maxY([...part.left, ...part.right]) - minY([...part.left, ...part.right]);
      if (part.kind === 'full') pushFull(segments, part.items);
      else segments.push(part);
    }
    stretch = [];
  };
  for (const line of groupLines(items)) {
    if (bridges(line, gutter)) {
      flush();
      pushFull(segments, line.items);
    } else {
      stretch.push(...line.items);
    }
  }
  flush();
  const height = maxY(items) - minY(items);
  if (!segments.some((segment) => segment.kind === 'columns')) return undefined;
  return columnHeight >= height * MIN_COLUMN_HEIGHT ? segments : undefined;
}

function pushFull(segments: Segment[], items: PlacedText[]): void {
  const last = segments.at(-1);
  if (last?.kind === 'full') last.items.push(...items);
  else segments.push({ kind: 'full', items: [...items] });
}

const sideWidth = (items: PlacedText[]): number =>
  Math.max(...items.map((item) => item.x + item.width)) - Math.min(...items.map((item) => item.x));

/**
 * A block beside the title, not a column: where the two sides run beside each other, one of them
 * has fewer than MIN_SIDE_LINES lines (a contact block beside the name and the job title).
 */
function isHeaderBlock(left: PlacedText[], right: PlacedText[]): boolean {
  const top = Math.min(maxY(left), maxY(right));
  const bottom = Math.max(minY(left), minY(right));
  const within = (side: PlacedText[]): number =>
    baselines(side.filter((item) => item.y >= bottom - 1 && item.y <= top + 1)).length;
  return within(left) < MIN_SIDE_LINES || within(right) < MIN_SIDE_LINES;
}

/** A column has some text on a few lines. */
function isColumn(side: PlacedText[]): boolean {
  return charCount(side) >= MIN_SIDE_CHARS && baselines(side).length >= MIN_SIDE_LINES;
}

/**
 * A stretch between full-width lines, read as two columns when both sides are columns and not
 * rows that only look like columns. When a label table follows a sidebar's top (contact details
 * above section labels that sit on the rows they label), the stretch is cut where the labels
 * start: columns above, rows below.
 */
function stretchParts(stretch: PlacedText[], gutter: number, textWidth: number): Segment[] {
  if (stretch.length === 0) return [];
  const left = stretch.filter((item) => item.x + item.width <= gutter);
  const right = stretch.filter((item) => item.x >= gutter);
  // Measured against the whole text's width: beside short entries (a timeline's dates and headings
  // next to a few brief lines) the stretch alone is narrow and its label side would look wide.
  const width = Math.max(sideWidth(stretch), textWidth);
  const narrow = [left, right].some((side) => sideWidth(side) < width * MIN_COLUMN_WIDTH);
  if (!isColumn(left) || !isColumn(right) || narrow || isHeaderBlock(left, right)) {
    return [{ kind: 'full', items: stretch }];
  }
  const [few, many] = [left, right].sort((a, b) => baselines(a).length - baselines(b).length) as [
    PlacedText[],
    PlacedText[],
  ];
  const rows = baselines(many);
  const ys = baselines(few);
  const aligned = ys.map((y) => rows.some((row) => Math.abs(row - y) <= ALIGNED));
  if (isRows(few, ys, aligned)) return [{ kind: 'full', items: stretch }];
  const cut = labelTableStart(aligned);
  if (cut === undefined) return [{ kind: 'columns', left, right }];
  const y = (ys[cut - 1]! + ys[cut]!) / 2;
  return [
    ...stretchParts(
      stretch.filter((item) => item.y > y),
      gutter,
      textWidth,
    ),
    { kind: 'full', items: stretch.filter((item) => item.y <= y) },
  ];
}

/**
 * Rows that only look like columns: a date or label column, right-aligned dates, a table. The
 * side with fewer lines has half or more of its lines on baselines of the other side (the first
 * line of the row each labels), or its lines are each a whole entry apart, rarely one line after
 * another.
 * Real columns set their own leading, so their baselines rarely meet, and they run as text.
 */
function isRows(side: PlacedText[], ys: number[], aligned: boolean[]): boolean {
  if (aligned.filter(Boolean).length >= ys.length * ROW_SHARE) return true;
  const size = median(side.map((item) => item.size));
  const gaps = ys.slice(1).map((y, i) => ys[i]! - y);
  return gaps.filter((gap) => gap <= size * LINE_GAP).length < gaps.length * MIN_RUNNING;
}

/** Where the lower, row-aligned part of a side starts (MIN_TABLE_ROWS lines), after an unaligned top. */
function labelTableStart(aligned: boolean[]): number | undefined {
  for (let cut = 1; cut + MIN_TABLE_ROWS <= aligned.length; cut++) {
    const top = aligned.slice(0, cut);
    const bottom = aligned.slice(cut);
    if (!aligned[cut]) continue;
    const share = (flags: boolean[]): number => flags.filter(Boolean).length / flags.length;
    if (share(bottom) >= TABLE_SHARE && share(top) < ROW_SHARE) return cut;
  }
  return undefined;
}

const baselines = (items: PlacedText[]): number[] =>
  [...new Set(items.map((item) => Math.round(item.y)))].sort((a, b) => b - a);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function charCount(items: PlacedText[]): number {
  return items.reduce((sum, item) => sum + item.text.replace(/\s/g, '').length, 0);
}

const maxY = (items: PlacedText[]): number => Math.max(...items.map((item) => item.y));
const minY = (items: PlacedText[]): number => Math.min(...items.map((item) => item.y));

/** Runs whose baselines lie within a fraction of the font size form one line (sub/superscripts). */
export function groupLines(items: PlacedText[]): PlacedLine[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PlacedLine[] = [];
  for (const item of sorted) {
    const line = lines.findLast(
      (candidate) => Math.abs(candidate.y - item.y) <= Math.max(1, 0.4 * Math.min(candidate.size, item.size)),
    );
    if (line) {
      line.items.push(item);
      line.size = Math.max(line.size, item.size);
    } else {
      lines.push({ items: [item], y: item.y, size: item.size });
    }
  }
  for (const line of lines) line.items.sort((a, b) => a.x - b.x);
  return lines;
}

/**
 * The lines of one flow, top to bottom, with two repairs on shared baselines: text of very
 * different sizes far apart (a big name beside a small contact block) becomes separate lines,
 * and a row label set larger than its row (a section label in a table's left column) goes on its
 * own line before the row, with the rest of the label when it wraps onto the next lines. A label
 * of the row's own size (a date in a date column) stays in front of the row.
 */
function flowLines(items: PlacedText[]): PlacedLine[] {
  const result: PlacedLine[] = [];
  let label: PlacedLine | undefined;
  let labelBottom = 0;
  for (const line of unstackRightCells(labelsBeforeTheirRow(groupLines(items).flatMap(splitUnrelated)))) {
    const first = line.items[0]!;
    const continues =
      label !== undefined &&
      alignedBlocks(line.items, label.items) &&
      Math.abs(first.size - label.size) <= 0.5 &&
      labelBottom - line.y <= label.size * 1.6;
    const [head, rest] = splitLabel(line, continues ? label!.size : undefined);
    if (continues && head) {
      label!.text = joinWrapped(label!.text ?? joinRuns(label!.items), joinRuns(head.items));
      label!.items.push(...head.items);
      labelBottom = line.y;
      if (rest) result.push(rest);
      continue;
    }
    if (head && rest) {
      result.push(head, rest);
      label = head;
      labelBottom = line.y;
      continue;
    }
    result.push(line);
    if (label && labelBottom - line.y > label.size * 1.6) label = undefined;
  }
  return result;
}

/** Share of the font size from the baseline to the top of capitals. */
const CAP_HEIGHT = 0.72;

/**
 * A section label set large in a left column with its rows beside it, top-aligned (JSON Resume's
 * "even": "Skills" beside the first row of chips): the label's baseline sits below its first row's,
 * so by baselines the row comes first. The label is read before the row it heads.
 */
function labelsBeforeTheirRow(lines: PlacedLine[]): PlacedLine[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const [row, label] = [out[i]!, out[i + 1]!];
    const top = (line: PlacedLine) => line.y + line.size * CAP_HEIGHT;
    const labelRight = Math.max(...label.items.map((item) => item.x + item.width));
    const beside = labelRight < Math.min(...row.items.map((item) => item.x));
    const larger = label.size >= row.size * LABEL_RATIO_TOP;
    // A label of one line: large text that goes on below it is a name or title set over two lines.
    const oneLine = out[i + 2]?.size !== label.size;
    if (beside && larger && oneLine && Math.abs(top(row) - top(label)) <= label.size * 0.3) {
      [out[i], out[i + 1]] = [label, row];
      i++;
    }
  }
  return out;
}
/** A label this much larger than the row beside it is set apart from it (a section label). */
const LABEL_RATIO_TOP = 1.4;

/**
 * A right-aligned cell stacked over several lines (location, dates, duration beside an entry)
 * belongs to the entry's first line: the first line keeps its cell at its end, the cells of the
 * lines below follow it as lines of their own, so they are not glued to the bullets they happen
 * to share baselines with.
 */
function unstackRightCells(lines: PlacedLine[]): PlacedLine[] {
  if (lines.length < 2) return lines;
  const left = Math.min(...lines.map((line) => line.items[0]!.x));
  const right = Math.max(...lines.flatMap((line) => line.items.map((item) => item.x + item.width)));
  const cells = lines.map((line) => rightCell(line, left, right));
  const result: PlacedLine[] = [];
  let insertAt = -1;
  let anchorX = 0;
  lines.forEach((line, i) => {
    const start = cells[i]!;
    const above = lines[i - 1];
    // A table's rows start where the first row starts; the lines beside a stacked cell do not
    // (bullets, an indented description).
    const tableRow = start > 0 && Math.abs(line.items[0]!.x - anchorX) <= 2;
    const stacked =
      start >= 0 &&
      !tableRow &&
      above !== undefined &&
      cells[i - 1]! >= 0 &&
      insertAt >= 0 &&
      above.y - line.y <= line.size * 1.6;
    if (!stacked) {
      result.push(line);
      insertAt = start >= 0 ? result.length - 1 : -1;
      anchorX = line.items[0]!.x;
      return;
    }
    const cell = line.items.slice(start);
    result.splice(++insertAt, 0, {
      items: cell,
      y: line.y,
      size: Math.max(...cell.map((item) => item.size)),
    });
    const rest = line.items.slice(0, start);
    if (rest.length)
      result.push({ items: rest, y: line.y, size: Math.max(...rest.map((item) => item.size)) });
  });
  return result;
}

/**
 * Where a line's right-aligned cell starts: the runs after a gap of at least three font sizes
 * that end at the flow's right edge, or the whole line when it sits alone in the right part of
 * the flow; -1 when there is none.
 */
function rightCell(line: PlacedLine, left: number, right: number): number {
  const last = line.items.at(-1)!;
  if (Math.abs(last.x + last.width - right) > 3) return -1;
  if (line.items[0]!.x > left + (right - left) * 0.6) return 0;
  for (let i = line.items.length - 1; i > 0; i--) {
    const previous = line.items[i - 1]!;
    if (line.items[i]!.x - (previous.x + previous.width) >= line.size * 3) return i;
  }
  return -1;
}

/** A label's next line: a word hyphenated at the break is put back together, else a space. */
function joinWrapped(text: string, next: string): string {
  return /\p{L}-$/u.test(text) && /^\p{Ll}/u.test(next) ? text.slice(0, -1) + next : `${text} ${next}`;
}

/** The first runs of a line sit under a label: flush left, flush right or centred on it. */
function alignedBlocks(runs: PlacedText[], label: PlacedText[]): boolean {
  const first = runs[0]!;
  const head = label[0]!;
  const width = Math.max(...label.map((item) => item.x + item.width)) - head.x;
  const sameSize = runs.filter((item) => Math.abs(item.size - first.size) <= 0.5);
  const runWidth = Math.max(...sameSize.map((item) => item.x + item.width)) - first.x;
  return (
    Math.abs(first.x - head.x) <= 2 ||
    Math.abs(first.x + runWidth - (head.x + width)) <= 2 ||
    Math.abs(first.x + runWidth / 2 - (head.x + width / 2)) <= 2
  );
}

/**
 * A line's leading label, when its runs are larger than everything after them and a gap of at
 * least half their size separates them; with `size`, the runs of that size that continue a label.
 */
function splitLabel(line: PlacedLine, size?: number): [PlacedLine | undefined, PlacedLine | undefined] {
  const labelSize = size ?? line.items[0]!.size;
  let end = 0;
  while (end < line.items.length && Math.abs(line.items[end]!.size - labelSize) <= 0.5) end++;
  const head = line.items.slice(0, end);
  const tail = line.items.slice(end);
  const last = head.at(-1)!;
  const asLine = (runs: PlacedText[]): PlacedLine | undefined =>
    runs.length ? { items: runs, y: line.y, size: Math.max(...runs.map((item) => item.size)) } : undefined;
  if (size !== undefined && tail.length === 0) return [asLine(head), undefined];
  if (tail.length === 0 || head.length === 0) return [undefined, undefined];
  const larger = tail.every((item) => item.size * LABEL_RATIO <= labelSize);
  const apart = tail[0]!.x - (last.x + last.width) >= labelSize * 0.5;
  return larger && apart ? [asLine(head), asLine(tail)] : [undefined, undefined];
}

/**
 * Separates runs on one baseline that belong to different blocks: of very different size and
 * more than a word space apart (an address beside a name set three times as large, a document
 * title beside a contact line). A bullet or rating symbol stays with the text it marks.
 */
function splitUnrelated(line: PlacedLine): PlacedLine[] {
  const parts: PlacedText[][] = [[]];
  const word = /[\p{L}\p{N}]/u;
  line.items.forEach((item, i) => {
    const previous = line.items[i - 1];
    if (previous) {
      const gap = item.x - (previous.x + previous.width);
      const [small, big] = [previous.size, item.size].sort((a, b) => a - b) as [number, number];
      const far = gap > big * 1.5 && big >= small * 1.5;
      const apart = gap > big * 0.5 && big >= small * 1.8 && word.test(previous.text) && word.test(item.text);
      if (far || apart) parts.push([]);
    }
    parts.at(-1)!.push(item);
  });
  return parts.map((items) => ({ items, y: line.y, size: Math.max(...items.map((item) => item.size)) }));
}

/**
 * A gap this many font sizes wide is no word space but a break between cells (skill chips, a tab):
 * it is kept as two spaces, which the parser reads as a field separator.
 */
const CELL_GAP = 0.9;

/** Rows that share a label column's edges before it is one (a chance alignment is rarer). */
const MIN_LABEL_ROWS = 3;
const edgeKey = (end: number, start: number) => `${Math.round(end)}:${Math.round(start)}`;

/**
 * The edges of a label column (moderncv's \cvitem: "Languages" right-aligned against the column's
 * edge, "TypeScript, Go" starting at the value column): a gap wider than a word space whose left
 * run ends and right run starts at the same places on several rows of the flow. Such a gap is a
 * cell boundary however narrow the template sets it.
 */
function labelColumnEdges(lines: readonly PlacedLine[]): Set<string> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    for (let i = 1; i < line.items.length; i++) {
      const [a, b] = [line.items[i - 1]!, line.items[i]!];
      if (b.x - (a.x + a.width) <= b.size * 0.3) continue;
      const edge = edgeKey(a.x + a.width, b.x);
      counts.set(edge, (counts.get(edge) ?? 0) + 1);
    }
  }
  return new Set([...counts].filter(([, n]) => n >= MIN_LABEL_ROWS).map(([edge]) => edge));
}

/**
 * Joins a line's runs, with a space only where the gap between them is wider than a thin space,
 * and two (a cell boundary) where it is wide or falls on a label column's edges.
 */
export function joinRuns(items: PlacedText[], cellEdges: ReadonlySet<string> = new Set()): string {
  let text = '';
  let end = -Infinity;
  for (const item of items) {
    const duplicate = text.endsWith(item.text) && Math.abs(item.x + item.width - end) < 1;
    if (duplicate) continue; // the same run drawn twice (fake bold, shadow)
    const gap = item.x - end;
    const needsSpace = text !== '' && gap > item.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(item.text);
    const cells = needsSpace && (gap > item.size * CELL_GAP || cellEdges.has(edgeKey(end, item.x)));
    text += (needsSpace ? (cells ? '  ' : ' ') : '') + item.text;
    end = Math.max(end, item.x + item.width);
  }
  return text;
}

/**
 * Letter-spaced text (CSS letter-spacing, PDF Tc): pdf.js reads every gap wider than a tenth of
 * the font size as a space, so "EXPERIENCE" arrives as "E X P E R I E N C E". A run made only of
 * single characters between single spaces is one word; words stay apart as separate runs.
 */
export function closeLetterSpacing(text: string): string {
  return /^\s*[\p{L}\p{N}](?: [\p{L}\p{N}]){3,}\s*$/u.test(text) ? text.replace(/ /g, '') : text;
}

/** Spacing accents TeX sets as their own glyph before the letter, and their combining forms. */
const SPACING_ACCENTS: Record<string, string> = {
  '\u00B4': '\u0301', // ´ acute
  '\u0060': '\u0300', // ` grave
  '\u02C6': '\u0302', // ˆ circumflex
  '\u005E': '\u0302', // ^ circumflex
  '\u00A8': '\u0308', // ¨ diaeresis
  '\u02DC': '\u0303', // ˜ tilde
  '\u02C7': '\u030C', // ˇ caron
  '\u02D8': '\u0306', // ˘ breve
  '\u02DA': '\u030A', // ˚ ring
  '\u00B8': '\u0327', // ¸ cedilla
};
const ACCENT_BEFORE_LETTER = /([´`ˆ^¨˜ˇ˘˚¸])([ıȷ]|\p{L})/gu;

/**
 * Text-layer artefacts of real producers: an accent drawn as its own glyph before the letter
 * (TeX without T1 fonts: "Tel´efono", "Paı´s") becomes the accented letter, and the dotless i or j
 * that carries it becomes a plain one.
 */
export function repairText(text: string): string {
  if (!/[´`ˆ^¨˜ˇ˘˚¸]/.test(text)) return text;
  return text
    .replace(ACCENT_BEFORE_LETTER, (_, accent: string, letter: string) => {
      const base = letter === 'ı' ? 'i' : letter === 'ȷ' ? 'j' : letter;
      return `${base}${SPACING_ACCENTS[accent]}`.normalize('NFC');
    })
    .replace(/([ıȷ])\u0301/g, (_, letter: string) => (letter === 'ı' ? 'í' : 'ȷ́'));
}

/**
 * Undoes line-end hyphenation inside a column: "develop-" + "ment of…" becomes "development" +
 * "of…". Only when a letter precedes the hyphen and a lower-case letter follows, so "2019-" and
 * "Ernst-" + "Young" stay as they are.
 */
export function joinHyphenation(lines: DocLine[]): DocLine[] {
  const result = lines.map((line) => ({ ...line }));
  for (let i = 0; i + 1 < result.length; i++) {
    const current = result[i]!;
    const next = result[i + 1]!;
    const sameFlow =
      current.page === next.page && current.column === next.column && current.size === next.size;
    if (!sameFlow || !/\p{L}-$/u.test(current.text) || !/^\p{Ll}/u.test(next.text)) continue;
    const [fragment = '', ...rest] = next.text.split(' ');
    current.text = current.text.slice(0, -1) + fragment;
    next.text = rest.join(' ');
  }
  return result;
}

/**
 * Puts back an e-mail address broken at the line end (CSS word-break, TeX in a narrow column):
 * a line ending in an address whose domain has no dot yet ("hendriks@piedpip", "name@provi-")
 * takes the first word of the next line with text in the same flow when that word finishes a
 * domain ("er.com").
 */
export function joinBrokenAddresses(lines: DocLine[]): DocLine[] {
  const result = lines.map((line) => ({ ...line }));
  for (let i = 0; i + 1 < result.length; i++) {
    const current = result[i]!;
    // Icon glyphs set on a line of their own (contact icons) do not break the address.
    const next = result.slice(i + 1).find((line) => /[\p{L}\p{N}]/u.test(line.text));
    if (!next || current.page !== next.page || current.column !== next.column) continue;
    const open = /\S+@[\p{L}\p{N}-]*$/u.exec(current.text);
    const [first = '', ...rest] = next.text.trim().split(' ');
    if (!open || !/^[\p{L}\p{N}-]*\.[\p{L}\p{N}.-]*\p{L}{2,}$/u.test(first)) continue;
    current.text = current.text.replace(/-$/, '') + first;
    next.text = rest.join(' ');
  }
  return result;
}

/** A page number on its own: "3", "2/3", "- 2 -", "Page 2 of 3", "Seite 1 von 2", "Side 2 af 3". */
const PAGE_NUMBER =
  /^[-–\s]*(?:(?:page|seite|side|página|pagina|pág\.?|p\.)\s*)?\d{1,3}\s*(?:(?:\/|of|von|af|de|sur|\|)\s*\d{1,3})?[-–\s]*$/iu;

/**
 * Page furniture: page numbers alone in the top or bottom band are dropped; a line no larger than
 * the text repeated in the same band at the same height on several pages (running head, footer
 * with the contact details, "Page 2 of 3"; digits may differ) is kept once, marked as header or
 * footer, and dropped elsewhere.
 */
export function dropRepeatedBands(pages: PageLines[]): DocLine[] {
  const keyOf = (line: DocLine, y: number): string =>
    `${Math.round(y / 4)}|${line.text.replace(/\d+/g, '#').trim()}`;
  const pagesWith = new Map<string, Set<number>>();
  for (const { lines, bands } of pages) {
    for (const line of lines) {
      const y = bands.get(line);
      if (y === undefined) continue;
      const key = keyOf(line, y);
      pagesWith.set(key, (pagesWith.get(key) ?? new Set()).add(line.page));
    }
  }
  // Running heads and footers are set no larger than the text; a big line at the same place on
  // every page is a title (a project heading on each page), not furniture.
  const bodySize = median(pages.flatMap(({ lines }) => lines.map((line) => line.size ?? 0)));
  const seen = new Set<string>();
  const result: DocLine[] = [];
  for (const { lines, bands, height } of pages) {
    for (const line of lines) {
      const y = bands.get(line);
      if (y === undefined) {
        result.push(line);
        continue;
      }
      if (PAGE_NUMBER.test(line.text)) continue;
      const key = keyOf(line, y);
      if ((pagesWith.get(key)?.size ?? 0) < 2 || (line.size ?? 0) > bodySize * 1.2) {
        result.push(line);
        continue;
      }
      if (seen.has(key)) continue;
      seen.add(key);
      result.push({ ...line, region: y > height / 2 ? 'header' : 'footer' });
    }
  }
  return result;
}
