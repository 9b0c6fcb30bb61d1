/**
 * Cutting text to a length. Two cuts, because a phrase shown on one line and a document kept for
 * reading want different things: the phrase ends at a word with "…", the document keeps its lines.
 */

/** A phrase on one line, at most `max` characters, cut at a word boundary and ended with "…". */
export function clip(s: string, max: number): string {
  const t = s.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max + 1).replace(/\s+\S*$/, '');
  return `${(cut || t.slice(0, max)).replace(/[\s,;:–-]+$/, '')}…`;
}

/** Share of `max` within which a line end is preferred to a cut mid-line. */
const LINE_END_NEAR = 0.8;

/**
 * A text with its lines, at most `max` characters, cut at a line end when there is one near the
 * limit, so a long job ad loses whole lines rather than half a sentence.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lineEnd = cut.lastIndexOf('\n');
  return (lineEnd > max * LINE_END_NEAR ? cut.slice(0, lineEnd) : cut).trim();
}
