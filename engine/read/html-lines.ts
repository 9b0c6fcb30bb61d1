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

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attrs);
  return match ? decodeEntities(match[1]!) : undefined;
}

interface OpenBlock {
  tag: string;
  title: boolean;
  /** Point size from a "size-NN" class (large directly formatted text). */
  size?: number;
}

/**
 * Turns mammoth's HTML into lines without a DOM: mammoth writes a small, regular subset (p, h1–h6,
 * ul/ol/li, table/tr/td, strong/em, a, img), so a tokenizer is enough. Every paragraph, list
 * item, heading and cell becomes its own line; text inside a table cell gets region 'table'.
 */
export function htmlToLines(html: string): { lines: DocLine[]; links: string[] } {
  const lines: DocLine[] = [];
  const links: string[] = [];
  const blocks: OpenBlock[] = [];
  let text = '';
  let boldText = '';
  let strongDepth = 0;
  let cellDepth = 0;

  const flush = (): void => {
    if (text.trim()) lines.push(lineFor(text, boldText, blocks, cellDepth > 0));
    text = '';
    boldText = '';
  };

  for (const [, closing, rawTag, attrs = '', content] of html.matchAll(TOKEN)) {
    if (content !== undefined) {
      const decoded = decodeEntities(content);
      text += decoded;
      if (strongDepth > 0) boldText += decoded;
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (tag === 'strong' || tag === 'b') strongDepth += closing ? -1 : 1;
    else if (tag === 'a' && !closing) {
      const href = attribute(attrs, 'href');
      if (href && !href.startsWith('#')) links.push(href);
    } else if (BLOCK_TAGS.has(tag)) {
      flush();
      if (tag === 'td' || tag === 'th') cellDepth += closing ? -1 : 1;
      if (tag === 'br') continue;
      if (closing) popBlock(blocks, tag);
      else blocks.push(openBlock(tag, attribute(attrs, 'class') ?? ''));
    }
  }
  flush();
  return { lines, links };
}

function openBlock(tag: string, className: string): OpenBlock {
  const size = /\bsize-(\d+)\b/.exec(className)?.[1];
  return { tag, title: /\btitle\b/.test(className), ...(size ? { size: Number(size) } : {}) };
}

function popBlock(blocks: OpenBlock[], tag: string): void {
  const index = blocks.findLastIndex((block) => block.tag === tag);
  if (index >= 0) blocks.length = index;
}

function lineFor(text: string, boldText: string, blocks: OpenBlock[], inCell: boolean): DocLine {
  const heading = blocks.findLast((block) => /^h[1-6]$/.test(block.tag));
  const line: DocLine = {
    text,
    page: 1,
    region: inCell ? 'table' : 'body',
    size: heading ? sizeOf(heading) : (blocks.findLast((block) => block.size)?.size ?? DOCX_SIZES.body),
  };
  if (heading) line.heading = true;
  if (boldText.replace(/\s/g, '') === text.replace(/\s/g, '')) line.bold = true;
  return line;
}

function sizeOf(heading: OpenBlock): number {
  if (heading.title) return DOCX_SIZES.title;
  if (heading.tag === 'h1') return DOCX_SIZES.h1;
  return heading.tag === 'h2' ? DOCX_SIZES.h2 : DOCX_SIZES.h3;
}
