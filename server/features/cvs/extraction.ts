import type { FastifyBaseLogger } from 'fastify';
import { ZCvData, type CvErrorCode } from '#domain/cv';
import { ReadError, type ReadDocument } from '#engine/read/index';
import { layoutSummary } from '#engine/read/layout';
import type { ParsedCv } from '#engine/parse/index';
import { CV_MODEL_SYSTEM, cvModelPrompt, groundCvData } from '#engine/parse/model';
import type { Db } from '../../db/client.ts';
import { logServerError } from '../error-logs/repository.ts';
import { withModel, type AiModel } from '../../infra/ai.ts';
import type { FileStore } from '../../infra/file-store.ts';
import type { ReadPool } from '../../infra/read-pool.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { notify } from '../notifications/service.ts';
import { DEAD_LETTER_QUEUE, JobsStoppedError, type Jobs, type JobsOptions } from '../../infra/jobs.ts';
import type PgBoss from 'pg-boss';
import { completeExtraction, failExtraction, isPendingCv, orphanedPendingCvs } from './repository.ts';

/** The extraction jobs (pg-boss queues, decision 014). */
export const CV_QUEUE = 'cv-extraction';
/** An extraction that failed every try lands here; its job marks the CV failed. */
export const CV_DEAD_LETTER_QUEUE = 'cv-extraction-dead';
/** The periodic search for pending CVs that have no job. */
export const CV_SWEEP_QUEUE = 'cv-extraction-sweep';
/** A pending CV without a job for this long lost it (its process died before queueing it). */
const STALE_AFTER_MS = 2 * 60_000;
/** Two sweeps at once (several processes, a start) queue a CV once in this window. */
const SWEEP_SINGLETON_SECONDS = 5 * 60;
/** Extractions one process runs at the same time. */
const CONCURRENCY = 2;
/** Tries after the first (file store or database hiccups); then the CV ends failed. */
const RETRY_LIMIT = 3;

/** A job's payload: serialisable, the job reads the stored file itself. */
export type ExtractionJob = {
  cvId: string;
  userId: string;
  storageKey: string;
};

/**
 * Structures an already-read CV: the configured model when there is one (validated against the
 * same schema), the built-in parse (done with the read, in a worker thread) otherwise and whenever
 * the model fails.
 */
export async function structureCv(
  { doc, parsed: builtIn }: { doc: ReadDocument; parsed: ParsedCv },
  ai: AiModel | undefined,
  log: FastifyBaseLogger,
): Promise<ParsedCv> {
  return withModel(
    ai,
    log,
    'CV structuring',
    async (model) => {
      const data = await model.object({
        system: CV_MODEL_SYSTEM,
        prompt: cvModelPrompt(doc),
        schema: ZCvData,
      });
      return { ...builtIn, data: groundCvData(data, builtIn.data, doc.text) };
    },
    () => builtIn,
  );
}

function reasonOf(error: unknown): CvErrorCode {
  return error instanceof ReadError ? error.code : 'processing-failed';
}

/**
 * Runs extractions off the request path as pg-boss jobs, claimed by one process each, and
 * guarantees an end state: every CV ends completed or failed (with a reason code). A file that
 * cannot be read fails at once; any other error (file store, database, a worker that crashed) is
 * tried again with backoff, and the last try, or the dead-letter job after it, marks the CV failed.
 * A job whose process died is expired and tried again by another; a sweep queues pending CVs that
 * have no job at all.
 */
export class CvExtractionQueue {
  constructor(
    private readonly deps: {
      db: Db;
      jobs: Jobs;
      fileStore: FileStore;
      ai: AiModel | undefined;
      readPool: ReadPool;
      mailer: Mailer;
      appUrl: string;
      log: FastifyBaseLogger;
      options: JobsOptions;
    },
  ) {
    const { jobs, options } = deps;
    jobs.define<ExtractionJob>(
      {
        name: CV_DEAD_LETTER_QUEUE,
        retryLimit: 5,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 60,
      },
      (job) => this.giveUp(job),
    );
    jobs.define<ExtractionJob>(
      {
        name: CV_QUEUE,
        retryLimit: RETRY_LIMIT,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: options.cvExpireInSeconds,
        deadLetter: CV_DEAD_LETTER_QUEUE,
      },
      (job) => this.extract(job),
      { concurrency: CONCURRENCY },
    );
    jobs.define(
      {
        name: CV_SWEEP_QUEUE,
        policy: 'stately',
        retryLimit: 1,
        retryDelay: 60,
        retryBackoff: false,
        expireInSeconds: 5 * 60,
        deadLetter: DEAD_LETTER_QUEUE,
      },
      async () => {
        await this.sweep();
      },
    );
    // Also at start: CVs left pending by an earlier version's in-memory queue.
    jobs.schedule(CV_SWEEP_QUEUE, options.schedules.cvSweep, { atStart: true });
  }

  /**
   * Queues an extraction. Never throws: a CV whose job could not be queued (the database is
   * briefly away) stays pending and the sweep queues it later.
   */
  async enqueue(job: ExtractionJob, options: PgBoss.SendOptions = {}): Promise<boolean> {
    const data: ExtractionJob = { cvId: job.cvId, userId: job.userId, storageKey: job.storageKey };
    try {
      return (await this.deps.jobs.send(CV_QUEUE, data, options)) !== null;
    } catch (error) {
      const level = error instanceof JobsStoppedError ? 'warn' : 'error';
      this.deps.log[level]({ err: error, cvId: job.cvId }, 'CV extraction not queued; the sweep will');
      return false;
    }
  }

  /** Resolves when no extraction waits, retries or runs (tests, scripts). */
  idle(timeoutMs?: number): Promise<void> {
    return this.deps.jobs.idle([CV_QUEUE, CV_DEAD_LETTER_QUEUE], timeoutMs);
  }

  /** Queues the pending CVs that have no job; returns how many it queued. */
  async sweep(olderThanMs = STALE_AFTER_MS): Promise<number> {
    const orphans = await orphanedPendingCvs(this.deps.db, olderThanMs, [CV_QUEUE, CV_DEAD_LETTER_QUEUE]);
    let queued = 0;
    for (const row of orphans) {
      const sent = await this.enqueue(
        { cvId: row.id, userId: row.userId, storageKey: row.storageKey ?? '' },
        { singletonKey: row.id, singletonSeconds: SWEEP_SINGLETON_SECONDS },
      );
      if (sent) queued++;
    }
    if (queued) this.deps.log.info({ count: queued }, 'CV extractions re-queued');
    return queued;
  }

  private async extract(job: PgBoss.JobWithMetadata<ExtractionJob>): Promise<void> {
    // Deleted, or ended by an earlier try of this job: nothing to do.
    if (!(await isPendingCv(this.deps.db, job.data.cvId))) return;
    await this.run(job.data, job.retryCount >= job.retryLimit);
  }

  /** Every try failed (or the last one died with its process): the CV ends failed. */
  private async giveUp(job: PgBoss.JobWithMetadata<ExtractionJob>): Promise<void> {
    const { db, log } = this.deps;
    const { cvId, userId } = job.data;
    if (!(await isPendingCv(db, cvId))) return;
    await failExtraction(db, cvId, 'processing-failed');
    log.warn({ cvId }, 'CV extraction gave up after its last try');
    await logServerError(db, log, {
      userId,
      errorType: 'CV_PROCESSING_ERROR',
      error: new Error('CV extraction failed on every try'),
      context: { cvId, reason: 'processing-failed' },
    });
  }

  /** One try; throws (to be tried again) unless the failure is final or this is the last try. */
  private async run(job: ExtractionJob, last: boolean): Promise<void> {
    const { db, fileStore, ai, readPool, log, mailer, appUrl } = this.deps;
    const started = Date.now();
    try {
      // Read and parsed in a worker thread, within its time and memory limits (decision 013).
      const bytes = new Uint8Array(await fileStore.get(job.storageKey));
      const read = await readPool.readAndParse(bytes, { owner: job.userId });
      const parsed = await structureCv(read, ai, log);
      // The stored data keeps no layout: what an ATS may skip is summarised now, from the lines.
      const layout = layoutSummary(read.doc, parsed.data.personalInfo);
      const row = await completeExtraction(db, { id: job.cvId, userId: job.userId }, { ...parsed, layout });
      if (row) {
        await notify({ db, mailer, log, appUrl }, job.userId, 'cv_upload_complete', (texts) => ({
          ...texts.cvProcessed({ cvName: row.name }),
          link: `/cvs/${row.id}`,
        }));
      }
      log.info(
        { cvId: job.cvId, ms: Date.now() - started, language: parsed.detectedLanguage },
        'CV extracted',
      );
    } catch (error) {
      // A file that cannot be read stays unreadable; anything else may pass: pg-boss tries again.
      if (!(error instanceof ReadError) && !last) throw error;
      const reason = reasonOf(error);
      log.warn({ err: error, cvId: job.cvId, reason }, 'CV extraction failed');
      try {
        await failExtraction(db, job.cvId, reason);
      } catch (e) {
        // The job fails with it; the dead-letter job marks the CV.
        log.error({ err: e, cvId: job.cvId }, 'could not mark CV failed');
        throw e;
      }
      await logServerError(db, log, {
        userId: job.userId,
        errorType: 'CV_PROCESSING_ERROR',
        error,
        context: { cvId: job.cvId, reason },
      });
    }
  }
}
