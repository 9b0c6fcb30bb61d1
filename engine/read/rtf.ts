import { LineBuilder, writeParagraph, type OpenBlock, type Run } from './html-lines.ts';
import { mergeVariants, pageMarginLines } from './text.ts';
import { ReadError, type DocLine } from './types.ts';

/**
 * RTF to lines. No maintained npm package reads RTF to text on a server (rtf.js renders into a
 * browser DOM, rtf-stream-parser only unwraps HTML/text encapsulated by Outlook, rtf-parser is a
 * stale stream parser), so this is a compact reader of the RTF 1.9 syntax: groups, control words,
 * destinations. It keeps the text a reader sees (body, page headers and footers, table cells,
 * text boxes, hyperlink results), skips the rest (font and colour tables, styles, document info,
 * pictures, objects' data, list labels, field instructions), and decodes \'hh bytes in the code
 * page of the document or font and \uN characters with their \ucN fallbacks skipped.
 */

/** RTF's default font size (half-points), when a document sets none. */
const DEFAULT_HALF_POINTS = 24;
/** Deeper nesting than this is not written by any word processor: a crafted file. */
const MAX_DEPTH = 512;
/** A control word: letters, an optional signed number, and a space that only delimits it. */
const CONTROL_WORD = /\\([a-zA-Z]{1,32})(-?\d{1,10})? ?/y;
/** How often (in tokens) the reader looks at the clock. */
const CLOCK_EVERY = 1 << 16;

/** Destinations whose text is not on the page. */
const SKIPPED = new Set([
  'fonttbl', // read for its code pages only, see `font`
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'objdata',
  'listtable',
  'listoverridetable',
  'listtext', // the rendered bullet or number of a list item: no reader keeps list labels
  'pntext',
  'revtbl',
  'rsidtbl',
  'filetbl',
  'footnote',
  'annotation',
  'xe',
  'tc',
  'sp', // a shape's properties (inside \shpinst, whose \shptxt is read)
  'shprslt', // the shape again, drawn for readers that cannot read \shpinst: read once
  'nonshppict',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'xmlnstbl',
  'mmathPr',
  'generator',
  'pgdsctbl',
]);
/** Destinations read for their text although they are marked \* (optional). */
const READ_OPTIONAL = new Set(['shpinst', 'shptxt', 'fldinst']);
const HEADERS = new Set(['header', 'headerl', 'headerr', 'headerf']);
const FOOTERS = new Set(['footer', 'footerl', 'footerr', 'footerf']);

const SYMBOL_WORDS: Record<string, string> = {
  tab: ' ',
  emdash: '—',
  endash: '–',
  bullet: '•',
  lquote: '‘',
  rquote: '’',
  ldblquote: '“',
  rdblquote: '”',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
  zwj: '',
  zwnj: '',
};
const SYMBOLS: Record<string, string> = { '~': '\u00A0', _: '-', '-': '', '{': '{', '}': '}', '\\': '\\' };

/** Windows font charsets (\fcharsetN) → code page. */
const CHARSET_CODEPAGES: Record<number, number> = {
  77: 10000,
  128: 932,
  129: 949,
  134: 936,
  136: 950,
  161: 1253,
  162: 1254,
  163: 1258,
  177: 1255,
  178: 1256,
  186: 1257,
  204: 1251,
  222: 874,
  238: 1250,
};

type Region = 'body' | 'header' | 'footer';

interface State {
  /** Text here is not on the page. */
  skip: boolean;
  /** Collecting a field instruction (for its HYPERLINK target). */
  instruction: boolean;
  region: Region;
  uc: number;
  bold: boolean;
  halfPoints: number;
  codepage: number | undefined;
  /** Inside \fonttbl: the font being declared. */
  fontTable: boolean;
  /** Hidden (\v) or tracked-deleted (\deleted) text, which the page does not show. */
  hidden: boolean;
}

interface Paragraph {
  runs: Run[];
  halfPoints: number;
  heading: boolean;
  inTable: boolean;
}

export function readRtf(bytes: Uint8Array, deadline = Infinity): { lines: DocLine[]; links: string[] } {
  return new RtfReader(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'),
    deadline,
  ).read();
}

class RtfReader {
  private at = 0;
  private state: State = {
    skip: false,
    instruction: false,
    region: 'body',
    uc: 1,
    bold: false,
    halfPoints: DEFAULT_HALF_POINTS,
    codepage: undefined,
    fontTable: false,
    hidden: false,
  };
  private readonly stack: State[] = [];
  /** The group just opened; its first control word may make it a destination. */
  private groupStart = false;
  private optional = false;
  private documentCodepage = 1252;
  private readonly fontCodepages = new Map<number, number>();
  private declaringFont = 0;
  private defaultFont: number | undefined;
  /** \'hh bytes waiting to be decoded together (a double-byte character spans two). */
  private pending: number[] = [];
  /** Fallback characters of a \uN still to skip. */
  private skipFallback = 0;
  private instructionText = '';
  private readonly builders: Record<Region, LineBuilder> = {
    body: new LineBuilder(),
    header: new LineBuilder(),
    footer: new LineBuilder(),
  };
  private readonly variants: Record<'header' | 'footer', DocLine[][]> = { header: [], footer: [] };
  private readonly paragraphs: Record<Region, Paragraph> = {
    body: newParagraph(),
    header: newParagraph(),
    footer: newParagraph(),
  };

  constructor(
    private readonly source: string,
    private readonly deadline: number,
  ) {}

  read(): { lines: DocLine[]; links: string[] } {
    let tokens = 0;
    while (this.at < this.source.length) {
      if (++tokens % CLOCK_EVERY === 0 && Date.now() > this.deadline) {
        throw new ReadError('corrupt', 'Reading the document took too long.');
      }
      const char = this.source[this.at]!;
      if (char === '{') this.openGroup();
      else if (char === '}') this.closeGroup();
      else if (char === '\\') {
        this.readControl();
        continue;
      } else if (char !== '\r' && char !== '\n') this.addChar(char);
      this.at++;
    }
    this.endParagraph('body', false);
    this.builders.body.flush();
    this.endVariant('header');
    this.endVariant('footer');
    const { header, body, footer } = this.builders;
    return {
      lines: [
        ...pageMarginLines(mergeVariants(this.variants.header), 'header'),
        ...body.lines,
        ...pageMarginLines(mergeVariants(this.variants.footer), 'footer'),
      ],
      links: [...header.links, ...body.links, ...footer.links],
    };
  }

  /** Ends a \header… or \footer… group: its lines are one variant (first page, left, right…). */
  private endVariant(region: 'header' | 'footer'): void {
    this.endParagraph(region, false);
    this.builders[region].flush();
    const lines = this.builders[region].lines.splice(0);
    if (lines.length) this.variants[region].push(lines);
  }

  private openGroup(): void {
    this.flushPending();
    this.skipFallback = 0;
    if (this.stack.length >= MAX_DEPTH)
      throw new ReadError('corrupt', 'The RTF groups are nested too deeply.');
    this.stack.push(this.state);
    this.state = { ...this.state };
    this.groupStart = true;
    this.optional = false;
  }

  private closeGroup(): void {
    this.flushPending();
    this.skipFallback = 0;
    if (this.state.instruction && !this.stack.at(-1)?.instruction) {
      this.builders[this.state.region].link(/HYPERLINK\s+"([^"]+)"/.exec(this.instructionText)?.[1]);
      this.instructionText = '';
    }
    const closed = this.state;
    this.state = this.stack.pop() ?? this.state;
    if (closed.region !== 'body' && this.state.region !== closed.region) this.endVariant(closed.region);
    this.groupStart = false;
  }

  private readControl(): void {
    CONTROL_WORD.lastIndex = this.at;
    const word = CONTROL_WORD.exec(this.source);
    if (!word) {
      this.readSymbol(this.source[this.at + 1] ?? '');
      return;
    }
    this.at += word[0].length;
    const [, name = '', digits] = word;
    const param = digits === undefined ? undefined : Number(digits);
    const first = this.groupStart;
    this.groupStart = false;
    if (name === 'bin') {
      this.at += Math.max(param ?? 0, 0); // raw binary data, never text
      return;
    }
    if (name === 'u') {
      this.flushPending();
      if (param !== undefined) this.addText(String.fromCharCode(param < 0 ? param + 65536 : param));
      this.skipFallback = this.state.uc;
      return;
    }
    if (this.skipFallback > 0) {
      this.skipFallback--;
      return;
    }
    this.flushPending();
    if (first) this.destination(name);
    this.controlWord(name, param);
  }

  private readSymbol(symbol: string): void {
    this.at += 2;
    if (symbol === "'") {
      const byte = parseInt(this.source.slice(this.at, this.at + 2), 16);
      this.at += 2;
      if (this.skipFallback > 0) this.skipFallback--;
      else if (Number.isFinite(byte)) this.pending.push(byte);
      return;
    }
    if (this.skipFallback > 0) {
      this.skipFallback--;
      return;
    }
    this.flushPending();
    if (symbol === '*') {
      this.optional = true;
      return; // groupStart stays: the next word names the destination
    }
    this.groupStart = false;
    if (symbol === '\n' || symbol === '\r') this.endParagraph(this.state.region, false);
    else if (symbol in SYMBOLS) this.addText(SYMBOLS[symbol]!);
  }

  /** The first word of a group: a destination to skip, to read, or an ordinary formatting word. */
  private destination(name: string): void {
    if (name === 'fonttbl') this.state.fontTable = true;
    if (HEADERS.has(name)) this.state.region = 'header';
    else if (FOOTERS.has(name)) this.state.region = 'footer';
    if (name === 'fldinst') {
      this.state.instruction = true;
      this.state.skip = true;
    } else if (SKIPPED.has(name) || (this.optional && !READ_OPTIONAL.has(name))) this.state.skip = true;
  }

  private controlWord(name: string, param: number | undefined): void {
    const state = this.state;
    if (state.fontTable) {
      if (name === 'f') this.declaringFont = param ?? 0;
      else if (name === 'fcharset' && param !== undefined && CHARSET_CODEPAGES[param]) {
        this.fontCodepages.set(this.declaringFont, CHARSET_CODEPAGES[param]);
      }
      return;
    }
    const paragraph = this.paragraphs[state.region];
    switch (name) {
      case 'ansicpg':
        if (param) this.documentCodepage = param;
        return;
      case 'mac':
        this.documentCodepage = 10000;
        return;
      case 'deff':
        this.defaultFont = param;
        return;
      case 'f':
        state.codepage = this.fontCodepages.get(param ?? 0);
        return;
      case 'uc':
        state.uc = Math.max(param ?? 1, 0);
        return;
      case 'b':
        state.bold = param !== 0;
        return;
      case 'fs':
        state.halfPoints = param || DEFAULT_HALF_POINTS;
        return;
      case 'v':
      case 'deleted':
        state.hidden = param !== 0;
        return;
      case 'plain':
        state.hidden = false;
        state.bold = false;
        state.halfPoints = DEFAULT_HALF_POINTS;
        return;
      case 'pard':
        paragraph.heading = false;
        paragraph.inTable = false;
        return;
      case 'outlinelevel':
        // Word writes a heading style's level into each heading paragraph; 9 means body text.
        paragraph.heading = (param ?? 0) < 9;
        return;
      case 'intbl':
        paragraph.inTable = true;
        return;
      case 'par':
      case 'sect':
      case 'page':
        if (!state.skip) this.endParagraph(state.region, false);
        return;
      case 'cell':
      case 'nestcell':
        if (!state.skip) this.endParagraph(state.region, true);
        return;
      case 'line':
        if (!state.skip) paragraph.runs.push('break');
        return;
    }
    if (name in SYMBOL_WORDS) this.addText(SYMBOL_WORDS[name]!);
  }

  private addChar(char: string): void {
    if (this.skipFallback > 0) {
      this.skipFallback--;
      return;
    }
    this.groupStart = false;
    const code = char.charCodeAt(0);
    if (code >= 0x80)
      this.pending.push(code); // a raw byte in the document's code page
    else {
      this.flushPending();
      this.addText(char);
    }
  }

  private flushPending(): void {
    if (!this.pending.length) return;
    const bytes = Uint8Array.from(this.pending);
    this.pending = [];
    this.addText(decodeCodepage(bytes, this.state.codepage ?? this.defaultCodepage()));
  }

  private defaultCodepage(): number {
    return (
      (this.defaultFont !== undefined && this.fontCodepages.get(this.defaultFont)) || this.documentCodepage
    );
  }

  private addText(text: string): void {
    const state = this.state;
    if (state.instruction) {
      this.instructionText += text;
      return;
    }
    if (state.skip || state.fontTable || state.hidden) return;
    const paragraph = this.paragraphs[state.region];
    paragraph.runs.push({ text, bold: state.bold });
    if (text.trim()) paragraph.halfPoints = Math.max(paragraph.halfPoints, state.halfPoints);
  }

  /** Writes the paragraph (or table cell) collected so far as a line of its region. */
  private endParagraph(region: Region, cell: boolean): void {
    const paragraph = this.paragraphs[region];
    const block: OpenBlock = { tag: 'p', size: (paragraph.halfPoints || DEFAULT_HALF_POINTS) / 2 };
    if (paragraph.heading) block.heading = true;
    if (cell || paragraph.inTable) block.region = 'table';
    writeParagraph(this.builders[region], block, paragraph.runs);
    this.paragraphs[region] = { ...newParagraph(), heading: paragraph.heading, inTable: paragraph.inTable };
  }
}

function newParagraph(): Paragraph {
  return { runs: [], halfPoints: 0, heading: false, inTable: false };
}

/** Code page numbers the WHATWG decoders know by another name. */
const CODEPAGE_LABELS: Record<number, string> = {
  932: 'shift_jis',
  936: 'gbk',
  949: 'euc-kr',
  950: 'big5',
  10000: 'macintosh',
  20866: 'koi8-r',
  65001: 'utf-8',
};
const decoders = new Map<number, { decode(bytes: Uint8Array): string }>();

function decodeCodepage(bytes: Uint8Array, codepage: number): string {
  let decoder = decoders.get(codepage);
  if (!decoder) {
    try {
      decoder = new TextDecoder(CODEPAGE_LABELS[codepage] ?? `windows-${codepage}`);
    } catch {
      decoder = new TextDecoder('windows-1252'); // an unknown code page: the most common one
    }
    decoders.set(codepage, decoder);
  }
  return decoder.decode(bytes);
}
