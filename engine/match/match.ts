/**
 * The ATS match report: a CV's structured data against the ad's requirements. Each requirement is
 * matched, partial or missing with the CV lines that meet it (concepts and synonyms first, then
 * stemmed words); the score adds up weighted parts whose working is shown; suggestions name the
 * missing keywords the user could truthfully add and where.
 */
import type {
  EducationLevel,
  TAtsReport,
  TJobAd,
  TRequirement,
  TRequirementMatch,
} from '#domain/applications';
import type { CvLanguage, TCvData } from '#domain/cv';
import { contentStems, detectLanguage, fold } from '#engine/text/index';
import { LANGUAGE_ENGLISH } from './cues.ts';
import { findConcepts } from './concepts.ts';
import { adFields, jobInFields } from './field.ts';
import type { Field } from '#engine/skills/occupations';
import { type CvLine, cvLines, cvYears } from './cv-lines.ts';
import { scoreParts } from './score.ts';
import { suggestionsFor } from './suggestions.ts';

export interface MatchOptions {
  /** "Today" for jobs that run to the present (tests pass a fixed date). */
  now?: Date;
}

type Status = TRequirementMatch['status'];

const MAX_EVIDENCE = 3;
/** Share of a phrase's words the CV must contain: all but a little for a match, some for partial. */
const MATCHED_SHARE = 0.75;
const PARTIAL_SHARE = 0.4;
/** Stems shorter than this ("end", "web") do not meet a named skill by words. */
const MIN_SKILL_STEM = 4;
const LEVELS: readonly EducationLevel[] = ['none', 'vocational', 'bachelor', 'master', 'phd'];
/** Fewer requirements than this and a score would rest on the title alone: the report declines. */
export const MIN_REQUIREMENTS = 3;

export interface MatchContext {
  cv: TCvData;
  ad: TJobAd;
  lines: CvLine[];
  years: number;
  /**
   * Years from jobs in the ad's field (by the job's title, else its skills); when the ad's field
   * is unknown, from jobs that name one of the ad's skills or the title's words.
   */
  relevantYears: number;
  /** The ad's fields of work (empty when neither its title nor its skills name one). */
  fields: ReadonlySet<Field>;
  /** Whether any job, degree or the skill list of the CV is in the ad's field. */
  inField: boolean;
  /**
   * Whether a degree on the CV is in the ad's field (true when the field is unknown) or in the
   * subject the ad's education requirement names.
   */
  degreeInField: boolean;
  level: EducationLevel | null;
  /** The language the CV's own prose is written in, when that is clear. */
  cvLanguage: CvLanguage | null;
}

const labels = (lines: readonly CvLine[]) => [...new Set(lines.map((l) => l.label))].slice(0, MAX_EVIDENCE);

function result(requirementId: string, status: Status, lines: readonly CvLine[]): TRequirementMatch {
  return { requirementId, status, cvEvidence: status === 'missing' ? [] : labels(lines) };
}

/** Lines by how many of the phrase's stems they hold; the status from the share the CV covers. */
function matchWords(r: TRequirement, ctx: MatchContext, minStem = 0): TRequirementMatch {
  const stems = [...new Set(contentStems(r.text, ctx.ad.language))].filter((s) => s.length >= minStem);
  if (stems.length === 0) return result(r.id, 'missing', []);
  const covered = stems.filter((s) => ctx.lines.some((l) => l.stems.has(s)));
  const share = covered.length / stems.length;
  const ranked = ctx.lines
    .map((line) => ({ line, hits: stems.filter((s) => line.stems.has(s)).length }))
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .map((x) => x.line);
  const status: Status = share >= MATCHED_SHARE ? 'matched' : share >= PARTIAL_SHARE ? 'partial' : 'missing';
  return result(r.id, status, ranked);
}

function matchConcept(r: TRequirement, ctx: MatchContext): TRequirementMatch {
  const wanted = r.anyOf ?? [r.canonical ?? ''];
  const naming = ctx.lines.filter((l) => wanted.some((c) => l.concepts.has(c)));
  // The skill list first: that is where an ATS looks, and the line reads best as evidence.
  const meeting = naming
    .filter((l) => wanted.some((c) => l.concepts.has(c) && !l.employerOnly?.has(c)))
    .sort((a, b) => Number(b.kind === 'skill') - Number(a.kind === 'skill'));
  if (meeting.length) return result(r.id, 'matched', meeting);
  // An employer's name ("Bilanzbuchhalterin, Mainufer Logistik SE") says where one worked, not
  // that one did the work: half a match.
  if (naming.length) return result(r.id, 'partial', naming);
  // A short word of a named skill says nothing alone: "month-end close" is no "front-end".
  const byWords = matchWords(r, ctx, MIN_SKILL_STEM);
  // Words alone never fully meet a named skill: "Python libraries" is not proof of NumPy.
  return byWords.status === 'matched' ? { ...byWords, status: 'partial' } : byWords;
}

/** Years in the ad's field meet a years requirement; years in another trade do not. */
function matchExperience(r: TRequirement, ctx: MatchContext): TRequirementMatch {
  const asked = r.years ?? 0;
  const have = ctx.fields.size ? ctx.relevantYears : ctx.years;
  const jobs = ctx.lines.filter((l) => l.kind === 'experience');
  const relevant = ctx.fields.size ? jobs.filter((l) => l.relevant) : jobs;
  const status: Status = have >= asked ? 'matched' : have >= asked / 2 && have > 0 ? 'partial' : 'missing';
  return result(r.id, status, relevant);
}

function matchEducation(r: TRequirement, ctx: MatchContext): TRequirementMatch {
  const asked = LEVELS.indexOf((r.canonical as EducationLevel) ?? 'none');
  const have = ctx.level ? LEVELS.indexOf(ctx.level) : 0;
  const degrees = ctx.lines.filter((l) => l.kind === 'education');
  const status: Status = have >= asked ? 'matched' : have === asked - 1 && have > 0 ? 'partial' : 'missing';
  return result(
    r.id,
    status,
    degrees.filter((l) => l.level).length ? degrees.filter((l) => l.level) : degrees,
  );
}

/** Spoken-language levels, lowest first, as ads and CVs write them (folded; CEFR too). */
const LANGUAGE_LEVELS: readonly RegExp[] = [
  /(?<![\p{L}])(?:basic|beginner|elementary|grundkenntniss\w*|grundlæggende|basico|basicos|notions|debutant|a1|a2)(?![\p{L}])/u,
  /(?<![\p{L}])(?:intermediate|conversational|mellem\w*|intermedio|intermediaire|b1)(?![\p{L}])/u,
  /(?<![\p{L}])(?:good|god|godt|gut|gute|buen|bueno|bon|bonne|professional|b2)(?![\p{L}])/u,
  /(?<![\p{L}])(?:fluent\w*|flydende|fliessend\w*|fließend\w*|verhandlungssicher|sehr gut\w*|fluido|avanzado|courant|bilingu\w*|excellent|c1)(?![\p{L}])/u,
  /(?<![\p{L}])(?:native|mother tongue|modersmal|muttersprach\w*|nativo|nativa|maternelle|c2)(?![\p{L}])/u,
];

/** The levels a text names (0 = basic … 4 = native). */
function levelsIn(text: string): number[] {
  const folded = fold(text);
  return LANGUAGE_LEVELS.flatMap((re, level) => (re.test(folded) ? [level] : []));
}

/**
 * Listed under languages meets it, unless the CV gives a level below the one asked ("basic
 * German" for "fluent German" is partial); a CV written in the language without listing it half does.
 */
function matchLanguage(r: TRequirement, ctx: MatchContext): TRequirementMatch {
  const meeting = ctx.lines.filter((l) => l.kind === 'language' && l.language === r.canonical);
  if (meeting.length) {
    const asked = levelsIn(r.source);
    const have = meeting.flatMap((l) => levelsIn(l.label));
    // The lowest level the ad names and the highest the CV gives: never demand more than asked.
    const below = asked.length > 0 && have.length > 0 && Math.max(...have) < Math.min(...asked);
    return result(r.id, below ? 'partial' : 'matched', meeting);
  }
  const writtenIn = ctx.cvLanguage ? LANGUAGE_ENGLISH[ctx.cvLanguage] : undefined;
  const prose = ctx.lines.filter((l) => l.kind === 'summary' || l.kind === 'experience');
  return result(r.id, writtenIn === r.canonical ? 'partial' : 'missing', prose);
}

function matchRequirement(r: TRequirement, ctx: MatchContext): TRequirementMatch {
  switch (r.kind) {
    case 'hard-skill':
    case 'soft-skill':
      return r.canonical ? matchConcept(r, ctx) : matchWords(r, ctx);
    case 'experience':
      return matchExperience(r, ctx);
    case 'education':
      return matchEducation(r, ctx);
    case 'language':
      return matchLanguage(r, ctx);
    case 'other':
      return matchWords(r, ctx);
  }
}

/** The title's skill concepts and role words ("Backend", "Developer"), for relevance. */
function relevantTo(ad: TJobAd): { concepts: Set<string>; stems: Set<string> } {
  const concepts = new Set([...ad.hardSkills, ...findConcepts(ad.title).map((h) => h.concept.label)]);
  return { concepts, stems: new Set(contentStems(ad.title, ad.language)) };
}

/** Marks the jobs that count as relevant experience (see MatchContext.relevantYears). */
function markRelevant(lines: CvLine[], ad: TJobAd, fields: ReadonlySet<Field>): void {
  const { concepts, stems } = relevantTo(ad);
  for (const l of lines) {
    if (!l.experience) continue;
    // What the job's title and description name; its employer's name is evidence of its own.
    const own = [...l.concepts].filter((c) => !l.employerOnly?.has(c));
    l.relevant = fields.size
      ? jobInFields(l.experience.position, own, fields, l.experience.company)
      : [...l.concepts].some((c) => concepts.has(c)) || [...l.stems].some((s) => stems.has(s));
  }
}

/** A degree whose subject ("BSc Computer Science", "Ausbildung Krankenpflege") is in the ad's field. */
function degreeInField(lines: readonly CvLine[], fields: ReadonlySet<Field>): boolean {
  if (fields.size === 0) return true;
  return lines.some((l) => l.kind === 'education' && jobInFields(l.label, l.concepts, fields));
}

/**
 * A degree in the subject the ad's education requirement names ("Studium BWL oder Ähnliches" and a
 * "Grado en Administración y Dirección de Empresas") is the training asked for, whatever field
 * that subject belongs to.
 */
function degreeInSubjectAsked(lines: readonly CvLine[], ad: TJobAd): boolean {
  const asked = new Set(
    ad.requirements
      .filter((r) => r.kind === 'education')
      .flatMap((r) => findConcepts(r.source).map((h) => h.concept.label)),
  );
  if (asked.size === 0) return false;
  return lines.some((l) => l.kind === 'education' && [...l.concepts].some((c) => asked.has(c)));
}

/** A degree or the skill list in the ad's field also shows the CV belongs to it (a graduate). */
function cvInField(lines: readonly CvLine[], fields: ReadonlySet<Field>): boolean {
  if (fields.size === 0) return true;
  if (lines.some((l) => l.relevant) || degreeInField(lines, fields)) return true;
  const skills = lines.filter((l) => l.kind === 'skill' || l.kind === 'education' || l.kind === 'summary');
  return jobInFields(
    '',
    skills.flatMap((l) => [...l.concepts]),
    fields,
  );
}

function highestLevel(lines: readonly CvLine[]): EducationLevel | null {
  const levels = lines.flatMap((l) => (l.level ? [LEVELS.indexOf(l.level)] : []));
  return levels.length ? LEVELS[Math.max(...levels)]! : null;
}

/** Below this confidence the CV's language is not trusted (a CV of bare keywords). */
const LANGUAGE_CONFIDENCE = 0.5;

function proseLanguage(cv: TCvData): CvLanguage | null {
  const prose = [cv.summary, ...cv.experience.map((e) => e.description)].join('\n');
  const { language, confidence } = detectLanguage(prose);
  return confidence >= LANGUAGE_CONFIDENCE ? language : null;
}

export function matchCv(cv: TCvData, ad: TJobAd, options: MatchOptions = {}): TAtsReport {
  const now = options.now ?? new Date();
  const lines = cvLines(cv, ad.language);
  const fields = adFields(ad.title, ad.hardSkills);
  markRelevant(lines, ad, fields);
  const ctx: MatchContext = {
    cv,
    ad,
    lines,
    years: cvYears(cv.experience, now),
    relevantYears: cvYears(
      lines.flatMap((l) => (l.relevant && l.experience ? [l.experience] : [])),
      now,
    ),
    fields,
    inField: cvInField(lines, fields),
    degreeInField: degreeInField(lines, fields) || degreeInSubjectAsked(lines, ad),
    level: highestLevel(lines),
    cvLanguage: proseLanguage(cv),
  };
  const matches = ad.requirements.map((r) => matchRequirement(r, ctx));
  const { score, parts, titleMatch } = scoreParts(ctx, matches);
  const statusOf = new Map(matches.map((m) => [m.requirementId, m.status]));
  const keywords = (wanted: (s: Status | undefined) => boolean) => [
    ...new Set(
      ad.requirements
        .filter(
          (r) => ['hard-skill', 'soft-skill', 'language'].includes(r.kind) && wanted(statusOf.get(r.id)),
        )
        .sort((a, b) => Number(a.importance === 'nice') - Number(b.importance === 'nice'))
        .map((r) => r.canonical ?? r.text),
    ),
  ];
  return {
    score,
    parts,
    requirements: ad.requirements,
    matches,
    matchedKeywords: keywords((s) => s === 'matched'),
    missingKeywords: keywords((s) => s === 'missing'),
    suggestions: suggestionsFor(ctx, matches),
    cvYears: ctx.years,
    titleMatch,
    ...(ad.requirements.length < MIN_REQUIREMENTS ? { insufficientInformation: true } : {}),
  };
}

/** How many of the ad's must-haves the report found fully met (the discovery list and its alerts). */
export function mustHavesMet(ad: TJobAd, report: TAtsReport): { met: number; total: number } {
  const met = new Set(report.matches.filter((m) => m.status === 'matched').map((m) => m.requirementId));
  const musts = ad.requirements.filter((r) => r.importance === 'must');
  return { met: musts.filter((r) => met.has(r.id)).length, total: musts.length };
}
