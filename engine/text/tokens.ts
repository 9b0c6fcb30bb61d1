/**
 * Tokens that keep technology spellings whole ("node.js", "c++", "c#", ".net") and the function
 * words that never count as content, in the five languages.
 */
import { fold } from './fold.ts';

export interface Token {
  /** As written (for case-sensitive checks of ambiguous abbreviations like "R" or "Go"). */
  raw: string;
  /** Folded. */
  key: string;
  /** Offset in the source string. */
  start: number;
  end: number;
}

/** A word, number or technology name; inner dots only between letters or digits ("asp.net", "d3.js"). */
const TOKEN = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}+#]|\.(?=[\p{L}\p{N}]))*/gu;

export function tokenize(s: string): Token[] {
  const tokens: Token[] = [];
  for (const m of s.matchAll(TOKEN)) {
    const raw = m[0];
    tokens.push({ raw, key: fold(raw), start: m.index, end: m.index + raw.length });
  }
  return tokens;
}

/**
 * Words that carry no meaning of their own in any of the five languages. Compared with folded
 * tokens, so an entry written with an accent ("på", "für") never matches; they are kept as they
 * were because the match figures are measured with them.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a an the and or of to in on at for with by from as is are be been being this that these those it its
  our we you your they their will can could should would may must have has had do does not no any all
  such other etc into within about over more most very well good strong excellent great solid using use
  og i på til med af for er en et den det de som har at fra om ved hos eller samt kan skal være du vi
  din dit dine vores man der sig god gode stærk stærke meget også
  und der die das ein eine einer eines dem den des mit für von zu im auf bei als oder sowie auch sehr gute
  gut du dich dein deine wir unser unsere ihr ist sind hast bist zur zum über
  y o de la el los las del con para por un una unos unas que se al en su sus como es muy buen buena
  et ou le les des du un une pour avec dans sur au aux par que qui est sont vous votre vos nous notre tres
  bon bonne bonnes`
    .split(/\s+/)
    .filter(Boolean),
);
