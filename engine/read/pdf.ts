import { getDocumentProxy } from 'unpdf';
import {
  dropRepeatedBands,
  joinBrokenAddresses,
  joinHyphenation,
  layoutPage,
  type PageLines,
  type PlacedText,
} from './pdf-layout.ts';
import { messageOf } from './errors.ts';
import { checkPdfStreams } from './pdf-streams.ts';
import { ReadError, type DocLine } from './types.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

export interface PdfContent {
  pages: number;
  lines: DocLine[];
  links: string[];
}

export interface PdfLimits {
  maxPages: number;
  /** Epoch ms after which the read gives up between pages. */
  deadline: number;
}

/**
 * PDF through pdf.js: text runs with their positions, rebuilt into lines in reading order per
 * page (columns read one after the other), plus the URI targets of link annotations.
 */
export async function readPdf(bytes: Uint8Array, limits: PdfLimits): Promise<PdfContent> {
  checkPdfStreams(bytes);
  const pdf = await openPdf(bytes);
  try {
    if (pdf.numPages > limits.maxPages) {
      throw new ReadError(
        'corrupt',
        `The PDF has ${pdf.numPages} pages; at most ${limits.maxPages} are read.`,
      );
    }
    const pages: PageLines[] = [];
    const links: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      if (Date.now() > limits.deadline) throw new ReadError('corrupt', 'Reading the PDF took too long.');
      const page = await pdf.getPage(number);
      pages.push(await pageLines(page, number));
      links.push(...(await pageLinks(page)));
    }
    return {
      pages: pdf.numPages,
      lines: joinBrokenAddresses(joinHyphenation(dropRepeatedBands(pages))),
      links,
    };
  } finally {
    await pdf.destroy();
  }
}

async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js may take over the buffer it is given, so it gets a copy; eval stays off for safety.
    return await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 });
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new ReadError('unreadable', 'The PDF is password-protected.');
    }
    throw new ReadError('corrupt', `The PDF is broken (${messageOf(error)}).`);
  }
}

async function pageLines(page: PdfPage, number: number): Promise<PageLines> {
  const content = await page.getTextContent();
  const items: PlacedText[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str) continue;
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    // The font size is the vertical scale of the text matrix (rotation-safe); width is in user space.
    const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height;
    items.push({ text: item.str, x, y, width: item.width, size });
  }
  const [, , , pageTop = 842] = page.view;
  return layoutPage(items, number, pageTop);
}

async function pageLinks(page: PdfPage): Promise<string[]> {
  const annotations = (await page.getAnnotations()) as { subtype?: string; url?: string }[];
  return annotations.flatMap((annotation) =>
    annotation.subtype === 'Link' && annotation.url ? [annotation.url] : [],
  );
}
