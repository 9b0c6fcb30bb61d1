import { describe, expect, it } from 'vitest';
import { defaultCustomization } from '#domain/cv-builder/layout';
import { SAMPLE_CV } from '#domain/cv-builder/sample-cv';
import { CV_TEMPLATES } from '#domain/cv-builder/templates';
import { ATS_SAFE_RECALL, ATS_SAFETY, isAtsSafe } from './ats-safety.ts';
import { pdfRoundTrip } from './read-back.ts';

/**
 * ats-safety.json is written by `npm run bench:builder`; this keeps its claim from going stale:
 * every template marked ATS-safe there must still read SAMPLE_CV back at ATS_SAFE_RECALL or better.
 */
describe('ats-safety.json', () => {
  it('has a measurement for every template of the catalogue', () => {
    expect(Object.keys(ATS_SAFETY).sort()).toEqual(CV_TEMPLATES.map((t) => t.slug).sort());
  });

  it('marks no template ATS-safe that no longer reads the sample CV back whole', async () => {
    const stale: string[] = [];
    for (const template of CV_TEMPLATES) {
      const report = await pdfRoundTrip(SAMPLE_CV, template, defaultCustomization(template, 'en'));
      if (isAtsSafe(template) && report.recall < ATS_SAFE_RECALL) {
        const lost = report.fields.filter((f) => !f.ok).map((f) => `${f.field} '${f.expected}'`);
        stale.push(`${template.slug} ${report.recall.toFixed(3)} (lost ${lost.join(', ')})`);
      }
    }
    expect(stale, 'run npm run bench:builder and commit ats-safety.json').toEqual([]);
  }, 30_000);
});
