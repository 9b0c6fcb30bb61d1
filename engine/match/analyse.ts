/**
 * Job ad analysis: pasted ad text in English, Danish, German, Spanish or French to the structured
 * ad (domain ZJobAd). Pure and deterministic; every value is taken from the ad's text (or the
 * hints the user typed), nothing is invented.
 */
import type { EducationLevel, TJobAd, TRequirement } from '#domain/applications';
import { clip, detectLanguage, fold } from '#engine/text/index';
import { adLines, type AdItem } from './ad-lines.ts';
import { WORK_MODE_CUES } from './cues.ts';
import { employerLine, findCompany, findLocation, findTitle } from './header.ts';
import { extractRequirements } from './requirements.ts';

export interface JobAdHints {
  title?: string;
  company?: string;
}

const MAX_HIGHLIGHTS = 3;
const HIGHLIGHT_MIN = 40;
const HIGHLIGHT_MAX = 220;
const HEADER_LINES = 2;
/** Sentences that speak about the employer ("we", "our", "vi", "wir", "nous", "somos"). */
const ABOUT_US =
  /(?<![\p{L}])(?:we|our|us|vi|vores|os|wir|unser\w*|uns|nous|notre|nos|somos|nuestr\w+|empresa|company|virksomheden|unternehmen|entreprise|mission\w*)(?![\p{L}])/u;
/** Sentences about applying, pay or contact are no motivation material. */
const NOT_A_HIGHLIGHT =
  /looking for|hiring|suchen wir|wir suchen|vi søger|søger vi|buscamos|busca incorporar|recherch|recrute|\[contact\]|@|https?:|www\.|apply|ansøg|bewerb|postul|candidat|salary|salaire|salario|gehalt|løn\b|cv\b|resume/u;

function workModeOf(folded: string): TJobAd['workMode'] {
  if (WORK_MODE_CUES.hybrid.test(folded)) return 'hybrid';
  const remote = WORK_MODE_CUES.remote.test(folded);
  const onsite = WORK_MODE_CUES.onsite.test(folded);
  if (remote && onsite) return 'hybrid';
  if (remote) return 'remote';
  return onsite ? 'onsite' : null;
}

/**
 * A PDF line break inside a sentence: no end punctuation, and the next line goes on in lower case
 * or the previous one ends on a hyphen, a comma or a joining word.
 */
function wrapsOnto(previous: string, next: string): boolean {
  if (/[.!?:)]$/u.test(previous)) return false;
  return /^\p{Ll}/u.test(next) || /[-,]$|\s(?:und|and|og|y|et|der|die|das|the|of|de|la|le)$/u.test(previous);
}

/** Lines that belong together joined again, then cut into sentences worth quoting. */
function sentencesOf(items: readonly AdItem[]): string[] {
  const paragraphs: string[] = [];
  for (const item of items) {
    const previous = paragraphs.length - 1;
    const continues = previous >= 0 && wrapsOnto(paragraphs[previous]!, item.text);
    if (continues) paragraphs[previous] += ` ${item.text}`;
    else paragraphs.push(item.text);
  }
  return paragraphs
    .flatMap((p) => p.split(/(?<=[.!?])\s+(?=[\p{Lu}¿¡])/u))
    .map((s) => s.trim())
    .filter((s) => s.length >= HIGHLIGHT_MIN && /^[\p{Lu}\d¿¡"“]/u.test(s));
}

/** Up to three sentences about the company: its own section first, else the intro's "we" lines. */
function companyHighlights(items: readonly AdItem[], company: string): string[] {
  const companyKey = fold(company);
  const aboutCompany = (s: string) =>
    ABOUT_US.test(fold(s)) || (companyKey.length > 2 && fold(s).includes(companyKey));
  // The first two lines are the title and the employer line, never a highlight.
  const body = items.filter((i) => i.line >= HEADER_LINES);
  const ofSection = (section: AdItem['section']) => sentencesOf(body.filter((i) => i.section === section));
  const sentences = [...ofSection('company'), ...ofSection('intro').filter(aboutCompany)].filter(
    (s) => !NOT_A_HIGHLIGHT.test(fold(s)),
  );
  return [...new Set(sentences)].slice(0, MAX_HIGHLIGHTS).map((s) => clip(s, HIGHLIGHT_MAX));
}

const LEVELS: readonly EducationLevel[] = ['none', 'vocational', 'bachelor', 'master', 'phd'];

/**
 * The level the ad asks for: each education line names its lowest acceptable level ("Bachelor or
 * Master" → bachelor); across lines the highest must-have one counts (a PhD position that also
 * mentions teaching bachelor students asks for a PhD). Nice-to-have lines count when no line is a must.
 */
function educationLevelOf(requirements: readonly TRequirement[]): EducationLevel | null {
  const education = requirements.filter((r) => r.kind === 'education');
  const pool = education.some((r) => r.importance === 'must')
    ? education.filter((r) => r.importance === 'must')
    : education;
  const levels = pool.map((r) => LEVELS.indexOf(r.canonical as EducationLevel)).filter((i) => i > 0);
  return levels.length ? LEVELS[Math.max(...levels)]! : null;
}

function yearsOf(requirements: readonly TRequirement[]): number | null {
  const experience = requirements.filter((r) => r.kind === 'experience' && r.years !== undefined);
  const must = experience.filter((r) => r.importance === 'must');
  const pool = must.length ? must : experience;
  return pool.length ? Math.max(...pool.map((r) => r.years!)) : null;
}

const namesOf = (requirements: readonly TRequirement[], kind: TRequirement['kind']) => [
  ...new Set(requirements.filter((r) => r.kind === kind).map((r) => r.canonical ?? r.text)),
];

export function analyseJobAd(text: string, hints: JobAdHints = {}): TJobAd {
  const language = detectLanguage(text).language;
  const { lines, items } = adLines(text, language);
  // The title and employer lines name the role and the company, not requirements.
  const headerLines = employerLine(lines) ? 2 : 1;
  // Must-haves first (in the ad's order), then the nice-to-haves: the report reads in that order.
  const requirements = extractRequirements(items.filter((i) => i.line >= headerLines)).sort(
    (a, b) => Number(a.importance === 'nice') - Number(b.importance === 'nice'),
  );
  const company = hints.company?.trim() || findCompany(lines);
  return {
    language,
    title: hints.title?.trim() || findTitle(lines),
    company,
    requirements,
    hardSkills: namesOf(requirements, 'hard-skill'),
    softSkills: namesOf(requirements, 'soft-skill'),
    yearsOfExperience: yearsOf(requirements),
    educationLevel: educationLevelOf(requirements),
    languages: namesOf(requirements, 'language'),
    location: findLocation(lines),
    workMode: workModeOf(fold(text)),
    companyHighlights: companyHighlights(items, company),
  };
}
