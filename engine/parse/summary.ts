/**
 * The summary: the profile section's text, or else the prose before the first section (many CVs
 * open with a paragraph under the name without a heading).
 */
import { isContactLine } from './contact.ts';
import { isOnlyPlace } from './cues.ts';
import type { Line } from './lines.ts';
import { wordCount } from './text.ts';

/** Below this many words, text before the first heading is a tagline, not a summary. */
const MIN_LEADING_PROSE_WORDS = 12;
const MIN_PROSE_LINE_WORDS = 5;

/** Wrapped lines joined with spaces; bullets on lines of their own. */
export function joinParagraphs(lines: readonly Line[]): string {
  let out = '';
  for (const line of lines) {
    if (!out) out = line.text;
    else out += line.bullet ? `\n${line.text}` : ` ${line.text}`;
  }
  return out.trim();
}

function isProseLine(line: Line): boolean {
  return (
    wordCount(line.text) >= MIN_PROSE_LINE_WORDS &&
    /\p{Ll}/u.test(line.text) &&
    !isContactLine(line.text) &&
    !isOnlyPlace(line.text)
  );
}

/** The longest run of prose lines before the first heading, when it is long enough. */
function leadingProse(lines: readonly Line[]): string {
  let best: Line[] = [];
  let run: Line[] = [];
  for (const line of [...lines, null]) {
    if (line && isProseLine(line)) {
      run.push(line);
      continue;
    }
    if (run.length > best.length) best = run;
    run = [];
  }
  const text = joinParagraphs(best);
  return wordCount(text) >= MIN_LEADING_PROSE_WORDS ? text : '';
}

export function findSummary(summaryLines: readonly Line[], leadingLines: readonly Line[]): string {
  const own = summaryLines.filter((l) => !isContactLine(l.text));
  return own.length ? joinParagraphs(own) : leadingProse(leadingLines);
}
