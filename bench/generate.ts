// Generator speed on the real job ads (`npm run bench:generate [-- --runs N]`): for each of the
// ads in ../shared/data/job-ads (read in place) and each output language, analyses the ad, matches
// a corpus CV against it and writes the built-in letter, N times after one warm-up, and prints
// p50/p95 milliseconds per step and in total, plus the letters' word counts and check results.
// Prints figures; asserts nothing (the gates are engine/match and engine/write tests).
import {
  OUTPUT_LANGUAGES,
  TONES,
  type OutputLanguage,
  type TAtsReport,
  type TJobAd,
} from '#domain/applications';
import type { TCvData } from '#domain/cv';
import { analyseJobAd, matchCv } from '#engine/match/index';
import { CORPUS } from '#engine/test/corpus/index';
import { loadJobAds } from '#engine/test/job-ads';
import { checkLetter, writeLetter, type LetterInput } from '#engine/write/index';
import { percentile, runsFromArgs } from './stats.ts';

const NOW = new Date();

const ms = (n: number) => n.toFixed(1).padStart(8);

interface Timing {
  analyse: number[];
  match: number[];
  write: number[];
  total: number[];
}

function letterInput(
  cv: TCvData,
  ad: TJobAd,
  report: TAtsReport,
  language: OutputLanguage,
  tone: LetterInput['tone'],
): LetterInput {
  return {
    cv,
    ad,
    report,
    language,
    tone,
    jobTitle: ad.title,
    companyName: ad.company,
    date: NOW,
    applicant: { fullName: '', email: '', phone: '', location: '' },
  };
}

/** Analyse, match and write once, timing each step. */
function timeOnce(cv: TCvData, text: string, language: OutputLanguage, into: Timing): void {
  const start = performance.now();
  const ad = analyseJobAd(text);
  const analysed = performance.now();
  const report = matchCv(cv, ad, { now: NOW });
  const matched = performance.now();
  writeLetter(letterInput(cv, ad, report, language, 'professional'));
  const end = performance.now();
  into.analyse.push(analysed - start);
  into.match.push(matched - analysed);
  into.write.push(end - matched);
  into.total.push(end - start);
}

const runs = runsFromArgs(process.argv.slice(2), 10);
const ads = loadJobAds().map((ad) => ad.text);
const cvs = CORPUS.map((c) => c.expected);
const timing: Timing = { analyse: [], match: [], write: [], total: [] };
const words: number[] = [];
let failedChecks = 0;

ads.forEach((text, i) => {
  const cv = cvs[i % cvs.length]!;
  for (const language of OUTPUT_LANGUAGES) {
    const ad = analyseJobAd(text);
    const input = letterInput(cv, ad, matchCv(cv, ad, { now: NOW }), language, TONES[i % TONES.length]!);
    const letter = writeLetter(input);
    words.push(letter.wordCount);
    if (!checkLetter(letter.text, input).ok) failedChecks++;
    for (let r = 0; r < runs; r++) timeOnce(cv, text, language, timing);
  }
});

console.log(
  `${ads.length} ads × ${OUTPUT_LANGUAGES.length} languages, ${runs} runs each (after a warm-up pass)\n`,
);
console.log(`  ${'step'.padEnd(10)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}`);
for (const step of ['analyse', 'match', 'write', 'total'] as const) {
  console.log(`  ${step.padEnd(10)}${ms(percentile(timing[step], 50))}${ms(percentile(timing[step], 95))}`);
}
console.log(
  `\nLetters: ${words.length}, body words min ${Math.min(...words)}, p50 ${percentile(words, 50)}, max ${Math.max(...words)}; failing checkLetter: ${failedChecks}`,
);
