import {
  attribute,
  decodeEntities,
  LineBuilder,
  writeParagraph,
  type OpenBlock,
  type Run,
} from './html-lines.ts';
import { mergeVariants, pageMarginLines } from './text.ts';
import { ReadError, type DocLine } from './types.ts';
import { readZipSafely } from './zip.ts';

const CONTENT_PART = 'content.xml';
const STYLES_PART = 'styles.xml';
/** ODF's default when no style sets a size (LibreOffice's default paragraph style). */
const DEFAULT_SIZE = 12;

export interface OdtContent {
  lines: DocLine[];
  links: string[];
}

/**
 * ODF text documents and templates (.odt, .ott): the zip guard first, then content.xml's body
 * (paragraphs, headings, lists, tables cell by cell, frames and text boxes, field values as
 * stored) and the master pages' headers and footers from styles.xml, where templates keep the
 * contact strip. Sizes and boldness come from the paragraph and span styles, as LibreOffice
 * renders them.
 */
export async function readOdt(bytes: Uint8Array): Promise<OdtContent> {
  const parts = await readZipSafely(bytes, (name) => name === CONTENT_PART || name === STYLES_PART);
  const content = parts.get(CONTENT_PART)?.toString('utf8');
  if (content === undefined) {
    throw new ReadError(
      'corrupt',
      'The file is a zip archive but not an ODF text document (no content.xml).',
    );
  }
  const stylesXml = parts.get(STYLES_PART)?.toString('utf8') ?? '';
  const common = readStyles(section(stylesXml, 'office:styles'));
  const bodyStyles = new Styles([common, readStyles(section(content, 'office:automatic-styles'))]);
  const pageStyles = new Styles([common, readStyles(section(stylesXml, 'office:automatic-styles'))]);

  const headers = readMargins(stylesXml, 'header', pageStyles);
  const body = readOdfText(content.slice(Math.max(content.indexOf('<office:body'), 0)), bodyStyles);
  const footers = readMargins(stylesXml, 'footer', pageStyles);
  return {
    lines: [...headers.lines, ...body.lines, ...footers.lines],
    links: [...headers.links, ...body.links, ...footers.links],
  };
}

/** The text between `<name …>` and `</name>` (empty when absent). */
function section(xml: string, name: string): string {
  const start = xml.indexOf(`<${name}`);
  if (start < 0) return '';
  const end = xml.indexOf(`</${name}>`, start);
  return xml.slice(start, end < 0 ? undefined : end);
}

interface StyleDef {
  parent?: string;
  /** "11pt", "0.5cm" or "130%" as written. */
  size?: string;
  weight?: string;
  outlineLevel?: number;
}

/** Style definitions by family and name ("paragraph:P1"); the default style as "paragraph:". */
function readStyles(xml: string): Map<string, StyleDef> {
  const styles = new Map<string, StyleDef>();
  const element = /<style:(style|default-style)\b([^>]*?)(?:\/>|>([\s\S]*?)<\/style:\1>)/g;
  for (const [, kind, attrs = '', body = ''] of xml.matchAll(element)) {
    const family = attribute(attrs, 'style:family');
    const name = kind === 'default-style' ? '' : attribute(attrs, 'style:name');
    if (!family || name === undefined) continue;
    const textProps = /<style:text-properties\b([^>]*)>/.exec(body)?.[1] ?? '';
    const def: StyleDef = {};
    const parent = attribute(attrs, 'style:parent-style-name');
    const size = attribute(textProps, 'fo:font-size');
    const weight = attribute(textProps, 'fo:font-weight');
    const level = Number(attribute(attrs, 'style:default-outline-level') || 0);
    if (parent) def.parent = parent;
    if (size) def.size = size;
    if (weight) def.weight = weight;
    if (level) def.outlineLevel = level;
    styles.set(`${family}:${name}`, def);
  }
  return styles;
}

/** Resolves sizes and weights through parent styles; later maps (automatic styles) win. */
class Styles {
  constructor(private readonly maps: Map<string, StyleDef>[]) {}

  private def(family: string, name: string): StyleDef | undefined {
    for (let i = this.maps.length - 1; i >= 0; i--) {
      const def = this.maps[i]!.get(`${family}:${name}`);
      if (def) return def;
    }
    return undefined;
  }

  /** The chain from the style up to the family's default style, at most a few dozen deep. */
  private chain(family: string, name: string | undefined): StyleDef[] {
    const chain: StyleDef[] = [];
    const seen = new Set<string>();
    let current = name;
    while (current && !seen.has(current) && chain.length < 32) {
      seen.add(current);
      const def = this.def(family, current);
      if (!def) break;
      chain.push(def);
      current = def.parent;
    }
    const fallback = this.def(family, '');
    if (fallback) chain.push(fallback);
    return chain;
  }

  /** Font size in points; a percentage scales what the style inherits (`base` for text styles). */
  size(family: string, name: string | undefined, base = DEFAULT_SIZE): number {
    const chain = this.chain(family, name);
    let factor = 1;
    for (const def of chain) {
      const size = def.size ? pointSize(def.size) : undefined;
      if (size?.percent) factor *= size.value / 100;
      else if (size) return size.value * factor;
    }
    return base * factor;
  }

  bold(family: string, name: string | undefined): boolean | undefined {
    const weight = this.chain(family, name).find((def) => def.weight)?.weight;
    return weight === undefined ? undefined : weight === 'bold' || Number(weight) >= 600;
  }

  outlineLevel(name: string | undefined): number {
    return this.chain('paragraph', name).find((def) => def.outlineLevel)?.outlineLevel ?? 0;
  }
}

const UNIT_POINTS: Record<string, number> = { pt: 1, in: 72, cm: 72 / 2.54, mm: 72 / 25.4, pc: 12, px: 0.75 };

function pointSize(value: string): { value: number; percent?: boolean } | undefined {
  const match = /^([\d.]+)(pt|in|cm|mm|pc|px|%)$/.exec(value.trim());
  if (!match) return undefined;
  const number = Number(match[1]);
  if (match[2] === '%') return { value: number, percent: true };
  return { value: number * UNIT_POINTS[match[2]!]! };
}

/** Headers (or footers) of every master page and their first/left variants, each line once. */
function readMargins(stylesXml: string, margin: 'header' | 'footer', styles: Styles): OdtContent {
  const masters = section(stylesXml, 'office:master-styles');
  const element = new RegExp(
    `<style:(${margin}(?:-left|-first)?)(?=[\\s/>])([^>]*?)(?:/>|>([\\s\\S]*?)</style:\\1>)`,
    'g',
  );
  const variants: OdtContent[] = [];
  for (const [, , attrs = '', body] of masters.matchAll(element)) {
    // A header switched off in the page style is not printed.
    if (body && attribute(attrs, 'style:display') !== 'false') variants.push(readOdfText(body, styles));
  }
  return {
    lines: pageMarginLines(mergeVariants(variants.map((part) => part.lines)), margin),
    links: variants.flatMap((part) => part.links),
  };
}

/**
 * Subtrees whose text is not part of the page: comments, tracked deletions, note bodies, alt
 * text, declarations, forms and the templates of generated indexes.
 */
const SKIPPED = new Set([
  'office:annotation',
  'office:forms',
  'office:event-listeners',
  'text:tracked-changes',
  'text:note',
  'text:sequence-decls',
  'text:variable-decls',
  'text:user-field-decls',
  'text:dde-connection-decls',
  'svg:title',
  'svg:desc',
]);
/** Drawing elements whose paragraphs are a text box's. */
const TEXT_BOXES = new Set(['draw:text-box', 'draw:custom-shape', 'draw:rect', 'draw:ellipse']);
const TOKEN = /<(\/?)([\w:.-]+)([^>]*?)(\/?)>|([^<]+)/g;

interface Paragraph {
  block: OpenBlock;
  size: number;
  bold: boolean;
  runs: Run[];
}

/** Lines of an ODF text fragment (the body or one header), read in document order. */
function readOdfText(xml: string, styles: Styles): OdtContent {
  const builder = new LineBuilder();
  const paragraphs: Paragraph[] = [];
  /** Text style of each open span, innermost last. */
  const spans: (string | undefined)[] = [];
  let skipDepth = 0;
  let skipped = '';

  const addText = (text: string): void => {
    const paragraph = paragraphs.at(-1);
    if (!paragraph) return; // whitespace between block elements
    const span = spans.findLast((name) => name !== undefined);
    const bold = (span ? styles.bold('text', span) : undefined) ?? paragraph.bold;
    paragraph.runs.push({ text, bold });
    const size = span ? styles.size('text', span, paragraph.block.size) : paragraph.block.size;
    if (text.trim()) paragraph.size = Math.max(paragraph.size, size ?? DEFAULT_SIZE);
  };

  for (const [, closing, name = '', attrs = '', empty, text] of xml.matchAll(TOKEN)) {
    if (skipDepth > 0) {
      if (name === skipped && !empty) skipDepth += closing ? -1 : 1;
      continue;
    }
    if (text !== undefined) {
      addText(decodeEntities(text));
      continue;
    }
    if (SKIPPED.has(name) || name.endsWith('-source')) {
      if (!closing && !empty) [skipDepth, skipped] = [1, name];
      continue;
    }
    if (closing) closeElement(name);
    else openElement(name, attrs, Boolean(empty));
  }
  builder.flush();
  return { lines: builder.lines, links: builder.links };

  function openElement(name: string, attrs: string, empty: boolean): void {
    switch (name) {
      case 'text:p':
      case 'text:h': {
        if (empty) return;
        const style = attribute(attrs, 'text:style-name');
        const level =
          name === 'text:h'
            ? Number(attribute(attrs, 'text:outline-level') || 1)
            : styles.outlineLevel(style);
        const size = styles.size('paragraph', style);
        const block: OpenBlock = level ? { tag: 'h', heading: true, size } : { tag: 'p', size };
        paragraphs.push({ block, size: 0, bold: styles.bold('paragraph', style) ?? false, runs: [] });
        return;
      }
      case 'text:span':
        if (!empty) spans.push(attribute(attrs, 'text:style-name'));
        return;
      case 'text:a':
        builder.link(attribute(attrs, 'xlink:href'));
        if (!empty) spans.push(attribute(attrs, 'text:style-name'));
        return;
      case 'text:s':
        addText(' '.repeat(Math.min(Number(attribute(attrs, 'text:c') || 1), 100)));
        return;
      case 'text:tab':
        addText(' ');
        return;
      case 'text:line-break':
        paragraphs.at(-1)?.runs.push('break');
        return;
      case 'table:table-cell':
        if (!empty) builder.open({ tag: 'td', region: 'table' });
        return;
    }
    if (TEXT_BOXES.has(name) && !empty) builder.open({ tag: name, region: 'textbox' });
  }

  function closeElement(name: string): void {
    switch (name) {
      case 'text:p':
      case 'text:h': {
        const paragraph = paragraphs.pop();
        if (paragraph) {
          const size = paragraph.size || paragraph.block.size;
          writeParagraph(builder, { ...paragraph.block, size }, paragraph.runs);
        }
        return;
      }
      case 'text:span':
      case 'text:a':
        spans.pop();
        return;
      case 'table:table-cell':
        builder.close('td');
        return;
    }
    if (TEXT_BOXES.has(name)) builder.close(name);
  }
}
