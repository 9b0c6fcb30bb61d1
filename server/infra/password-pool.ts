import { Piscina } from 'piscina';
import { MIN_PASSWORD_SCORE, type PasswordStrength } from '#domain/password-strength';
import type { PasswordTask } from './password-worker.ts';
import { workerEntry } from './worker-entry.ts';

export interface PasswordPoolOptions {
  /** An estimate still running after this long ends its thread, and the password passes. */
  timeoutMs: number;
  /** An estimate that ran out of time, or a thread that failed outside any estimate. */
  onError?: (error: Error) => void;
}

/**
 * Estimates password strength (domain/password-strength.ts) in a worker thread of its own. On the
 * event loop, one estimate of a long varied password took up to 2 s (the estimate grows steeply
 * with length up to its 64-character cap), and every request of every user waited; the
 * dictionaries (about 50 MB of heap) also made each full garbage collection of the server longer.
 *
 * One estimate runs at a time, so each one's time limit counts its own work, never the queue. Past
 * the limit the thread is ended (a busy thread cannot stop itself) and the password counts as
 * strong enough: the check protects an account's owner from a guessable choice, and a password
 * that keeps the estimator busy this long is long and varied. The thread stays for the next
 * estimate: loading the dictionaries takes about a second.
 */
export class PasswordPool {
  private readonly pool: Piscina<PasswordTask, PasswordStrength>;
  private last: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: PasswordPoolOptions) {
    const { filename, execArgv } = workerEntry('password-worker');
    this.pool = new Piscina({
      filename,
      ...(execArgv ? { execArgv } : {}),
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    // Without a listener an 'error' event would end the process.
    this.pool.on('error', (error: Error) => options.onError?.(error));
  }

  /** How hard `password` is to guess; `userInputs` are the account's email address and name. */
  estimate(password: string, userInputs: readonly string[] = []): Promise<PasswordStrength> {
    return this.inTurn(() => this.inWorker({ password, userInputs: [...userInputs] }));
  }

  /**
   * Starts the thread and loads its dictionaries, so that the first sign-up does not wait. Loading
   * (about a second) is not an estimate: it runs without the time limit.
   */
  async warm(): Promise<void> {
    await this.inTurn(() => this.pool.run({ password: 'warm up', userInputs: [] }));
  }

  async close(): Promise<void> {
    await this.pool.close({ force: true });
  }

  /** Runs `work` once everything asked before it has ended, however that ended. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.last.then(work);
    this.last = run.catch(() => undefined);
    return run;
  }

  private async inWorker(task: PasswordTask): Promise<PasswordStrength> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.options.timeoutMs);
    try {
      return await this.pool.run(task, { signal: abort.signal });
    } catch (error) {
      if (!abort.signal.aborted) throw error;
      this.options.onError?.(
        new Error(`A password strength estimate ran past ${this.options.timeoutMs} ms; the password passes.`),
      );
      return { score: MIN_PASSWORD_SCORE, strongEnough: true };
    } finally {
      clearTimeout(timer);
    }
  }
}
