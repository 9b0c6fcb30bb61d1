/**
 * Concrete suggestions for what the report found missing: which keyword, where in the CV it would
 * go, and a sentence that asks the user to add it only if it is true. Must-haves come first.
 */
import type { TRequirement, TRequirementMatch, TSuggestion } from '#domain/applications';
import type { MatchContext } from './match.ts';

const MAX_SUGGESTIONS = 8;
/** Named skills first (what an ATS searches for), then the hard facts, then softer phrases. */
const KIND_ORDER: readonly TRequirement['kind'][] = [
  'hard-skill',
  'language',
  'education',
  'experience',
  'soft-skill',
  'other',
];

function suggestion(
  r: TRequirement,
  status: TRequirementMatch['status'],
  ctx: MatchContext,
): TSuggestion | null {
  const keyword = r.canonical ?? r.text;
  const wording = r.text !== keyword ? ` (the ad writes "${r.text}")` : '';
  switch (r.kind) {
    case 'hard-skill':
      return status === 'partial'
        ? {
            keyword,
            section: 'skills',
            text: `Your CV touches on ${keyword} but does not name it; if you have used it, list "${r.text}" under skills in the ad's wording.`,
            advice: { code: 'skillPartial', adText: r.text },
          }
        : {
            keyword,
            section: 'skills',
            text: `If you have worked with ${keyword}${wording}, add it to your skills and name it in the job where you used it.`,
            advice: { code: 'skillMissing', adText: r.text },
          };
    case 'soft-skill':
      return {
        keyword,
        section: 'summary',
        text: `If it describes you, show ${keyword.toLowerCase()} in your summary with a concrete example from a job.`,
        advice: { code: 'softSkill', adText: r.text },
      };
    case 'language':
      return {
        keyword,
        section: 'languages',
        text: `If you speak ${keyword}, list it under languages with your level.`,
        advice: { code: 'language', adText: r.text },
      };
    case 'education':
      return {
        keyword: r.canonical ?? r.text,
        section: 'education',
        text: `The ad asks for "${r.text}"; if you hold such a degree, list it under education with the institution and year.`,
        advice: { code: 'education', adText: r.text },
      };
    case 'experience':
      return ctx.years > 0
        ? {
            keyword: r.text,
            section: 'experience',
            text: `The ad asks for ${r.text}; your dated jobs add up to ${ctx.years} years. Check that every job has start and end dates.`,
            advice: { code: 'experienceYears', adText: r.text, years: ctx.years },
          }
        : {
            keyword: r.text,
            section: 'experience',
            text: `The ad asks for ${r.text}; add your jobs with start and end dates so they can be counted.`,
            advice: { code: 'experienceUndated', adText: r.text },
          };
    case 'other':
      return {
        keyword: r.text,
        section: 'experience',
        text: `If true, describe where you have shown "${r.text}" in one of your jobs.`,
        advice: { code: 'other', adText: r.text },
      };
  }
}

/** Phrases in the ad's own words all get the same advice: more than this says nothing new. */
const MAX_SAME_TEMPLATE = 2;
const CAPPED_SECTIONS: ReadonlySet<TSuggestion['section']> = new Set(['summary', 'experience']);

/**
 * Suggestions that differ from each other: one per keyword (a skill named twice in the ad is one
 * piece of advice) and, for general advice (summary, experience), at most MAX_SAME_TEMPLATE that
 * share their sentence apart from the keyword.
 */
function distinct(): (s: TSuggestion) => boolean {
  const keywords = new Set<string>();
  const templates = new Map<string, number>();
  return (s) => {
    const key = s.keyword.toLowerCase();
    if (keywords.has(key)) return false;
    const template = s.text.split(s.keyword).join('…');
    const used = templates.get(template) ?? 0;
    // Missing named skills are each worth saying; general advice is not worth repeating.
    if (used >= MAX_SAME_TEMPLATE && CAPPED_SECTIONS.has(s.section)) return false;
    keywords.add(key);
    templates.set(template, used + 1);
    return true;
  };
}

export function suggestionsFor(ctx: MatchContext, matches: readonly TRequirementMatch[]): TSuggestion[] {
  const byId = new Map(ctx.ad.requirements.map((r) => [r.id, r]));
  return matches
    .filter((m) => m.status !== 'matched')
    .map((m) => ({ m, r: byId.get(m.requirementId)! }))
    .sort(
      (a, b) =>
        Number(a.r.importance === 'nice') - Number(b.r.importance === 'nice') ||
        KIND_ORDER.indexOf(a.r.kind) - KIND_ORDER.indexOf(b.r.kind) ||
        Number(a.m.status === 'partial') - Number(b.m.status === 'partial'),
    )
    .flatMap(({ m, r }) => suggestion(r, m.status, ctx) ?? [])
    .filter(distinct())
    .slice(0, MAX_SUGGESTIONS);
}
