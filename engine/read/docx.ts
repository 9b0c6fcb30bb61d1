import mammoth from 'mammoth';
import { htmlToLines } from './html-lines.ts';
import {
  HEADER_PART,
  LARGE_TEXT,
  paragraphStyleKinds,
  readHeaderPart,
  relsPathFor,
  STYLES_PART,
} from './ooxml-parts.ts';
import { mergeVariants, pageMarginLines } from './text.ts';
import { ReadError, type DocLine } from './types.ts';
import { readZipSafely } from './zip.ts';

const DOCUMENT_PART = 'word/document.xml';
const LARGE_STYLE_PREFIX = 'applywise-size-';

/**
 * Keeps Word's Title as a heading the line builder can tell apart (class "title": the name in
 * most CVs) and Subtitle as a heading; mammoth's default map already covers Heading 1–6 by style
 * id and by name (case-insensitive), so localized style ids are matched by their English name.
 * Paragraphs marked by `markLargeText` keep their point size as a class ("size-24").
 */
const STYLE_MAP = [
  "p[style-name='Title'] => h1.title:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
  ...Array.from({ length: LARGE_TEXT.max - LARGE_TEXT.min + 1 }, (_, i) => {
    const size = LARGE_TEXT.min + i;
    return `p[style-name='${LARGE_STYLE_PREFIX}${size}'] => p.size-${size}:fresh`;
  }),
];

/** Images are never inflated or inlined: the reader only wants text. */
const SKIP_IMAGES = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

export interface DocxContent {
  lines: DocLine[];
  links: string[];
}

/**
 * DOCX: the zip guard first (central directory limits, sizes checked while inflating), then
 * mammoth for the body (headings, lists, tables, text boxes) and the header/footer parts read
 * directly, since mammoth skips them and contact details often live there.
 */
export async function readDocx(bytes: Uint8Array): Promise<DocxContent> {
  const parts = await readZipSafely(
    bytes,
    (name) => name === DOCUMENT_PART || name === STYLES_PART || isHeaderPartOrRels(name),
  );
  if (!parts.has(DOCUMENT_PART)) {
    throw new ReadError(
      'corrupt',
      'The file is a zip archive but not a Word document (no word/document.xml).',
    );
  }
  const body = await convertBody(bytes);
  const headers = readHeaderParts(parts, 'header');
  const footers = readHeaderParts(parts, 'footer');
  return {
    lines: [...headers.lines, ...body.lines, ...footers.lines],
    links: [...headers.links, ...body.links, ...footers.links],
  };
}

function isHeaderPartOrRels(name: string): boolean {
  return HEADER_PART.test(name) || HEADER_PART.test(name.replace('/_rels/', '/').replace(/\.rels$/, ''));
}

async function convertBody(bytes: Uint8Array): Promise<DocxContent> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const result = await mammoth.convertToHtml(
    { buffer },
    {
      styleMap: STYLE_MAP,
      convertImage: SKIP_IMAGES,
      externalFileAccess: false,
      transformDocument: markLargeText,
    },
  );
  return htmlToLines(result.value);
}

/** The part of mammoth's document tree this module looks at. */
interface MammothElement {
  type: string;
  children?: MammothElement[];
  styleName?: string | null;
  fontSize?: number | null;
}

/**
 * Many CVs set the name in "Normal" style with a large direct font size, which HTML would lose;
 * such unstyled paragraphs get a pseudo style carrying their largest run size (see STYLE_MAP).
 */
function markLargeText(element: MammothElement): MammothElement {
  const marked = element.children ? { ...element, children: element.children.map(markLargeText) } : element;
  if (element.type !== 'paragraph' || element.styleName) return marked;
  const size = Math.round(largestRunSize(element));
  if (size < LARGE_TEXT.min) return marked;
  return { ...marked, styleName: `${LARGE_STYLE_PREFIX}${Math.min(size, LARGE_TEXT.max)}` };
}

function largestRunSize(element: MammothElement): number {
  const own = element.type === 'run' ? (element.fontSize ?? 0) : 0;
  return Math.max(own, ...(element.children ?? []).map(largestRunSize));
}

/** Header (or footer) parts in numeric order, each a variant (default, first page, even pages). */
function readHeaderParts(parts: Map<string, Buffer>, region: 'header' | 'footer'): DocxContent {
  const names = [...parts.keys()]
    .filter((name) => HEADER_PART.exec(name)?.[1] === region)
    .sort((a, b) => partNumber(a) - partNumber(b));
  const styles = paragraphStyleKinds(parts.get(STYLES_PART)?.toString('utf8'));
  const read = names.map((name) =>
    readHeaderPart(parts.get(name)!.toString('utf8'), parts.get(relsPathFor(name))?.toString('utf8'), styles),
  );
  return {
    lines: pageMarginLines(mergeVariants(read.map((part) => part.lines)), region),
    links: read.flatMap((part) => part.links),
  };
}

function partNumber(name: string): number {
  return Number(HEADER_PART.exec(name)?.[2] || 0);
}
