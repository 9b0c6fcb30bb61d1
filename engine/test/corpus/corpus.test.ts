import { afterAll, describe, expect, it } from 'vitest';
import { parseCv } from '#engine/parse/index';
import { readDocument } from '#engine/read/index';
import { CORPUS, loadCorpusFiles } from './index.ts';
import { FIELD_GROUPS, overall, scoreCv, type FieldGroup, type Miss } from './score.ts';

/**
 * The quality gate of the built-in parser: every corpus CV, in every format, read and parsed
 * end to end and compared field by field with what a human extracted by hand.
 */
const MIN_F1 = 0.9;
const PERSONAL: FieldGroup[] = ['name', 'email', 'phone', 'location', 'linkedin'];
const LANGUAGES = ['en', 'da', 'de', 'es', 'fr'];

const files = await loadCorpusFiles();
const summary: string[] = [];

function describeMisses(misses: Miss[]): string {
  return misses
    .map((m) => `  ${m.group}${m.where ? ` ${m.where}` : ''}: expected "${m.expected}", got "${m.got}"`)
    .join('\n');
}

describe('the corpus itself', () => {
  it('covers the five languages, both layouts, headers, long CVs and a graduate', () => {
    const byLanguage = (l: string) => CORPUS.filter((f) => f.expected.detectedLanguage === l);
    for (const language of LANGUAGES) expect(byLanguage(language).length).toBeGreaterThanOrEqual(2);
    expect(CORPUS.filter((f) => f.doc.sidebar).length).toBeGreaterThanOrEqual(3);
    expect(CORPUS.filter((f) => f.doc.header).length).toBeGreaterThanOrEqual(2);
    expect(CORPUS.some((f) => f.expected.experience.length === 0)).toBe(true);
    expect(new Set(files.map((f) => f.format))).toEqual(new Set(['docx', 'pdf', 'doc']));
  });

  it('builds multi-page PDFs for the long CVs', async () => {
    const longIds = new Set(CORPUS.filter((f) => /two pages/.test(f.description)).map((f) => f.id));
    const longPdfs = files.filter((f) => f.format === 'pdf' && longIds.has(f.id));
    const pages = await Promise.all(longPdfs.map(async (f) => (await readDocument(f.bytes)).pages));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.every((n) => n >= 2)).toBe(true);
  });
});

describe.each(files.map((f) => [`${f.id}.${f.format}`, f] as const))('%s', (label, file) => {
  it('reads, parses and matches the hand-written expected data', async () => {
    const parsed = parseCv(await readDocument(file.bytes));
    const score = scoreCv(file.expected, parsed);
    const f1 = overall(score.groups).f1;
    summary.push(`${label.padEnd(34)} F1 ${f1.toFixed(3)}  misses ${score.misses.length}`);
    const personalMisses = score.misses.filter((m) => PERSONAL.includes(m.group));

    expect(parsed.detectedLanguage, 'detected language').toBe(file.expected.detectedLanguage);
    expect(personalMisses, `personal info:\n${describeMisses(personalMisses)}`).toEqual([]);
    expect(
      f1,
      `F1 ${f1.toFixed(3)} < ${MIN_F1}; misses:\n${describeMisses(score.misses)}`,
    ).toBeGreaterThanOrEqual(MIN_F1);
  });
});

afterAll(() => {
  // Printed even when everything passes, so a drop in quality is visible before it fails.
  console.log(`corpus F1 per file (gate ${MIN_F1}, groups: ${FIELD_GROUPS.length}):\n${summary.join('\n')}`);
});
