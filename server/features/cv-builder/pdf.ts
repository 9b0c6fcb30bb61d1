import PDFDocument from 'pdfkit';
import { AppError } from '../../errors.ts';
import type { FontFace, ImageItem, LayoutDocument, LayoutItem, TextItem } from '#domain/cv-builder/pages';
import { fontFile, fontRanges, fontRuns, SUBSETS, type Subset } from '../../infra/fonts.ts';

/**
 * Draws the layout's pages (domain/cv-builder/layout.ts, decision 020) as a PDF: every position,
 * line and page break was decided by the layout, so this only paints. Text is drawn after the
 * page's shapes and images, in the layout's order, so the text layer reads in that order and no
 * background covers a word.
 */

type Doc = InstanceType<typeof PDFDocument>;

/**
 * The layout measures a line as the sum of the glyphs' advances; any OpenType feature that moves
 * or merges glyphs (kerning, ligatures, contextual alternates) would make the drawn line wider or
 * narrower than measured, and the preview (CSS `font-kerning: none`) would no longer match.
 */
const NO_SHAPING = { kern: false, liga: false, clig: false, calt: false };
/**
 * pdfkit hands `features` to fontkit, which takes an object that switches features off; pdfkit's
 * types only know the array form (which can only switch them on), hence the cast.
 */
const TEXT_OPTIONS = {
  lineBreak: false,
  baseline: 'alphabetic',
  features: NO_SHAPING,
} as unknown as PDFKit.Mixins.TextOptions;

export type CvPdfInfo = { title: string; author: string; language: string };

const fontName = (face: FontFace, subset: Subset) => `${face.family}-${subset}-${face.weight}-${face.style}`;

function registerFonts(doc: Doc, faces: readonly FontFace[]) {
  for (const face of faces) {
    for (const subset of SUBSETS) {
      doc.registerFont(fontName(face, subset), fontFile(face.family, subset, face.weight, face.style));
    }
  }
}

/** One text item at its baseline, cut into runs by which of the face's two files has the letters. */
function drawText(doc: Doc, item: TextItem) {
  let x = item.x;
  doc.fillColor(item.color).fontSize(item.size);
  for (const run of fontRuns(item.text, fontRanges(item.font.family))) {
    doc.font(fontName(item.font, run.subset));
    doc.text(run.text, x, item.y, TEXT_OPTIONS);
    x += doc.widthOfString(run.text, TEXT_OPTIONS);
  }
  if (item.link) {
    // The clickable area covers the glyphs from ascender to descender around the baseline.
    doc.link(item.x, item.y - item.size * 0.8, item.width, item.size, item.link);
  }
}

const DATA_URL = /^data:image\/(?:jpeg|png);base64,([A-Za-z0-9+/]+=*)$/;

function drawImage(doc: Doc, item: ImageItem) {
  const data = DATA_URL.exec(item.src)?.[1];
  if (!data) return;
  doc.save();
  if (item.round) {
    const r = Math.min(item.width, item.height) / 2;
    doc.circle(item.x + item.width / 2, item.y + item.height / 2, r).clip();
  }
  try {
    doc.image(Buffer.from(data, 'base64'), item.x, item.y, {
      cover: [item.width, item.height],
      align: 'center',
      valign: 'center',
    });
  } catch {
    // The header bytes passed validation but the image itself cannot be decoded (truncated, corrupt).
    throw new AppError(
      'VALIDATION_FAILED',
      'The photo could not be read. Choose another JPEG or PNG image.',
      {
        photo: 'The photo could not be read.',
      },
    );
  }
  doc.restore();
}

function drawShape(doc: Doc, item: Exclude<LayoutItem, TextItem>) {
  switch (item.kind) {
    case 'rect':
      (item.radius
        ? doc.roundedRect(item.x, item.y, item.width, item.height, item.radius)
        : doc.rect(item.x, item.y, item.width, item.height)
      ).fill(item.color);
      return;
    case 'line':
      doc
        .moveTo(item.x1, item.y1)
        .lineTo(item.x2, item.y2)
        .lineWidth(item.thickness)
        .strokeColor(item.color)
        .stroke();
      return;
    case 'circle':
      doc.circle(item.cx, item.cy, item.r).fill(item.color);
      return;
    case 'image':
      drawImage(doc, item);
      return;
  }
}

/** Renders the laid-out CV; resolves with the PDF's bytes. */
export function renderCvPdf(layout: LayoutDocument, info: CvPdfInfo): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    displayTitle: true,
    lang: info.language,
    info: { Title: info.title, Author: info.author, Subject: 'CV', Creator: 'Applywise' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc, layout.fonts);
  for (const page of layout.pages) {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    for (const item of page.items) if (item.kind !== 'text') drawShape(doc, item);
    for (const item of page.items) if (item.kind === 'text') drawText(doc, item);
  }
  doc.end();
  return done;
}
