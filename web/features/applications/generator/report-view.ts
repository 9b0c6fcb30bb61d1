import type { TAtsReport, TLetterParagraph, TRequirement, TRequirementMatch } from '#domain/applications';

export type MatchedRequirement = { requirement: TRequirement; match: TRequirementMatch };

const IMPORTANCE_ORDER = { must: 0, nice: 1 } as const;
const byImportance = (a: TRequirement, b: TRequirement) =>
  IMPORTANCE_ORDER[a.importance] - IMPORTANCE_ORDER[b.importance];

/**
 * The report's requirements split for display: met (fully or partly, with the CV lines) and
 * missing, must-haves first. A requirement without a match entry counts as missing.
 */
export function reportRequirements(report: Pick<TAtsReport, 'requirements' | 'matches'>): {
  matched: MatchedRequirement[];
  missing: TRequirement[];
} {
  const matchById = new Map(report.matches.map((m) => [m.requirementId, m]));
  const matched: MatchedRequirement[] = [];
  const missing: TRequirement[] = [];
  // The engine stores must-haves first; reports stored before it did are sorted here.
  for (const requirement of [...report.requirements].sort(byImportance)) {
    const match = matchById.get(requirement.id);
    if (match && match.status !== 'missing') matched.push({ requirement, match });
    else missing.push(requirement);
  }
  return { matched, missing };
}

/**
 * Whether the report's score is shown: not when the engine read too few requirements from the ad
 * for a score to mean anything. Reports stored before the flag existed always show their score.
 */
export function showsScore(report: Pick<TAtsReport, 'insufficientInformation'>): boolean {
  return report.insufficientInformation !== true;
}

export type ParagraphEvidence = {
  paragraph: TLetterParagraph;
  cvLines: readonly string[];
  requirements: TRequirement[];
};

/** What one paragraph rests on: its CV lines and the ad requirements its ids name (unknown ids skipped). */
export function paragraphEvidence(
  paragraph: TLetterParagraph,
  requirements: readonly TRequirement[],
): ParagraphEvidence {
  const byId = new Map(requirements.map((r) => [r.id, r]));
  return {
    paragraph,
    cvLines: paragraph.cvEvidence,
    requirements: paragraph.requirementIds.flatMap((id) => byId.get(id) ?? []),
  };
}

/** Paragraphs that carry content (not the sender block, date or greeting), for the evidence list. */
export function contentParagraphs(paragraphs: readonly TLetterParagraph[]): TLetterParagraph[] {
  return paragraphs.filter((p) => !['sender', 'date', 'recipient', 'subject'].includes(p.role));
}

/** The letter was edited after generation: its text is no longer the generated paragraphs. */
export function isEdited(content: string, paragraphs: readonly Pick<TLetterParagraph, 'text'>[]): boolean {
  if (paragraphs.length === 0) return false;
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  return squash(content) !== squash(paragraphs.map((p) => p.text).join('\n\n'));
}
