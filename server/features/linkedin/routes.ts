import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '#domain/errors';
import {
  LINKEDIN_PAGE_SIZE,
  MIN_PROFILE_TEXT,
  ZLinkedinAnalysisList,
  ZLinkedinAnalysisListQuery,
  ZLinkedinAnalysisRecord,
  ZLinkedinAnalysisRequest,
} from '#domain/linkedin';
import { detectFormat, ReadError } from '#engine/read/index';
import { AppError } from '../../errors.ts';
import { requireFeature } from '../billing/access.ts';
import { readOrRefuse, readUpload, sessionOrIp } from '../cvs/upload.ts';
import { getAnalysis, listAnalyses, toRecord, toSummary } from './repository.ts';
import { analyseAndStore } from './service.ts';

const ZId = z.object({ id: z.uuid('Not an analysis id') });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** The request's fields, checked by the contract; its first message per field, as the schema errors are. */
function parseRequest(body: unknown) {
  const parsed = ZLinkedinAnalysisRequest.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  // The spec's own message ('Indtast LinkedIn URL', 'Ugyldig URL') when the URL is what is wrong.
  throw new AppError('VALIDATION_FAILED', fields.linkedinUrl ?? Object.values(fields)[0]!, fields);
}

/**
 * LinkedIn profile analysis (spec 001 §2, §7 `linkedin-analysis`; issue 16), the Pro plan's
 * `linkedin_integration`. LinkedIn does not let a server read profiles, so the profile comes as
 * LinkedIn's own "Save to PDF" export (multipart `file`) or as pasted text (JSON `profileText`);
 * the URL is validated and kept on the profile. Each analysis is stored with its date.
 */
export const linkedinRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const { db, ai, readPool } = app.deps;

  app.post(
    '/linkedin-analysis',
    {
      schema: {
        tags: ['linkedin'],
        summary: 'Analyse a LinkedIn profile (pasted text or the PDF export)',
        description:
          'JSON `{ linkedinUrl, profileText, language? }`, or multipart with `linkedinUrl`, optional `language` and `file` (LinkedIn’s "Save to PDF" export, up to 10 MB; 415 for anything but a PDF). Answers the stored analysis: score out of 100, band, completeness, strengths, improvements, recommendations and the checklist with why and how to fix each item. Pro plan (403 with `requiredPlan`).',
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          201: ZLinkedinAnalysisRecord,
          ...errors,
          413: ZApiError,
          415: ZApiError,
          422: ZApiError,
          429: ZApiError,
          503: ZApiError,
        },
      },
      // Reading a PDF costs CPU, as a CV upload does.
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: sessionOrIp } },
    },
    async (request, reply) => {
      const { user } = await requireFeature(request, 'linkedin_integration');
      const deps = { db, ai, log: request.log };
      if (request.isMultipart()) {
        const upload = await readUpload(request);
        const { linkedinUrl, language } = parseRequest(upload.fields);
        if (upload.bytes.byteLength === 0) throw new AppError('CV_UNREADABLE', 'The file is empty.');
        const format = await detectFormat(upload.bytes, false).catch((error: unknown) => {
          if (error instanceof ReadError) return null;
          throw error;
        });
        if (format !== 'pdf') {
          throw new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            'Please upload the PDF that LinkedIn makes with More → Save to PDF.',
            { file: 'PDF only' },
          );
        }
        const doc = await readOrRefuse(readPool, user.id, upload.bytes, request.log);
        const row = await analyseAndStore(deps, {
          userId: user.id,
          linkedinUrl,
          language,
          source: 'pdf',
          content: doc.lines,
        });
        return reply.status(201).send(toRecord(row));
      }
      const { linkedinUrl, language, profileText } = parseRequest(request.body);
      if (!profileText || profileText.length < MIN_PROFILE_TEXT) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Paste the text of your LinkedIn profile or upload its PDF export: LinkedIn does not let other sites read profiles.',
          { profileText: 'Required' },
        );
      }
      const row = await analyseAndStore(deps, {
        userId: user.id,
        linkedinUrl,
        language,
        source: 'text',
        content: profileText,
      });
      return reply.status(201).send(toRecord(row));
    },
  );

  app.get(
    '/linkedin-analysis',
    {
      schema: {
        tags: ['linkedin'],
        summary: "The signed-in user's analyses, newest first (score and date, to show progress)",
        querystring: ZLinkedinAnalysisListQuery,
        response: { 200: ZLinkedinAnalysisList, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireFeature(request, 'linkedin_integration');
      const { page } = request.query;
      const { rows, total } = await listAnalyses(db, user.id, page);
      return { analyses: rows.map(toSummary), page, total, pageSize: LINKEDIN_PAGE_SIZE };
    },
  );

  app.get(
    '/linkedin-analysis/:id',
    {
      schema: {
        tags: ['linkedin'],
        summary: 'One stored analysis',
        params: ZId,
        response: { 200: ZLinkedinAnalysisRecord, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireFeature(request, 'linkedin_integration');
      return toRecord(await getAnalysis(db, user.id, request.params.id));
    },
  );
};
