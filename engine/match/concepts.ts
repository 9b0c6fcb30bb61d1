/**
 * Skill concepts found in running text: every label and alias of the shipped vocabulary
 * (technologies, professional skills, soft skills; engine/skills) as folded token sequences, so
 * "JS" is JavaScript, "k8s" is Kubernetes and "Projektmanagement", "projektledelse" and "gestión
 * de proyectos" are all Project management. A word may carry a plural or definite ending the
 * alias lacks ("projektledelsen", "APIs"). Abbreviations that are also everyday words ("Go",
 * "rest", "R") only count when written as the vocabulary writes them.
 */
import { PROFESSIONAL_SKILLS, SOFT_SKILLS, TECH_SKILLS } from '#engine/skills/index';
import { fold, tokenize, type Token } from '#engine/text/index';

export type ConceptKind = 'hard-skill' | 'soft-skill';

export interface Concept {
  /** The canonical English label ("JavaScript", "Project management", "Teamwork"). */
  label: string;
  kind: ConceptKind;
}

export interface ConceptHit {
  concept: Concept;
  /** The words as the text writes them ("k8s", "Projektmanagement"). */
  surface: string;
  start: number;
  end: number;
}

interface Alias {
  tokens: readonly string[];
  concept: Concept;
  /** For ambiguous aliases: the exact spelling required ("Go", "R", "REST"). */
  exact: string | null;
}

/** Everyday words or letters that are also technology names: exact spelling only. */
const AMBIGUOUS = new Set(
  `go r c ts js ui ux ci ml qa word access rest spring node express sketch swift chef helm rust dart unity
  source scratch spark salt assembly canvas mongo safe vite jest redux looker puppet flask rails lean pig
  hive office vue bi pr hr erp crm`
    .split(/\s+/)
    .filter(Boolean),
);

/** Endings a word may carry beyond the alias: plurals and Scandinavian/German definite forms. */
const EXTRA_ENDINGS = new Set(['s', 'es', 'e', 'er', 'en', 'et', 'ne', 'erne', 'ene', 'n']);
const MIN_INFLECTED = 4;
const PREFIX = 4;

function aliasesOf(label: string, kind: ConceptKind, names: readonly string[]): Alias[] {
  const concept: Concept = { label, kind };
  return names.flatMap((name) => {
    const tokens = tokenize(name).map((t) => t.key);
    if (tokens.length === 0) return [];
    const exact = tokens.length === 1 && AMBIGUOUS.has(tokens[0]!) ? name.trim() : null;
    return [{ tokens, concept, exact }];
  });
}

function buildIndex(): Map<string, Alias[]> {
  const all = [
    ...TECH_SKILLS.flatMap(([label, ...aliases]) => aliasesOf(label, 'hard-skill', [label, ...aliases])),
    ...PROFESSIONAL_SKILLS.flatMap(([label, ...aliases]) =>
      aliasesOf(label, 'hard-skill', [label, ...aliases]),
    ),
    ...SOFT_SKILLS.flatMap((s) =>
      aliasesOf(s.labels.en, 'soft-skill', [...Object.values(s.labels), ...s.aliases]),
    ),
  ];
  const index = new Map<string, Alias[]>();
  for (const alias of all) {
    const key = alias.tokens[0]!.slice(0, PREFIX);
    const list = index.get(key);
    if (list) list.push(alias);
    else index.set(key, [alias]);
  }
  // Longest alias first, so "React Native" wins over "React".
  for (const list of index.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return index;
}

let index: Map<string, Alias[]> | null = null;

function tokenMatches(aliasToken: string, token: string): boolean {
  if (aliasToken === token) return true;
  return (
    aliasToken.length >= MIN_INFLECTED &&
    token.startsWith(aliasToken) &&
    EXTRA_ENDINGS.has(token.slice(aliasToken.length))
  );
}

const isAcronym = (s: string) => s.length <= 4 && s === s.toUpperCase();

function matchAt(tokens: readonly Token[], i: number, alias: Alias): boolean {
  if (i + alias.tokens.length > tokens.length) return false;
  // An everyday word opening a line is capitalised anyway ("Vue d'ensemble", "Go-live").
  if (alias.exact !== null) return tokens[i]!.raw === alias.exact && (i > 0 || isAcronym(alias.exact));
  return alias.tokens.every((t, k) => tokenMatches(t, tokens[i + k]!.key));
}

/** The concepts a text names, in order, each once (the first mention's wording kept). */
export function findConcepts(text: string): ConceptHit[] {
  index ??= buildIndex();
  const tokens = tokenize(text);
  const hits: ConceptHit[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < tokens.length;) {
    const alias = index.get(tokens[i]!.key.slice(0, PREFIX))?.find((a) => matchAt(tokens, i, a));
    if (!alias) {
      i++;
      continue;
    }
    const last = tokens[i + alias.tokens.length - 1]!;
    const id = `${alias.concept.kind}:${alias.concept.label}`;
    if (!seen.has(id)) {
      seen.add(id);
      hits.push({
        concept: alias.concept,
        surface: text.slice(tokens[i]!.start, last.end),
        start: tokens[i]!.start,
        end: last.end,
      });
    }
    i += alias.tokens.length;
  }
  return hits;
}

/** The concept a whole item names ("k8s" → Kubernetes), else null. */
export function conceptOf(item: string): Concept | null {
  const hits = findConcepts(item);
  const words = tokenize(item).length;
  const hit = hits[0];
  return hit && tokenize(hit.surface).length === words ? hit.concept : null;
}

/** A stable key for a concept or a free phrase, for de-duplication. */
export function conceptKey(c: Concept): string {
  return `${c.kind}:${fold(c.label)}`;
}
