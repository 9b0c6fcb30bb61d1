// Job discovery at scale (`npm run bench:discovery [-- --postings N] [-- --runs N]`): a throw-away
// embedded PostgreSQL with the app's migrations, and a loopback stand-in of Recruitee's offers API
// serving 20 boards whose postings are the real job ads of ../shared/data/job-ads (read at run
// time, never copied) under varied titles, companies and cities: 10,000 postings by default.
// One user with a default CV follows every board through the same service the API uses (SSRF-safe
// fetcher, parser, dedupe, upsert), then every posting is analysed and scored against the CV
// (the ATS report) as the schedule and the list do. Prints:
//   - ingest + analyse + score throughput (postings/s), and each part's share;
//   - the process's peak RSS and heap while it ran (PostgreSQL is its own process, not counted);
//   - p50/p95 ms to list the first page of matches with all postings stored, running what
//     GET /api/job-discovery/postings runs (score what is unscored, the default CV, the page),
//     unfiltered and with a minimum score, a keyword and a remote filter (target p95 < 50 ms);
//   - the job match alert pass over those matches (decision 026).
// Prints figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { backendDeveloperCv, loadJobAds } from '#engine/match/test/fixtures';
import { STRONG_MATCH_SCORE, type TPostingsFilter } from '#domain/job-discovery';
import { connect } from '../server/db/client.ts';
import { runMigrations } from '../server/db/client.ts';
import { sql } from 'drizzle-orm';
import { cvs, jobMatches, user } from '../server/db/schema.ts';
import { startEmbeddedPostgres } from '../server/infra/embedded-postgres.ts';
import { createMailer } from '../server/infra/mail/mailer.ts';
import {
  DISCOVERY_POLICY,
  listMatches,
  refreshSource,
  scorePostings,
} from '../server/features/job-discovery/service.ts';
import { insertSource } from '../server/features/job-discovery/repository.ts';
import { runMatchAlerts } from '../server/features/job-discovery/alerts.ts';
import { recogniseSource } from '#engine/jobs/index';
import { percentile, runsFromArgs } from './stats.ts';

const argv = process.argv.slice(2);
const at = argv.indexOf('--postings');
const POSTINGS = at === -1 ? 10_000 : Number(argv[at + 1]);
const RUNS = runsFromArgs(argv, 200);
const BOARDS = 20;
const PER_BOARD = Math.ceil(POSTINGS / BOARDS);

const CITIES = ['Copenhagen', 'Aarhus', 'Odense', 'Aalborg', 'Berlin', 'Munich', 'Stockholm', 'Oslo'];
const LEVELS = ['', 'Senior ', 'Junior ', 'Lead ', 'Principal '];
const ads = loadJobAds();
const titleOf = (text: string) =>
  (text.split('\n').find((line) => line.trim().length > 3) ?? 'Job')
    .trim()
    .slice(0, 80)
    .replace(/^#+\s*/, '');

/** One board's offers in Recruitee's format: real ad texts, titles and places varied per posting. */
function boardOffers(board: number): string {
  const offers = [];
  for (let i = 0; i < PER_BOARD; i++) {
    const n = board * PER_BOARD + i;
    if (n >= POSTINGS) break;
    const ad = ads[n % ads.length]!;
    const title = `${LEVELS[Math.floor(n / ads.length) % LEVELS.length]}${titleOf(ad.text)} ${n}`;
    offers.push({
      id: n,
      slug: `job-${n}`,
      title,
      company_name: `Bench Company ${board}`,
      location: CITIES[n % CITIES.length],
      city: CITIES[n % CITIES.length],
      country: 'Denmark',
      remote: n % 3 === 0,
      description: `<p>${ad.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n+/g, '</p><p>')}</p>`,
      requirements: '',
      careers_url: `https://bench-${board}.recruitee.com/o/job-${n}`,
      careers_apply_url: `https://bench-${board}.recruitee.com/o/job-${n}/c/new`,
      published_at:
        new Date(Date.now() - (n % 30) * 86_400_000).toISOString().replace('T', ' ').slice(0, 19) + ' UTC',
    });
  }
  return JSON.stringify({ offers });
}

const bodies = new Map<string, string>();
const server = createServer((request, response) => {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '');
  const match = /^bench-(\d+)\.recruitee\.com$/.exec(host);
  if (!match || !request.url?.startsWith('/api/offers')) return response.writeHead(404).end();
  const board = Number(match[1]);
  if (!bodies.has(host)) bodies.set(host, boardOffers(board));
  response.writeHead(200, { 'content-type': 'application/json' }).end(bodies.get(host));
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const port = (server.address() as AddressInfo).port;

const dir = mkdtempSync(join(tmpdir(), 'applywise-bench-discovery-'));
const pg = await startEmbeddedPostgres({ dir: join(dir, 'postgres'), persistent: false });
await pg.createDatabase('bench');
const database = connect(pg.urlFor('bench'));
const { db } = database;
const log = pino({ level: 'warn' });

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const memory = process.memoryUsage();
  peakRss = Math.max(peakRss, memory.rss);
  peakHeap = Math.max(peakHeap, memory.heapUsed);
};
const sampler = setInterval(sample, 20);

const ms = (from: number) => performance.now() - from;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

try {
  await runMigrations(db, resolve(import.meta.dirname, '../server/db/migrations'));
  const userId = 'bench-user';
  await db.insert(user).values({ id: userId, name: 'Bench User', email: 'bench@example.com' });
  await db.insert(cvs).values({
    userId,
    name: 'Backend CV',
    source: 'upload',
    extractionStatus: 'completed',
    isDefault: true,
    extractedData: backendDeveloperCv(),
  });
  const deps = {
    db,
    log,
    fetchPolicy: {
      ...DISCOVERY_POLICY,
      allowAddress: (address: string) => address === '127.0.0.1',
      allowPort: (p: number) => p === port,
      resolve: async () => ['127.0.0.1'],
    },
    boardApiUrl: (url: string) => {
      const moved = new URL(url);
      moved.protocol = 'http:';
      moved.port = String(port);
      return moved.toString();
    },
  };
  sample();
  const rssBefore = process.memoryUsage().rss;
  process.stderr.write(`fetching ${BOARDS} boards, ${POSTINGS} postings…\n`);

  // Each board on its own host, as real Recruitee boards are: the per-host pause does not apply.
  const start = performance.now();
  let ingestMs = 0;
  let stored = 0;
  for (let board = 0; board < BOARDS; board++) {
    const recognised = recogniseSource(`bench-${board}.recruitee.com`);
    if (!recognised.ok) throw new Error(recognised.error);
    const source = await insertSource(db, userId, `bench-${board}.recruitee.com`, recognised.source);
    const t0 = performance.now();
    const { row, added } = await refreshSource(deps, source!);
    ingestMs += ms(t0);
    if (row.status !== 'ok') throw new Error(`board ${board}: ${row.lastError}`);
    stored += added;
  }
  // refreshSource scores a first batch of each board; the schedule scores the rest like this.
  const t1 = performance.now();
  let scored = 0;
  for (;;) {
    const { scored: n } = await scorePostings(deps, userId);
    if (n === 0) break;
    scored += n;
  }
  const restMs = ms(t1);
  const totalMs = ms(start);
  sample();

  console.log(`job discovery with ${stored} postings stored (${BOARDS} boards × ${PER_BOARD})\n`);
  console.log(
    `ingest + analyse + score: ${(totalMs / 1000).toFixed(1)} s, ${((stored / totalMs) * 1000).toFixed(0)} postings/s`,
  );
  console.log(
    `  fetch, parse, store (+ first ${BOARDS}×200 scored): ${(ingestMs / 1000).toFixed(1)} s;` +
      ` the remaining ${scored} scored: ${(restMs / 1000).toFixed(1)} s (${((scored / restMs) * 1000).toFixed(0)}/s)`,
  );
  console.log(
    `memory: peak RSS ${mb(peakRss)} (${mb(rssBefore)} before the run), peak heap ${mb(peakHeap)}\n`,
  );

  // What autovacuum does after a bulk insert like this one: without statistics the planner
  // guesses one row per user, and the full-text index's pending entries are not merged yet, so it
  // picks plans no running server would use.
  await db.execute(sql`vacuum analyze`);
  const cases: [string, Partial<Omit<TPostingsFilter, 'page' | 'show'>>][] = [
    ['first page, unfiltered', {}],
    ['first page, score ≥ 70', { minScore: 70 }],
    ['first page, keyword "developer"', { keywords: 'developer' }],
    ['first page, keywords "python django"', { keywords: 'python django' }],
    ['first page, keyword "udvikler" (in words)', { keywords: 'udvikler' }],
    ['first page, keyword "c++" (signs spelled out)', { keywords: 'c++' }],
    ['first page, remote, score ≥ 50', { remote: true, minScore: 50 }],
  ];
  console.log(`list the first page (${RUNS} runs each; route's work: score unscored, default CV, page):`);
  for (const [label, filters] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS + 10; i++) {
      const t0 = performance.now();
      const page = await listMatches(deps, userId, { ...filters, page: 1, show: 'open' });
      if (i >= 10) times.push(ms(t0));
      total = page.total;
    }
    console.log(
      `  ${label.padEnd(36)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(
        times,
        95,
      )
        .toFixed(1)
        .padStart(6)} ms  (${total} listed)`,
    );
  }

  const strong = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${jobMatches} where ${jobMatches.matchScore} >= ${STRONG_MATCH_SCORE}`,
  );
  const mailer = createMailer({ from: 'bench@example.com', outboxDir: join(dir, 'outbox'), log });
  const t2 = performance.now();
  const alerted = await runMatchAlerts({ db, log, mailer, appUrl: 'http://localhost:3000' });
  console.log(
    `\njob match alert pass over these matches: ${ms(t2).toFixed(0)} ms (${alerted} user alerted, ${strong.rows[0]?.n ?? 0} strong matches)`,
  );
} finally {
  clearInterval(sampler);
  await database.close();
  await pg.stop();
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
