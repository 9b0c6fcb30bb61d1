// API speed (`npm run bench:api [-- --duration S --runs N]`, after `npm run build`): starts the
// built app on its embedded defaults (fresh data directory) and a bare Fastify hello-world route in
// the same run, signs a user up, uploads a CV and writes letters, then loads each endpoint: as fast
// as it goes (autocannon, 50 connections) and at a steady 1,000 req/s (open-loop.ts). Prints req/s,
// p50/p99 and the ratio to the bare route. Prints figures; asserts nothing.
//
// Each route is first loaded for a few seconds that are not counted: the app has just started,
// and the first seconds of a route measure V8 compiling its code, not a server in service. The
// app shares two cores with PostgreSQL and the load generator, so one measurement of a few seconds
// moves by ±20 % from one to the next; each is taken --runs times (default 3), the endpoints in
// turn, and the median of each figure is printed with the range of req/s.
import autocannon from 'autocannon';
import { Processes, randomPort, type BuiltApp, requireBuild, startBuiltApp, waitFor } from './built-app.ts';
import { constantRate, type RateFigures } from './open-loop.ts';
import { percentile, runsFromArgs } from './stats.ts';

const argv = process.argv.slice(2);
const duration = Number(argv[argv.indexOf('--duration') + 1] || 10);
const CONNECTIONS = 50;
const FIXED_RATE = 1_000;
const WARM_UP_SECONDS = 3;
const runs = runsFromArgs(argv, 3);

requireBuild('bench:api');
const processes = new Processes();
const barePort = randomPort();
processes.start(
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify';
     const app = Fastify();
     app.get('/', async () => ({ hello: 'world' }));
     await app.listen({ port: ${barePort}, host: '127.0.0.1' });`,
  ],
  {},
);

async function load(
  url: string,
  headers: Record<string, string>,
  rate?: number,
  seconds = duration,
): Promise<RateFigures> {
  if (rate) return constantRate(url, headers, rate, seconds);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** The medians of several measurements of one load, and the range of their req/s. */
interface Summary extends RateFigures {
  low: number;
  high: number;
}

function summary(measured: RateFigures[]): Summary {
  const median = (pick: (f: RateFigures) => number) => percentile(measured.map(pick), 50);
  const rps = measured.map((f) => f.rps);
  return {
    rps: median((f) => f.rps),
    p50: median((f) => f.p50),
    p99: median((f) => f.p99),
    failed: measured.reduce((sum, f) => sum + f.failed, 0),
    low: Math.min(...rps),
    high: Math.max(...rps),
  };
}

const row = (label: string, f: Summary, bare?: Summary) =>
  `${label.padEnd(34)}${f.rps.toFixed(0).padStart(9)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms${bare ? `  ${((100 * f.rps) / bare.rps).toFixed(1).padStart(5)} % of bare` : ''}${runs > 1 ? `  (${f.low.toFixed(0)}–${f.high.toFixed(0)})` : ''}${f.failed ? `  (${f.failed} not 2xx)` : ''}`;

let app: BuiltApp | undefined;
try {
  app = await startBuiltApp(processes);
  const { base } = app;
  await waitFor(`http://127.0.0.1:${barePort}/`, async (r) => r.ok);
  process.stderr.write('app ready; signing up, uploading, writing letters…\n');
  const cookie = await app.signedInUser(0);
  const cvId = await app.uploadCv(cookie);
  // The Free plan writes 3 applications a month: a few users give the generation sample.
  const generations: number[] = [];
  for (let u = 0; u < 4; u++) {
    const user = u === 0 ? cookie : await app.signedInUser(u + 1);
    const cv = u === 0 ? cvId : await app.uploadCv(user);
    for (let i = 0; i < 3; i++) generations.push((await app.generate(user, cv, u * 3 + i)).ms);
  }

  console.log(
    `autocannon: ${CONNECTIONS} connections × ${duration} s, then a steady ${FIXED_RATE} req/s (open loop); ` +
      `each route warmed up for ${WARM_UP_SECONDS} s, medians of ${runs} run${runs > 1 ? 's' : ''} (range of req/s)\n`,
  );
  const targets: { label: string; url: string; headers: Record<string, string> }[] = [
    { label: 'bare Fastify GET /', url: `http://127.0.0.1:${barePort}/`, headers: {} },
    { label: 'GET /api/health', url: `${base}/api/health`, headers: {} },
    { label: 'GET /api/subscription', url: `${base}/api/subscription`, headers: { cookie } },
    { label: 'GET /api/applications', url: `${base}/api/applications`, headers: { cookie } },
    { label: 'GET /api/cvs/:id', url: `${base}/api/cvs/${cvId}`, headers: { cookie } },
  ];
  for (const { url, headers } of targets) await load(url, headers, undefined, WARM_UP_SECONDS);
  // Rounds over all routes rather than one route's runs back to back, so a slow minute of the
  // machine touches every route a little instead of one a lot.
  const max = targets.map((): RateFigures[] => []);
  const fixed = targets.map((): RateFigures[] => []);
  for (let run = 0; run < runs; run++) {
    for (const [i, { url, headers }] of targets.entries()) {
      max[i]!.push(await load(url, headers));
      fixed[i]!.push(await load(url, headers, FIXED_RATE));
    }
  }
  const bare = summary(max[0]!);
  // The bare route's tail at the fixed rate is this machine's floor (autocannon shares its cores).
  for (const [i, { label }] of targets.entries()) {
    console.log(row(label, summary(max[i]!), i === 0 ? undefined : bare));
    console.log(row(`  at ${FIXED_RATE} req/s`, summary(fixed[i]!)));
  }
  console.log(
    `\nPOST /api/applications (report + letter, built-in writer), ${generations.length} sequential: p50 ${percentile(generations, 50).toFixed(0)} ms, p99 ${percentile(generations, 99).toFixed(0)} ms`,
  );
} finally {
  await processes.stop();
  await app?.close();
}
