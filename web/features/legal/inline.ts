/** One run of inline text: plain, bold, code, or an internal link. */
export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; to: string };

// `**bold**`, `` `code` `` or `[label](/path)`; only root-relative paths count as links, so content can never
// send a reader to another site by accident.
const MARK = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\((\/[^)\s]*)\)/g;

export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    if (match[1] !== undefined) parts.push({ kind: 'bold', text: match[1] });
    else if (match[2] !== undefined) parts.push({ kind: 'code', text: match[2] });
    else parts.push({ kind: 'link', text: match[3] ?? '', to: match[4] ?? '/' });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
