import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cvNameFromFileName,
  ZCvDetailResponse,
  ZCvListResponse,
  ZCvSummaryResponse,
  ZCvUpdate,
} from '#domain/cv';
import { ZApiError } from '#domain/errors';
import { AppError } from '../../errors.ts';
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
import { readOrRefuse, readUpload, sessionOrIp } from './upload.ts';

const ZId = z.object({ id: z.uuid('Not a CV id') });
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

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
        response: { 200: ZCvListResponse, 401: ZApiError },
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
          201: ZCvSummaryResponse,
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
          name: upload.fields.name?.trim() || cvNameFromFileName(upload.fileName),
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
        response: { 200: ZCvDetailResponse, ...errors },
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
        response: { 200: ZCvDetailResponse, ...errors },
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
        response: { 202: ZCvSummaryResponse, ...errors, 429: ZApiError },
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
