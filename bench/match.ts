// Job ad analysis and ATS matching speed on the real ads (`npm run bench:match [-- --runs N]`):
// analyses each of the 32 ads in ../shared/data/job-ads and matches a fixture CV against it N times,
// and prints p50/p95 milliseconds per ad (analyse, match, total wall clock; cpu = CPU time of the
// total), then per ad what was found and the
// score. Prints figures; asserts nothing (the gates are engine/match/*.test.ts).
import { analyseJobAd, matchCv } from '#engine/match/index';
import { backendDeveloperCv, loadJobAds, NOW } from '#engine/match/test/fixtures';
import { percentile, runsFromArgs } from './stats.ts';

const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(2)).padStart(8);

const runs = runsFromArgs(process.argv.slice(2), 50);
const ads = loadJobAds();
const cv = backendDeveloperCv();
const timing = { analyse: [] as number[], match: [] as number[], total: [] as number[], cpu: [] as number[] };

// One untimed pass builds the vocabulary index and warms the code paths up.
for (const ad of ads) matchCv(cv, analyseJobAd(ad.text), { now: NOW });
for (let i = 0; i < runs; i++) {
  for (const ad of ads) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const analysed = analyseJobAd(ad.text);
    const analysedAt = performance.now();
    matchCv(cv, analysed, { now: NOW });
    const end = performance.now();
    timing.analyse.push(analysedAt - start);
    timing.match.push(end - analysedAt);
    timing.total.push(end - start);
    // CPU time too: on a shared machine the wall clock also counts other processes' turns.
    const cpu = process.cpuUsage(cpuStart);
    timing.cpu.push((cpu.user + cpu.system) / 1000);
  }
}

console.log(`${ads.length} ads × ${runs} runs, fixture CV: backend developer (after one warm-up run)`);
console.log(`  ${'ms per ad'.padEnd(10)}${'p50'.padStart(8)}${'p95'.padStart(8)}`);
for (const key of ['analyse', 'match', 'total', 'cpu'] as const) {
  console.log(`  ${key.padEnd(10)}${ms(percentile(timing[key], 50))}${ms(percentile(timing[key], 95))}`);
}

console.log('\nPer ad: language, requirements (must/nice), hard skills, years, work mode, score');
for (const ad of ads) {
  const analysed = analyseJobAd(ad.text);
  const report = matchCv(cv, analysed, { now: NOW });
  const must = analysed.requirements.filter((r) => r.importance === 'must').length;
  const cells = [
    analysed.language,
    `${must}/${analysed.requirements.length - must}`.padStart(6),
    String(analysed.hardSkills.length).padStart(3),
    String(analysed.yearsOfExperience ?? '—').padStart(3),
    (analysed.workMode ?? '—').padEnd(7),
    String(report.score).padStart(4),
  ];
  console.log(`  ${ad.id.padEnd(52)} ${cells.join('  ')}`);
}
