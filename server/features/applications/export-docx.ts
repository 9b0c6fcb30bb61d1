import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { LetterBlock, LetterExport } from './export.ts';
import { LETTER_FONT_FAMILY, letterFonts } from './letter-fonts.ts';

/**
 * The letter as a Word document with the PDF's layout: A4, 25 mm margins, the sender block set
 * apart, paragraphs with space after them, in Source Serif 4. The font's Western European file
 * (æøåäöüßñé) travels inside the document, as Word and LibreOffice read embedded fonts; bold is
 * drawn from it by the word processor, and letters beyond it (ł, ř) come from its fallback font.
 */

/** Word measures in twentieths of a point (twips) and half-points. */
const TWIPS_PER_MM = 1440 / 25.4;
const MARGIN = Math.round(25 * TWIPS_PER_MM);
const A4 = { width: 11906, height: 16838 };
const BODY_HALF_POINTS = 22;
const SENDER_NAME_HALF_POINTS = 26;
const SENDER_HALF_POINTS = 19;
const PARAGRAPH_AFTER = 180;
const AFTER_SENDER = 440;
const LINE_SPACING = 264;
const MUTED = '57606A';

/** Lines of one block as runs separated by line breaks, so the block stays one paragraph. */
function lineRuns(lines: readonly string[], style: { bold?: boolean; size?: number; color?: string }) {
  return lines.map((text, i) => new TextRun({ text, ...style, ...(i > 0 ? { break: 1 } : {}) }));
}

function senderParagraphs(block: LetterBlock): Paragraph[] {
  const [name, ...details] = block.lines;
  return [
    new Paragraph({
      children: lineRuns([name ?? ''], { bold: true, size: SENDER_NAME_HALF_POINTS }),
      spacing: { after: 40 },
    }),
    new Paragraph({
      children: lineRuns(details, { size: SENDER_HALF_POINTS, color: MUTED }),
      spacing: { after: AFTER_SENDER },
    }),
  ];
}

function bodyParagraph(block: LetterBlock): Paragraph {
  return new Paragraph({
    children: lineRuns(block.lines, {}),
    spacing: { after: PARAGRAPH_AFTER, line: LINE_SPACING },
    // Never leave a paragraph's first or last line alone on a page.
    widowControl: true,
  });
}

/** Renders the letter; resolves with the .docx bytes. */
export function renderLetterDocx(letter: LetterExport): Promise<Buffer> {
  const children = letter.blocks.flatMap((block) =>
    block.kind === 'sender' ? senderParagraphs(block) : [bodyParagraph(block)],
  );
  const doc = new Document({
    title: letter.title,
    creator: letter.author || 'Applywise',
    description: 'Application',
    fonts: [{ name: LETTER_FONT_FAMILY, data: letterFonts().files['latin-regular'] }],
    styles: {
      default: {
        document: {
          run: {
            font: LETTER_FONT_FAMILY,
            size: BODY_HALF_POINTS,
            ...(letter.language ? { language: { value: letter.language } } : {}),
          },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: A4,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
