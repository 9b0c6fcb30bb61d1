import {
  PDFDocument,
  PDFString,
  StandardFonts,
  rgb,
  setCharacterSpacing,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import type { FixtureBlock, FixtureDoc } from './fixture-types.ts';

const PAGE = { width: 595, height: 842 } as const; // A4 in points
const MARGIN = 50;
const SIDEBAR_WIDTH = 170;
const GUTTER = 30;
const HEADER_SIZE = 8;
const SIZES = { name: 22, heading: 13, body: 10 } as const;
const BLUE = rgb(0.1, 0.3, 0.7);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * A typical exported CV PDF: Helvetica (WinAnsi covers æøåäöüßñéè), word-wrapped, as many pages
 * as the text needs, header lines on every page, an optional sidebar as a narrow left column
 * (so a naive top-to-bottom read interleaves it with the main column), URI link annotations.
 */
export async function buildPdf(doc: FixtureDoc): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const top = PAGE.height - MARGIN - (doc.header?.length ? 12 * doc.header.length + 10 : 0);
  const pages = new PageStack(pdf, top, (page) => drawHeader(page, doc.header ?? [], fonts));
  const contentWidth = PAGE.width - 2 * MARGIN;
  if (doc.sidebar) {
    new Column(pages, fonts, MARGIN, SIDEBAR_WIDTH).write(doc.sidebar);
    const mainX = MARGIN + SIDEBAR_WIDTH + GUTTER;
    new Column(pages, fonts, mainX, contentWidth - SIDEBAR_WIDTH - GUTTER).write(doc.main);
  } else {
    new Column(pages, fonts, MARGIN, contentWidth).write(doc.main);
  }
  return pdf.save();
}

function drawHeader(page: PDFPage, lines: string[], fonts: Fonts): void {
  lines.forEach((line, i) => {
    const y = PAGE.height - MARGIN + 10 - i * 12;
    page.drawText(line, { x: MARGIN, y, size: HEADER_SIZE, font: fonts.regular });
  });
}

/** Pages shared by the columns: each column flows onto the next page, created on first use. */
class PageStack {
  private readonly pages: PDFPage[] = [];
  constructor(
    private readonly pdf: PDFDocument,
    readonly top: number,
    private readonly decorate: (page: PDFPage) => void,
  ) {}

  get(index: number): PDFPage {
    while (this.pages.length <= index) {
      const page = this.pdf.addPage([PAGE.width, PAGE.height]);
      this.decorate(page);
      this.pages.push(page);
    }
    return this.pages[index]!;
  }
}

interface TextStyle {
  size: number;
  bold?: boolean;
  url?: string;
  indent?: number;
}

/** Writes blocks top to bottom inside one column, wrapping words and breaking pages. */
class Column {
  private pageIndex = 0;
  private y: number;

  constructor(
    private readonly pages: PageStack,
    private readonly fonts: Fonts,
    private readonly x: number,
    private readonly width: number,
  ) {
    this.y = pages.top;
  }

  write(blocks: FixtureBlock[]): void {
    for (const block of blocks) this.block(block);
  }

  private block(block: FixtureBlock): void {
    switch (block.kind) {
      case 'name':
        return this.paragraph(block.text, { size: SIZES.name, bold: true }, 8);
      case 'heading':
        return this.paragraph(block.text, { size: SIZES.heading, bold: true }, 4, 10);
      case 'para':
        return this.paragraph(block.text, { size: SIZES.body, bold: block.bold });
      case 'link':
        return this.paragraph(block.text, { size: SIZES.body, url: block.url });
      case 'bullets':
        for (const item of block.items) this.paragraph(`• ${item}`, { size: SIZES.body, indent: 8 });
        return;
      case 'table':
        for (const row of block.rows) this.tableRow(row);
        return;
    }
  }

  private paragraph(text: string, style: TextStyle, spaceAfter = 2, spaceBefore = 0): void {
    this.y -= spaceBefore;
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const indent = style.indent ?? 0;
    for (const line of wrap(text, font, style.size, this.width - indent)) {
      const page = this.nextLine(style.size);
      const x = this.x + indent;
      page.drawText(line, { x, y: this.y, size: style.size, font, color: style.url ? BLUE : undefined });
      const right = x + font.widthOfTextAtSize(line, style.size);
      if (style.url) addLink(page, style.url, [x, this.y - 2, right, this.y + style.size]);
    }
    this.y -= spaceAfter;
  }

  /** Cells side by side in equal widths, each wrapped inside its width; the row is as tall as its tallest cell. */
  private tableRow(cells: string[]): void {
    const cellWidth = this.width / Math.max(cells.length, 1);
    const wrapped = cells.map((cell) => wrap(cell, this.fonts.regular, SIZES.body, cellWidth - 6));
    const height = Math.max(1, ...wrapped.map((lines) => lines.length));
    for (let row = 0; row < height; row++) {
      const page = this.nextLine(SIZES.body);
      wrapped.forEach((lines, i) => {
        const text = lines[row];
        const x = this.x + i * cellWidth;
        if (text) page.drawText(text, { x, y: this.y, size: SIZES.body, font: this.fonts.regular });
      });
    }
    this.y -= 2;
  }

  /** Moves down one line of this size, onto the next page when the bottom margin is reached. */
  private nextLine(size: number): PDFPage {
    this.y -= size * 1.25;
    if (this.y < MARGIN) {
      this.pageIndex += 1;
      this.y = this.pages.top - size * 1.25;
    }
    return this.pages.get(this.pageIndex);
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function addLink(page: PDFPage, url: string, rect: [number, number, number, number]): void {
  const context = page.doc.context;
  const annotation = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  page.node.addAnnot(annotation);
}

/** One run of text placed by hand: baseline at (x, y) from the bottom left, in points. */
export interface PlacedRun {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
  /** Extra space after every glyph (PDF Tc), as CSS letter-spacing writes it. */
  letterSpacing?: number;
  /** Draw each glyph as its own text object at its own position (how some HTML printers write). */
  perGlyph?: boolean;
}

/**
 * A PDF whose runs sit exactly where the test puts them, one array of runs per page: for reading
 * order tests (columns, sidebars, label columns, page furniture, letter-spaced headings).
 */
export async function buildPlacedPdf(pages: PlacedRun[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  for (const runs of pages) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    for (const run of runs) drawRun(page, run, run.bold ? fonts.bold : fonts.regular);
  }
  return pdf.save();
}

function drawRun(page: PDFPage, run: PlacedRun, font: PDFFont): void {
  const size = run.size ?? SIZES.body;
  const spacing = run.letterSpacing ?? 0;
  if (!run.perGlyph) {
    if (spacing) page.pushOperators(setCharacterSpacing(spacing));
    page.drawText(run.text, { x: run.x, y: run.y, size, font });
    if (spacing) page.pushOperators(setCharacterSpacing(0));
    return;
  }
  let x = run.x;
  for (const glyph of run.text) {
    if (glyph !== ' ') page.drawText(glyph, { x, y: run.y, size, font });
    x += font.widthOfTextAtSize(glyph, size) + spacing;
  }
}
