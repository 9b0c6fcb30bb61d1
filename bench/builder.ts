// CV builder exports (`npm run bench:builder [-- --runs N] [--no-write]`, issue 15 "Measures"):
// 1. every template × the three sample CVs (en, da, de) with the template's default customisation:
//    PDF render time (layout + pdfkit; the process's first render apart as "cold", then N runs
//    each), file size, and the round trip: the PDF read and parsed by the engine as
//    POST /api/cv-builder/round-trip does, scored against the CV (field recall, fields lost,
//    sections read out of order); the DOCX round trip once per sample (it does not depend on the
//    template's layout);
// 2. what we did not write: each file of the real-world corpus (../shared/data/cvs, or
//    SHARED_DATA_DIR) read and parsed by the engine, mapped to a builder CV as the builder starts
//    one (builderCvFromCvData), exported with every template and read back: recall per template
//    (micro: fields found / fields present) and the files that lose the most.
// Prints figures and writes each template's recall to server/features/cv-builder/ats-safety.json
// (unless --no-write, or when the corpus is missing), which the gallery's "ATS-safe" reads.
// Asserts nothing (the gate is server/features/cv-builder/ats-safety.unit.test.ts).
import { existsSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type {
  CvTemplateDefinition,
  TBuilderCv,
  TCvCustomization,
  TRoundTripReport,
} from '#domain/cv-builder';
import { layoutCv, defaultCustomization } from '#domain/cv-builder/layout';
import { SAMPLE_CV, SAMPLE_CV_DA, SAMPLE_CV_DE } from '#domain/cv-builder/sample-cv';
import { CV_TEMPLATES } from '#domain/cv-builder/templates';
import { builderCvFromCvData } from '#domain/cv-builder/to-cv-data';
import { parseCv } from '#engine/parse/index';
import { readDocument } from '#engine/read/index';
import { SHARED_CVS_DIR, loadSharedCvs } from '#engine/test/shared-data';
import { ATS_SAFE_RECALL, measuredSafe, type AtsSafety } from '#server/features/cv-builder/ats-safety';
import { renderCvDocx } from '#server/features/cv-builder/docx';
import { renderCvPdf } from '#server/features/cv-builder/pdf';
import { pdfRoundTrip, readBack } from '#server/features/cv-builder/read-back';
import { percentile, runsFromArgs } from './stats.ts';

type Language = TCvCustomization['language'];

const argv = process.argv.slice(2);
const RUNS = runsFromArgs(argv, 5);
const WRITE = !argv.includes('--no-write');
const SAFETY_FILE = new URL('../server/features/cv-builder/ats-safety.json', import.meta.url);
const WORST_FILES = 6;

const SAMPLES: { language: Language; cv: TBuilderCv }[] = [
  { language: 'en', cv: SAMPLE_CV },
  { language: 'da', cv: SAMPLE_CV_DA },
  { language: 'de', cv: SAMPLE_CV_DE },
];

type Counts = { found: number; total: number };
const addReport = (into: Counts, report: TRoundTripReport) => {
  into.found += report.fields.filter((f) => f.ok).length;
  into.total += report.fields.length;
};
const recallOf = (c: Counts) => (c.total ? c.found / c.total : NaN);

const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(0)).padStart(6);
const rate = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(3)).padStart(6);
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);

/** "experience.company 'Region Midtjylland – Digital Sundhed' → 'Region Midtjylland'". */
const lostField = (f: TRoundTripReport['fields'][number]) =>
  `${f.field} '${f.expected}' → ${f.found === null ? 'nothing' : `'${f.found}'`}`;

function lostLines(report: TRoundTripReport, indent: string): string[] {
  const lines = report.fields.filter((f) => !f.ok).map((f) => `${indent}lost ${lostField(f)}`);
  if (report.outOfOrder.length) lines.push(`${indent}read out of order: ${report.outOfOrder.join(', ')}`);
  return lines;
}

// ---------------------------------------------------------------------------------------------------
// 1. The sample CVs
// ---------------------------------------------------------------------------------------------------

type TemplateResult = {
  template: CvTemplateDefinition;
  times: number[];
  sizes: number[];
  samples: Counts;
  bySample: Record<string, number>;
  corpus: Counts;
};

let cold: { ms: number; label: string } | null = null;

/** Layout + PDF, `RUNS` times; the process's very first render is kept apart (fonts read, code cold). */
async function timedRender(
  template: CvTemplateDefinition,
  cv: TBuilderCv,
  c: TCvCustomization,
  label: string,
) {
  const times: number[] = [];
  let bytes: Buffer | undefined;
  for (let i = 0; i < RUNS + (cold ? 0 : 1); i++) {
    const start = performance.now();
    bytes = await renderCvPdf(layoutCv(cv, template, c), {
      title: cv.fullName,
      author: cv.fullName,
      language: c.language,
    });
    const elapsed = performance.now() - start;
    if (cold) times.push(elapsed);
    else cold = { ms: elapsed, label };
  }
  return { times, bytes: bytes! };
}

const results: TemplateResult[] = [];
console.log(`Samples (en, da, de): PDF per template and sample, ${RUNS} timed runs each`);
for (const template of CV_TEMPLATES) {
  const result: TemplateResult = {
    template,
    times: [],
    sizes: [],
    samples: { found: 0, total: 0 },
    bySample: {},
    corpus: { found: 0, total: 0 },
  };
  for (const { language, cv } of SAMPLES) {
    const c = defaultCustomization(template, language);
    const { times, bytes } = await timedRender(template, cv, c, `${template.slug}/${language}`);
    result.times.push(...times);
    result.sizes.push(bytes.length);
    const report = await readBack('pdf', new Uint8Array(bytes), cv, c);
    addReport(result.samples, report);
    result.bySample[language] = report.recall;
    const head = `  ${template.slug.padEnd(20)} ${language}  ${kb(bytes.length)} kB  recall ${rate(report.recall)}`;
    console.log(`${head}  p50 ${ms(percentile(times, 50))} ms`);
    for (const line of lostLines(report, '      ')) console.log(line);
  }
  results.push(result);
}

console.log('\nDOCX (written from the CV, the same for every template)');
for (const { language, cv } of SAMPLES) {
  const c = defaultCustomization(CV_TEMPLATES[0]!, language);
  const bytes = await renderCvDocx({ cv, customization: c, title: cv.fullName });
  const report = await readBack('docx', new Uint8Array(bytes), cv, c);
  console.log(`  docx ${language}  ${kb(bytes.length)} kB  recall ${rate(report.recall)}`);
  for (const line of lostLines(report, '      ')) console.log(line);
}

// ---------------------------------------------------------------------------------------------------
// 2. The real-world corpus, mapped to builder CVs
// ---------------------------------------------------------------------------------------------------

/** The CV's language from the corpus's file names ("11-light-cv-typst-de.pdf", "31-en-indeed-…"). */
function languageOf(name: string): Language {
  const match = /(?:^|-)(en|da|de|fr|es)(?=[-.])/.exec(basename(name));
  return (match?.[1] as Language | undefined) ?? 'en';
}

const haveCorpus = existsSync(SHARED_CVS_DIR);
/** Per file: the recall of each template's export (NaN when the file has no fields to score). */
const byFile: { name: string; recalls: number[]; reports: TRoundTripReport[] }[] = [];
if (!haveCorpus) {
  console.log(`\nReal-world corpus: not found at ${SHARED_CVS_DIR} (set SHARED_DATA_DIR); skipped`);
} else {
  const files = loadSharedCvs();
  console.log(
    `\nReal-world corpus: ${files.length} files from ${SHARED_CVS_DIR}, read and parsed by the engine,`,
  );
  console.log('mapped with builderCvFromCvData and exported with every template; recall per file (%)');
  const heads = results.map((r) => r.template.slug.slice(0, 6).padStart(7)).join('');
  console.log(`  ${'file'.padEnd(44)} fields${heads}`);
  for (const file of files) {
    let cv: TBuilderCv;
    try {
      cv = builderCvFromCvData(parseCv(await readDocument(file.bytes)).data);
    } catch (error) {
      console.log(`  (unread: ${file.name}: ${(error as Error).message})`);
      continue;
    }
    const language = languageOf(file.name);
    const entry = { name: file.name, recalls: [] as number[], reports: [] as TRoundTripReport[] };
    for (const result of results) {
      const report = await pdfRoundTrip(cv, result.template, defaultCustomization(result.template, language));
      addReport(result.corpus, report);
      entry.recalls.push(report.fields.length ? report.recall : NaN);
      entry.reports.push(report);
    }
    byFile.push(entry);
    const cells = entry.recalls
      .map((r) => (Number.isNaN(r) ? '—' : (r * 100).toFixed(0)).padStart(7))
      .join('');
    const fields = String(entry.reports[0]!.fields.length).padStart(6);
    console.log(`  ${file.name.slice(0, 44).padEnd(44)} ${fields}${cells}`);
  }

  const mean = (xs: number[]) => {
    const scored = xs.filter((x) => !Number.isNaN(x));
    return scored.length ? scored.reduce((a, b) => a + b, 0) / scored.length : NaN;
  };
  const worst = byFile
    .filter((f) => !Number.isNaN(mean(f.recalls)))
    .sort((a, b) => mean(a.recalls) - mean(b.recalls))
    .slice(0, WORST_FILES);
  console.log(`\nWorst files (mean recall over the templates), with what their worst template lost`);
  for (const file of worst) {
    const at = file.recalls.indexOf(Math.min(...file.recalls.filter((r) => !Number.isNaN(r))));
    const report = file.reports[at]!;
    console.log(
      `  ${file.name}: mean ${rate(mean(file.recalls))}, worst ${results[at]!.template.slug} ${rate(report.recall)}`,
    );
    for (const line of lostLines(report, '      ').slice(0, 8)) console.log(line);
  }
}

// ---------------------------------------------------------------------------------------------------
// The table, and ats-safety.json
// ---------------------------------------------------------------------------------------------------

const measuredAt = new Date().toISOString();
const safety: AtsSafety = {};
for (const r of results) {
  safety[r.template.slug] = {
    recall: Number(recallOf(r.samples).toFixed(4)),
    samples: Object.fromEntries(Object.entries(r.bySample).map(([k, v]) => [k, Number(v.toFixed(4))])),
    corpusRecall: haveCorpus ? Number(recallOf(r.corpus).toFixed(4)) : null,
    measuredAt,
  };
}

console.log(
  `\nPer template: render = layout + PDF (${RUNS} runs × ${SAMPLES.length} samples); targets p50 < 300 ms,`,
);
console.log(`recall ≥ ${ATS_SAFE_RECALL} on the samples and on the real-world corpus for ATS-safe`);
console.log(
  `  ${'template'.padEnd(20)} ${'layout'.padEnd(14)} ${'p50'.padStart(6)} ${'p95'.padStart(6)}   ${'kB'.padStart(6)}  ${'samples'.padStart(7)} ${'corpus'.padStart(7)}  ATS-safe`,
);
for (const r of results) {
  const sizes = [...r.sizes].sort((a, b) => a - b);
  const cells = [
    r.template.slug.padEnd(20),
    r.template.layout.padEnd(14),
    ms(percentile(r.times, 50)),
    ms(percentile(r.times, 95)),
    ` ${kb(sizes[Math.floor(sizes.length / 2)]!)}`,
    rate(recallOf(r.samples)).padStart(7),
    (haveCorpus ? rate(recallOf(r.corpus)) : '—').padStart(7),
    measuredSafe(safety[r.template.slug]) ? 'yes' : 'no',
  ];
  console.log(`  ${cells.join(' ')}`);
}
const all = results.flatMap((r) => r.times);
console.log(
  `  ${'all'.padEnd(20)} ${''.padEnd(14)} ${ms(percentile(all, 50))} ${ms(percentile(all, 95))}   (cold: ${cold!.ms.toFixed(0)} ms, the process's first render, ${cold!.label})`,
);

if (!WRITE) console.log('\n--no-write: ats-safety.json left as it was');
else if (!haveCorpus) console.log('\nNo real-world corpus: ats-safety.json left as it was');
else {
  writeFileSync(SAFETY_FILE, `${JSON.stringify(safety, null, 2)}\n`);
  console.log(`\nWrote ${SAFETY_FILE.pathname}`);
}
