import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const HOLDER = join(import.meta.dirname, '../test/hold-embedded-postgres.ts');
const root = mkdtempSync(join(tmpdir(), 'applywise-pg-recovery-'));
const children: ChildProcess[] = [];

/** Runs the stand-in app on `dir` and resolves once its PostgreSQL is up. */
function holdCluster(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().startsWith('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the stand-in app exited with ${code}`)));
  });
}

const postmasterPid = (dir: string) =>
  Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select 1 as n')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('the embedded PostgreSQL after a crash', () => {
  it(
    'stops the server a killed app left running and starts afresh, keeping the data',
    { timeout: 120_000 },
    async () => {
      const dir = join(root, 'crashed');
      const app = await holdCluster(dir);
      const leftover = postmasterPid(dir);
      const exited = new Promise((resolve) => app.once('exit', resolve));
      app.kill('SIGKILL');
      await exited;
      expect(alive(leftover)).toBe(true);

      const notices: string[] = [];
      const db = await startEmbeddedPostgres({ dir, notice: (m) => notices.push(m) });
      try {
        expect(await selectOne(db.url)).toBe(1);
        expect(alive(leftover)).toBe(false);
        expect(notices.join('\n')).toMatch(/crashed run .* left running/);
      } finally {
        await db.stop();
      }
      expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    },
  );

  it('leaves a server another running app owns alone, and says so', { timeout: 120_000 }, async () => {
    const dir = join(root, 'owned');
    const app = await holdCluster(dir);
    const server = postmasterPid(dir);
    await expect(startEmbeddedPostgres({ dir })).rejects.toThrow(
      new RegExp(`already running \\(pid ${server}, started by Applywise pid ${app.pid}\\)`),
    );
    expect(alive(server)).toBe(true);
    // The app stops its own server on SIGTERM.
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
    expect(alive(server)).toBe(false);
  });
});

/** Waits until `ready()` holds, checking every 100 ms, for at most `ms`. */
async function until(ready: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if (await ready()) return;
  }
  throw new Error('timed out');
}

describe('the embedded PostgreSQL when it dies under the app', () => {
  it('is started again, and the data is still there', { timeout: 120_000 }, async () => {
    const dir = join(root, 'supervised');
    const notices: string[] = [];
    const giveUps: Error[] = [];
    const db = await startEmbeddedPostgres({
      dir,
      notice: (m) => notices.push(m),
      supervise: { delaysMs: [100, 200], giveUp: (e) => giveUps.push(e), checkEveryMs: 100 },
    });
    try {
      await db.createDatabase('kept');
      const first = postmasterPid(dir);
      process.kill(first, 'SIGKILL');
      await until(async () => {
        if (!existsSync(join(dir, 'postmaster.pid')) || postmasterPid(dir) === first) return false;
        return selectOne(db.urlFor('kept')).then(
          (n) => n === 1,
          () => false,
        );
      });
      expect(notices.join('\n')).toMatch(/stopped; starting it again[\s\S]*running again/);
      expect(giveUps).toEqual([]);
    } finally {
      await db.stop();
    }
  });

  it('gives up, for the app to exit, when it will not start again', { timeout: 120_000 }, async () => {
    const dir = join(root, 'lost');
    const giveUps: Error[] = [];
    const db = await startEmbeddedPostgres({
      dir,
      supervise: { delaysMs: [100, 100], giveUp: (e) => giveUps.push(e), checkEveryMs: 100 },
    });
    const pid = postmasterPid(dir);
    // The cluster's folder is gone: no start can work.
    renameSync(dir, `${dir}.gone`);
    process.kill(pid, 'SIGKILL');
    await until(() => giveUps.length > 0);
    await db.stop().catch(() => undefined);
    expect(giveUps).toHaveLength(1);
  });
});
