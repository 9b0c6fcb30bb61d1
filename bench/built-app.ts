// The built app for a benchmark (`npm run build` first): started on its embedded defaults in a
// fresh data directory, with signed-up users, an uploaded CV and written applications, as a
// browser or API client would make them. Shared by bench:api and bench:web.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadJobAds } from '#engine/test/job-ads';
import { mailWithSubject } from '../server/test/outbox.ts';

export const root = new URL('..', import.meta.url).pathname;

/** A port likely free: the benchmarks start their own servers side by side. */
export const randomPort = () => 20_000 + Math.floor(Math.random() * 20_000);

export function requireBuild(bench: string): void {
  if (!existsSync(join(root, 'dist/server/main.js')) || !existsSync(join(root, 'dist/web/index.html'))) {
    console.error(`${bench} measures the built app: run \`npm run build\` first.`);
    process.exit(1);
  }
}

export async function waitFor(url: string, ready: (response: Response) => Promise<boolean>): Promise<void> {
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

/** Child processes a benchmark started, stopped together at the end. */
export class Processes {
  private readonly children: ChildProcess[] = [];

  start(args: string[], env: Record<string, string>, cwd = root): void {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.children.push(child);
  }

  async stop(): Promise<void> {
    for (const child of this.children) child.kill('SIGTERM');
    await Promise.all(
      this.children.map((c) => new Promise((r) => (c.exitCode === null ? c.on('exit', r) : r(null)))),
    );
  }
}

export interface BuiltApp {
  base: string;
  dataDir: string;
  /** A signed-in client: the session cookie Better Auth sets, sent back as a browser would. */
  signedInUser(n: number): Promise<string>;
  /** Uploads a CV of the rendered corpus and waits until it is parsed; returns its id. */
  uploadCv(cookie: string): Promise<string>;
  /** Writes one application (ATS report and letter); returns its id and the latency in ms. */
  generate(cookie: string, cvId: string, i: number): Promise<{ id: string; ms: number }>;
  close(): Promise<void>;
}

/** Starts dist/server/main.js on its embedded defaults (fresh data directory) and waits until ready. */
export async function startBuiltApp(
  processes: Processes,
  env: Record<string, string> = {},
  /** Another checkout's build, to compare with (bench:long-tasks --against). */
  checkout = root,
): Promise<BuiltApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'applywise-bench-'));
  const port = randomPort();
  const base = `http://127.0.0.1:${port}`;
  processes.start(
    ['dist/server/main.js'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The route limits protect a real deployment; a benchmark measures the work behind them.
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    checkout,
  );
  await waitFor(
    `${base}/api/health`,
    async (r) => ((await r.json()) as { status: string }).status === 'ready',
  );
  const json = { 'content-type': 'application/json', origin: base };

  async function signedInUser(n: number): Promise<string> {
    const email = `bench-${n}-${Date.now()}@example.com`;
    const password = 'a long bench passphrase 1843';
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
      ).json()) as { cv: { extractionStatus: string } };
      if (detail.extractionStatus === 'completed') return cv.id;
      if (detail.extractionStatus === 'failed') throw new Error('the bench CV failed to parse');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function generate(cookie: string, cvId: string, i: number): Promise<{ id: string; ms: number }> {
    const ad = loadJobAds()[i % loadJobAds().length]!;
    const started = performance.now();
    const response = await fetch(`${base}/api/applications`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({
        jobTitle: 'Software Developer',
        companyName: 'Bench Company',
        jobDescription: ad.text.slice(0, 30_000),
        cvId,
        outputLanguage: 'english',
      }),
    });
    const body = (await response.json()) as { id?: string };
    if (response.status !== 201 || !body.id) throw new Error(`generation: ${response.status}`);
    return { id: body.id, ms: performance.now() - started };
  }

  return {
    base,
    dataDir,
    signedInUser,
    uploadCv,
    generate,
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
