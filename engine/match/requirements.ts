/**
 * Requirements from the ad's items: skills named by the vocabulary, years of experience,
 * education levels and spoken languages wherever the ad asks for them, and the remaining
 * requirement lines as short phrases in the ad's own words. Each is a must-have unless its
 * section or its wording makes it a nice-to-have.
 */
import type { EducationLevel, RequirementKind, TRequirement } from '#domain/applications';
import { LANGUAGE_NAMES } from '#engine/skills/index';
import type { AdItem } from './ad-lines.ts';
import { findConcepts } from './concepts.ts';
import {
  EDUCATION_CUES,
  EXPERIENCE_WORD,
  GENERIC_DEGREE,
  LANGUAGE_CONTEXT,
  LANGUAGE_ENGLISH,
  LOCATION_LABEL,
  NICE_LINE,
  numberValue,
  SEVERAL_YEARS,
  SEVERAL_YEARS_VALUE,
  YEARS_RE,
} from './cues.ts';
import { clip, fold, tokenize } from '#engine/text/index';

type Importance = TRequirement['importance'];
type Draft = Omit<TRequirement, 'id'>;

/** Sections whose items are requirements; duties and the intro only yield named skills and years. */
const REQUIREMENT_SECTIONS = new Set(['must', 'nice']);
const SKILL_SECTIONS = new Set(['must', 'nice', 'intro', 'duties']);
const MAX_OTHER = 12;
const MAX_REQUIREMENTS = 40;
const OTHER_TEXT = 80;
/** Items this short are fragments, not requirements ("etc.", "Kolding"). */
const MIN_OTHER_WORDS = 2;
/** More than this is a company's age ("más de 30 años de experiencia"), not a requirement. */
const MAX_YEARS = 15;

/**
 * When the ad has a requirements section, an intro sentence names requirements only when it
 * speaks to the candidate or about experience ("We are looking for Python developers with 2+
 * years"); the employer's self-description ("We offer marketplaces, CRM and logistics") is not.
 */
const ADDRESSES_CANDIDATE =
  /(?<![\p{L}])(?:you|your|du|dig|din|dit|dine|dich|dein\w*|sie|ihr\w*|vous|votre|vos|tu|tus|usted|experience|experienced|erfaring|erfaren|erfahrung\w*|experiencia|skills|knowledge|kenntniss\w*|conocimientos?|connaissances?|looking for|seeking|søger|suchen|buscamos|busca|recherchons|recherche|candidate|kandidat\w*|candidat\w*|requirements?)(?![\p{L}])/u;

const STUDENTS =
  /(?<![\p{L}])(?:students?|studerende|studenten|studierende|estudiantes|etudiants)(?![\p{L}])/u;
/** Contact details and labelled facts ("Lugar de trabajo: CABA") inside a requirement list. */
const NOT_A_REQUIREMENT = /\[contact\]|@|https?:|www\./u;

/** Where one clause of a requirement line ends and the next begins. */
const CLAUSE_BREAK = /[;.!?]\s+|,\s+|\s[–—-]\s|\s(?:but|while|men|aber|pero|mais|whereas)\s/gu;
/** A clause this short that is only a nice-to-have cue ("Ideally,", "Idealerweise") scopes the next one. */
const CUE_ONLY_WORDS = 2;

/** The clause of an item around a position, as [start, end) offsets in the folded text. */
function clauseAt(folded: string, at: number): [number, number] {
  let start = 0;
  for (const m of folded.matchAll(CLAUSE_BREAK)) {
    const end = m.index;
    if (at < end) return [start, end];
    start = end + m[0].length;
  }
  return [start, folded.length];
}

/**
 * "(Preferred)", "(preferentemente en pymes)": a note in brackets qualifies only if it is all it
 * says. Otherwise a nice-to-have cue counts for its own clause only: in "Python is required,
 * Docker is a plus" only Docker is a nice-to-have. A lone cue ("Ideally, you have …") opens the
 * clause after it.
 */
function importanceAt(item: AdItem, at: number): Importance {
  if (item.section === 'nice') return 'nice';
  const notes = [...item.folded.matchAll(/\(([^)]*)\)/gu)].map((m) => m[1]!.trim());
  if (notes.some((n) => NICE_LINE.test(n) && n.split(/\s+/).length <= 2)) return 'nice';
  const folded = item.folded.replace(/\([^)]*\)/gu, (m) => ' '.repeat(m.length));
  const [start, end] = clauseAt(folded, at);
  if (NICE_LINE.test(folded.slice(start, end))) return 'nice';
  // A trailing cue qualifies the clause before it ("… – dog ikke et krav", "…, which is a plus").
  const after = folded.slice(end).replace(/^[\s,;:.–—-]+/u, '');
  const [, nextEnd] = clauseAt(after, 0);
  if (isCueOnly(after.slice(0, nextEnd))) return 'nice';
  // The clause before this one may be a cue on its own ("Ideally, …", "Gerne auch …").
  const before = folded.slice(0, Math.max(0, start)).replace(/[\s,;:]+$/u, '');
  const [prevStart] = clauseAt(before, Math.max(0, before.length - 1));
  const previous = before.slice(prevStart).trim();
  return isCueOnly(previous) ? 'nice' : 'must';
}

/** A clause that is a nice-to-have cue and (almost) nothing else: it names no skill of its own. */
function isCueOnly(clause: string): boolean {
  const cue = NICE_LINE.exec(clause);
  if (!cue) return false;
  const rest = clause.replace(cue[0], ' ').trim();
  return (rest ? rest.split(/\s+/).length : 0) <= CUE_ONLY_WORDS && findConcepts(rest).length === 0;
}

function importanceOf(item: AdItem): Importance {
  return importanceAt(item, 0);
}

/** "At least one of A, B or C": the skills after it are alternatives, one requirement. */
const ONE_OF =
  /(?<![\p{L}])(?:at least one of|one or more of|one of|either|mindst (?:en|et) af|en af|et af|mindestens (?:eine[rs]?|einem) der|eine[rs]? der|uno de|una de|alguno de|al menos uno de|au moins (?:un|une|l'un|l'une) des|l'un des|l'une des|un des|une des)(?![\p{L}])/u;

function yearsIn(folded: string): { years: number; surface: string } | null {
  if (!EXPERIENCE_WORD.test(folded)) return null;
  const m = YEARS_RE.exec(folded);
  if (m) {
    const years = numberValue(m[1]!);
    if (years > 0 && years <= MAX_YEARS) return { years, surface: m[0] };
  }
  const several = SEVERAL_YEARS.exec(folded);
  return several ? { years: SEVERAL_YEARS_VALUE, surface: several[0] } : null;
}

/** The lowest level an item names; a degree without a level counts as a bachelor. */
export function educationIn(folded: string): Exclude<EducationLevel, 'none'> | null {
  for (const [level, re] of EDUCATION_CUES) if (re.test(folded)) return level;
  return GENERIC_DEGREE.test(folded) ? 'bachelor' : null;
}

/** The highest level a CV's degree line names ("MSc Computer Science" → master). */
export function educationLevelIn(text: string): EducationLevel | null {
  const folded = fold(text);
  let found: EducationLevel | null = CV_VOCATIONAL.test(folded) ? 'vocational' : null;
  if (GENERIC_DEGREE.test(folded)) found = 'bachelor';
  if (CV_BACHELOR.test(folded)) found = 'bachelor';
  for (const [level, re] of EDUCATION_CUES) if (re.test(folded)) found = level;
  if (CV_MASTER.test(folded) && found !== 'phd') found = 'master';
  return found;
}

/**
 * Vocational qualifications a CV names by their own titles ("AAT Level 4 Diploma in Professional
 * Accounting", "NVQ Level 3", "HND", "Kontoruddannelse", "Akademiuddannelse i økonomi",
 * "Geprüfte Fachwirtin (IHK)", "Ciclo formativo de grado superior", "Bac pro"); a school diploma
 * is none.
 */
const CV_VOCATIONAL =
  /(?<![\p{L}])(?:(?<!school\s)diploma|nvq|hnc|hnd|akademiuddannelse|akademiøkonom|kontoruddannelse|handelsuddannelse|ihk|fachwirt(?:in)?|ciclo formativo|bac pro)(?![\p{L}])/u;

/**
 * Degree abbreviations a CV writes but an ad would not ("BA", "HD", "cand.merc.", "Kandidat i
 * økonomi", "MBA"); in an ad "kandidat" means the candidate, so these are for CV lines only.
 */
const CV_BACHELOR = /(?<![\p{L}])(?:ba|b\.a\.|beng|hd|diplomingeniør|ingeniør)(?![\p{L}])/u;
const CV_MASTER =
  /(?<![\p{L}])(?:kandidat|cand\.\w*|ma|m\.a\.|mba|meng|mag\.art\.|civilingeniør)(?![\p{L}])/u;

/** German compounds name a language as a prefix: "Deutschkenntnisse", "Englisch-". */
const LANGUAGE_PREFIXES: ReadonlyArray<readonly [string, string]> = Object.entries(LANGUAGE_NAMES)
  .map(([name, code]) => [fold(name), code] as const)
  .filter(([name]) => name.length >= 5);

function languagesIn(item: AdItem): string[] {
  if (!LANGUAGE_CONTEXT.test(item.folded)) return [];
  const codes = new Set<string>();
  for (const token of tokenize(item.text)) {
    const code =
      LANGUAGE_NAMES[token.key] ??
      LANGUAGE_PREFIXES.find(([name]) => token.key.startsWith(name) && /kenntnis|$/u.test(token.key))?.[1];
    if (code && LANGUAGE_ENGLISH[code]) codes.add(code);
  }
  return [...codes].map((c) => LANGUAGE_ENGLISH[c]!);
}

/** "Du har en god fysik" → "god fysik": the ad's words without the leading "you have". */
const FILLER =
  /^(?:you\s+(?:have|are|will\s+have|should\s+have|bring)|we\s+expect|ability\s+to|able\s+to|du\s+(?:kan\s+lide\s+(?:at\s+)?|har|er|kan|taler|bringst|hast|bist|besitzt|verfugst\s+uber)|sie\s+(?:haben|sind|verfugen\s+uber)|vous\s+(?:avez|etes|justifiez(?:\s+deja)?\s+d'?)|tienes|cuentas\s+con|eres)\s+(?:(?:en|et|ein|eine|einen|an|a|un|une|una|uno|de|d')\s+)?/u;

/** Where a long requirement can end without losing its sense: a comma, a dash, an "and". */
const CLAUSE_END = /,\s|;\s|\s[–—-]\s|\s(?:and|og|und|y|et|or|eller|oder|o|ou)\s/gu;
const MIN_CLAUSE = 25;

/** At most OTHER_TEXT characters, cut at the last clause boundary when there is one. */
function keywordSized(text: string): string {
  if (text.length <= OTHER_TEXT) return text;
  const ends = [...text.slice(0, OTHER_TEXT).matchAll(CLAUSE_END)].map((m) => m.index);
  const end = ends.filter((i) => i >= MIN_CLAUSE).pop();
  return end === undefined ? clip(text, OTHER_TEXT) : text.slice(0, end);
}

function otherText(item: AdItem): string {
  const m = FILLER.exec(item.folded);
  const text = m ? item.text.slice(m[0].length) : item.text;
  return keywordSized(text.replace(/^[\s,;:–-]+/u, '').replace(/[.;:,]+$/u, ''));
}

/** Whether named skills and years in this item count (see ADDRESSES_CANDIDATE for the intro). */
function namesRequirements(item: AdItem, introIsCompany: boolean): boolean {
  if (!SKILL_SECTIONS.has(item.section)) return false;
  return item.section !== 'intro' || !introIsCompany || ADDRESSES_CANDIDATE.test(item.folded);
}

/** A list item in a requirements section that named nothing else is a requirement in its own words. */
function isOtherRequirement(item: AdItem): boolean {
  return (
    item.listed &&
    item.text.split(/\s+/).length >= MIN_OTHER_WORDS &&
    !NOT_A_REQUIREMENT.test(item.folded) &&
    !LOCATION_LABEL.test(item.folded)
  );
}

function draftsOf(item: AdItem, introIsCompany: boolean): Draft[] {
  const importance = importanceOf(item);
  const source = clip(item.text, 300);
  const drafts: Draft[] = [];
  const add = (kind: RequirementKind, text: string, extra: Partial<Draft> = {}) =>
    drafts.push({ kind, importance, text, source, ...extra });

  // A line after the list that says "… is a plus" is still a (nice-to-have) requirement.
  const inRequirements =
    REQUIREMENT_SECTIONS.has(item.section) || (item.section === 'body' && importance === 'nice');
  if (namesRequirements(item, introIsCompany)) {
    const hits = findConcepts(item.text).filter((h) => h.concept.kind === 'hard-skill' || inRequirements);
    const oneOf = ONE_OF.exec(item.folded);
    const alternatives = oneOf
      ? hits.filter((h) => h.concept.kind === 'hard-skill' && h.start > oneOf.index)
      : [];
    if (alternatives.length >= 2) {
      drafts.push({
        kind: 'hard-skill',
        importance: importanceAt(item, alternatives[0]!.start),
        text: alternatives.map((h) => h.surface).join(' / '),
        source,
        canonical: alternatives[0]!.concept.label,
        anyOf: alternatives.map((h) => h.concept.label),
      });
    }
    for (const hit of hits) {
      if (alternatives.includes(hit)) continue;
      drafts.push({
        kind: hit.concept.kind,
        importance: importanceAt(item, hit.start),
        text: hit.surface,
        source,
        canonical: hit.concept.label,
      });
    }
    const years = yearsIn(item.folded);
    if (years) add('experience', experienceText(item, years.surface), { years: years.years });
  }
  // "Bachelor, Master and PhD students" in the lab are colleagues, not a degree asked for.
  const level = inRequirements && !STUDENTS.test(item.folded) ? educationIn(item.folded) : null;
  if (level) add('education', otherText(item), { canonical: level });
  for (const language of languagesIn(item)) add('language', language, { canonical: language });
  if (inRequirements && drafts.length === 0 && isOtherRequirement(item)) add('other', otherText(item));
  return drafts;
}

/** "5+ years of experience", "3 års erfaring": the years and the experience word right after them. */
function experienceText(item: AdItem, foldedSurface: string): string {
  const at = Math.max(0, item.folded.indexOf(foldedSurface));
  let end = at + foldedSurface.length;
  const word = EXPERIENCE_WORD.exec(item.folded.slice(end, end + 40));
  if (word) end += word.index + word[0].length;
  while (end < item.text.length && /\p{L}/u.test(item.text[end]!)) end++;
  return clip(item.text.slice(at, end), 60);
}

function keyOf(d: Draft): string {
  return `${d.kind}:${fold(d.canonical ?? d.text)}`;
}

/** One requirement per concept: the first wording is kept, a must-have anywhere makes it a must. */
export function extractRequirements(items: readonly AdItem[]): TRequirement[] {
  const byKey = new Map<string, Draft>();
  let others = 0;
  // With a requirements section of its own, the ad's intro is mostly about the employer.
  const introIsCompany = items.some((i) => i.section === 'must');
  for (const item of items) {
    for (const draft of draftsOf(item, introIsCompany)) {
      const key = keyOf(draft);
      const existing = byKey.get(key);
      if (existing) {
        if (draft.importance === 'must') existing.importance = 'must';
        continue;
      }
      if (draft.kind === 'other' && ++others > MAX_OTHER) continue;
      byKey.set(key, draft);
    }
  }
  return [...byKey.values()].slice(0, MAX_REQUIREMENTS).map((d, i) => ({ id: `r${i + 1}`, ...d }));
}
