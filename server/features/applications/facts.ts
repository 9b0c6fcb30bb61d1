import {
  REVIEW_FACT_KINDS,
  type TAtsReport,
  type TFactsPreview,
  type TReviewFact,
} from '#domain/applications';
import type { TCvData } from '#domain/cv';
import { buildFactSheet, usable, type Fact } from '#engine/write/index';

/**
 * "What your letter will say" (issue 12 item 5, decision 008): the fact sheet's usable facts plus
 * the ad's matched skills with their CV evidence, and how the ids a user unticks reach the writer.
 */

/** Enough to see what the letter leans on without turning the review into the whole CV. */
const MAX_MATCHED_SKILLS = 8;
/** The report's matches are not sheet facts: their ids carry this prefix and the requirement id. */
const MATCH_PREFIX = 'match:';
/** A matched requirement found in the CV is as sure as the CV line it rests on. */
const MATCH_CONFIDENCE = 0.9;

const SKILL_KINDS = new Set<string>(['hard-skill', 'soft-skill', 'other']);
const SHEET_KINDS = new Set<string>(REVIEW_FACT_KINDS.filter((k) => k !== 'skill'));

function reviewFact(fact: Fact): TReviewFact {
  const { id, kind, label, source, confidence, doubt, cvEntry } = fact;
  return { id, kind: kind as TReviewFact['kind'], label, source, confidence, doubt, cvEntry };
}

/**
 * The CV entry behind a matched skill's evidence line: a skill or certificate line of the sheet
 * (the report cites them as the sheet does, "Skills: React"). A job or the summary as evidence is
 * no entry to edit as a skill; it stays null and the review links to the CV instead.
 */
function entryOfLine(sheet: readonly Fact[], line: string): TReviewFact['cvEntry'] {
  const fact = sheet.find((f) => (f.kind === 'skill' || f.kind === 'certificate') && f.source === line);
  return fact?.cvEntry ?? null;
}

/** Skills the report found in the CV, must-haves first: the ones the letter names. */
function matchedSkills(report: TAtsReport, sheet: readonly Fact[]): TReviewFact[] {
  const byId = new Map(report.requirements.map((r) => [r.id, r]));
  const seen = new Set<string>();
  const must: TReviewFact[] = [];
  const nice: TReviewFact[] = [];
  for (const match of report.matches) {
    const req = byId.get(match.requirementId);
    const source = match.cvEvidence[0];
    if (!req || match.status !== 'matched' || !source || !SKILL_KINDS.has(req.kind)) continue;
    const label = req.canonical ?? req.text;
    if (seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    (req.importance === 'must' ? must : nice).push({
      id: `${MATCH_PREFIX}${req.id}`,
      kind: 'skill',
      label,
      source,
      confidence: MATCH_CONFIDENCE,
      doubt: null,
      cvEntry: entryOfLine(sheet, source),
    });
  }
  return [...must, ...nice].slice(0, MAX_MATCHED_SKILLS);
}

export function factsPreview(cv: TCvData, report: TAtsReport, now: Date): TFactsPreview {
  const sheet = buildFactSheet(cv, now);
  // The name is the letter's signature, not a claim to review.
  const reviewable = sheet.facts.filter((f) => f.kind !== 'name');
  const order = (f: TReviewFact) => REVIEW_FACT_KINDS.indexOf(f.kind);
  const facts = [
    ...reviewable.filter((f) => usable(f) && SHEET_KINDS.has(f.kind)).map(reviewFact),
    ...matchedSkills(report, sheet.facts),
  ].sort((a, b) => order(a) - order(b));
  return { facts, leftOut: reviewable.filter((f) => !usable(f)).length };
}

/**
 * What the writer gets for the unticked ids: sheet ids pass through (the engine leaves them out);
 * an unticked matched skill is taken out of the letter's copy of the report, and so is any CV
 * skill or certificate line that was its evidence, so no other sentence names it instead.
 * The stored report stays as it was: it describes the CV, not the letter.
 */
export function letterExclusions(
  excluded: readonly string[],
  report: TAtsReport,
  cv: TCvData,
  now: Date,
): { excludedFacts: string[]; report: TAtsReport } {
  const requirementIds = new Set(
    excluded.filter((id) => id.startsWith(MATCH_PREFIX)).map((id) => id.slice(MATCH_PREFIX.length)),
  );
  if (!requirementIds.size) return { excludedFacts: [...excluded], report };
  const evidence = new Set(
    report.matches.filter((m) => requirementIds.has(m.requirementId)).flatMap((m) => m.cvEvidence),
  );
  const evidenceFacts = buildFactSheet(cv, now)
    .facts.filter((f) => (f.kind === 'skill' || f.kind === 'certificate') && evidence.has(f.source))
    .map((f) => f.id);
  return {
    excludedFacts: [...excluded, ...evidenceFacts],
    report: {
      ...report,
      matches: report.matches.map((m) =>
        requirementIds.has(m.requirementId) ? { ...m, status: 'missing' as const, cvEvidence: [] } : m,
      ),
    },
  };
}
