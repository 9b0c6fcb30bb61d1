// Responsiveness while hostile files are read (`npm run bench:hostile`, after `npm run build`):
// starts the built app on a fresh data directory, then asks GET /api/health one request after the
// other, first alone, then while 4 hostile uploads are read (2 users x 2 files): PDFs whose content
// stream inflates to 1 GiB and DOCX files with 40 MiB of XML (issue 13), and files just under the
// read caps, which are read for real in the worker threads. Prints health p50/p99/max per phase
// and what each upload got, then health while the stored files' extraction jobs run. Prints
// figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostileDocx, hostilePdf } from '#engine/test/build-hostile';
import { percentile } from './stats.ts';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'applywise-bench-hostile-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}`;

const app: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    APP_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth(): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('the app did not start in 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function signedIn(n: number): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: `Bench ${n}`,
      email: `hostile-${n}-${Date.now()}@example.com`,
      password: 'a long bench passphrase 1843',
    }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function upload(cookie: string, name: string, bytes: Uint8Array): Promise<string> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const response = await fetch(`${base}/api/cvs`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  const body = (await response.json()) as { error?: { code: string } };
  const ms = Math.round(performance.now() - started);
  return `${name} (${(bytes.length / 1024).toFixed(0)} KB): ${response.status} ${body.error?.code ?? ''} in ${ms} ms`;
}

/** Health latencies, one request after the other, until `until` settles (or for `ms`). */
async function healthWhile(until: Promise<unknown> | number): Promise<number[]> {
  let done = false;
  if (typeof until === 'number') setTimeout(() => (done = true), until);
  else void until.finally(() => (done = true));
  const samples: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    samples.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  return samples;
}

function line(phase: string, samples: number[]): string {
  const f = (v: number) => v.toFixed(1).padStart(7);
  return `${phase.padEnd(44)} n=${String(samples.length).padStart(4)}  p50 ${f(percentile(samples, 50))} ms  p99 ${f(percentile(samples, 99))} ms  max ${f(Math.max(...samples))} ms`;
}

try {
  await waitForHealth();
  const cookies = [await signedIn(1), await signedIn(2)];
  const phases: [string, () => Uint8Array, () => Uint8Array][] = [
    ['1 GiB PDF stream + 40 MiB DOCX XML', () => hostilePdf(1024), () => hostileDocx(40)],
    ['under the caps: 30 MiB PDF + 3.9 MiB DOCX', () => hostilePdf(30), () => hostileDocx(3.9)],
  ];
  // Other work on the machine shows in every figure: say how busy it was.
  const load = loadavg()[0]!.toFixed(1);
  console.log(
    `${availableParallelism()} cores, load average ${load}, READ_THREADS ${process.env.READ_THREADS ?? 'default'}`,
  );
  // One ordinary upload first, so that the reading thread is already started (as on a server in
  // use: an idle thread ends after a minute).
  console.log(`  warm-up: ${await upload(cookies[0]!, 'cv.pdf', hostilePdf(1))}`);
  console.log(line('health alone', await healthWhile(3_000)));
  for (const [phase, pdf, docx] of phases) {
    const files = [pdf(), docx()];
    const uploads = Promise.all(
      [0, 1, 2, 3].map((i) => {
        const kind = Math.floor(i / 2);
        return upload(cookies[i % 2]!, kind ? 'cv.docx' : 'cv.pdf', files[kind]!);
      }),
    );
    const samples = await healthWhile(uploads);
    console.log(line(`health while reading 4 files (${phase})`, samples));
    for (const result of await uploads) console.log(`  ${result}`);
  }
  // The files under the caps were stored: their extraction jobs read and parse them again now.
  console.log(line('health while their extraction jobs run (8 s)', await healthWhile(8_000)));
} finally {
  // The app stops its database on SIGTERM; its folder goes once it has exited.
  if (app.exitCode === null && app.signalCode === null) {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill();
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
