// API speed (`npm run bench:api [-- --duration S]`, after `npm run build`): starts the built app on
// its embedded defaults (fresh data directory) and a bare Fastify hello-world route in the same
// run, signs a user up, uploads a CV and writes letters, then loads each endpoint: as fast as it
// goes (autocannon, 50 connections) and at a steady 1,000 req/s (open-loop.ts). Prints req/s,
// p50/p99 and the ratio to the bare route. Prints figures; asserts nothing.
import autocannon from 'autocannon';
import { Processes, randomPort, type BuiltApp, requireBuild, startBuiltApp, waitFor } from './built-app.ts';
import { constantRate, type RateFigures } from './open-loop.ts';
import { percentile } from './stats.ts';

const argv = process.argv.slice(2);
const duration = Number(argv[argv.indexOf('--duration') + 1] || 10);
const CONNECTIONS = 50;
const FIXED_RATE = 1_000;

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

async function load(url: string, headers: Record<string, string>, rate?: number): Promise<RateFigures> {
  if (rate) return constantRate(url, headers, rate, duration);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const row = (label: string, f: RateFigures, bare?: RateFigures) =>
  `${label.padEnd(34)}${f.rps.toFixed(0).padStart(9)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms${bare ? `  ${((100 * f.rps) / bare.rps).toFixed(1).padStart(5)} % of bare` : ''}${f.failed ? `  (${f.failed} not 2xx)` : ''}`;

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
    `autocannon: ${CONNECTIONS} connections × ${duration} s, then a steady ${FIXED_RATE} req/s (open loop)\n`,
  );
  const bare = await load(`http://127.0.0.1:${barePort}/`, {});
  console.log(row('bare Fastify GET /', bare));
  // The bare route's tail at the fixed rate is this machine's floor (autocannon shares its cores).
  console.log(row(`  at ${FIXED_RATE} req/s`, await load(`http://127.0.0.1:${barePort}/`, {}, FIXED_RATE)));
  const endpoints: [string, string, Record<string, string>][] = [
    ['GET /api/health', '/api/health', {}],
    ['GET /api/subscription', '/api/subscription', { cookie }],
    ['GET /api/applications', '/api/applications', { cookie }],
    ['GET /api/cvs/:id', `/api/cvs/${cvId}`, { cookie }],
  ];
  for (const [label, path, headers] of endpoints) {
    const max = await load(`${base}${path}`, headers);
    const fixed = await load(`${base}${path}`, headers, FIXED_RATE);
    console.log(row(label, max, bare));
    console.log(row(`  at ${FIXED_RATE} req/s`, fixed));
  }
  console.log(
    `\nPOST /api/applications (report + letter, built-in writer), ${generations.length} sequential: p50 ${percentile(generations, 50).toFixed(0)} ms, p99 ${percentile(generations, 99).toFixed(0)} ms`,
  );
} finally {
  await processes.stop();
  await app?.close();
}
