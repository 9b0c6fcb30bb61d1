import type { FastifyBaseLogger } from 'fastify';
import { ZCvData, type CvErrorCode } from '#domain/cv';
import { readDocument, ReadError, type ReadDocument } from '#engine/read/index';
import { parseCv, type ParsedCv } from '#engine/parse/index';
import { CV_MODEL_SYSTEM, cvModelPrompt, groundCvData } from '#engine/parse/model';
import type { Db } from '../../db/client.ts';
import { logServerError } from '../error-logs/repository.ts';
import type { AiModel } from '../../infra/ai.ts';
import type { FileStore } from '../../infra/file-store.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { notify } from '../notifications/service.ts';
import { completeExtraction, failExtraction, stalePendingCvs, touchCv } from './repository.ts';

/** A pending CV nobody has touched for this long lost its worker (restart, crash): run it again. */
const STALE_AFTER_MS = 2 * 60_000;
const SWEEP_EVERY_MS = 60_000;
/** The model gets this long to structure a CV before the built-in parse answers instead. */
const MODEL_TIMEOUT_MS = 45_000;
/** Reading is CPU work in this process; a few at a time keep requests answered meanwhile. */
const CONCURRENCY = 2;

export type ExtractionJob = {
  cvId: string;
  userId: string;
  /** Already read during the upload request; otherwise the stored file is read again (retry). */
  doc?: ReadDocument;
  storageKey: string;
};

/**
 * Structures an already-read CV: the configured model when there is one (validated against the
 * same schema), the built-in parser otherwise and whenever the model fails.
 */
export async function structureCv(
  doc: ReadDocument,
  ai: AiModel | undefined,
  log: FastifyBaseLogger,
): Promise<ParsedCv> {
  const builtIn = parseCv(doc);
  if (!ai) return builtIn;
  try {
    const data = await ai.object({
      system: CV_MODEL_SYSTEM,
      prompt: cvModelPrompt(doc),
      schema: ZCvData,
      timeoutMs: MODEL_TIMEOUT_MS,
    });
    return { ...builtIn, data: groundCvData(data, builtIn.data, doc.text) };
  } catch (error) {
    log.warn({ err: error }, 'CV model failed; used the built-in parser');
    return builtIn;
  }
}

function reasonOf(error: unknown): CvErrorCode {
  return error instanceof ReadError ? error.code : 'processing-failed';
}

/**
 * Runs extractions off the request path, a few at a time, and guarantees an end state: every job
 * ends completed or failed (with a reason code), and a sweep re-runs pending rows whose worker is
 * gone (after a restart), so nothing stays pending forever.
 */
export class CvExtractionQueue {
  private readonly waiting: ExtractionJob[] = [];
  private running = 0;
  private readonly idleWaiters: (() => void)[] = [];
  private sweepTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly deps: {
      db: Db;
      fileStore: FileStore;
      ai: AiModel | undefined;
      mailer: Mailer;
      appUrl: string;
      log: FastifyBaseLogger;
    },
  ) {}

  enqueue(job: ExtractionJob): void {
    if (this.stopped) return;
    this.waiting.push(job);
    this.pump();
  }

  /** Starts the periodic sweep and runs one now (rows left pending by the previous process). */
  start(): this {
    const sweep = () =>
      this.sweep().catch((error: unknown) => this.deps.log.error({ err: error }, 'CV sweep failed'));
    void sweep();
    this.sweepTimer = setInterval(sweep, SWEEP_EVERY_MS);
    this.sweepTimer.unref();
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    this.waiting.length = 0;
    await this.idle();
  }

  /** Resolves when no job runs or waits (tests, shutdown). */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async sweep(olderThanMs = STALE_AFTER_MS): Promise<number> {
    const stale = await stalePendingCvs(this.deps.db, olderThanMs);
    for (const row of stale) {
      await touchCv(this.deps.db, row.id);
      this.enqueue({ cvId: row.id, userId: row.userId, storageKey: row.storageKey ?? '' });
    }
    if (stale.length) this.deps.log.info({ count: stale.length }, 'CV extractions re-queued');
    return stale.length;
  }

  private pump(): void {
    while (this.running < CONCURRENCY && this.waiting.length) {
      const job = this.waiting.shift()!;
      this.running++;
      void this.run(job).finally(() => {
        this.running--;
        this.pump();
        if (this.running === 0 && this.waiting.length === 0) {
          for (const resolve of this.idleWaiters.splice(0)) resolve();
        }
      });
    }
  }

  private async run(job: ExtractionJob): Promise<void> {
    const { db, fileStore, ai, log, mailer, appUrl } = this.deps;
    const started = Date.now();
    try {
      const doc = job.doc ?? (await readDocument(new Uint8Array(await fileStore.get(job.storageKey))));
      const parsed = await structureCv(doc, ai, log);
      const row = await completeExtraction(db, { id: job.cvId, userId: job.userId }, parsed);
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
      const reason = reasonOf(error);
      log.warn({ err: error, cvId: job.cvId, reason }, 'CV extraction failed');
      await failExtraction(db, job.cvId, reason).catch((e: unknown) =>
        log.error({ err: e, cvId: job.cvId }, 'could not mark CV failed'),
      );
      await logServerError(db, log, {
        userId: job.userId,
        errorType: 'CV_PROCESSING_ERROR',
        error,
        context: { cvId: job.cvId, reason },
      });
    }
  }
}
