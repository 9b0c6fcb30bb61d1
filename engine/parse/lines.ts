/**
 * The document's lines as the parser works with them: tidied, bullets recognised, page numbers and
 * copyright footers gone.
 */
import type { DocLine, ReadDocument } from '#engine/read/types';
import { joinWrappedDates } from './dates.ts';
import { cleanLine, collapseLetterSpacing, stripBullet } from './text.ts';

export interface Line extends DocLine {
  /** Position in the prepared list (reading order). */
  index: number;
  /** The text without its bullet. */
  text: string;
  bullet: boolean;
}

const PAGE_NUMBER =
  /^(?:page|side|seite|página|pagina|p\.)?\s*\d{1,3}\s*(?:(?:of|af|von|de|sur|\/)\s*\d{1,3})?$/i;
/**
 * Page furniture printed in the body: a copyright line with a page number or a web address
 * ("12/12/17 © European Union, 2002-2017 | europass.cedefop.europa.eu Page 1 / 2").
 */
const COPYRIGHT_FOOTER =
  /©.*(?:\b(?:page|side|seite|página|pagina)\s*\d{1,3}|https?:\/\/|www\.)|(?:\b(?:page|side|seite|página|pagina)\s*\d{1,3}|https?:\/\/|www\.).*©/i;

/**
 * The document's lines with dates that a narrow date column wrapped put back on their entry's
 * line (within one page and column; the pieces' own lines are dropped).
 */
function withWrappedDatesJoined(lines: readonly DocLine[]): DocLine[] {
  const out: DocLine[] = [];
  for (let i = 0; i < lines.length;) {
    const first = lines[i]!;
    let end = i;
    while (end < lines.length && lines[end]!.page === first.page && lines[end]!.column === first.column)
      end++;
    const group = lines.slice(i, end);
    for (const { text, source } of joinWrappedDates(group.map((l) => l.text)))
      out.push({ ...group[source]!, text });
    i = end;
  }
  return out;
}

/** A rule drawn with characters ("=====", "-----", "_____") in a plain-text CV. */
const RULE = /^[\s=_*~#.·•–—-]{3,}$/u;

export function prepareLines(doc: ReadDocument): Line[] {
  const lines: Line[] = [];
  for (const source of withWrappedDatesJoined(doc.lines)) {
    const cleaned = collapseLetterSpacing(cleanLine(source.text));
    if (!cleaned || PAGE_NUMBER.test(cleaned) || COPYRIGHT_FOOTER.test(cleaned) || RULE.test(cleaned))
      continue;
    const { text, bullet } = stripBullet(cleaned);
    if (!text) continue;
    lines.push({ ...source, index: lines.length, text, bullet });
  }
  return lines;
}

/** The body text size: the size carrying the most characters (undefined when sizes are unknown). */
export function bodySizeOf(lines: readonly Line[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) {
    if (!line.size) continue;
    const size = Math.round(line.size * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestChars = -1;
  for (const [size, count] of chars) {
    if (count > bestChars) [best, bestChars] = [size, count];
  }
  return best;
}
