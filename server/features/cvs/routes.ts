import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CV_API_ERROR_CODES,
  cvNameFromFileName,
  MAX_CV_BYTES,
  ZCvDetail,
  ZCvSummary,
  ZCvUpdate,
  type CvFormat,
} from '#domain/cv';
import { ZApiError } from '#domain/errors';
import { ReadError, type ReadDocument } from '#engine/read/index';
import { AppError } from '../../errors.ts';
import { ReadsBusyError, type ReadPool } from '../../infra/read-pool.ts';
import { requireUser } from '../../session.ts';
import {
  assertRoomForCv,
  deleteCv,
  getCv,
  insertUploadedCv,
  listCvs,
  markPending,
  MIME_BY_FORMAT,
  renameCv,
  saveExtractedData,
  setDefaultCv,
  toCvDetail,
  cvDetailJson,
  toCvSummary,
} from './repository.ts';

const ZId = z.object({ id: z.uuid('Not a CV id') });
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

type Upload = { bytes: Buffer; fileName: string; name?: string };

/**
 * A file name as it may be stored and shown: no control characters (a NUL, which PostgreSQL
 * refuses) and no bidirectional overrides ("cv\u202Efdp.exe" shown as "cv.exe.pdf").
 */
function withoutControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '');
}

/**
 * Reads the multipart body: exactly one part named `file`, optionally a `name` field. The size
 * limit is enforced while streaming, so a huge upload is cut off instead of buffered.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  let upload: Upload | undefined;
  let name: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_CV_BYTES, files: 2, fields: 4 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'name' && typeof part.value === 'string') name = withoutControls(part.value);
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
  return { ...upload, ...(name?.trim() ? { name: name.trim() } : {}) };
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
async function readOrRefuse(
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

/** Retries of one CV allowed per 10 minutes (each reads the stored file again). */
const RETRIES_PER_CV = 5;

/** `{userId}/{timestamp}-{filename}` (spec 001 §7) with a file name safe in any store. */
function storageKey(userId: string, fileName: string): string {
  const safe =
    fileName
      .trim()
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .slice(-120) || 'cv';
  return `${userId}/${Date.now()}-${safe}`;
}

/** A rate-limit key per signed-in session (hashed: the key is stored), else per address. */
function sessionOrIp(request: FastifyRequest): string {
  const token = /(?:^|;\s*)(?:__Secure-)?applywise\.session_token=([^;]+)/.exec(
    request.headers.cookie ?? '',
  )?.[1];
  return token
    ? `session:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`
    : request.ip;
}

/** Content-Disposition for a download: an ASCII fallback plus the exact UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\/;]/g, '_')
      .trim() || 'cv';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const cvRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const { db, fileStore, cvQueue, readPool } = app.deps;

  app.get(
    '/cvs',
    {
      schema: {
        tags: ['cvs'],
        summary: "The signed-in user's CVs, newest first",
        response: { 200: z.object({ cvs: z.array(ZCvSummary) }), 401: ZApiError },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { cvs: (await listCvs(db, user.id)).map(toCvSummary) };
    },
  );

  app.post(
    '/cvs',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Upload a CV (multipart: `file`, optional `name`)',
        description:
          'PDF, DOC or DOCX up to 10 MB, recognised by content. The document is read during the request (a bad file is refused and nothing is stored); structuring runs afterwards: poll GET /api/cvs/{id} until extractionStatus is completed or failed.',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ cv: ZCvSummary }),
          ...errors,
          409: ZApiError,
          413: ZApiError,
          415: ZApiError,
          422: ZApiError,
          429: ZApiError,
          503: ZApiError,
        },
      },
      // Reading documents costs CPU: 20 uploads a minute per session (per address when signed out).
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: sessionOrIp } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!request.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the CV as multipart/form-data with a "file" field.',
        );
      }
      const upload = await readUpload(request);
      if (upload.bytes.byteLength === 0) throw new AppError('CV_UNREADABLE', 'The file is empty.');
      await assertRoomForCv(db, user.id);
      const doc = await readOrRefuse(readPool, user.id, upload.bytes, request.log);
      const key = storageKey(user.id, upload.fileName);
      const mimeType = MIME_BY_FORMAT[doc.format];
      await fileStore.put(key, upload.bytes, mimeType);
      let row;
      try {
        row = await insertUploadedCv(db, {
          userId: user.id,
          name: upload.name ?? cvNameFromFileName(upload.fileName),
          fileName: upload.fileName.trim() || `cv.${doc.format}`,
          mimeType,
          sizeBytes: upload.bytes.byteLength,
          storageKey: key,
        });
      } catch (error) {
        // No row, no orphan file.
        await fileStore.delete(key).catch(() => undefined);
        throw error;
      }
      // The job (any process) reads the stored file again: its payload stays small and serialisable.
      await cvQueue.enqueue({ cvId: row.id, userId: user.id, storageKey: key });
      return reply.status(201).send({ cv: toCvSummary(row) });
    },
  );

  app.get(
    '/cvs/:id',
    {
      schema: {
        tags: ['cvs'],
        summary: 'One CV with its extracted data',
        params: ZId,
        response: { 200: z.object({ cv: ZCvDetail }), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      // Already JSON (kept per version of the row): Fastify sends a JSON string as it is, so the
      // typed reply (which expects the object the schema describes) is told so with `never`.
      const json = await cvDetailJson(db, user.id, request.params.id);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.patch(
    '/cvs/:id',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Rename, make default, or save corrections to the extracted data',
        params: ZId,
        body: ZCvUpdate,
        response: { 200: z.object({ cv: ZCvDetail }), ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const { name, isDefault, extractedData } = request.body;
      const current = await getCv(db, user.id, id);
      if (extractedData && current.extractionStatus === 'pending') {
        throw new AppError('CONFLICT', 'This CV is still being processed. Please wait a moment.');
      }
      if (name !== undefined) await renameCv(db, user.id, id, name);
      if (extractedData) await saveExtractedData(db, user.id, id, extractedData);
      if (isDefault) await setDefaultCv(db, user.id, id);
      return { cv: toCvDetail(await getCv(db, user.id, id)) };
    },
  );

  app.delete(
    '/cvs/:id',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Delete a CV and its file',
        params: ZId,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await deleteCv(db, user.id, request.params.id);
      if (row.storageKey) {
        // The row is gone either way; a file the store failed to remove is only worth a warning
        // (spec 001 §7), the user must not see a failed delete for it.
        await fileStore
          .delete(row.storageKey)
          .catch((error: unknown) =>
            request.log.warn({ err: error, key: row.storageKey }, 'stored CV file could not be removed'),
          );
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/cvs/:id/retry',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Run the extraction again',
        params: ZId,
        response: { 202: z.object({ cv: ZCvSummary }), ...errors, 429: ZApiError },
      },
      // Each retry reads the stored file again, without a new upload: a few per CV per 10 minutes.
      config: {
        rateLimit: {
          max: RETRIES_PER_CV,
          timeWindow: '10 minutes',
          keyGenerator: (request) => `${sessionOrIp(request)}|${(request.params as { id?: string }).id}`,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (readPool.isBusy(user.id)) {
        throw new AppError(
          'RATE_LIMITED',
          'Your other files are still being read. Please wait a moment and try again.',
        );
      }
      const row = await markPending(db, user.id, request.params.id);
      await cvQueue.enqueue({ cvId: row.id, userId: user.id, storageKey: row.storageKey ?? '' });
      return reply.status(202).send({ cv: toCvSummary(row) });
    },
  );

  app.get(
    '/cvs/:id/file',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Download the original file (owner only)',
        params: ZId,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await getCv(db, user.id, request.params.id);
      if (!row.storageKey) throw new AppError('NOT_FOUND', 'This CV has no file.');
      const bytes = await fileStore.get(row.storageKey).catch(() => {
        throw new AppError('NOT_FOUND', 'The file of this CV is missing.');
      });
      return reply
        .header('content-type', row.mimeType ?? 'application/octet-stream')
        .header('content-disposition', attachment(row.fileName ?? `${row.name}.pdf`))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
