/**
 * Look-ups in the shipped skill vocabulary (see vocabulary.ts for sources, licence and naming):
 * the canonical name of a technology or soft skill, whether an item names a language, and the
 * technologies mentioned in free text. Matching ignores case and accents.
 */
import type { CvLanguage } from '#domain/cv';
import { fold } from '#engine/text/index';
import {
  LANGUAGE_NAMES,
  SOFT_SKILLS,
  type SoftSkill,
  TECH_ABBREVIATIONS,
  TECH_SKILLS,
} from './vocabulary.ts';

export { LANGUAGE_NAMES, SOFT_SKILLS, TECH_ABBREVIATIONS, TECH_SKILLS } from './vocabulary.ts';
/** Common non-tool skills (project management, accounting, nursing, …) in five languages, for job ads. */
export { PROFESSIONAL_SKILLS } from './professional.ts';

/** Folded, single spaces, no punctuation at the ends except + and # (C++, C#). */
export function skillKey(s: string): string {
  return fold(s)
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:!?()[\]{}"'*-]+|[\s,.;:!?()[\]{}"'*-]+$/g, '')
    .trim();
}

/** Every name of a technology, its abbreviations and spelling variants included ("k8s", "JS"). */
const TECH_BY_KEY: ReadonlyMap<string, string> = new Map([
  ...TECH_SKILLS.flatMap(([label, ...aliases]) =>
    [label, ...aliases].map((a) => [skillKey(a), label] as const),
  ),
  ...Object.entries(TECH_ABBREVIATIONS).map(
    ([abbreviation, label]) => [skillKey(abbreviation), label] as const,
  ),
]);
const SOFT_BY_KEY: ReadonlyMap<string, SoftSkill> = new Map(
  SOFT_SKILLS.flatMap((skill) =>
    [...Object.values(skill.labels), ...skill.aliases].map((a) => [skillKey(a), skill] as const),
  ),
);
const LANGUAGE_BY_KEY: ReadonlyMap<string, string> = new Map(
  Object.entries(LANGUAGE_NAMES).map(([name, code]) => [skillKey(name), code] as const),
);

/** The vocabulary label of a known technology ("k8s" → "Kubernetes", "Excel" → "Microsoft Excel"), else null. */
export function techSkill(term: string): string | null {
  return TECH_BY_KEY.get(skillKey(term)) ?? null;
}

/** The soft skill's label in `language` (else English), or null when it is not a known soft skill. */
export function softSkill(term: string, language: CvLanguage): string | null {
  const skill = SOFT_BY_KEY.get(skillKey(term));
  return skill ? (skill.labels[language] ?? skill.labels.en) : null;
}

let softPattern: RegExp | null = null;
/** Shorter soft-skill words are too ambiguous to find inside a longer item. */
const MIN_SOFT_KEY_INSIDE = 5;

/**
 * A soft skill, exactly ("Teamwork", "Teamfähigkeit") or as part of a short phrase ("Team
 * leadership", "Communication with patients and families").
 */
export function isSoftSkill(term: string): boolean {
  const k = skillKey(term);
  if (SOFT_BY_KEY.has(k)) return true;
  softPattern ??= new RegExp(
    `(?<![\\p{L}])(?:${[...SOFT_BY_KEY.keys()]
      .filter((key) => key.length >= MIN_SOFT_KEY_INSIDE)
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})(?![\\p{L}])`,
    'u',
  );
  return softPattern.test(k);
}

/** The ISO code of the language an item names ("Deutsch – Muttersprache" → "de"), else null. */
export function languageOf(item: string): string | null {
  const words = item.split(/[^\p{L}]+/u).filter(Boolean);
  if (words.length === 0 || words.length > 6) return null;
  for (let i = 0; i < words.length; i++) {
    // One to three words: "Deutsch", "sign language", "langue des signes".
    for (let n = 1; n <= 3 && i + n <= words.length; n++) {
      const code = LANGUAGE_BY_KEY.get(skillKey(words.slice(i, i + n).join(' ')));
      if (code) return code;
    }
  }
  return null;
}

let mentionPattern: RegExp | null = null;
/** Aliases that are also everyday words or too short to trust in running text. */
const NOT_IN_PROSE = new Set([
  'ts',
  'js',
  'ui',
  'ux',
  'ci',
  'ml',
  'go',
  'word',
  'access',
  'lean',
  'rest',
  'spring',
  'agile',
  'node',
  'express',
  'sketch',
  'swift',
  'chef',
  'helm',
  'rust',
  'dart',
  'unity',
  'source',
  'scratch',
  'spark',
  'salt',
  'assembly',
  'canvas',
  'mongo',
  'sap',
  'safe',
  'vite',
  'jest',
  'redux',
  'looker',
  'puppet',
  'flask',
  'spring',
  'rails',
  'statistik',
  'statistics',
  'accounting',
  'ux design',
  'ui design',
]);

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Technologies named in running text ("Strong knowledge of Python and k8s" → Python, Kubernetes). */
export function findTechSkills(text: string): string[] {
  mentionPattern ??= new RegExp(
    `(?<![\\p{L}\\d+#.])(?:${[...TECH_BY_KEY.keys()]
      .filter((k) => k.length > 1 && !NOT_IN_PROSE.has(k))
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})(?![\\p{L}\\d+#])`,
    'gu',
  );
  const folded = fold(text);
  const found = new Set<string>();
  for (const m of folded.matchAll(mentionPattern)) {
    const label = TECH_BY_KEY.get(m[0]);
    if (label) found.add(label);
  }
  return [...found];
}
