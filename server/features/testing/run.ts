import type { TTestRun } from '#domain/testing';

/** What a test found: `warn` marks an answer that is fine but worth a look (spec 001 §8's "no customer"). */
export type Outcome = { message: string; warn?: boolean };

/**
 * Runs one test against a real service and times it. A thrown error is the test's failure, with
 * the service's own message: the administrator needs it to fix the setup.
 */
export async function timedRun(run: () => Promise<Outcome>): Promise<TTestRun> {
  const started = performance.now();
  const at = new Date().toISOString();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const outcome = await run();
    return {
      status: outcome.warn ? 'warning' : 'pass',
      message: outcome.message,
      durationMs: durationMs(),
      at,
    };
  } catch (error) {
    return { status: 'fail', message: (error as Error).message || 'Failed', durationMs: durationMs(), at };
  }
}
