import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Background work on pg-boss, in the app's own PostgreSQL (schema `pgboss`, created and migrated
 * by pg-boss itself; decision 014). Every process claims jobs with FOR UPDATE SKIP LOCKED, so a
 * job runs in one process; a failed job is tried again with backoff and, after its last try, goes
 * to a dead-letter queue; a job whose process died is expired and tried again; schedules (cron)
 * are queued once across processes.
 */

export const JOBS_SCHEMA = 'pgboss';
/** Where periodic jobs that failed every try end up; no worker reads it, administrators do. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

export type JobsOptions = Config['jobs'];

export type QueueSpec = {
  name: string;
  /**
   * standard: any number queued and running. stately: at most one queued and one running (a
   * periodic pass never piles up nor runs twice at once, across processes).
   */
  policy?: 'standard' | 'stately';
  retryLimit: number;
  /** Seconds before the first retry; with backoff it doubles each time (with jitter). */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job running longer is failed (and retried): its process is presumed dead. */
  expireInSeconds: number;
  deadLetter?: string;
};

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<void>;

type Defined = { spec: QueueSpec; handler?: JobHandler<never>; concurrency: number };

/** A stopped (or not yet started) Jobs refuses to send; callers log and rely on the sweeps. */
export class JobsStoppedError extends Error {
  constructor() {
    super('background jobs are not running');
  }
}

type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
const ZERO: Record<JobState, number> = {
  created: 0,
  retry: 0,
  active: 0,
  completed: 0,
  cancelled: 0,
  failed: 0,
};

export type QueueState = { name: string; deadLetter: string | null } & Record<JobState, number>;

export class Jobs {
  readonly boss: PgBoss;
  private readonly queues = new Map<string, Defined>();
  private readonly schedules = new Map<string, { cron: string; atStart: boolean }>();
  private readonly unscheduled = new Set<string>();
  private readonly workerIds = new Map<string, string[]>();
  private state: 'new' | 'starting' | 'started' | 'stopped' = 'new';
  private readonly running = new Set<Promise<unknown>>();
  /** Set when stop() has let the running handlers end: the app closes its pool next. */
  private settled = false;
  private starting: Promise<void> | undefined;

  constructor(private readonly deps: { pool: pg.Pool; log: FastifyBaseLogger; options: JobsOptions }) {
    const { options } = deps;
    this.boss = new PgBoss({
      // The app's pool: the same database, timeouts and outage handling (decision 012).
      // Once stopped, pg-boss's late bookkeeping (it marks a job completed or failed without
      // awaiting that query) gets no answer, exactly as from pg-boss's own closed pool: the job
      // stays active and expires, and another process or the next start runs it again.
      db: {
        executeSql: (text, values) =>
          this.state === 'stopped' && this.settled
            ? Promise.resolve(undefined as unknown as pg.QueryResult)
            : deps.pool.query(text, values),
      },
      schema: JOBS_SCHEMA,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
      cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
      cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds,
    });
    // Database outages surface here (maintenance, cron, workers): logged, never a crash.
    this.boss.on('error', (error) => deps.log.error({ err: error }, 'background jobs: pg-boss error'));
  }

  /** Declares a queue (and its worker, if this process runs one); before start(). */
  define<T>(spec: QueueSpec, handler?: JobHandler<T>, options: { concurrency?: number } = {}): void {
    if (this.state !== 'new') throw new Error(`queue ${spec.name} defined after start`);
    this.queues.set(spec.name, {
      spec,
      handler: handler as JobHandler<never> | undefined,
      concurrency: options.concurrency ?? 1,
    });
  }

  /**
   * Queues a job on `cron` (UTC), once across processes; `atStart` also queues one when a process
   * starts (a stately queue keeps processes starting together to one run).
   */
  schedule(name: string, cron: string, options: { atStart?: boolean } = {}): void {
    if (this.state !== 'new') throw new Error(`schedule ${name} added after start`);
    this.schedules.set(name, { cron, atStart: options.atStart ?? false });
  }

  /** Removes a schedule an earlier configuration installed (e.g. renewals once Stripe is on). */
  unschedule(name: string): void {
    this.unscheduled.add(name);
  }

  start(): Promise<void> {
    if (this.state !== 'new') return this.starting ?? Promise.resolve();
    this.starting = this.run();
    return this.starting;
  }

  private async run(): Promise<void> {
    this.state = 'starting';
    const { log } = this.deps;
    const started = Date.now();
    await this.boss.start();
    // Dead-letter queues first: a queue names its dead letter by foreign key.
    const specs = [...this.queues.values()].map((q) => q.spec);
    const ordered = [
      { name: DEAD_LETTER_QUEUE, retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 },
      ...specs.filter((s) => !s.deadLetter),
      ...specs.filter((s) => s.deadLetter),
    ];
    for (const spec of ordered) {
      const { name, ...options } = spec;
      const queue = { name, ...options, policy: spec.policy ?? 'standard' };
      // Created by whichever process is first; every start applies this version's settings.
      await this.boss.createQueue(name, queue);
      await this.boss.updateQueue(name, queue);
    }
    for (const name of this.unscheduled) await this.boss.unschedule(name);
    for (const [name, { cron }] of this.schedules) await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
    for (const [name, { handler, concurrency }] of this.queues) {
      if (!handler) continue;
      const ids: string[] = [];
      for (let i = 0; i < concurrency; i++) {
        ids.push(
          await this.boss.work(name, { includeMetadata: true, batchSize: 1 }, (jobs) =>
            this.track(this.handle(name, handler, jobs)),
          ),
        );
      }
      this.workerIds.set(name, ids);
    }
    this.state = 'started';
    for (const [name, { atStart }] of this.schedules) {
      if (atStart) await this.send(name, {});
    }
    log.info({ ms: Date.now() - started, queues: ordered.length }, 'background jobs started');
  }

  private async handle(name: string, handler: JobHandler<never>, jobs: PgBoss.JobWithMetadata<unknown>[]) {
    for (const job of jobs) {
      try {
        await handler(job as PgBoss.JobWithMetadata<never>);
      } catch (error) {
        const last = job.retryCount >= job.retryLimit;
        this.deps.log.warn(
          { err: error, queue: name, jobId: job.id, attempt: job.retryCount + 1, last },
          last ? 'background job failed for good' : 'background job failed; it will be tried again',
        );
        throw error;
      }
    }
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.running.add(promise);
    void promise.then(
      () => this.running.delete(promise),
      () => this.running.delete(promise),
    );
    return promise;
  }

  /**
   * Queues a job and wakes this process's workers for it (they would otherwise wait for their next
   * poll). Returns the job id, or null when the queue's policy or a singleton key dropped it.
   */
  async send(name: string, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> {
    if (this.state !== 'started') throw new JobsStoppedError();
    const id = await this.boss.send(name, data, options);
    if (id) for (const worker of this.workerIds.get(name) ?? []) this.boss.notifyWorker(worker);
    return id;
  }

  /**
   * Stops taking jobs and waits up to `timeoutMs` for the running ones; what is still running then
   * is failed (and retried by another process or the next start).
   */
  async stop(timeoutMs = 5_000): Promise<void> {
    // Closed while starting (a test that closes at once): stop what the start set up.
    if (this.state === 'starting') await this.starting?.catch(() => undefined);
    if (this.state === 'new' || this.state === 'stopped') {
      this.state = 'stopped';
      return;
    }
    this.state = 'stopped';
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: false });
    // pg-boss marks a job completed or failed after its handler returns, without awaiting that
    // query: a handler still running past the timeout (a read, a model call) would have it query
    // a pool the app closes next. Wait for our handlers (as long again at most), then one turn of
    // the event loop, so that pg-boss's last query has left before the pool ends.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running]),
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
    await new Promise((resolve) => setImmediate(resolve));
    this.settled = true;
  }

  /**
   * Resolves when no job of `queues` waits, retries or runs in the database, and no handler of
   * this process is still running (tests, scripts).
   */
  async idle(queues: string[], timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await this.deps.pool.query<{ n: number }>(
        `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = any($1) and state < 'completed'`,
        [queues],
      );
      if (rows[0]?.n === 0 && this.running.size === 0) return;
      if (Date.now() > deadline)
        throw new Error(`jobs of ${queues.join(', ')} still pending after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Jobs per queue and state (ended ones until they are archived, after 12 hours). */
  async states(): Promise<QueueState[]> {
    const [queues, counts] = await Promise.all([
      this.boss.getQueues(),
      this.deps.pool.query<{ name: string; state: JobState; n: number }>(
        `select name, state::text as state, count(*)::int as n from ${JOBS_SCHEMA}.job group by name, state`,
      ),
    ]);
    const byName = new Map<string, QueueState>();
    for (const queue of queues) {
      // pg-boss's own queue that turns schedules into jobs.
      if (queue.name.startsWith('__pgboss')) continue;
      const state = { name: queue.name, deadLetter: queue.deadLetter ?? null, ...ZERO };
      byName.set(queue.name, state);
    }
    for (const row of counts.rows) {
      const queue = byName.get(row.name);
      if (queue && row.state in ZERO) queue[row.state] = row.n;
    }
    return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  async scheduled(): Promise<{ name: string; cron: string; timezone: string }[]> {
    const rows = (await this.boss.getSchedules()) as unknown as {
      name: string;
      cron: string;
      timezone: string;
    }[];
    return rows
      .map(({ name, cron, timezone }) => ({ name, cron, timezone }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}

/** Retry settings of the periodic passes: a failed pass is tried again, then left to the next one. */
export function periodicQueue(name: string, overrides: Partial<QueueSpec> = {}): QueueSpec {
  return {
    name,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    deadLetter: DEAD_LETTER_QUEUE,
    ...overrides,
  };
}
