import {
  attribute,
  decodeEntities,
  LineBuilder,
  writeParagraph,
  type OpenBlock,
  type Run,
} from './html-lines.ts';
import type { DocLine } from './types.ts';

/** Page header/footer parts of a DOCX, in document order (header1, header2, …). */
export const HEADER_PART = /^word\/(header|footer)(\d*)\.xml$/;
export const STYLES_PART = 'word/styles.xml';

/** Directly formatted text in this point range keeps its size (a name typed in 24 pt "Normal"). */
export const LARGE_TEXT = { min: 13, max: 72 } as const;

export function relsPathFor(partPath: string): string {
  const slash = partPath.lastIndexOf('/');
  return `${partPath.slice(0, slash)}/_rels/${partPath.slice(slash + 1)}.rels`;
}

/** What a paragraph style means for a line: Word's built-in names are English in every UI language. */
type StyleKind = 'title' | 'subtitle' | `h${number}`;

/** Paragraph style id → kind, for the styles whose name says title or heading ("heading 1"). */
export function paragraphStyleKinds(stylesXml: string | undefined): Map<string, StyleKind> {
  const kinds = new Map<string, StyleKind>();
  for (const [, attrs = '', body = ''] of (stylesXml ?? '').matchAll(
    /<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g,
  )) {
    const id = attribute(attrs, 'w:styleId');
    const name = /<w:name\s+w:val="([^"]*)"/.exec(body)?.[1]?.toLowerCase();
    if (!id || !name) continue;
    const level = Number(/^heading\s*([1-6])$/.exec(name)?.[1] ?? 0);
    if (level) kinds.set(id, `h${level}`);
    else if (name === 'title' || name === 'subtitle') kinds.set(id, name);
  }
  return kinds;
}

const TOKEN =
  /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:instrText[^>]*>([^<]*)<\/w:instrText>|<(\/?)([\w:]+)([^>]*?)(\/?)>/g;
/** Elements that hold text; written empty (`<w:p/>`) they hold none and open nothing. */
const CONTAINERS = new Set(['w:p', 'w:tc', 'w:txbxContent', 'mc:Fallback']);

interface Paragraph {
  kind?: StyleKind;
  /** Largest direct run size in points. */
  size: number;
  runs: Run[];
}

/**
 * Lines and hyperlink targets of a header or footer part (mammoth skips these parts, yet
 * contact details and whole sidebars live there). Walks the WordprocessingML: paragraphs, table
 * cells and text boxes become lines like the body's (heading styles, bold, large direct sizes);
 * tabs become spaces, line breaks end a line. A text box is stored twice (DrawingML in
 * mc:Choice, VML in mc:Fallback): the fallback copy is skipped so its text is read once.
 * Hyperlinks come from relationship ids and HYPERLINK fields.
 */
export function readHeaderPart(
  xml: string,
  rels: string | undefined,
  styles: ReadonlyMap<string, StyleKind> = new Map(),
): { lines: DocLine[]; links: string[] } {
  const targets = relationshipTargets(rels ?? '');
  const builder = new LineBuilder();
  const paragraphs: Paragraph[] = [];
  let run = { bold: false, size: 0 };
  let fallbackDepth = 0;
  const addText = (text: string): void => {
    const paragraph = paragraphs.at(-1);
    if (!paragraph) return;
    paragraph.runs.push({ text, bold: run.bold });
    if (text.trim()) paragraph.size = Math.max(paragraph.size, run.size);
  };
  for (const [, text, instr, closing, name, attrs = '', empty] of xml.matchAll(TOKEN)) {
    if (empty && CONTAINERS.has(name!)) continue;
    if (name === 'mc:Fallback') fallbackDepth += closing ? -1 : 1;
    if (fallbackDepth > 0) continue;
    if (text !== undefined) addText(decodeEntities(text));
    else if (instr !== undefined) builder.link(fieldHyperlink(instr));
    else if (closing) {
      if (name === 'w:p') {
        const paragraph = paragraphs.pop();
        if (paragraph) writeParagraph(builder, paragraphBlock(paragraph), paragraph.runs);
      } else if (name === 'w:tc') builder.close('td');
      else if (name === 'w:txbxContent') builder.close('textbox');
    } else {
      switch (name) {
        case 'w:p':
          paragraphs.push({ size: 0, runs: [] });
          break;
        case 'w:pStyle': {
          const paragraph = paragraphs.at(-1);
          if (paragraph) paragraph.kind = styles.get(attribute(attrs, 'w:val') ?? '');
          break;
        }
        case 'w:r':
          run = { bold: false, size: 0 };
          break;
        case 'w:b':
          run.bold = !/w:val="(?:0|false|off)"/.test(attrs);
          break;
        case 'w:sz':
          run.size = Number(attribute(attrs, 'w:val') ?? 0) / 2;
          break;
        case 'w:tab':
          addText(' ');
          break;
        case 'w:noBreakHyphen':
          addText('-');
          break;
        case 'w:br':
        case 'w:cr':
          paragraphs.at(-1)?.runs.push('break');
          break;
        case 'w:tc':
          builder.open({ tag: 'td', region: 'table' });
          break;
        case 'w:txbxContent':
          builder.open({ tag: 'textbox', region: 'textbox' });
          break;
        case 'w:hyperlink':
          builder.link(targets.get(attribute(attrs, 'r:id') ?? ''));
          break;
        case 'w:fldSimple':
          builder.link(fieldHyperlink(attribute(attrs, 'w:instr') ?? ''));
          break;
      }
    }
  }
  builder.flush();
  return { lines: builder.lines, links: builder.links };
}

/** A paragraph as a block, sized like mammoth's body lines (style level, or large direct size). */
function paragraphBlock({ kind, size }: Paragraph): OpenBlock {
  if (kind === 'title') return { tag: 'p', heading: true, title: true };
  if (kind === 'subtitle') return { tag: 'h2', heading: true };
  if (kind) return { tag: kind, heading: true };
  return size >= LARGE_TEXT.min ? { tag: 'p', size: Math.min(size, LARGE_TEXT.max) } : { tag: 'p' };
}

/** `HYPERLINK "https://…"` in a field instruction (w:instr on fldSimple is entity-encoded). */
function fieldHyperlink(instruction: string): string | undefined {
  return /HYPERLINK\s+"([^"]+)"/.exec(decodeEntities(instruction))?.[1];
}

/** External hyperlink relationships of a part: id → target. */
export function relationshipTargets(rels: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [element] of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attribute(element, 'Id');
    const target = attribute(element, 'Target');
    if (id && target && /hyperlink"/.test(element)) targets.set(id, target);
  }
  return targets;
}
