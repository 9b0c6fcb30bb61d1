/**
 * npm run bench:assistant (issue 16 "Measures"): the assistant's built-in engine on the 40 questions
 * of bench/assistant-questions.json (written before the engine: 10 per quick prompt, 5 English and
 * 5 Danish each), for a realistic user: a real CV from ../shared/data/cvs read and parsed by the
 * engine, and two real job ads from ../shared/data/job-ads saved as applications with their ATS
 * reports. Prints the share routed to the right tool, the share of answers grounded in the user's
 * data (citing the CV, profile or an application) and the latency per answer (p50/p95).
 * `--runs N` answers every question N times (default 20).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ASSISTANT_TOOLS, ASSISTANT_LANGUAGES } from '#domain/assistant';
import { answerQuestion, type AssistantContext } from '#engine/assist/index';
import { analyseJobAd, matchCv } from '#engine/match/index';
import { parseCv } from '#engine/parse/index';
import { readDocument } from '#engine/read/index';
import { layoutSummary } from '#engine/read/layout';
import { readJobAd } from '#engine/test/job-ads';
import { SHARED_CVS_DIR } from '#engine/test/shared-data';
import { percentile, runsFromArgs } from './stats.ts';

const CV_FILE = '39-en-cvformatter-jane-doe-plain.docx';
const ADS = [
  {
    file: '06-en-backend-developer-python-django.txt',
    jobTitle: 'Backend Developer',
    companyName: 'Nordlys Software',
  },
  {
    file: '01-en-data-scientist-ml-engineer.txt',
    jobTitle: 'Data Scientist',
    companyName: 'Fjord Analytics',
  },
];

const ZQuestions = z.object({
  questions: z.array(
    z.object({ tool: z.enum(ASSISTANT_TOOLS), language: z.enum(ASSISTANT_LANGUAGES), text: z.string() }),
  ),
});

export async function benchUser(now = new Date()): Promise<AssistantContext> {
  const bytes = new Uint8Array(readFileSync(resolve(SHARED_CVS_DIR, 'files', CV_FILE)));
  const doc = await readDocument(bytes);
  const cv = parseCv(doc).data;
  const applications = ADS.map((a, i) => {
    const jobDescription = readJobAd(a.file);
    const jobAd = analyseJobAd(jobDescription, { title: a.jobTitle, company: a.companyName });
    return {
      id: `00000000-0000-4000-8000-00000000000${i + 1}`,
      ...a,
      jobDescription,
      jobAd,
      report: matchCv(cv, jobAd, { now }),
    };
  }).reverse(); // newest first, as the server reads them
  return {
    cv: {
      id: '00000000-0000-4000-8000-000000000000',
      name: CV_FILE,
      data: cv,
      layout: layoutSummary(doc, cv.personalInfo),
      builder: false,
    },
    profile: { targetRoles: ['Data Scientist'], industry: 'Technology' },
    applications,
    now,
  };
}

async function main() {
  const runs = runsFromArgs(process.argv, 20);
  const { questions } = ZQuestions.parse(
    JSON.parse(readFileSync(new URL('./assistant-questions.json', import.meta.url), 'utf8')),
  );
  const ctx = await benchUser();
  let routed = 0;
  let grounded = 0;
  let language = 0;
  const times: number[] = [];
  // The first answer to each question, before the engine's caches (folded words, title fields) know it.
  const firsts: number[] = [];
  const wrong: string[] = [];
  const perTool = new Map<string, { n: number; routed: number; grounded: number }>();
  for (const q of questions) {
    const start = performance.now();
    const answer = answerQuestion(q.text, ctx, 'en');
    times.push(performance.now() - start);
    firsts.push(times.at(-1)!);
    for (let i = 1; i < runs; i++) {
      const t = performance.now();
      answerQuestion(q.text, ctx, 'en');
      times.push(performance.now() - t);
    }
    const ok = answer.tool === q.tool;
    const cites = answer.sources.some((s) => s.kind !== 'vocabulary');
    routed += ok ? 1 : 0;
    grounded += cites ? 1 : 0;
    language += answer.language === q.language ? 1 : 0;
    if (!ok) wrong.push(`  ${q.tool} → ${answer.tool}: ${q.text}`);
    const row = perTool.get(q.tool) ?? { n: 0, routed: 0, grounded: 0 };
    perTool.set(q.tool, {
      n: row.n + 1,
      routed: row.routed + (ok ? 1 : 0),
      grounded: row.grounded + (cites ? 1 : 0),
    });
  }
  const pct = (n: number) => `${((100 * n) / questions.length).toFixed(0)} %`;
  console.log(`Assistant (built-in engine), ${questions.length} questions × ${runs} runs`);
  console.log(
    `User: ${CV_FILE} (../shared/data/cvs) and ${ADS.length} applications (${ADS.map((a) => a.file).join(', ')})\n`,
  );
  console.log(`Routed to the right tool:  ${routed}/${questions.length} (${pct(routed)})`);
  console.log(`Grounded (cite user data): ${grounded}/${questions.length} (${pct(grounded)})`);
  console.log(`Answered in the question's language: ${language}/${questions.length} (${pct(language)})`);
  console.log(
    `Latency per answer: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms (target p50 < 100 ms)`,
  );
  console.log(
    `First answer to each question (cold caches): p50 ${percentile(firsts, 50).toFixed(2)} ms, p95 ${percentile(firsts, 95).toFixed(2)} ms, max ${Math.max(...firsts).toFixed(2)} ms`,
  );
  console.log('\nPer tool: routed / grounded');
  for (const [tool, r] of perTool)
    console.log(`  ${tool.padEnd(14)} ${r.routed}/${r.n}  ${r.grounded}/${r.n}`);
  if (wrong.length) console.log(`\nMisrouted:\n${wrong.join('\n')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
