/**
 * Deterministic variation: the same letter input always picks the same phrasings, while another
 * company, role, CV or tone picks others. A 32-bit FNV-1a hash stands in for randomness.
 */

export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * FNV-1a's low bits follow the input's low bits (bit 0 is the parity of the characters), so a
 * count of 2 or 4 would pick alike in related slots: its bits are mixed first (MurmurHash3's finaliser).
 */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Picks one variant per named slot from a seed; a slot name gives the same answer every time. */
export class Picker {
  readonly #seed: string;
  constructor(seed: string) {
    this.#seed = seed;
  }

  index(slot: string, count: number): number {
    return count <= 1 ? 0 : mix(hash(`${this.#seed}|${slot}`)) % count;
  }

  /**
   * One of `variants`, avoiding those whose text starts with a word of the last sentences
   * (`recent`, most recent last), so that neighbouring sentences never open the same way: first
   * against the last three, then against the last one only.
   */
  pick<T>(slot: string, variants: readonly T[], render: (v: T) => string, recent: readonly string[]): string {
    return avoiding(this.ordered(slot, variants, render), recent);
  }

  /** Every variant rendered, the slot's own choice first. */
  ordered<T>(slot: string, variants: readonly T[], render: (v: T) => string): string[] {
    if (variants.length === 0) throw new Error(`No variants for ${slot}`);
    const start = this.index(slot, variants.length);
    return variants.map((_, i) => render(variants[(start + i) % variants.length]!));
  }
}

/** The first text not opening like the last three sentences, else not like the last one, else the first. */
export function avoiding(texts: readonly string[], recent: readonly string[]): string {
  for (const avoid of [new Set(recent.slice(-3)), new Set(recent.slice(-1))]) {
    const found = texts.find((t) => !avoid.has(firstWord(t)));
    if (found) return found;
  }
  return texts[0]!;
}

export function firstWord(text: string): string {
  return (text.match(/\p{L}+/u)?.[0] ?? '').toLowerCase();
}
