import type { CvTemplateDefinition } from '#domain/cv-builder';
import measured from './ats-safety.json' with { type: 'json' };

/**
 * Which templates are ATS-safe, as `npm run bench:builder` measured it (decision 020: measured, not
 * claimed): the recall of the PDF round trip, on the sample CVs and on the real-world corpus mapped
 * to builder CVs. The bench writes ats-safety.json; a template without an entry is not ATS-safe.
 */

/** Issue 15's target: a template marked ATS-safe reads back at least this share of the fields. */
export const ATS_SAFE_RECALL = 0.98;

export type AtsSafetyEntry = {
  /** Fields found / fields present over the sample CVs (micro). */
  recall: number;
  /** The recall of each sample CV, by language. */
  samples: Record<string, number>;
  /** Fields found / fields present over the real-world corpus; null when it was not measured. */
  corpusRecall: number | null;
  /** ISO date and time of the measurement. */
  measuredAt: string;
};

export type AtsSafety = Record<string, AtsSafetyEntry>;

export const ATS_SAFETY: AtsSafety = measured;

/** Safe when both the samples and the real-world corpus read back at ATS_SAFE_RECALL or better. */
export const measuredSafe = (entry: AtsSafetyEntry | undefined): boolean =>
  !!entry &&
  entry.recall >= ATS_SAFE_RECALL &&
  entry.corpusRecall !== null &&
  entry.corpusRecall >= ATS_SAFE_RECALL;

export const isAtsSafe = (template: Pick<CvTemplateDefinition, 'slug'>): boolean =>
  measuredSafe(ATS_SAFETY[template.slug]);

/** What the gallery shows of the measurement: the lower of the two recalls, null when unmeasured. */
export function atsRecall(template: Pick<CvTemplateDefinition, 'slug'>): number | null {
  const entry = ATS_SAFETY[template.slug];
  if (!entry) return null;
  return entry.corpusRecall === null ? entry.recall : Math.min(entry.recall, entry.corpusRecall);
}
