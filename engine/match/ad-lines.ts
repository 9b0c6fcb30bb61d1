/**
 * A pasted job ad as items in sections: markup and bullets removed, inline headings split out
 * ("Requisitos: Experiencia …"), run-on paragraphs cut into sentences, and every item tagged with
 * the section it stands in (requirements, nice-to-haves, duties, offer, company, how to apply).
 */
import type { CvLanguage } from '#domain/cv';
import { headingMatch, INLINE_HEADING, type Section } from './cues.ts';
import { fold } from '#engine/text/index';

export interface AdItem {
  /** The item as the ad writes it, without bullets or markup. */
  text: string;
  folded: string;
  section: Section;
  /** A list item (bulleted, or a short piece of a run-on list), the shape requirements take. */
  listed: boolean;
  /** Index of the source line in the ad (0-based), for "first lines" rules. */
  line: number;
}

export interface AdLines {
  /** Non-empty lines without markup, in order (for title, company and location). */
  lines: string[];
  items: AdItem[];
}

const BULLET = /^(?:[-*•·–—▪►◦‣+]|\d{1,2}[.)])\s+/u;
/** Emoji and symbols in front of a line ("💼 Condiciones:"). */
const LEADING_SYMBOLS = /^[^\p{L}\p{N}¿¡("'“]+/u;
const MARKUP = /\*\*|__|`|^#{1,6}\s*|\s*#+\s*$/gu;
/** Items longer than this are cut into sentences. */
const LONG_ITEM = 110;
/** A line at least this long may have been wrapped by the PDF it was copied from. */
const WRAP_WIDTH = 60;
const MAX_TITLE_CASE_WORDS = 5;
/** A run-on piece this short reads as one list item. */
const LIST_PIECE = 120;

function cleanLine(raw: string): { text: string; markedHeading: boolean; bullet: boolean } {
  const markedHeading = /^\s*#{1,6}\s|^\s*\*\*[^*]+\*\*:?\s*$/u.test(raw);
  const bullet = BULLET.test(raw.trim());
  const text = raw
    .replace(MARKUP, '')
    .trim()
    .replace(BULLET, '')
    .replace(LEADING_SYMBOLS, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, markedHeading, bullet };
}

/** "Responsibilities and Duties", "About Plecto": short, every longer word capitalised. */
function isTitleCase(text: string): boolean {
  const words = text.split(/\s+/u);
  return words.length <= MAX_TITLE_CASE_WORDS && words.every((w) => w.length <= 3 || /^[\p{Lu}\d]/u.test(w));
}

/**
 * A line is a heading when it is only a heading phrase ("Din profil", "Requirements:"), or starts
 * with one and is marked, punctuated or capitalised as a heading ("## A propos de l'ANSSI").
 */
function asHeading(text: string, markedHeading: boolean): Section | null {
  const match = headingMatch(fold(text));
  if (!match) return null;
  if (!match.rest) return match.section;
  const punctuated = /[:?]$/u.test(text);
  const upper = text === text.toUpperCase() && /\p{Lu}/u.test(text);
  return punctuated || markedHeading || upper || isTitleCase(text) ? match.section : null;
}

/** Splits a line at inline headings: "Responsabilidades: … Requisitos: …" → heading/content pairs. */
function splitInline(text: string): Array<{ heading: string | null; content: string }> {
  if (!/[:?]/u.test(text)) return [{ heading: null, content: text }];
  const folded = fold(text);
  const cuts = [...folded.matchAll(INLINE_HEADING)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  if (cuts.length === 0) return [{ heading: null, content: text }];
  const parts: Array<{ heading: string | null; content: string }> = [];
  if (cuts[0]!.start > 0) parts.push({ heading: null, content: text.slice(0, cuts[0]!.start).trim() });
  cuts.forEach((cut, i) => {
    const next = cuts[i + 1]?.start ?? text.length;
    parts.push({ heading: text.slice(cut.start, cut.end), content: text.slice(cut.end, next).trim() });
  });
  return parts;
}

const SENTENCE_END = /(?<=[.;!])\s+(?=[\p{Lu}¿¡])/u;
/** A run-on of list items whose breaks were lost: "… en logística Conocimiento de …". */
const RUN_ON =
  /(?<=\p{Ll}{3}\)?)\s+(?=\p{Lu}\p{Ll}{2,}\s+(?:de|del|en|y|con|sur|des|du|of|in|with|and|af|i|med|von|mit|in)\s)/u;

/**
 * Cuts a long item into sentences and run-on list parts; not in German, where every noun is
 * capitalised and a capital says nothing about a lost line break.
 */
function splitLong(text: string, language: CvLanguage): string[] {
  if (text.length <= LONG_ITEM) return [text];
  return text
    .split(SENTENCE_END)
    .flatMap((s) => (s.length > LONG_ITEM && language !== 'de' ? s.split(RUN_ON) : [s]))
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Lines a PDF wrapped, joined again: a line right below an unfinished one (no blank line between,
 * no end punctuation) continues it when it goes on in lower case, or when the unfinished line is a
 * bullet as long as a wrapped line and the next is neither a bullet nor a heading.
 */
function joinWrapped(raw: readonly string[]): string[] {
  const out: string[] = [];
  let previousBullet = false;
  let previousBlank = true;
  for (const line of raw) {
    const trimmed = line.trim();
    const last = out.length - 1;
    const bullet = BULLET.test(trimmed);
    const unfinished = last >= 0 && !previousBlank && !/[.!?:;]$/u.test(out[last]!.trim());
    const continues =
      unfinished &&
      trimmed !== '' &&
      !bullet &&
      (/^\p{Ll}/u.test(trimmed) ||
        (previousBullet &&
          out[last]!.trim().length >= WRAP_WIDTH &&
          !asHeading(cleanLine(trimmed).text, false)));
    if (continues) out[last] = `${out[last]!.trimEnd()} ${trimmed}`;
    else {
      out.push(line);
      previousBullet = bullet;
    }
    previousBlank = trimmed === '';
  }
  return out;
}

/** Requirement sections end where the list ends: prose after the bullets is about something else. */
const LIST_SECTIONS: ReadonlySet<Section> = new Set(['must', 'nice']);

export function adLines(text: string, language: CvLanguage): AdLines {
  const lines: string[] = [];
  const items: AdItem[] = [];
  let section: Section = 'intro';
  let bulletsInSection = false;
  const open = (next: Section) => {
    section = next;
    bulletsInSection = false;
  };
  for (const raw of joinWrapped(text.normalize('NFC').split(/\r?\n/))) {
    const { text: line, markedHeading, bullet } = cleanLine(raw);
    if (!line || /^[-–—_=*]+$/u.test(line)) continue;
    const index = lines.length;
    lines.push(line);
    const heading = asHeading(line, markedHeading);
    if (heading) {
      open(heading);
      continue;
    }
    if (bullet) bulletsInSection = true;
    else if (bulletsInSection && LIST_SECTIONS.has(section)) open('body');
    for (const part of splitInline(line)) {
      if (part.heading) open(headingMatch(fold(part.heading))?.section ?? section);
      for (const piece of splitLong(part.content, language)) {
        if (!piece) continue;
        const listed = bullet || (piece.length <= LIST_PIECE && piece !== line) || line.length <= LIST_PIECE;
        items.push({ text: piece, folded: fold(piece), section, line: index, listed });
      }
    }
  }
  return { lines, items };
}
