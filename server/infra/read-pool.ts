import { Piscina } from 'piscina';
import { ReadError, type ReadDocument } from '#engine/read/index';
import type { ParsedCv } from '#engine/parse/index';
import type { ReadOutcome, ReadTask } from './read-worker.ts';
import { workerEntry } from './worker-entry.ts';

export interface ReadPoolOptions {
  /** Worker threads reading at the same time. */
  threads: number;
  /** A read (and parse) still running after this long is stopped by ending its thread. */
  timeoutMs: number;
  /** V8 heap limit of each worker; a read that needs more ends its thread. */
  memoryMb: number;
  /** Reads one user may have running or waiting at once; an upload over it is refused. */
  perUser: number;
  /** Uploads waiting for a free thread, all users together; one more is refused. */
  maxWaiting: number;
  /** A thread that failed outside any read (while starting); reads themselves never land here. */
  onError?: (error: Error) => void;
}

export const READS_PER_USER = 2;

/** Why a read was not started: the user has too many running, or the server is saturated. */
export class ReadsBusyError extends Error {
  constructor(readonly scope: 'user' | 'server') {
    super(
      scope === 'user'
        ? 'Your other files are still being read. Please wait a moment and try again.'
        : 'Many files are being read right now. Please try again in a minute.',
    );
    this.name = 'ReadsBusyError';
  }
}

interface ReadRequest {
  /** Counted against this user's limit (a user id). */
  owner?: string;
  /**
   * An upload waiting in its request: refused (ReadsBusyError) when its owner is at the limit or
   * too many wait. A background job always waits its turn; it still counts for its owner.
   */
  interactive?: boolean;
  /** This read's time limit instead of the pool's. */
  timeoutMs?: number;
}

/**
 * Reads documents in worker threads (piscina) so that no file, however hostile, blocks the event
 * loop: each read runs under a time limit that ends its thread (a blocked thread cannot time
 * itself out) and a heap limit (resourceLimits), and its failure becomes a ReadError the routes
 * and the extraction job already handle. Reads wait here for a free thread, so a read's time limit
 * counts only its own work, never the queue.
 */
export class ReadPool {
  private readonly pool: Piscina<ReadTask, ReadOutcome>;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perOwner = new Map<string, number>();

  constructor(private readonly options: ReadPoolOptions) {
    const { filename, execArgv } = workerEntry('read-worker');
    this.pool = new Piscina({
      filename,
      ...(execArgv ? { execArgv } : {}),
      minThreads: 0,
      maxThreads: options.threads,
      // Warm threads answer the next upload at once; idle ones go after a minute.
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
      // A lower CPU priority for the reading threads (Linux nice, per thread; piscina's optional
      // @napi-rs/nice, skipped where it is missing): the event loop wins when the cores are busy.
      niceIncrement: 10,
    });
    // Without a listener an 'error' event would end the process.
    this.pool.on('error', (error: Error) => options.onError?.(error));
  }

  /** Reads a document (type from the bytes). Refusals are ReadErrors. */
  async read(bytes: Uint8Array, request: ReadRequest = {}): Promise<ReadDocument> {
    return (await this.run(bytes, false, request)).doc;
  }

  /** Reads and parses a document with the built-in parser, both in the worker. */
  async readAndParse(
    bytes: Uint8Array,
    request: ReadRequest = {},
  ): Promise<{ doc: ReadDocument; parsed: ParsedCv }> {
    const outcome = await this.run(bytes, true, request);
    return { doc: outcome.doc, parsed: outcome.parsed! };
  }

  /** Whether this user already has as many reads running or waiting as allowed. */
  isBusy(owner: string): boolean {
    return (this.perOwner.get(owner) ?? 0) >= this.options.perUser;
  }

  async close(): Promise<void> {
    await this.pool.close({ force: true });
  }

  private async run(
    bytes: Uint8Array,
    parse: boolean,
    { owner, interactive = false, timeoutMs = this.options.timeoutMs }: ReadRequest,
  ): Promise<Extract<ReadOutcome, { ok: true }>> {
    if (interactive) {
      if (owner !== undefined && this.isBusy(owner)) throw new ReadsBusyError('user');
      if (this.running >= this.options.threads && this.waiting.length >= this.options.maxWaiting) {
        throw new ReadsBusyError('server');
      }
    }
    if (owner !== undefined) this.perOwner.set(owner, (this.perOwner.get(owner) ?? 0) + 1);
    try {
      await this.slot();
      try {
        return await this.inWorker(bytes, parse, timeoutMs);
      } finally {
        this.release();
      }
    } finally {
      if (owner !== undefined) {
        const left = (this.perOwner.get(owner) ?? 1) - 1;
        if (left > 0) this.perOwner.set(owner, left);
        else this.perOwner.delete(owner);
      }
    }
  }

  private async inWorker(
    bytes: Uint8Array,
    parse: boolean,
    timeoutMs: number,
  ): Promise<Extract<ReadOutcome, { ok: true }>> {
    // The worker gets its own copy, moved rather than cloned; the caller keeps its bytes.
    const copy = new Uint8Array(bytes);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    let outcome: ReadOutcome;
    try {
      outcome = await this.pool.run(
        { bytes: copy, parse },
        { transferList: [copy.buffer], signal: abort.signal },
      );
    } catch (error) {
      if (abort.signal.aborted) throw new ReadError('corrupt', 'Reading the document took too long.');
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new ReadError('corrupt', 'Reading the document needed too much memory.');
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
    if (!outcome.ok) throw new ReadError(outcome.code, outcome.message);
    return outcome;
  }

  private slot(): Promise<void> {
    if (this.running < this.options.threads) {
      this.running++;
      return Promise.resolve();
    }
    // The releasing read hands its slot over: `running` stays the same.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
