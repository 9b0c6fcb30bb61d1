/**
 * The score and its working: six parts, each with the points earned of those possible and a short
 * English sentence saying why. A part the ad does not ask about (no nice-to-haves, no years) is
 * shown with 0 of 0 points and leaves the total, so the score is the share of what the ad asks.
 */
import type {
  EducationLevel,
  TAtsReport,
  TRequirement,
  TRequirementMatch,
  TScoreReason,
} from '#domain/applications';
import type { CvLanguage } from '#domain/cv';
import { type Field, withSubfields } from '#engine/skills/occupations';
import { findConcepts } from './concepts.ts';
import { titleFields } from './field.ts';
import type { MatchContext } from './match.ts';
import { contentStems, stem } from '#engine/text/index';

type Part = TAtsReport['parts'][number];

/** Points per part when the ad asks about it: must-haves weigh three times the nice-to-haves. */
const WEIGHTS = { must: 45, nice: 15, title: 10, experience: 20, education: 8, languages: 7 } as const;
/** Within the requirement parts: a named hard skill counts fully, softer phrases less. */
const KIND_WEIGHT: Partial<Record<TRequirement['kind'], number>> = {
  'hard-skill': 1,
  'soft-skill': 0.5,
  other: 0.5,
};
const CREDIT = { matched: 1, partial: 0.5, missing: 0 } as const;
/** Years from jobs related to the ad count most; the rest of a career still counts a little. */
const RELEVANT_SHARE = 0.85;
/**
 * An ad in a known field that names no number of years still wants someone who has done the work:
 * this many years in the field earn the full experience part.
 */
const FIELD_YEARS = 2;
/** Share of the education part a degree of the right level in another field earns. */
const OTHER_FIELD_DEGREE = 0.25;
/** A CV job title in the ad's field (a "Contadora" for a "Contador Público") is at least this much of a title match. */
const FIELD_TITLE_SHARE = 0.6;
/** A CV title covering this share of the ad title's words and skills is a title match. */
const TITLE_MATCH = 0.6;
const LEVELS: readonly EducationLevel[] = ['none', 'vocational', 'bachelor', 'master', 'phd'];

const round1 = (n: number) => Math.round(n * 10) / 10;

function part(
  name: Part['part'],
  earned: number,
  possible: number,
  detail: string,
  reason: TScoreReason,
): Part {
  return { part: name, earned: round1(earned), possible, detail, reason };
}

/**
 * A CV with no job, degree or skill list in the ad's field is not a candidate an ATS ranks on
 * general qualities: "teamwork" or a spoken language met by a nurse says nothing about fitness for
 * a developer post. Such a CV earns only for the named hard skills it has.
 */
function outOfField(ctx: MatchContext): string {
  return ctx.inField ? '' : " Nothing in your CV is in this job's field, so only named skills count.";
}

function requirementPart(
  name: 'must' | 'nice',
  ctx: MatchContext,
  statusOf: ReadonlyMap<string, TRequirementMatch['status']>,
): Part {
  const label = name === 'must' ? 'Must-have' : 'Nice-to-have';
  const counted = ctx.ad.requirements.filter((r) => r.importance === name && KIND_WEIGHT[r.kind]);
  if (counted.length === 0)
    return part(name, 0, 0, `The ad lists no ${label.toLowerCase()} skills.`, { code: 'noneListed' });
  let total = 0;
  let earned = 0;
  for (const r of counted) {
    const weight = KIND_WEIGHT[r.kind]!;
    total += weight;
    if (r.kind !== 'hard-skill' && !ctx.inField) continue;
    earned += weight * CREDIT[statusOf.get(r.id) ?? 'missing'];
  }
  const met = counted.filter((r) => statusOf.get(r.id) === 'matched').length;
  const partly = counted.filter((r) => statusOf.get(r.id) === 'partial').length;
  const partlyText = partly ? `, ${partly} partly` : '';
  return part(
    name,
    (WEIGHTS[name] * earned) / total,
    WEIGHTS[name],
    `${label} requirements: ${met} of ${counted.length} met${partlyText}.${outOfField(ctx)}`,
    { code: 'requirementsMet', met, of: counted.length, partly, outOfField: !ctx.inField },
  );
}

/** Job-title words that mean the same role across languages and wordings. */
const ROLE_SYNONYMS: readonly (readonly string[])[] = [
  [
    'developer',
    'engineer',
    'programmer',
    'udvikler',
    'entwickler',
    'programmierer',
    'desarrollador',
    'programador',
    'developpeur',
    'ingenieur',
    'ingeniero',
  ],
  [
    'manager',
    'lead',
    'leader',
    'head',
    'leder',
    'leiter',
    'jefe',
    'gerente',
    'responsable',
    'director',
    'chef',
  ],
  ['analyst', 'analytiker', 'analista', 'analyste'],
  ['designer', 'disenador', 'concepteur'],
  ['consultant', 'konsulent', 'berater', 'consultor'],
  ['specialist', 'spezialist', 'especialista', 'specialiste', 'expert'],
  ['teacher', 'lærer', 'lehrer', 'profesor', 'enseignant', 'professeur', 'educator'],
  [
    'nurse',
    'sygeplejerske',
    'krankenpfleger',
    'pflegekraft',
    'enfermero',
    'enfermera',
    'infirmier',
    'infirmiere',
  ],
  ['coordinator', 'koordinator', 'coordinador', 'coordinateur'],
  ['accountant', 'bogholder', 'buchhalter', 'contador', 'comptable'],
];

const synonymCache = new Map<CvLanguage, Map<string, string>>();
function roleKey(s: string, language: CvLanguage): string {
  let map = synonymCache.get(language);
  if (!map) {
    map = new Map(
      ROLE_SYNONYMS.flatMap((group) => group.map((w) => [stem(w, language), group[0]!] as const)),
    );
    synonymCache.set(language, map);
  }
  return map.get(s) ?? s;
}

/** Compounds count: "lager" and "medarbejder" are both in "Lagermedarbejder". */
const MIN_COMPOUND_PART = 4;
function inTitle(stem: string, jobStems: ReadonlySet<string>): boolean {
  if (jobStems.has(stem)) return true;
  if (stem.length < MIN_COMPOUND_PART) return false;
  for (const s of jobStems) if (s.length > stem.length && s.includes(stem)) return true;
  return false;
}

function otherField(position: string, wanted: ReadonlySet<Field>): boolean {
  if (wanted.size === 0) return false;
  const fields = withSubfields(wanted);
  const own = titleFields(position);
  return own.size > 0 && ![...own].some((f) => fields.has(f));
}

/** The title's role words (without the skills it names) against each CV job title. */
function titlePart(ctx: MatchContext): { part: Part; titleMatch: boolean } {
  const { ad, lines } = ctx;
  if (!ad.title.trim())
    return {
      part: part('title', 0, 0, 'The ad names no job title.', { code: 'noTitle' }),
      titleMatch: false,
    };
  const hits = findConcepts(ad.title);
  let roleText = ad.title;
  for (const h of hits) roleText = roleText.replace(h.surface, ' ');
  const role = [...new Set(contentStems(roleText, ad.language).map((s) => roleKey(s, ad.language)))];
  const cvConcepts = new Set(lines.flatMap((l) => [...l.concepts].filter((c) => !l.employerOnly?.has(c))));
  const conceptHits = hits.filter((h) => cvConcepts.has(h.concept.label)).length;
  let best = 0;
  const sameField = ctx.lines.some((l) => l.relevant && ctx.fields.size > 0);
  // A CV with nothing in the ad's field meets its title only by the skills it names: a role word
  // such as "engineer" or "coordinator" alone does not make an office manager a developer.
  const jobs = ctx.inField ? ctx.cv.experience : [];
  for (const job of jobs) {
    // A shared word in another trade's title ("Business Developer" for "Developer") is no match.
    if (otherField(job.position, ctx.fields)) continue;
    const jobStems = new Set(contentStems(job.position, ad.language).map((s) => roleKey(s, ad.language)));
    best = Math.max(best, role.filter((s) => inTitle(s, jobStems)).length);
  }
  const wordShare = (best + conceptHits) / Math.max(1, role.length + hits.length);
  const share = sameField ? Math.max(wordShare, FIELD_TITLE_SHARE) : wordShare;
  const titleMatch = share >= TITLE_MATCH;
  const detail = titleMatch
    ? `Your job titles and skills match the advertised title "${ad.title}".`
    : best > 0 || conceptHits > 0
      ? `Your job titles partly match the advertised title "${ad.title}".`
      : `No job title in your CV resembles "${ad.title}".${outOfField(ctx)}`;
  const reason: TScoreReason = titleMatch
    ? { code: 'titleMatch', title: ad.title }
    : best > 0 || conceptHits > 0
      ? { code: 'titlePartial', title: ad.title }
      : { code: 'titleNone', title: ad.title, outOfField: !ctx.inField };
  return { part: part('title', WEIGHTS.title * share, WEIGHTS.title, detail, reason), titleMatch };
}

function experiencePart(ctx: MatchContext): Part {
  const asked = ctx.ad.yearsOfExperience;
  if (!asked && ctx.fields.size > 0) {
    return part(
      'experience',
      WEIGHTS.experience * Math.min(1, ctx.relevantYears / FIELD_YEARS),
      WEIGHTS.experience,
      `${ctx.relevantYears} years of experience in your CV in this job's field (${[...ctx.fields].join(', ')}).`,
      { code: 'fieldYears', years: ctx.relevantYears, fields: [...ctx.fields] },
    );
  }
  if (!asked)
    return part('experience', 0, 0, 'The ad asks for no number of years.', { code: 'yearsNotAsked' });
  // With the ad's field known only years in it count; otherwise the whole career counts a little.
  const relevantShare = ctx.fields.size ? 1 : RELEVANT_SHARE;
  const credit =
    relevantShare * Math.min(1, ctx.relevantYears / asked) +
    (1 - relevantShare) * Math.min(1, ctx.years / asked);
  return part(
    'experience',
    WEIGHTS.experience * credit,
    WEIGHTS.experience,
    `${ctx.years} years of experience in your CV (${ctx.relevantYears} related to this job) against ${asked} asked.`,
    { code: 'years', years: ctx.years, related: ctx.relevantYears, asked },
  );
}

function educationPart(ctx: MatchContext): Part {
  const asked = ctx.ad.educationLevel;
  if (!asked || asked === 'none')
    return part('education', 0, 0, 'The ad asks for no education level.', { code: 'educationNotAsked' });
  const need = LEVELS.indexOf(asked);
  const have = ctx.level ? LEVELS.indexOf(ctx.level) : 0;
  const levelCredit = have >= need ? 1 : have === need - 1 && have > 0 ? 0.5 : 0;
  // A degree counts fully in the ad's field; one in another subject (a nursing degree for a
  // developer post) shows the level but not the training asked for.
  const credit = ctx.degreeInField ? levelCredit : levelCredit * OTHER_FIELD_DEGREE;
  const subject = ctx.degreeInField ? '' : ' in another field';
  const detail = ctx.level
    ? `Your highest education (${ctx.level}${subject}) against the ${asked} level asked.`
    : `The ad asks for a ${asked} level; no degree with a level was found in your CV.`;
  const reason: TScoreReason = ctx.level
    ? { code: 'educationLevel', level: ctx.level, asked, inField: ctx.degreeInField }
    : { code: 'noDegree', asked };
  return part('education', WEIGHTS.education * credit, WEIGHTS.education, detail, reason);
}

function languagesPart(ctx: MatchContext, statusOf: ReadonlyMap<string, TRequirementMatch['status']>): Part {
  const asked = ctx.ad.requirements.filter((r) => r.kind === 'language');
  if (asked.length === 0)
    return part('languages', 0, 0, 'The ad asks for no languages.', { code: 'languagesNotAsked' });
  const met = asked.filter((r) => statusOf.get(r.id) === 'matched');
  const missing = asked.filter((r) => statusOf.get(r.id) !== 'matched').map((r) => r.canonical ?? r.text);
  const missingText = missing.length ? ` Missing: ${missing.join(', ')}.` : '';
  return part(
    'languages',
    ctx.inField ? (WEIGHTS.languages * met.length) / asked.length : 0,
    WEIGHTS.languages,
    `${met.length} of ${asked.length} languages asked for are in your CV.${missingText}${outOfField(ctx)}`,
    { code: 'languages', met: met.length, of: asked.length, missing, outOfField: !ctx.inField },
  );
}

export function scoreParts(
  ctx: MatchContext,
  matches: readonly TRequirementMatch[],
): { score: number; parts: Part[]; titleMatch: boolean } {
  const statusOf = new Map(matches.map((m) => [m.requirementId, m.status]));
  const title = titlePart(ctx);
  const parts = [
    requirementPart('must', ctx, statusOf),
    requirementPart('nice', ctx, statusOf),
    title.part,
    experiencePart(ctx),
    educationPart(ctx),
    languagesPart(ctx, statusOf),
  ];
  const possible = parts.reduce((s, p) => s + p.possible, 0);
  const earned = parts.reduce((s, p) => s + p.earned, 0);
  const score = possible ? Math.round((100 * earned) / possible) : 0;
  return { score: Math.max(0, Math.min(100, score)), parts, titleMatch: title.titleMatch };
}
