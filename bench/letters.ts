// Honest letters (`npm run bench:letters [-- --ads N] [--cvs N] [--no-memory]`): every CV of the shared real-world corpus
// (../shared/data/cvs/files) and of the rendered corpus (engine/test/rendered-corpus), read and
// parsed by the engine, and of the fixture corpus (engine/test/corpus), against the shared job ads (../shared/data/job-ads, or SHARED_DATA_DIR) in
// all five output languages. Prints how many letters the claim checker flags per class of false
// claim (issue 12), the words per letter, the sentences letters of one CV share, and the p50/p95
// of analysis + letter. Prints figures; asserts nothing (the gates are engine/write's tests).
import { OUTPUT_LANGUAGES, TONES, type OutputLanguage } from '#domain/applications';
import type { TCvData } from '#domain/cv';
import { analyseJobAd, matchCv } from '#engine/match/index';
import { parseCv } from '#engine/parse/index';
import { readDocument } from '#engine/read/index';
import { CORPUS } from '#engine/test/corpus/index';
import { loadJobAds } from '#engine/test/job-ads';
import { loadRenderedCvs, loadSharedCvs, type SharedCvFile } from '#engine/test/shared-data';
import {
  CLAIM_CLASSES,
  letterClaimProblems,
  writeLetter,
  type ClaimClass,
  type LetterInput,
} from '#engine/write/index';
import { EARLIER_LETTERS } from '#engine/write/index';
import { sentencesOf as splitSentences } from '#engine/write/text';
import { percentile } from './stats.ts';

const NOW = new Date(Date.UTC(2026, 10, 24));

/** `--ads N` / `--cvs N`: the first N only, for a quick look while working on the writer. */
function limit(flag: string): number {
  const argv = process.argv.slice(2);
  const at = argv.indexOf(flag);
  return at === -1 ? Infinity : Number(argv[at + 1]);
}

/** The CVs of a corpus of files as the engine reads and parses them (as an upload would). */
async function parsedCvs(files: readonly SharedCvFile[]): Promise<{ id: string; cv: TCvData }[]> {
  const out: { id: string; cv: TCvData }[] = [];
  for (const file of files) {
    try {
      out.push({ id: file.name, cv: parseCv(await readDocument(file.bytes)).data });
    } catch (error) {
      console.log(`  (unread: ${file.name}: ${(error as Error).message})`);
    }
  }
  return out;
}

/**
 * Sentences of the given paragraphs (greeting, sign-off, sender and date are never counted), split
 * where a sentence ends, not after an abbreviation or ordinal ("B.S. in", "Inc. (", "4. semester").
 */
function sentencesOf(letter: ReturnType<typeof writeLetter>, roles: readonly string[]): string[] {
  return letter.paragraphs.filter((p) => roles.includes(p.role)).flatMap((p) => splitSentences(p.text));
}

const cvs = [
  ...(await parsedCvs(loadSharedCvs())),
  ...(await parsedCvs(loadRenderedCvs())),
  ...CORPUS.map((c) => ({ id: c.id, cv: c.expected })),
].slice(0, limit('--cvs'));
const ads = loadJobAds().slice(0, limit('--ads'));
const flagged = new Map<ClaimClass, number>();
const examples = new Map<ClaimClass, string[]>();
const words: number[] = [];
const timings: number[] = [];
let letters = 0;
let anyFlag = 0;
let pairs = 0;
/** Per measure: pairs sharing at least one sentence, and sentences shared in all. */
const BODY = ['opening', 'evidence', 'motivation', 'closing'];
const NO_CLOSING = ['opening', 'evidence', 'motivation'];
const shared = { body: { pairs: 0, sentences: 0 }, noClosing: { pairs: 0, sentences: 0 } };
/** Sentences (closing left out) by the number of letter pairs that share them: what still repeats. */
const repeated = new Map<string, number>();

// As the product writes them: each letter knows the sentences of the same applicant's earlier
// letters (the server passes the last EARLIER_LETTERS); `--no-memory` measures the writer alone.
const memory = !process.argv.includes('--no-memory');

for (const [n, { id, cv }] of cvs.entries()) {
  process.stderr.write(`\r${n + 1}/${cvs.length} CVs`);
  const perLanguage = new Map<OutputLanguage, { body: Set<string>; noClosing: Set<string> }[]>();
  const written = new Map<OutputLanguage, string[][]>();
  ads.forEach((adFile, i) => {
    for (const language of OUTPUT_LANGUAGES) {
      const start = performance.now();
      const ad = analyseJobAd(adFile.text);
      const report = matchCv(cv, ad, { now: NOW });
      const input: LetterInput = {
        cv,
        ad,
        report,
        language,
        tone: TONES[i % TONES.length]!,
        jobTitle: ad.title,
        companyName: ad.company,
        date: NOW,
        applicant: { fullName: '', email: '', phone: '', location: '' },
        ...(memory ? { earlierSentences: (written.get(language) ?? []).slice(-EARLIER_LETTERS).flat() } : {}),
      };
      const letter = writeLetter(input);
      written.set(language, [...(written.get(language) ?? []), splitSentences(letter.text)]);
      timings.push(performance.now() - start);
      letters++;
      words.push(letter.wordCount);
      const problems = letterClaimProblems(letter.text, input);
      const classes = new Set(problems.map((p) => p.claimClass));
      if (problems.length) anyFlag++;
      for (const c of classes) flagged.set(c, (flagged.get(c) ?? 0) + 1);
      for (const p of problems) {
        const list = examples.get(p.claimClass) ?? [];
        if (list.length < 3) list.push(`${id} × ${adFile.id} (${language}): ${p.message}`);
        examples.set(p.claimClass, list);
      }
      const sentences = perLanguage.get(language) ?? [];
      sentences.push({
        body: new Set(sentencesOf(letter, BODY)),
        noClosing: new Set(sentencesOf(letter, NO_CLOSING)),
      });
      perLanguage.set(language, sentences);
    }
  });
  for (const sets of perLanguage.values()) {
    for (let a = 0; a < sets.length; a++)
      for (let b = a + 1; b < sets.length; b++) {
        pairs++;
        for (const key of ['body', 'noClosing'] as const) {
          const both = [...sets[a]![key]].filter((s) => sets[b]![key].has(s));
          const n = both.length;
          if (key === 'noClosing')
            for (const s of both) repeated.set(`${id}: ${s}`, (repeated.get(`${id}: ${s}`) ?? 0) + 1);
          shared[key].sentences += n;
          if (n) shared[key].pairs++;
        }
      }
  }
}

process.stderr.write('\n');
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;
console.log(
  `${cvs.length} CVs × ${ads.length} ads × ${OUTPUT_LANGUAGES.length} languages = ${letters} letters\n`,
);
console.log('Letters the claim checker flags, per class:');
for (const c of Object.keys(CLAIM_CLASSES).map(Number) as ClaimClass[]) {
  const n = flagged.get(c) ?? 0;
  console.log(
    `  ${c} ${CLAIM_CLASSES[c].padEnd(38)}${String(n).padStart(7)}  ${pct(n, letters).padStart(7)}`,
  );
}
console.log(`  any${' '.repeat(37)}${String(anyFlag).padStart(7)}  ${pct(anyFlag, letters).padStart(7)}`);
for (const [c, list] of [...examples.entries()].sort((a, b) => a[0] - b[0])) {
  console.log(`\n  e.g. class ${c}:`);
  for (const e of list) console.log(`    ${e.slice(0, 240)}`);
}
console.log(
  `\nWords per letter (greeting to sign-off): min ${Math.min(...words)}, p10 ${percentile(words, 10)}, p50 ${percentile(words, 50)}, p90 ${percentile(words, 90)}, max ${Math.max(...words)}; outside 250–400: ${words.filter((w) => w < 250 || w > 400).length}`,
);
console.log(
  `Sentences shared between two letters of one CV (same language, different ads), ${memory ? `each letter written knowing the applicant's last ${EARLIER_LETTERS} letters, as the product writes them` : 'each letter written alone (--no-memory)'}:`,
);
for (const [key, label] of [
  ['body', 'opening to closing paragraph'],
  ['noClosing', 'closing paragraph left out'],
] as const)
  console.log(
    `  ${label.padEnd(30)} ${pct(shared[key].pairs, pairs)} of ${pairs} pairs share one or more; ${(shared[key].sentences / Math.max(1, pairs)).toFixed(2)} shared per pair`,
  );
const top = [...repeated.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
if (top.length) console.log('  most repeated (CV: sentence, pairs sharing it):');
for (const [sentence, n] of top) console.log(`    ${String(n).padStart(6)}  ${sentence.slice(0, 160)}`);
console.log(
  `Analysis + match + letter: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms`,
);
