import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CV_API_ERROR_CODES, MAX_CV_BYTES, type CvFormat } from '#domain/cv';
import { ReadError, type ReadDocument } from '#engine/read/index';
import { AppError } from '../../errors.ts';
import { ReadsBusyError, type ReadPool } from '../../infra/read-pool.ts';

/**
 * Document uploads as the CV upload handles them, for every route that takes a document (CVs,
 * LinkedIn's PDF export): a multipart body read with its size limit while streaming, and the
 * document read in a worker thread with the user's reads counted.
 */

export type Upload = {
  bytes: Buffer;
  fileName: string;
  /** The text fields sent with the file (`name` for a CV), without control characters. */
  fields: Record<string, string>;
};

/**
 * A file name as it may be stored and shown: no control characters (a NUL, which PostgreSQL
 * refuses) and no bidirectional overrides ("cv\u202Efdp.exe" shown as "cv.exe.pdf").
 */
export function withoutControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '');
}

/**
 * Reads the multipart body: exactly one part named `file` and a few text fields. The size limit is
 * enforced while streaming, so a huge upload is cut off instead of buffered.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  let upload: Omit<Upload, 'fields'> | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_CV_BYTES, files: 2, fields: 4 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = withoutControls(part.value);
        continue;
      }
      if (upload)
        throw new AppError('VALIDATION_FAILED', 'Please upload a single file.', { file: 'One file only' });
      upload = { bytes: await part.toBuffer(), fileName: withoutControls(part.filename) };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('CV_TOO_LARGE', 'The file is larger than 10 MB. Please upload a smaller file.');
    }
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('VALIDATION_FAILED', 'Please upload a single file.', { file: 'One file only' });
    }
    throw error;
  }
  if (!upload)
    throw new AppError('VALIDATION_FAILED', 'Please choose a file to upload.', { file: 'Required' });
  return { ...upload, fields };
}

/**
 * What the user is told per reason; the reader's own text (which may quote a library: "The file
 * is elf", "Maximum call stack size exceeded") goes to the log only. Unreadable files keep the
 * reader's message: it is ours and says what to do ("The PDF is password-protected.").
 */
const READ_REFUSALS: Record<Exclude<ReadError['code'], 'unreadable'>, string> = {
  'too-large': 'The file is larger than 10 MB. Please upload a smaller file.',
  'unsupported-type': 'This file type is not supported. Please upload a PDF, DOC, DOCX, ODT or RTF file.',
  corrupt:
    'The file seems to be damaged and could not be read. Please save or export it again and upload the new file.',
  'processing-failed': 'The CV could not be processed.',
};

/**
 * Reads the document during the request, so a bad file is refused before anything is stored. The
 * read runs in a worker thread (decision 013); a user may have READS_PER_USER running at once.
 */
export async function readOrRefuse(
  readPool: ReadPool,
  userId: string,
  bytes: Buffer,
  log: FastifyRequest['log'],
): Promise<ReadDocument & { format: CvFormat }> {
  try {
    const doc = await readPool.read(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      owner: userId,
      interactive: true,
    });
    if (doc.format === 'txt') throw new ReadError('unsupported-type', 'Plain text is not a CV format.');
    return doc as ReadDocument & { format: CvFormat };
  } catch (error) {
    if (error instanceof ReadsBusyError) {
      throw new AppError(error.scope === 'user' ? 'RATE_LIMITED' : 'SERVICE_UNAVAILABLE', error.message);
    }
    log.info({ reason: error instanceof Error ? error.message : String(error) }, 'CV upload refused');
    if (error instanceof ReadError) {
      const message = error.code === 'unreadable' ? error.message : READ_REFUSALS[error.code];
      throw new AppError(CV_API_ERROR_CODES[error.code], message);
    }
    throw new AppError('CV_PROCESSING_FAILED', 'The CV could not be processed.');
  }
}

/** A rate-limit key per signed-in session (hashed: the key is stored), else per address. */
export function sessionOrIp(request: FastifyRequest): string {
  const token = /(?:^|;\s*)(?:__Secure-)?applywise\.session_token=([^;]+)/.exec(
    request.headers.cookie ?? '',
  )?.[1];
  return token
    ? `session:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`
    : request.ip;
}
