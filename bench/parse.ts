// CV engine speed and quality (`npm run bench:parse [-- --runs N]`), one corpus at a time, never
// mixed:
// 1. the fixture corpus (CVs we wrote, rendered by our own builders): builds every CV as PDF and
//    DOCX (plus the committed DOC), reads and parses each N times, and prints per-format p50/p95
//    milliseconds per document (read, parse, total), then field-level precision/recall/F1 against
//    the hand-written expected data and the misses of the worst fields;
// 2. the rendered corpus in engine/test/rendered-corpus (our fictional content rendered by
//    third-party producers: TeX Live classes, LibreOffice, JSON Resume themes in Chromium) and
// 3. the real-world corpus in ../shared/data/cvs (files from public repositories that no one on
//    the team wrote): for each, timings per format, then the field table of the shared scorer
//    (shared/tools/score-cvs.mjs) over the parser's outputs. Corpus 3 is the figure to report.
// Prints figures; asserts nothing (the gate is engine/test/corpus/corpus.test.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCv } from '#engine/parse/index';
import { readDocument } from '#engine/read/index';
import {
  CORPUS,
  HELD_OUT_FIXTURES,
  loadCorpusFiles,
  type CorpusFile,
  type CorpusFormat,
} from '#engine/test/corpus/index';
import {
  FIELD_GROUPS,
  addCounts,
  overall,
  prf,
  scoreCv,
  totalCounts,
  type Counts,
  type CvScore,
  type GroupCounts,
  type Miss,
} from '#engine/test/corpus/score';
import {
  RENDERED_CORPUS_DIR,
  SHARED_CVS_DIR,
  SHARED_CV_SCORER,
  loadCvFiles,
  type SharedCvFile,
} from '#engine/test/shared-data';
import { percentile, runsFromArgs } from './stats.ts';

const FORMATS: CorpusFormat[] = ['pdf', 'docx', 'doc'];
const WORST_GROUPS = 5;
const MISSES_PER_GROUP = 8;

interface Timing {
  read: number[];
  parse: number[];
  total: number[];
}

const emptyTiming = (): Timing => ({ read: [], parse: [], total: [] });

/** Reads and parses one file `runs` times; the first, untimed pass warms the code paths up. */
async function timeFile(file: { bytes: Uint8Array }, runs: number): Promise<Timing> {
  const timing = emptyTiming();
  parseCv(await readDocument(file.bytes));
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const doc = await readDocument(file.bytes);
    const read = performance.now();
    parseCv(doc);
    const end = performance.now();
    timing.read.push(read - start);
    timing.parse.push(end - read);
    timing.total.push(end - start);
  }
  return timing;
}

function addTiming(into: Timing, from: Timing): void {
  into.read.push(...from.read);
  into.parse.push(...from.parse);
  into.total.push(...from.total);
}

const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(1)).padStart(7);
const pct = (n: number) => (n * 100).toFixed(1).padStart(6);

function timingRow(label: string, docs: number, t: Timing): string {
  const cells = (['read', 'parse', 'total'] as const).map(
    (k) => `${ms(percentile(t[k], 50))} ${ms(percentile(t[k], 95))}`,
  );
  return `  ${label.padEnd(18)} ${String(docs).padStart(4)}  ${cells.join('   ')}`;
}

async function timings(files: CorpusFile[], runs: number, multiPage: Set<CorpusFile>): Promise<void> {
  console.log(`Time per document, ms (${runs} runs each, after one warm-up run)`);
  const heads = ['read', 'parse', 'total'].map((h) => `${h} p50     p95`.padStart(15)).join('   ');
  console.log(`  ${'format'.padEnd(18)} docs  ${heads}`);
  const longPdf = emptyTiming();
  for (const format of FORMATS) {
    const ofFormat = files.filter((f) => f.format === format);
    const timing = emptyTiming();
    for (const file of ofFormat) {
      const samples = await timeFile(file, runs);
      addTiming(timing, samples);
      if (multiPage.has(file)) addTiming(longPdf, samples);
    }
    console.log(timingRow(format, ofFormat.length, timing));
  }
  // The issue's speed aim is stated for a two-page PDF, so those get their own row.
  console.log(timingRow('pdf, 2+ pages', multiPage.size, longPdf));
}

function qualityTable(byFormat: Map<CorpusFormat, GroupCounts>, all: GroupCounts): void {
  console.log('\nField-level quality against the expected JSON (all formats; F1 per format on the right)');
  console.log('  exp = fields in the expected data, got = fields the parser filled');
  const heads = ['exp', 'got', 'P %', 'R %', 'F1 %'].map((h) => h.padStart(6)).join('');
  const formatHeads = FORMATS.map((f) => `F1 ${f}`.padStart(8)).join('');
  console.log(`  ${'field'.padEnd(24)}${heads}${formatHeads}`);
  const row = (label: string, pick: (g: GroupCounts) => Counts) => {
    const counts = pick(all);
    const a = prf(counts);
    const perFormat = FORMATS.map((f) => {
      const c = byFormat.get(f);
      return (c ? pct(prf(pick(c)).f1) : '—').padStart(8);
    }).join('');
    const cells = [
      String(counts.tp + counts.fn),
      String(counts.tp + counts.fp),
      pct(a.precision),
      pct(a.recall),
      pct(a.f1),
    ];
    console.log(`  ${label.padEnd(24)}${cells.map((c) => c.padStart(6)).join('')}${perFormat}`);
  };
  for (const group of FIELD_GROUPS) row(group, (g) => g[group]);
  row('overall (micro)', totalCounts);
}

interface Scored {
  file: CorpusFile;
  score: CvScore;
}

const HELD_OUT = new Set(HELD_OUT_FIXTURES.map((f) => f.id));

function perFileTable(scored: Scored[]): void {
  console.log('\nOverall F1 per document (* = held out: written after the parser)');
  for (const { file, score } of scored) {
    const o = overall(score.groups);
    const label = `${HELD_OUT.has(file.id) ? '*' : ' '}${file.id}.${file.format}`;
    console.log(`  ${label.padEnd(35)} ${pct(o.f1)} %   misses ${score.misses.length}`);
  }
  // The parser was developed against the first fixtures; the held-out ones show how it generalises.
  const subset = (heldOut: boolean) =>
    overall(addCounts(scored.filter((s) => HELD_OUT.has(s.file.id) === heldOut).map((s) => s.score.groups)));
  console.log(`  ${'developed-against fixtures'.padEnd(35)} ${pct(subset(false).f1)} %`);
  console.log(`  ${'held-out fixtures'.padEnd(35)} ${pct(subset(true).f1)} %`);
}

function worstMisses(scored: Scored[], all: GroupCounts): void {
  const worst = [...FIELD_GROUPS]
    .map((group) => ({ group, f1: prf(all[group]).f1 }))
    .filter((g) => g.f1 < 1)
    .sort((a, b) => a.f1 - b.f1)
    .slice(0, WORST_GROUPS);
  if (worst.length === 0) {
    console.log('\nNo misses.');
    return;
  }
  console.log(`\nMisses in the ${worst.length} weakest fields (expected → got; empty = nothing)`);
  for (const { group, f1 } of worst) {
    const misses: (Miss & { doc: string })[] = scored.flatMap(({ file, score }) =>
      score.misses.filter((m) => m.group === group).map((m) => ({ ...m, doc: `${file.id}.${file.format}` })),
    );
    console.log(`  ${group} (F1 ${pct(f1).trim()} %, ${misses.length} misses)`);
    for (const m of misses.slice(0, MISSES_PER_GROUP)) {
      const where = m.where ? ` ${m.where}` : '';
      console.log(`    ${m.doc}${where}: "${m.expected}" → "${m.got}"`);
    }
    if (misses.length > MISSES_PER_GROUP) console.log(`    … ${misses.length - MISSES_PER_GROUP} more`);
  }
}

async function quality(files: CorpusFile[]): Promise<void> {
  const scored: Scored[] = [];
  for (const file of files)
    scored.push({ file, score: scoreCv(file.expected, parseCv(await readDocument(file.bytes))) });
  const byFormat = new Map<CorpusFormat, GroupCounts>();
  for (const format of FORMATS) {
    const ofFormat = scored.filter((s) => s.file.format === format).map((s) => s.score.groups);
    if (ofFormat.length) byFormat.set(format, addCounts(ofFormat));
  }
  const all = addCounts(scored.map((s) => s.score.groups));
  qualityTable(byFormat, all);
  perFileTable(scored);
  worstMisses(scored, all);
}

async function multiPagePdfs(files: CorpusFile[]): Promise<Set<CorpusFile>> {
  const pdfs = files.filter((f) => f.format === 'pdf');
  const pages = await Promise.all(pdfs.map(async (f) => (await readDocument(f.bytes)).pages));
  return new Set(pdfs.filter((_, i) => pages[i]! >= 2));
}

/**
 * A corpus with a `truth.json` key: timings per format, then the shared scorer's table over the outputs
 * (`{ extractedData, detectedLanguage }` per file, as `npm run cv:parse` prints them). A file the
 * engine cannot read scores as an empty result, as the scorer's convention says.
 */
async function scoredCorpus(corpusDir: string, runs: number): Promise<void> {
  if (!existsSync(corpusDir) || !existsSync(SHARED_CV_SCORER)) {
    console.log(`Skipped: ${corpusDir} or ${SHARED_CV_SCORER} not found (set SHARED_DATA_DIR).`);
    return;
  }
  const files = loadCvFiles(corpusDir);
  const out = mkdtempSync(join(tmpdir(), 'applywise-bench-parse-'));
  const byFormat = new Map<string, Timing>();
  const failures: string[] = [];
  for (const file of files) {
    let output: object;
    try {
      const parsed = parseCv(await readDocument(file.bytes));
      output = { extractedData: parsed.data, detectedLanguage: parsed.detectedLanguage };
      const timing = byFormat.get(file.format) ?? emptyTiming();
      addTiming(timing, await timeFile(file, runs));
      byFormat.set(file.format, timing);
    } catch (error) {
      failures.push(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
      output = { error: 'unreadable' };
    }
    writeFileSync(join(out, `${file.name}.json`), JSON.stringify(output));
  }
  const formats = [...new Set(files.map((f: SharedCvFile) => f.format))];
  console.log(
    `Files: ${files.length} (${formats.map((f) => `${files.filter((x) => x.format === f).length} ${f}`).join(', ')})`,
  );
  console.log(`Time per document, ms (${runs} runs each, after one warm-up run)`);
  for (const [format, timing] of byFormat) {
    const docs = files.filter((f) => f.format === format).length;
    console.log(timingRow(format, docs, timing));
  }
  for (const failure of failures) console.log(`  could not read ${failure}`);
  const scored = spawnSync(process.execPath, [SHARED_CV_SCORER, join(corpusDir, 'truth.json'), out], {
    encoding: 'utf8',
  });
  console.log(`\nField-level quality (shared scorer)\n${scored.stdout}${scored.stderr}`);
  rmSync(out, { recursive: true, force: true });
}

const runs = runsFromArgs(process.argv.slice(2), 20);
const files = await loadCorpusFiles();
console.log('══ Corpus 1: fixtures (written by us, rendered by our own builders) ══');
console.log(
  `Corpus: ${CORPUS.length} CVs → ${files.length} files (${FORMATS.map((f) => `${files.filter((x) => x.format === f).length} ${f}`).join(', ')})\n`,
);
await timings(files, runs, await multiPagePdfs(files));
await quality(files);
const fewerRuns = Math.max(1, Math.round(runs / 4));
console.log(
  `\n══ Corpus 2: rendered (${RENDERED_CORPUS_DIR}: our fictional content, third-party producers) ══`,
);
await scoredCorpus(RENDERED_CORPUS_DIR, fewerRuns);
console.log(`\n══ Corpus 3: real world (${SHARED_CVS_DIR}, not written by us) ══`);
await scoredCorpus(SHARED_CVS_DIR, fewerRuns);
