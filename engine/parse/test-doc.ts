/**
 * Test helper: a ReadDocument from plain text, as the reader would produce it. Markup at the start
 * of a line sets layout hints the way PDFs and DOCX files carry them:
 * - `!! ` large text (22 pt, bold): the name in a designed CV
 * - `## ` a heading (13 pt, bold, heading flag)
 * - `** ` bold body text
 * - `^^ ` a page-header line (region header, 8 pt)
 * Other lines are 10 pt body text when `sized` is true (PDF-like), unsized otherwise (DOCX/TXT).
 */
import type { DocLine, ReadDocument } from '#engine/read/types';

const MARKUP: ReadonlyArray<readonly [string, Partial<DocLine>]> = [
  ['!! ', { size: 22, bold: true }],
  ['## ', { size: 13, bold: true, heading: true }],
  ['** ', { bold: true }],
  ['^^ ', { region: 'header', size: 8 }],
];

export function linesFrom(text: string, hints: { sized?: boolean; page?: number } = {}): DocLine[] {
  return text
    .split('\n')
    .map((raw) => raw.trim())
    .filter(Boolean)
    .map((raw) => {
      const [prefix, style] = MARKUP.find(([p]) => raw.startsWith(p)) ?? ['', {}];
      const base: DocLine = { text: raw.slice(prefix.length), page: hints.page ?? 1 };
      if (hints.sized) base.size = 10;
      return { ...base, ...style };
    });
}

export function docFrom(
  text: string,
  options: { sized?: boolean; links?: string[]; format?: ReadDocument['format'] } = {},
): ReadDocument {
  const lines = linesFrom(text, { sized: options.sized });
  return {
    format: options.format ?? 'pdf',
    pages: 1,
    lines,
    links: options.links ?? [],
    text: lines.map((l) => l.text).join('\n'),
  };
}
