import { da } from './da.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import type { Person } from './types.ts';

/** Every fictional person of the rendered corpus, by language. */
export const PERSONS: Person[] = [...en, ...da, ...de, ...es, ...fr];

export function person(id: string): Person {
  const p = PERSONS.find((x) => x.id === id);
  if (!p) throw new Error(`unknown person ${id}`);
  return p;
}
