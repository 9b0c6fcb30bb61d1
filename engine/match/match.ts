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
import { detectLanguage } from '#engine/parse/index';
import { LANGUAGE_ENGLISH } from './cues.ts';
import { findConcepts } from './concepts.ts';
import { type CvLine, cvLines, cvYears } from './cv-lines.ts';
import { scoreParts } from './score.ts';
import { suggestionsFor } from './suggestions.ts';
import { contentStems } from './text.ts';

export interface MatchOptions {
  /** "Today" for jobs that run to the present (tests pass a fixed date). */
  now?: Date;
}

type Status = TRequirementMatch['status'];

const MAX_EVIDENCE = 3;
/** Share of a phrase's words the CV must contain: all but a little for a match, some for partial. */
const MATCHED_SHARE = 0.75;
const PARTIAL_SHARE = 0.4;
const LEVELS: readonly EducationLevel[] = ['none', 'vocational', 'bachelor', 'master', 'phd'];

export interface MatchContext {
  cv: TCvData;
  ad: TJobAd;
  lines: CvLine[];
  years: number;
  /** Years from jobs that name one of the ad's skills or the title's words. */
  relevantYears: number;
  level: EducationLevel | null;
  /** The language the CV's own prose is written in, when that is clear. */
  cvLanguage: CvLanguage | null;
}

const labels = (lines: readonly CvLine[]) => [...new Set(lines.map((l) => l.label))].slice(0, MAX_EVIDENCE);

function result(requirementId: string, status: Status, lines: readonly CvLine[]): TRequirementMatch {
  return { requirementId, status, cvEvidence: status === 'missing' ? [] : labels(lines) };
}

/** Lines by how many of the phrase's stems they hold; the status from the share the CV covers. */
function matchWords(r: TRequirement, ctx: MatchContext): TRequirementMatch {
  const stems = [...new Set(contentStems(r.text, ctx.ad.language))];
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
  const canonical = r.canonical ?? '';
  // The skill list first: that is where an ATS looks, and the line reads best as evidence.
  const meeting = ctx.lines
    .filter((l) => l.concepts.has(canonical))
    .sort((a, b) => Number(b.kind === 'skill') - Number(a.kind === 'skill'));
  if (meeting.length) return result(r.id, 'matched', meeting);
  const byWords = matchWords(r, ctx);
  // Words alone never fully meet a named skill: "Python libraries" is not proof of NumPy.
  return byWords.status === 'matched' ? { ...byWords, status: 'partial' } : byWords;
}

function matchExperience(r: TRequirement, ctx: MatchContext): TRequirementMatch {
  const asked = r.years ?? 0;
  const jobs = ctx.lines.filter((l) => l.kind === 'experience');
  const status: Status =
    ctx.years >= asked ? 'matched' : ctx.years >= asked / 2 && ctx.years > 0 ? 'partial' : 'missing';
  return result(r.id, status, jobs);
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

/** Listed under languages meets it; a CV written in the language without listing it half does. */
function matchLanguage(r: TRequirement, ctx: MatchContext): TRequirementMatch {
  const meeting = ctx.lines.filter((l) => l.kind === 'language' && l.language === r.canonical);
  if (meeting.length) return result(r.id, 'matched', meeting);
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

function relevantJobs(lines: readonly CvLine[], ad: TJobAd): TCvData['experience'] {
  const { concepts, stems } = relevantTo(ad);
  return lines.flatMap((l) =>
    l.experience && ([...l.concepts].some((c) => concepts.has(c)) || [...l.stems].some((s) => stems.has(s)))
      ? [l.experience]
      : [],
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
  const ctx: MatchContext = {
    cv,
    ad,
    lines,
    years: cvYears(cv.experience, now),
    relevantYears: cvYears(relevantJobs(lines, ad), now),
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
  };
}
