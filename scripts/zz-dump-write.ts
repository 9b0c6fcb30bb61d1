import { readFileSync, readdirSync } from 'node:fs';
import { OUTPUT_LANGUAGES, TONES } from '#domain/applications';
import { analyseJobAd, matchCv } from '#engine/match/index';
import { writeLetter } from '#engine/write/index';
import { JAMES_GRADUATE, LARS, SARAH, TOBIAS, PAIRS, letterInput } from '#engine/write/test-fixtures';
const out: string[] = [];
const counts: number[] = [];
const NOW = new Date(Date.UTC(2026, 10, 22));
for (const [pi, pair] of PAIRS.entries())
  for (const language of OUTPUT_LANGUAGES) {
    const l = writeLetter(letterInput(pair.cv, pair.adReport, language, 'professional'));
    out.push(`=== FIX ${pi} ${pair.name} ${language} (${l.wordCount})\n${l.paragraphs.map((p) => `[${p.role}] ${p.text}`).join('\n')}`);
  }
const dir = '../shared/data/job-ads/';
const ads = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort();
const CVS = [SARAH, TOBIAS, LARS, JAMES_GRADUATE];
ads.forEach((file, i) => {
  const ad = analyseJobAd(readFileSync(dir + file, 'utf8'));
  const cv = CVS[i % CVS.length]!;
  const report = matchCv(cv, ad, { now: NOW });
  for (const language of OUTPUT_LANGUAGES) {
    const tone = TONES[i % TONES.length]!;
    const base = letterInput(cv, { ad, report }, language, tone);
    const l = writeLetter({ ...base, jobTitle: ad.title, companyName: ad.company });
    counts.push(l.wordCount);
    out.push(`=== AD ${file} ${language} ${tone} (${l.wordCount}) title="${ad.title}" co="${ad.company}"\n${l.paragraphs.map((p) => `[${p.role}] ${p.text}`).join('\n')}`);
  }
});
console.log(out.join('\n\n'));
console.error('chain words', Math.min(...counts), Math.max(...counts));
