// API speed (`npm run bench:api [-- --duration S]`, after `npm run build`): starts the built app on
// its embedded defaults (fresh data directory) and a bare Fastify hello-world route in the same
// run, signs a user up, uploads a CV and writes letters, then loads each endpoint with autocannon:
// as fast as it goes (50 connections) and at a fixed 1,000 req/s. Prints req/s, p50/p99 and the
// ratio to the bare route. Prints figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadJobAds } from '#engine/test/job-ads';
import { mailWithSubject } from '../server/test/outbox.ts';
import { percentile } from './stats.ts';

const root = new URL('..', import.meta.url).pathname;
const argv = process.argv.slice(2);
const duration = Number(argv[argv.indexOf('--duration') + 1] || 10);
const CONNECTIONS = 50;
const FIXED_RATE = 1_000;

if (!existsSync(join(root, 'dist/server/main.js'))) {
  console.error('bench:api measures the built app: run `npm run build` first.');
  process.exit(1);
}

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'applywise-bench-api-'));
const port = () => 20_000 + Math.floor(Math.random() * 20_000);

async function waitFor(url: string, ready: (response: Response) => Promise<boolean>): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if (await ready(await fetch(url))) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error(`${url} did not answer in 120 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function start(args: string[], env: Record<string, string>): void {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
}

const barePort = port();
start(
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

const appPort = port();
const base = `http://127.0.0.1:${appPort}`;
start(['dist/server/main.js'], {
  NODE_ENV: 'production',
  PORT: String(appPort),
  APP_URL: base,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The route limits protect a real deployment; a benchmark measures the work behind them.
  RATE_LIMIT_MAX: '100000000',
  AUTH_RATE_LIMIT_MAX: '100000',
});

/** A signed-in API client: the session cookie Better Auth sets, sent back as a browser would. */
async function signedInUser(n: number): Promise<string> {
  const email = `bench-${n}-${Date.now()}@example.com`;
  const password = 'a long bench passphrase 1843';
  const json = { 'content-type': 'application/json', origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: `Bench User ${n}`, email, password }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const mail = await mailWithSubject(join(dataDir, 'outbox'), email, 'Confirm your email address');
  const link = mail?.links.find((l) => l.includes('/verify?token='));
  if (!link) throw new Error('no verification mail');
  const token = new URL(link).searchParams.get('token')!;
  await fetch(`${base}/api/auth/verify-email?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function uploadCv(cookie: string): Promise<string> {
  const file = join(root, 'engine/test/rendered-corpus/files/en-developer-libreoffice-sidebar-frame.docx');
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)]), 'cv.docx');
  const response = await fetch(`${base}/api/cvs`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  const { cv } = (await response.json()) as { cv: { id: string } };
  for (let waited = 0; ; waited += 50) {
    if (waited > 60_000) throw new Error('the bench CV was not parsed in 60 s');
    const { cv: detail } = (await (
      await fetch(`${base}/api/cvs/${cv.id}`, { headers: { cookie } })
    ).json()) as {
      cv: { extractionStatus: string };
    };
    if (detail.extractionStatus === 'completed') return cv.id;
    if (detail.extractionStatus === 'failed') throw new Error('the bench CV failed to parse');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Writes one application (ATS report and letter) and returns its latency in ms. */
async function generate(cookie: string, cvId: string, i: number): Promise<number> {
  const ad = loadJobAds()[i % loadJobAds().length]!;
  const started = performance.now();
  const response = await fetch(`${base}/api/applications`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      jobTitle: 'Software Developer',
      companyName: 'Bench Company',
      jobDescription: ad.text.slice(0, 30_000),
      cvId,
      outputLanguage: 'english',
    }),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`generation: ${response.status}`);
  return performance.now() - started;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

async function load(url: string, headers: Record<string, string>, overallRate?: number): Promise<Figures> {
  const result = await autocannon({
    url,
    headers,
    connections: overallRate ? 20 : CONNECTIONS,
    duration,
    ...(overallRate ? { overallRate } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const row = (label: string, f: Figures, bare?: Figures) =>
  `${label.padEnd(34)}${f.rps.toFixed(0).padStart(9)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms${bare ? `  ${((100 * f.rps) / bare.rps).toFixed(1).padStart(5)} % of bare` : ''}${f.failed ? `  (${f.failed} not 2xx)` : ''}`;

try {
  await waitFor(`http://127.0.0.1:${barePort}/`, async (r) => r.ok);
  await waitFor(
    `${base}/api/health`,
    async (r) => ((await r.json()) as { status: string }).status === 'ready',
  );
  process.stderr.write('app ready; signing up, uploading, writing letters…\n');
  const cookie = await signedInUser(0);
  const cvId = await uploadCv(cookie);
  // The Free plan writes 3 applications a month: a few users give the generation sample.
  const generations: number[] = [];
  for (let u = 0; u < 4; u++) {
    const user = u === 0 ? cookie : await signedInUser(u + 1);
    const cv = u === 0 ? cvId : await uploadCv(user);
    for (let i = 0; i < 3; i++) generations.push(await generate(user, cv, u * 3 + i));
  }

  console.log(`autocannon: ${CONNECTIONS} connections × ${duration} s, then a fixed ${FIXED_RATE} req/s\n`);
  const bare = await load(`http://127.0.0.1:${barePort}/`, {});
  console.log(row('bare Fastify GET /', bare));
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
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode === null ? c.on('exit', r) : r(null)))),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
