/**
 * Scores a LinkedIn profile (read by ./linkedin-export.ts) on explicit criteria, each with its
 * points, why it passed or not and how to fix it (issue 16). Deterministic: the same profile,
 * target roles and CV give the same analysis. What cannot be judged from LinkedIn's export or
 * pasted text (the photo and banner; recommendations, which the export leaves out; the CV
 * comparison without a CV) is said so and left out of the score rather than guessed.
 */
import type { TCvData } from '#domain/cv';
import {
  linkedinBand,
  linkedinVanity,
  type LinkedinCheckId,
  type LinkedinLanguage,
  type TLinkedinAnalysis,
  type TLinkedinCheck,
} from '#domain/linkedin';
import { findConcepts } from '#engine/match/concepts';
import { titleFields } from '#engine/match/field';
import { FIELD_SKILLS, withParents, withSubfields, type Field } from '#engine/skills/occupations';
import { fold } from '#engine/text/index';
import type { LinkedinProfile } from './linkedin-export.ts';
import { CHECK_TEXTS, DIFFERENCE_TEXTS, type CheckFacts } from './linkedin-texts.ts';

export { readLinkedinProfile, type LinkedinProfile, type ProfileLine } from './linkedin-export.ts';

export interface LinkedinContext {
  /** The profile address the user gave. */
  linkedinUrl: string;
  /** The user's target roles (profile), whose skills the About section and skills are held against. */
  targetRoles: readonly string[];
  /** The extracted data of the user's default CV, when there is one. */
  cv: TCvData | null;
  language: LinkedinLanguage;
}

/** The points of each criterion; 100 together when all can be judged (the photo never can). */
export const CHECK_POINTS: Record<LinkedinCheckId, number> = {
  headline: 15,
  about: 15,
  photo: 0,
  experience: 20,
  skills: 15,
  education: 8,
  certifications: 5,
  languages: 5,
  recommendations: 5,
  customUrl: 5,
  cvConsistency: 7,
};

export const HEADLINE_MIN = 40;
export const HEADLINE_MAX = 220;
export const ABOUT_FULL = 600;
export const ABOUT_SOME = 200;
/** A description this long says something about the role. */
const DESCRIBED = 40;

/** "…| what you bring", "… – helping teams ship", "…· Python · AWS": a second part after a separator. */
const VALUE_PART = /[|•·–—]\s*(\S+\s+){2,}\S+|[|•·]\s*\S+.*[|•·]/u;
/** A result with a number: "32%", "1,400 stores", "2.4 billion DKK", "15 hours"; not a year alone. */
const RESULT = /(?<![\d.,])(?!(?:19|20)\d{2}(?![\d.,%]))\d+/u;
/** LinkedIn's generated profile address ends with a block of letters and digits ("anna-holm-4b3a2b1a5"). */
const GENERATED_SUFFIX = /-(?=[a-z\d]*\d)[a-z\d]{5,}$/i;

/** The hard skills a text names: the vocabulary's label and the words as written. */
function hardSkills(text: string): { label: string; surface: string }[] {
  return findConcepts(text)
    .filter((h) => h.concept.kind === 'hard-skill')
    .map((h) => ({ label: h.concept.label, surface: h.surface }));
}

/** The fields of the target roles; without any, the headline's and the latest title's. */
function targetFields(profile: LinkedinProfile, targetRoles: readonly string[]): Set<Field> {
  const fromRoles = new Set(targetRoles.flatMap((role) => [...titleFields(role)]));
  if (fromRoles.size) return withSubfields(fromRoles);
  const own = new Set([...titleFields(profile.headline), ...titleFields(profile.experience[0]?.title ?? '')]);
  return withSubfields(own);
}

function fieldSkillSet(fields: ReadonlySet<Field>): Set<string> {
  return new Set([...fields].flatMap((f) => FIELD_SKILLS[f]));
}

/** Whether a skill (or a broader one it implies) is a skill of the target fields. */
function inTarget(label: string, targets: ReadonlySet<string>): boolean {
  return withParents(label).some((l) => targets.has(l));
}

/** Each item once, case and accents ignored; the first spelling kept. */
const unique = (items: readonly string[]) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = fold(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

function words(s: string): Set<string> {
  return new Set(
    fold(s)
      .split(/[^\p{L}\d]+/u)
      .filter((w) => w.length > 2),
  );
}

/** Two names of one employer or title: one inside the other, or most of the words of both shared. */
function same(a: string, b: string): boolean {
  const fa = fold(a)
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();
  const fb = fold(b)
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();
  if (!fa || !fb) return false;
  if (fa.includes(fb) || fb.includes(fa)) return true;
  const wa = words(a);
  const wb = words(b);
  const shared = [...wa].filter((w) => wb.has(w)).length;
  return shared / Math.max(1, wa.size, wb.size) >= 0.6;
}

const yearOf = (date: string | null) => date?.slice(0, 4) ?? null;

/** Up to this many of the CV's most recent jobs are compared. */
const CV_JOBS_COMPARED = 5;

function cvDifferences(profile: LinkedinProfile, cv: TCvData, language: LinkedinLanguage): string[] {
  const texts = DIFFERENCE_TEXTS[language];
  const differences: string[] = [];
  const jobs = cv.experience.filter((e) => e.company.trim() && !e.volunteer).slice(0, CV_JOBS_COMPARED);
  for (const job of jobs) {
    const entries = profile.experience.filter((e) => same(e.company, job.company));
    if (entries.length === 0) {
      differences.push(texts.missing(job.company));
      continue;
    }
    // The same title exactly first: "Data Engineer" is inside "Senior Data Engineer" too.
    const entry =
      entries.find((e) => fold(e.title) === fold(job.position)) ??
      entries.find((e) => same(e.title, job.position)) ??
      entries[0]!;
    if (job.position.trim() && !entries.some((e) => same(e.title, job.position))) {
      differences.push(texts.title(job.company, job.position, entry.title));
    }
    const cvStart = yearOf(job.startDate);
    const liStart = yearOf(entry.start);
    if (cvStart && liStart && cvStart !== liStart)
      differences.push(texts.start(job.company, cvStart, liStart));
  }
  return differences;
}

interface Judged {
  id: LinkedinCheckId;
  points: number;
  /** null: cannot be judged from what was given. */
  judged: boolean;
}

function facts(profile: LinkedinProfile, context: LinkedinContext): CheckFacts {
  const fields = targetFields(profile, context.targetRoles);
  const targetSkills = fieldSkillSet(fields);
  const headline = profile.headline;
  const roleWords = context.targetRoles.map((r) => fold(r).trim()).filter(Boolean);
  const summaryFolded = fold(profile.summary);
  const aboutSkills = hardSkills(profile.summary)
    .filter((s) => !targetSkills.size || inTarget(s.label, targetSkills))
    .map((s) => s.surface);
  const namedRole = context.targetRoles.find((r) => summaryFolded.includes(fold(r).trim()));
  // An occupation of the target field in other words ("sygeplejerske" for "Nurse").
  const occupationNamed =
    namedRole === undefined && [...titleFields(profile.summary)].some((f) => fields.has(f));
  // The skills as the profile writes them ("Sygepleje"), each once.
  const matched = unique(
    profile.skills.filter((s) =>
      hardSkills(s).some((h) => !targetSkills.size || inTarget(h.label, targetSkills)),
    ),
  );
  const vanity =
    linkedinVanity(context.linkedinUrl) ?? (profile.profileUrl ? linkedinVanity(profile.profileUrl) : null);
  const cvJobs = context.cv?.experience.filter((e) => e.company.trim() && !e.volunteer) ?? [];
  return {
    headline: {
      text: headline,
      role:
        titleFields(headline).size > 0 ||
        roleWords.some((r) => fold(headline).includes(r)) ||
        profile.experience.some((e) => e.title && fold(headline).includes(fold(e.title))),
      // The role's own word is no value ("Sales"): a second part, or skills beyond a bare title.
      value:
        VALUE_PART.test(headline) ||
        hardSkills(headline).length >= 2 ||
        (hardSkills(headline).length === 1 && headline.split(/\s+/).length > 3),
      length: headline.length,
    },
    about: {
      length: profile.summary.length,
      keywords: unique([...(namedRole ? [namedRole] : []), ...aboutSkills]),
      occupationNamed,
    },
    experience: {
      entries: profile.experience.length,
      described: profile.experience.filter((e) => e.description.length >= DESCRIBED).length,
      quantified: profile.experience.filter((e) => RESULT.test(e.description)).length,
    },
    skills: {
      count: profile.skills.length,
      matched,
      targets: [...context.targetRoles],
    },
    education: {
      entries: profile.education.length,
      withDegree: profile.education.filter((e) => e.degree).length,
    },
    certifications: { count: profile.certifications.length },
    languages: { count: profile.languages.length },
    recommendations: { count: profile.recommendations },
    customUrl: { vanity, custom: vanity !== null && !GENERATED_SUFFIX.test(vanity) },
    cvConsistency: {
      compared: context.cv !== null && cvJobs.length > 0,
      differences: context.cv && cvJobs.length ? cvDifferences(profile, context.cv, context.language) : [],
    },
  };
}

/** Each criterion's points from the facts (the rules, in one place). */
function judge(f: CheckFacts): Judged[] {
  const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  const h = f.headline;
  const a = f.about;
  // The target role named in its own words counts once, as the field's occupation does.
  const aboutKeywordCount = a.keywords.length + (a.occupationNamed ? 1 : 0);
  const e = f.experience;
  return [
    {
      id: 'headline',
      judged: true,
      points:
        (h.role ? 7 : 0) + (h.value ? 5 : 0) + (h.length >= HEADLINE_MIN && h.length <= HEADLINE_MAX ? 3 : 0),
    },
    {
      id: 'about',
      judged: true,
      points:
        (a.length >= ABOUT_FULL ? 8 : a.length >= ABOUT_SOME ? 4 : 0) +
        (aboutKeywordCount >= 3 ? 7 : aboutKeywordCount >= 1 ? 3 : 0),
    },
    { id: 'photo', judged: false, points: 0 },
    {
      id: 'experience',
      judged: true,
      points:
        e.entries === 0
          ? 0
          : 5 +
            Math.round(8 * share(e.described, e.entries)) +
            (e.quantified * 2 >= e.entries ? 7 : e.quantified > 0 ? 4 : 0),
    },
    {
      id: 'skills',
      judged: true,
      points:
        (f.skills.count >= 3 ? 5 : f.skills.count > 0 ? 2 : 0) +
        (f.skills.matched.length >= 2 ? 10 : f.skills.matched.length === 1 ? 5 : 0),
    },
    {
      id: 'education',
      judged: true,
      points: f.education.withDegree > 0 ? 8 : f.education.entries > 0 ? 4 : 0,
    },
    { id: 'certifications', judged: true, points: f.certifications.count > 0 ? 5 : 0 },
    { id: 'languages', judged: true, points: f.languages.count > 0 ? 5 : 0 },
    {
      id: 'recommendations',
      judged: f.recommendations.count !== null,
      points: (f.recommendations.count ?? 0) >= 2 ? 5 : (f.recommendations.count ?? 0) === 1 ? 2 : 0,
    },
    { id: 'customUrl', judged: true, points: f.customUrl.custom ? 5 : 0 },
    {
      id: 'cvConsistency',
      judged: f.cvConsistency.compared,
      points: f.cvConsistency.differences.length === 0 ? 7 : f.cvConsistency.differences.length === 1 ? 4 : 0,
    },
  ];
}

/** The analysis of a read profile: score, band, completeness, checklist, strengths, improvements, recommendations. */
export function analyzeLinkedinProfile(
  profile: LinkedinProfile,
  context: LinkedinContext,
): TLinkedinAnalysis {
  const f = facts(profile, context);
  const texts = CHECK_TEXTS[context.language];
  const checklist: TLinkedinCheck[] = judge(f).map(({ id, points, judged }) => {
    const maxPoints = judged ? CHECK_POINTS[id] : 0;
    const passed = judged ? points >= maxPoints : null;
    return {
      id,
      label: texts[id].label,
      passed,
      points: judged ? points : 0,
      maxPoints,
      why: texts[id].why(f, passed),
      fix: texts[id].fix(f, passed),
    };
  });
  const possible = checklist.reduce((sum, c) => sum + c.maxPoints, 0);
  const earned = checklist.reduce((sum, c) => sum + c.points, 0);
  const score = possible === 0 ? 0 : Math.round((100 * earned) / possible);
  const open = checklist
    .filter((c) => c.passed === false)
    .sort((x, y) => y.maxPoints - y.points - (x.maxPoints - x.points));
  return {
    score,
    band: linkedinBand(score),
    completeness: {
      headline: profile.headline !== '',
      about: profile.summary !== '',
      experience: profile.experience.length > 0,
      education: profile.education.length > 0,
      skills: profile.skills.length > 0,
      languages: profile.languages.length > 0,
      certifications: profile.certifications.length > 0,
      recommendations: (profile.recommendations ?? 0) > 0,
      customUrl: f.customUrl.custom,
    },
    strengths: checklist.filter((c) => c.passed === true).map((c) => `${c.label}: ${c.why}`),
    improvements: open.map((c) => `${c.label}: ${c.why}`),
    // The fixes worth the most points first; the photo, which we cannot see, last.
    recommendations: [...open, ...checklist.filter((c) => c.id === 'photo')].map((c) => c.fix),
    checklist,
    language: context.language,
    profileName: profile.name,
    enhanced: false,
  };
}
