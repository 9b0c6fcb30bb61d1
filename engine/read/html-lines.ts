import type { DocLine } from './types.ts';

/** Size hints for the parser (it looks for the largest text at the top to find the name). */
export const DOCX_SIZES = { title: 28, h1: 16, h2: 14, h3: 12, body: 11 } as const;

const BLOCK_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'td',
  'th',
  'blockquote',
  'div',
  'br',
  'dl',
  'dt',
  'dd',
]);
const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** An attribute's decoded value from a tag's attribute text (HTML, or XML with its prefix). */
export function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attrs);
  return match ? decodeEntities(match[1]!) : undefined;
}

/** A block the text sits in; headings carry their level, containers their region. */
export interface OpenBlock {
  tag: string;
  title?: boolean;
  /** Point size, when the source gives one (large direct formatting, ODT/RTF font sizes). */
  size?: number;
  /** A heading (h1–h6, or a heading paragraph of ODT/RTF). */
  heading?: boolean;
  /** The container lines inside it come from. */
  region?: 'table' | 'textbox';
}

/**
 * Builds lines from a stream of blocks and text: every paragraph, list item, heading and cell
 * becomes its own line (a line break ends one too). Shared by every reader that walks a
 * document's markup (mammoth's HTML, DOCX header parts, ODT, RTF), so a line is bold, sized and
 * placed the same way whatever the format.
 */
export class LineBuilder {
  readonly lines: DocLine[] = [];
  readonly links: string[] = [];
  private readonly blocks: OpenBlock[] = [];
  private text = '';
  private boldText = '';

  /** `region` is where the whole stream comes from; page headers and footers keep theirs. */
  constructor(private readonly region: NonNullable<DocLine['region']> = 'body') {}

  add(text: string, bold = false): void {
    this.text += text;
    if (bold) this.boldText += text;
  }

  link(href: string | undefined): void {
    if (href && !href.startsWith('#')) this.links.push(href);
  }

  /** Ends the current line (a paragraph end or a line break). */
  flush(): void {
    if (this.text.trim()) this.lines.push(this.lineFor());
    this.text = '';
    this.boldText = '';
  }

  open(block: OpenBlock): void {
    this.flush();
    this.blocks.push(block);
  }

  /** Closes the innermost open block with this tag and every block opened inside it. */
  close(tag: string): void {
    this.flush();
    const index = this.blocks.findLastIndex((block) => block.tag === tag);
    if (index >= 0) this.blocks.length = index;
  }

  private lineFor(): DocLine {
    const blocks = this.blocks;
    const heading = blocks.findLast((block) => block.heading);
    const container = blocks.findLast((block) => block.region)?.region;
    const line: DocLine = {
      text: this.text,
      page: 1,
      region: this.region === 'body' ? (container ?? 'body') : this.region,
      size: heading ? sizeOf(heading) : (blocks.findLast((block) => block.size)?.size ?? DOCX_SIZES.body),
    };
    if (heading) line.heading = true;
    if (this.boldText.replace(/\s/g, '') === this.text.replace(/\s/g, '')) line.bold = true;
    return line;
  }
}

/** A run of text with its boldness, or a line break inside a paragraph. */
export type Run = { text: string; bold: boolean } | 'break';

/**
 * Writes one paragraph whose runs were collected first (its style, or its largest run, is known
 * only at its end). Readers of nested markup (a text box inside a paragraph) keep a stack of such
 * paragraphs, so an inner one becomes its own line instead of splitting the outer one.
 */
export function writeParagraph(builder: LineBuilder, block: OpenBlock, runs: readonly Run[]): void {
  builder.open(block);
  for (const run of runs) {
    if (run === 'break') builder.flush();
    else builder.add(run.text, run.bold);
  }
  builder.close(block.tag);
}

/**
 * Turns mammoth's HTML into lines without a DOM: mammoth writes a small, regular subset (p, h1–h6,
 * ul/ol/li, table/tr/td, strong/em, a, img), so a tokenizer is enough. Text inside a table cell
 * gets region 'table'.
 */
export function htmlToLines(html: string): { lines: DocLine[]; links: string[] } {
  const builder = new LineBuilder();
  let strongDepth = 0;
  for (const [, closing, rawTag, attrs = '', content] of html.matchAll(TOKEN)) {
    if (content !== undefined) {
      builder.add(decodeEntities(content), strongDepth > 0);
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (tag === 'strong' || tag === 'b') strongDepth += closing ? -1 : 1;
    else if (tag === 'a' && !closing) builder.link(attribute(attrs, 'href'));
    else if (tag === 'br') builder.flush();
    else if (BLOCK_TAGS.has(tag)) {
      if (closing) builder.close(tag);
      else builder.open(htmlBlock(tag, attribute(attrs, 'class') ?? ''));
    }
  }
  builder.flush();
  return { lines: builder.lines, links: builder.links };
}

function htmlBlock(tag: string, className: string): OpenBlock {
  const size = /\bsize-(\d+)\b/.exec(className)?.[1];
  const block: OpenBlock = { tag, title: /\btitle\b/.test(className) };
  if (size) block.size = Number(size);
  if (/^h[1-6]$/.test(tag)) block.heading = true;
  if (tag === 'td' || tag === 'th') block.region = 'table';
  return block;
}

/** A heading's own size when the source gave one, else the DOCX size hint for its level. */
function sizeOf(heading: OpenBlock): number {
  if (heading.size) return heading.size;
  if (heading.title) return DOCX_SIZES.title;
  if (heading.tag === 'h1') return DOCX_SIZES.h1;
  return heading.tag === 'h2' ? DOCX_SIZES.h2 : DOCX_SIZES.h3;
}
