import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '#domain/notifications';
import { buildDocx } from '#engine/test/build-docx';
import { loadConfig, ROOT_DIR, type Config } from './config.ts';
import { cvs, notifications } from './db/schema.ts';
import { CV_QUEUE } from './features/cvs/extraction.ts';
import { DIGEST_QUEUE, DIGEST_SUBJECT } from './features/notifications/digest.ts';
import { createTestApp, createTestDatabase, signUp, TEST_ORIGIN, type TestApp } from './test/harness.ts';
import { multipart } from './test/multipart.ts';
import { startOpenAiStandIn } from './test/openai-stand-in.ts';
import { readOutbox } from './test/outbox.ts';

/**
 * Several app processes on one database (issue 13 item 6, decision 014): each job runs once, the
 * schedules run once across processes, and a job of a process that was killed is finished by
 * another. The processes are apps assembled as the harness does, and one real child process.
 */

const AUTH_SECRET = 'jobs-test-secret-jobs-test-secret-0123456789';
/** Short intervals, so that a test waits seconds for what takes minutes in production. */
const FAST_JOBS: Partial<Config['jobs']> = {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
  /** A's job is taken back this long after A claimed it (2 minutes in production). */
  cvExpireInSeconds: 4,
  retryDelaySeconds: 1,
};
const DEFAULT_SCHEDULES = loadConfig({}).jobs.schedules;

type LogLine = { msg?: string; cvId?: string; [key: string]: unknown };

/** A logger that keeps its lines (to count what each process did). */
function recordingLogger() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database and data folder (files, outbox) that several app processes share. */
async function sharedPlace() {
  const databaseUrl = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'applywise-jobs-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { databaseUrl, dataDir };
}

async function appProcess(
  place: { databaseUrl: string; dataDir: string },
  jobs: Partial<Config['jobs']>,
  env: Record<string, string> = {},
) {
  const recorded = recordingLogger();
  const t = await createTestApp(
    { AUTH_SECRET, ...env },
    (config) => {
      config.jobs = { ...config.jobs, ...jobs };
    },
    { ...place, logger: recorded.logger },
  );
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= t.close());
  cleanups.push(close);
  return { t: { ...t, close }, lines: recorded.lines };
}

const docx = buildDocx({
  header: ['anna.larsen@example.com · Copenhagen, Denmark'],
  main: [
    { kind: 'name', text: 'Anna Larsen' },
    { kind: 'heading', text: 'Summary' },
    { kind: 'para', text: 'Backend developer who builds payment systems.' },
    { kind: 'heading', text: 'Skills' },
    { kind: 'para', text: 'TypeScript, PostgreSQL' },
  ],
});

async function upload(t: TestApp, cookie: string, name: string): Promise<string> {
  const body = multipart([{ name: 'file', fileName: `${name}.docx`, data: await docx }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cvs',
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { cv: { id: string } }).cv.id;
}

/** How many times each CV was extracted, over the logs of every process. */
function extractions(...logs: LogLine[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of logs.flat()) {
    if (line.msg === 'CV extracted' && line.cvId) counts.set(line.cvId, (counts.get(line.cvId) ?? 0) + 1);
  }
  return counts;
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two app processes on one database', () => {
  it(
    'extract each uploaded CV once, and two sweeps at once queue a lost CV once',
    { timeout: 60_000 },
    async () => {
      const place = await sharedPlace();
      // Extractions that take longer than FAST_JOBS allows on a busy machine would be tried again.
      const slowMachine = { ...FAST_JOBS, cvExpireInSeconds: 120 };
      const a = await appProcess(place, slowMachine);
      const b = await appProcess(place, slowMachine);
      // One CV each (a user's reads are limited to two at a time, background ones included).
      const users = await Promise.all([1, 2, 3, 4].map(() => signUp(a.t)));
      const userIds = users.map((user) => user.userId);
      const ids = await Promise.all(users.map((user, i) => upload(a.t, user.cookie, `cv-${i}`)));
      await a.t.app.deps.cvQueue.idle();
      await b.t.app.deps.cvQueue.idle();
      expect(Object.fromEntries(extractions(a.lines, b.lines))).toEqual(
        Object.fromEntries(ids.map((id) => [id, 1])),
      );
      const rows = await a.t.db.select().from(cvs).where(inArray(cvs.userId, userIds));
      expect(rows.map((row) => row.extractionStatus)).toEqual([
        'completed',
        'completed',
        'completed',
        'completed',
      ]);
      const told = await a.t.db
        .select()
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), eq(notifications.type, 'cv_upload_complete')));
      expect(told).toHaveLength(4);

      // Their jobs are gone (as when a process died between storing a CV and queueing it): both
      // processes sweep at the same moment.
      await a.t.db.execute(
        sql`update cvs set extraction_status = 'pending', updated_at = now() - interval '10 minutes' where id in ${ids}`,
      );
      const queued = await Promise.all([a.t.app.deps.cvQueue.sweep(), b.t.app.deps.cvQueue.sweep()]);
      expect(queued[0] + queued[1]).toBe(4);
      await a.t.app.deps.cvQueue.idle();
      await b.t.app.deps.cvQueue.idle();
      expect(Object.fromEntries(extractions(a.lines, b.lines))).toEqual(
        Object.fromEntries(ids.map((id) => [id, 2])),
      );
      const jobs = await a.t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = ${CV_QUEUE} and state = 'completed'`,
      );
      expect(jobs.rows[0]?.n).toBe(8);
    },
  );

  it('send the weekly digest once when both run its schedule', { timeout: 60_000 }, async () => {
    const place = await sharedPlace();
    // A user who wants the digest, set up by a process whose digest schedule is far away.
    const setup = await appProcess(place, {
      ...FAST_JOBS,
      schedules: { ...DEFAULT_SCHEDULES, weeklyDigest: '0 0 1 1 *' },
    });
    const user = await signUp(setup.t);
    const saved = await setup.t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      payload: { ...NOTIFICATION_DEFAULTS, weeklyDigest: true },
    });
    expect(saved.statusCode).toBe(200);
    await setup.t.close();

    // Every minute here (hourly in production): the schedule fires within a second or two.
    const jobs = { ...FAST_JOBS, schedules: { ...DEFAULT_SCHEDULES, weeklyDigest: '* * * * *' } };
    const a = await appProcess(place, jobs);
    const b = await appProcess(place, jobs);
    const outbox = join(place.dataDir, 'outbox');
    const digests = () =>
      readOutbox(outbox).filter((m) => m.to.includes(user.email) && m.subject === DIGEST_SUBJECT);
    await waitFor('the digest', () => digests().length > 0);
    // Both processes keep checking the schedule every second for a few more seconds.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(digests()).toHaveLength(1);
    const runs = await a.t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${DIGEST_QUEUE}`,
    );
    // One run per minute across both processes (two when a minute boundary fell in the test); a
    // timer in each process would have run it twice a second here.
    expect(runs.rows[0]?.n).toBeGreaterThanOrEqual(1);
    expect(runs.rows[0]?.n).toBeLessThanOrEqual(2);
    // Which process ran it does not matter; one did.
    const ran = [...a.lines, ...b.lines].filter((line) => line.msg === 'weekly digests sent');
    expect(ran).toHaveLength(1);
  });

  // A child process takes a few seconds to start (longer on a busy machine).
  it(
    'finish, in the other process, the extraction of a process killed while running it',
    { timeout: 90_000 },
    async () => {
      const place = await sharedPlace();
      // Process A structures with a model that never answers in time: its job stays running.
      const model = await startOpenAiStandIn({ delayMs: 60_000 });
      cleanups.push(() => model.close());
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(ROOT_DIR, 'server/test/app-process.ts')],
        {
          cwd: ROOT_DIR,
          env: {
            ...process.env,
            NODE_ENV: 'test',
            LOG_LEVEL: 'info',
            DATABASE_URL: place.databaseUrl,
            DATA_DIR: place.dataDir,
            APP_URL: TEST_ORIGIN,
            AUTH_SECRET,
            AUTH_RATE_LIMIT_MAX: '1000',
            AI_BASE_URL: model.url,
            AI_MODEL: 'slow-model',
            TEST_JOBS: JSON.stringify(FAST_JOBS),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      cleanups.push(() => killed(child));
      const childLines: LogLine[] = [];
      let childErr = '';
      let rest = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line.startsWith('{')) childLines.push(JSON.parse(line) as LogLine);
      });
      child.stderr?.on('data', (chunk: Buffer) => (childErr += chunk.toString()));
      const ready = await waitFor(
        `process A to listen (${childErr})`,
        () => {
          if (child.exitCode !== null) throw new Error(`process A exited: ${childErr}`);
          return childLines.find((line) => line.msg === 'app process ready');
        },
        60_000,
      );
      const base = `http://127.0.0.1:${String(ready.port)}`;

      const email = `killed-${Date.now()}@example.com`;
      const signUpResponse = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ name: 'Killed Process', email, password: 'correct horse battery' }),
      });
      expect(signUpResponse.status).toBe(200);
      const cookie = signUpResponse.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const body = multipart([{ name: 'file', fileName: 'cv.docx', data: await docx }]);
      const uploaded = await fetch(`${base}/api/cvs`, {
        method: 'POST',
        headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
        body: new Uint8Array(body.payload),
      });
      expect(uploaded.status).toBe(201);
      const cvId = ((await uploaded.json()) as { cv: { id: string } }).cv.id;

      // A is structuring it (its question reached the model): the job is claimed and running. A
      // dies without a chance to give it back; process B (no model) is the one left.
      await waitFor('process A to ask the model', () => model.requests.length > 0);
      await killed(child);
      const b = await appProcess(place, FAST_JOBS);

      const ended = await waitFor('the CV to end', async () => {
        const [row] = await b.t.db.select().from(cvs).where(eq(cvs.id, cvId));
        return row && row.extractionStatus !== 'pending' ? row : undefined;
      });
      expect(ended.extractionStatus).toBe('completed');
      await b.t.app.deps.cvQueue.idle();
      expect(extractions(childLines).get(cvId)).toBeUndefined();
      expect(extractions(b.lines).get(cvId)).toBeGreaterThanOrEqual(1);
      const told = await b.t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, ended.userId), eq(notifications.type, 'cv_upload_complete')));
      expect(told).toHaveLength(1);
      const [job] = (
        await b.t.db.execute<{ state: string; retry_count: number }>(
          sql`select state, retry_count from pgboss.job where name = ${CV_QUEUE} and data->>'cvId' = ${cvId}`,
        )
      ).rows;
      // Expired (B's maintenance found it running past its time), then tried again in B.
      expect(job?.state).toBe('completed');
      expect(job?.retry_count).toBeGreaterThanOrEqual(1);
    },
  );
});

/** SIGKILL: no shutdown hook runs, as when the machine or the OOM killer ends a process. */
async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
