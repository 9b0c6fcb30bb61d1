/**
 * The whole chain on the real job ads (../shared/data/job-ads, read in place, never copied):
 * analyse, match and write, in every language, with CVs from the hand-written corpus.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_LANGUAGES, OUTPUT_LANGUAGE_CODES, TONES } from '#domain/applications';
import { detectLanguage } from '#engine/text/index';
import { analyseJobAd, matchCv } from '#engine/match/index';
import { loadJobAds } from '#engine/test/job-ads';
import { checkLetter, letterFromText, writeLetter } from './index.ts';
import { JAMES_GRADUATE, LARS, SARAH, TOBIAS, letterInput } from './test-fixtures.ts';

const ads = loadJobAds();
const CVS = [SARAH, TOBIAS, LARS, JAMES_GRADUATE];
const NOW = new Date(Date.UTC(2026, 10, 22));

describe('analyse → match → write on the real ads', () => {
  // The first analysis and match build the vocabulary's patterns (seconds on a busy machine); that
  // one-off cost is not the chain's, so it is paid here rather than inside the first ad's test.
  beforeAll(() => {
    matchCv(SARAH, analyseJobAd(ads[0]!.text), { now: NOW });
  }, 60_000);

  it('has the 32 ads', () => expect(ads).toHaveLength(32));

  it.each(ads.map((ad, i) => [ad.file, ad, i] as const))('%s', (_, { text }, i) => {
    const ad = analyseJobAd(text);
    const cv = CVS[i % CVS.length]!;
    const report = matchCv(cv, ad, { now: NOW });
    for (const language of OUTPUT_LANGUAGES) {
      const tone = TONES[i % TONES.length]!;
      const base = letterInput(cv, { ad, report }, language, tone);
      const input = { ...base, jobTitle: ad.title, companyName: ad.company };
      const letter = writeLetter(input);
      expect(letter.wordCount, language).toBeGreaterThanOrEqual(250);
      expect(letter.wordCount, language).toBeLessThanOrEqual(400);
      expect(detectLanguage(letter.text).language).toBe(OUTPUT_LANGUAGE_CODES[language]);
      expect(checkLetter(letter.text, input)).toEqual({ ok: true, problems: [] });
      const evidence = letter.paragraphs.filter((p) => p.role === 'evidence');
      expect(evidence).toHaveLength(2);
      for (const p of evidence) expect(p.cvEvidence.length).toBeGreaterThan(0);
      expect(letterFromText(letter.text, input).paragraphs.map((p) => p.role)).toEqual(
        letter.paragraphs.map((p) => p.role),
      );
    }
  });
});
