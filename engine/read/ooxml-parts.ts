import { decodeEntities } from './html-lines.ts';
import type { DocLine } from './types.ts';

/** Page header/footer parts of a DOCX, in document order (header1, header2, …). */
export const HEADER_PART = /^word\/(header|footer)(\d*)\.xml$/;

export function relsPathFor(partPath: string): string {
  const slash = partPath.lastIndexOf('/');
  return `${partPath.slice(0, slash)}/_rels/${partPath.slice(slash + 1)}.rels`;
}

const PART_TOKEN =
  /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>|<\/w:p>|<w:hyperlink\b([^>]*)>|<w:instrText[^>]*>([^<]*)<\/w:instrText>|<w:fldSimple\b([^>]*)>/g;

/**
 * Paragraph text and hyperlink targets of a header or footer part. mammoth skips these parts,
 * yet contact details (email, phone, LinkedIn) often sit there. Runs are concatenated per
 * paragraph; tabs become spaces; hyperlinks come from relationship ids and HYPERLINK fields.
 */
export function readHeaderPart(
  xml: string,
  rels: string | undefined,
  region: 'header' | 'footer',
): { lines: DocLine[]; links: string[] } {
  const targets = relationshipTargets(rels ?? '');
  const lines: DocLine[] = [];
  const links: string[] = [];
  let text = '';
  const flush = (): void => {
    if (text.trim()) lines.push({ text, page: 1, region });
    text = '';
  };
  for (const [, run, empty, hyperlink, instr, field] of xml.matchAll(PART_TOKEN)) {
    if (run !== undefined) text += decodeEntities(run);
    else if (empty === 'tab') text += ' ';
    else if (empty) flush();
    else if (hyperlink !== undefined) pushDefined(links, targets.get(attr(hyperlink, 'r:id') ?? ''));
    else if (instr !== undefined || field !== undefined)
      pushDefined(links, fieldHyperlink(instr ?? field ?? ''));
    else flush(); // </w:p>
  }
  flush();
  return { lines, links };
}

function pushDefined(list: string[], value: string | undefined): void {
  if (value) list.push(value);
}

function attr(attrs: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(attrs);
  return match ? decodeEntities(match[1]!) : undefined;
}

/** `HYPERLINK "https://…"` in a field instruction (w:instr on fldSimple is entity-encoded). */
function fieldHyperlink(instruction: string): string | undefined {
  return /HYPERLINK\s+"([^"]+)"/.exec(decodeEntities(instruction))?.[1];
}

/** External hyperlink relationships of a part: id → target. */
export function relationshipTargets(rels: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [element] of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attr(element, 'Id');
    const target = attr(element, 'Target');
    if (id && target && /hyperlink"/.test(element)) targets.set(id, target);
  }
  return targets;
}
