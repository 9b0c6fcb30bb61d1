import type { Db } from '../../db/client.ts';
import { errorLogs } from '../../db/schema.ts';

/**
 * Records a failure the server met while working for a user (spec 001 §8 logged types such as
 * CV_PROCESSING_ERROR, AI_GENERATION_ERROR), for support. Never throws: a failed log is only
 * written to the process log, so it cannot hide the failure it was recording.
 */
export async function logServerError(
  db: Db,
  log: { error: (obj: object, msg: string) => void },
  entry: { userId: string; errorType: string; error: unknown; context: Record<string, unknown> },
): Promise<void> {
  const { userId, errorType, error, context } = entry;
  await db
    .insert(errorLogs)
    .values({
      userId,
      errorType,
      errorMessage: error instanceof Error ? error.message : String(error),
      stackTrace: error instanceof Error ? (error.stack ?? null) : null,
      context,
    })
    .catch((e: unknown) => log.error({ err: e, errorType }, 'could not write the error log'));
}
