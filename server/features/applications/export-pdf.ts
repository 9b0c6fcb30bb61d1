import PDFDocument from 'pdfkit';
import type { LetterBlock, LetterExport } from './export.ts';
import { fontRuns, letterFonts, type Weight } from './letter-fonts.ts';

/**
 * The letter as an A4 PDF set in Source Serif 4 (embedded, subset by pdfkit). pdfkit draws a run in
 * one font, so each line is cut into runs by which of the face's two files covers the character.
 */

const MM = 72 / 25.4;
const MARGIN = 25 * MM;

const BODY_SIZE = 11;
const SENDER_NAME_SIZE = 13;
const SENDER_SIZE = 9.5;
const LINE_GAP = 2.5;
const PARAGRAPH_GAP = 9;
const AFTER_SENDER_GAP = 22;
const FOOTER_SIZE = 8.5;
const INK = '#1f2328';
const MUTED = '#57606a';

type Doc = InstanceType<typeof PDFDocument>;

/** One line of text (wrapped by pdfkit), switching fonts between runs without breaking the flow. */
function writeLine(doc: Doc, text: string, weight: Weight, size: number) {
  const runs = fontRuns(text, letterFonts().ranges);
  runs.forEach((run, i) => {
    doc
      .font(`${run.subset}-${weight}`)
      .fontSize(size)
      .text(run.text, { lineGap: LINE_GAP, continued: i < runs.length - 1 });
  });
}

function writeSender(doc: Doc, block: LetterBlock) {
  const [name, ...details] = block.lines;
  doc.fillColor(INK);
  writeLine(doc, name ?? '', 'bold', SENDER_NAME_SIZE);
  doc.fillColor(MUTED);
  for (const line of details) writeLine(doc, line, 'regular', SENDER_SIZE);
  doc.fillColor(INK);
  doc.y += AFTER_SENDER_GAP;
}

function writeParagraph(doc: Doc, block: LetterBlock) {
  // A paragraph that would start on the page's last line begins on the next page instead.
  if (doc.y + 2 * doc.currentLineHeight(true) > doc.page.height - doc.page.margins.bottom) doc.addPage();
  for (const line of block.lines) writeLine(doc, line, 'regular', BODY_SIZE);
  doc.y += PARAGRAPH_GAP;
}

/** "1 / 2" centred in the bottom margin of every page, only when the letter runs over one page. */
function numberPages(doc: Doc) {
  const { start, count } = doc.bufferedPageRange();
  if (count < 2) return;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing inside the margin would make pdfkit open a new page; lift the margin meanwhile.
    doc.page.margins.bottom = 0;
    doc
      .font('latin-regular')
      .fontSize(FOOTER_SIZE)
      .fillColor(MUTED)
      .text(`${i + 1} / ${count}`, MARGIN, doc.page.height - bottom / 2, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** Renders the letter; resolves with the PDF's bytes. */
export function renderLetterPdf(letter: LetterExport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    displayTitle: true,
    ...(letter.language ? { lang: letter.language } : {}),
    info: { Title: letter.title, Author: letter.author, Subject: 'Application', Creator: 'Applywise' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, bytes] of Object.entries(letterFonts().files)) doc.registerFont(name, bytes);
  doc.fillColor(INK);
  for (const block of letter.blocks) {
    if (block.kind === 'sender') writeSender(doc, block);
    else writeParagraph(doc, block);
  }
  numberPages(doc);
  doc.end();
  return done;
}
