import type { Variants } from './types.ts';

/** Phrasings that add a clause to a sentence that could end without it ("…, and that experience comes with me."). */
const EXTENDED = new WeakSet<object>();

/**
 * Every head with every tail (`${head}${tail}`), for a slot whose sentences fall into two halves
 * that each read right with every other half: six heads and five tails give thirty phrasings, so
 * that letters of one CV for different ads seldom say the same fact the same way. A head is a
 * clause without its full stop; a tail starts with its own punctuation (",", " –", " and", ".").
 * Where the first tail is the bare full stop, the others extend the sentence (`extendsSentence`).
 */
export function cross<C>(heads: Variants<C>, tails: Variants<C>): Variants<C> {
  const bare = rendersFullStop(tails[0]);
  return heads.flatMap((head) =>
    tails.map((tail, i) => {
      const variant = (c: C) => `${head(c)}${tail(c)}`;
      if (bare && i > 0) EXTENDED.add(variant);
      return variant;
    }),
  );
}

/** Whether a phrasing adds an optional clause to its sentence (two such in a row read heavy). */
export function extendsSentence(variant: object): boolean {
  return EXTENDED.has(variant);
}

function rendersFullStop<C>(tail: Variants<C>[number] | undefined): boolean {
  try {
    return tail?.({} as C) === '.';
  } catch {
    return false;
  }
}
