import WordExtractor from 'word-extractor';
import { textToLines } from './text.ts';
import { ReadError, type DocLine } from './types.ts';

/** The stream every Word 97–2003 file has, as its directory entry name (UTF-16LE) stores it. */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/** An OLE compound file holds Excel, PowerPoint, MSI… too; only Word has a WordDocument stream. */
export function isWordCompoundFile(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM_NAME);
}

/**
 * Word 97–2003 through word-extractor: headers first, then body, text boxes and footers.
 * The format's hyperlink targets are not exposed, so links are left to the visible text.
 */
export async function readDoc(bytes: Uint8Array): Promise<DocLine[]> {
  if (!isWordCompoundFile(bytes)) {
    throw new ReadError('unsupported-type', 'The file is an Office compound file but not a Word document.');
  }
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const doc = await new WordExtractor().extract(buffer);
  return [
    ...textToLines(doc.getHeaders({ includeFooters: false }), 'header'),
    ...textToLines(doc.getBody(), 'body'),
    ...textToLines(doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }), 'textbox'),
    ...textToLines(doc.getFooters(), 'footer'),
  ];
}
