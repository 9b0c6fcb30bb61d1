// The entry point of a read-pool worker thread (server/infra/read-pool.ts): it reads and parses
// one document at a time, off the server's event loop, inside the pool's time and memory limits.
import type { CvErrorCode } from '#domain/cv';
import { readDocument, ReadError, type ReadDocument } from '#engine/read/index';
import { parseCv, type ParsedCv } from '#engine/parse/index';

export interface ReadTask {
  bytes: Uint8Array;
  /** Also run the built-in parser on the document (extraction jobs; an upload only reads). */
  parse: boolean;
}

/** Structured-clone safe: a ReadError would arrive as a plain Error without its code. */
export type ReadOutcome =
  { ok: true; doc: ReadDocument; parsed?: ParsedCv } | { ok: false; code: CvErrorCode; message: string };

export default async function readInWorker(task: ReadTask): Promise<ReadOutcome> {
  try {
    const doc = await readDocument(task.bytes);
    return task.parse ? { ok: true, doc, parsed: parseCv(doc) } : { ok: true, doc };
  } catch (error) {
    if (error instanceof ReadError) return { ok: false, code: error.code, message: error.message };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, code: 'processing-failed', message: `The CV could not be processed (${message}).` };
  }
}
