import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName } from '#domain/file-names';
import {
  canExport,
  EXPORT_FORMAT_PLAN,
  ZBuilderCv,
  ZBuilderCvDetail,
  ZBuilderCvSave,
  ZBuilderExportRequest,
  ZCvTemplateList,
  ZRoundTripReport,
  type ExportFormat,
  type TBuilderExportRequest,
} from '#domain/cv-builder';
import { fromJsonResume, NOT_JSON_RESUME, toJsonResume } from '#domain/cv-builder/json-resume';
import { layoutCv } from '#domain/cv-builder/layout';
import { ZApiError } from '#domain/errors';
import type { PlanId } from '#domain/plans';
import { AppError } from '../../errors.ts';
import { ReadsBusyError } from '../../infra/read-pool.ts';
import { getSessionUser, requireUser } from '../../session.ts';
import { DOCX_TYPE, PDF_TYPE, sendDownload } from '../applications/export.ts';
import { currentPlan, planRequiredError } from '../billing/access.ts';
import { assertRoomForCv } from '../cvs/repository.ts';
import { renderCvDocx } from './docx.ts';
import { renderCvHtml } from './html.ts';
import { renderCvPdf } from './pdf.ts';
import { copyName, getBuilderCv, insertBuilderCv, toBuilderCvDetail, updateBuilderCv } from './repository.ts';
import { scoreRoundTrip } from './round-trip.ts';
import { listCvTemplates, recordUsage, setFavorite, usableTemplate, getCvTemplate } from './templates.ts';

const ZId = z.object({ id: z.uuid('Not a CV id') });
const ZSlug = z.object({ slug: z.string().min(1).max(100) });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** Rendering costs CPU: 30 exports and round trips a minute per address on top of the API-wide limit. */
const RENDER_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** A JSON Resume file is small; a larger upload is refused while streaming. */
const MAX_JSON_RESUME_BYTES = 1024 * 1024;

const FORMAT_LABEL: Record<ExportFormat, string> = {
  pdf: 'PDF',
  docx: 'Word (DOCX)',
  html: 'HTML',
  json: 'JSON Resume',
};
const PLAN_LABEL: Record<PlanId, string> = { free: 'Free', pro: 'Pro', elite: 'Elite' };

const TYPES: Record<ExportFormat, string> = {
  pdf: PDF_TYPE,
  docx: DOCX_TYPE,
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/**
 * Signed in (401), the plan exports the format (403 `requiredPlan`, decision 021), and the user may
 * use the template (403 `requiredPlan` or `purchaseRequired`; 404 for an unknown one).
 */
async function exportGate(request: FastifyRequest, body: TBuilderExportRequest) {
  const user = await requireUser(request);
  const plan = await currentPlan(request, user.id);
  if (!canExport(plan, body.format)) {
    const required = EXPORT_FORMAT_PLAN[body.format];
    throw planRequiredError(
      required,
      `${FORMAT_LABEL[body.format]} export is part of the ${PLAN_LABEL[required]} plan. Upgrade to download your CV in this format, or download it as a PDF.`,
    );
  }
  const template = await usableTemplate(request.server.deps.db, { userId: user.id, plan }, body.templateSlug);
  return { user, template };
}

type Template = Awaited<ReturnType<typeof usableTemplate>>;

/** The CV's file in one format. PDF is drawn from the layout, the others from the CV's data. */
async function render(body: TBuilderExportRequest, template: Template): Promise<Buffer> {
  const { content: cv, customization } = body;
  const title = body.name?.trim() || cv.fullName.trim() || 'CV';
  switch (body.format) {
    case 'pdf':
      return renderCvPdf(layoutCv(cv, template.definition, customization), {
        title,
        author: cv.fullName.trim(),
        language: customization.language,
      });
    case 'docx':
      return renderCvDocx({ cv, customization, title });
    case 'html':
      return Buffer.from(renderCvHtml(cv, customization, template.template.htmlTemplate), 'utf8');
    case 'json':
      return Buffer.from(`${JSON.stringify(toJsonResume(cv), null, 2)}\n`, 'utf8');
  }
}

/** The body of a JSON Resume import: a JSON body, or one `.json` file of at most 1 MB. */
async function importedJson(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body;
  let text: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_JSON_RESUME_BYTES, files: 1 } })) {
      if (part.type === 'file') text = (await part.toBuffer()).toString('utf8');
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        'The file is larger than 1 MB. A JSON Resume file is much smaller.',
      );
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('VALIDATION_FAILED', 'Please upload a single file.', { file: 'One file only' });
    throw error;
  }
  if (text === undefined)
    throw new AppError('VALIDATION_FAILED', 'Please choose a file to upload.', { file: 'Required' });
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    throw new AppError('BAD_REQUEST', 'This file is not JSON. Please choose a JSON Resume (.json) file.');
  }
}

/**
 * The CV builder (issue 15; decisions 020, 021): the template gallery with favourites, usage,
 * popular and recommended templates; saved builder CVs; exports in four formats, the JSON Resume
 * import, and the round trip of an export through our own reader and parser.
 */
export const cvBuilderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const { db, readPool } = app.deps;

  app.get(
    '/cv-templates',
    {
      schema: {
        tags: ['cv-builder'],
        summary: 'The template gallery (public)',
        description:
          'Active templates, most downloaded first; `popular` (top 6 by downloads, 3 without target roles or industry) and `recommended` (category or industry matching a target role or the industry, at most 3; the 3 most downloaded without preferences) are slugs. With a session, `favorite` and `usable` are the user’s; for a visitor `usable` is true for the free templates.',
        response: { 200: ZCvTemplateList },
      },
    },
    async (request) => {
      const user = await getSessionUser(request);
      const viewer = user ? { userId: user.id, plan: await currentPlan(request, user.id) } : null;
      return listCvTemplates(db, viewer);
    },
  );

  for (const [method, favorite] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/cv-templates/:slug/favorite',
      schema: {
        tags: ['cv-builder'],
        summary: favorite ? 'Mark a template as a favourite' : 'Remove a template from the favourites',
        description: 'Idempotent; 404 for an unknown template.',
        params: ZSlug,
        response: { 204: z.null(), 401: ZApiError, 404: ZApiError },
      },
      handler: async (request, reply) => {
        const user = await requireUser(request);
        await setFavorite(db, user.id, request.params.slug, favorite);
        return reply.status(204).send(null);
      },
    });
  }

  app.post(
    '/cv-templates/:slug/usage',
    {
      schema: {
        tags: ['cv-builder'],
        summary: 'Record a use of a template',
        description:
          'Inserts a usage row and raises the template’s download count by one (spec 001 §7). A successful export records its use itself; call this only for a use that is not an export.',
        params: ZSlug,
        response: { 200: z.object({ downloads: z.number().int() }), 401: ZApiError, 404: ZApiError },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await requireUser(request);
      const { template } = await getCvTemplate(db, request.params.slug);
      return { downloads: await recordUsage(db, user.id, template.id) };
    },
  );

  app.post(
    '/cv-builder/cvs',
    {
      schema: {
        tags: ['cv-builder'],
        summary: 'Save a new builder CV',
        description:
          'Stored as a completed CV (source builder) that /new-job can use. 403 with `requiredPlan` or `purchaseRequired` for a template the user may not use; 409 at the CV limit.',
        body: ZBuilderCvSave,
        response: { 201: ZBuilderCvDetail, ...errors, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const plan = await currentPlan(request, user.id);
      const { template } = await usableTemplate(db, { userId: user.id, plan }, request.body.templateSlug);
      await assertRoomForCv(db, user.id);
      const row = await insertBuilderCv(db, user.id, request.body, template.id);
      return reply.status(201).send(await toBuilderCvDetail(db, row));
    },
  );

  app.get(
    '/cv-builder/cvs/:id',
    {
      schema: {
        tags: ['cv-builder'],
        summary: 'A saved builder CV',
        description: '404 for an uploaded CV, another user’s CV or an unknown id.',
        params: ZId,
        response: { 200: ZBuilderCvDetail, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return toBuilderCvDetail(db, await getBuilderCv(db, user.id, request.params.id));
    },
  );

  app.put(
    '/cv-builder/cvs/:id',
    {
      schema: {
        tags: ['cv-builder'],
        summary: 'Update a saved builder CV',
        description: 'Name, content, template and customisation; the same gates as saving a new one.',
        params: ZId,
        body: ZBuilderCvSave,
        response: { 200: ZBuilderCvDetail, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await getBuilderCv(db, user.id, request.params.id);
      const plan = await currentPlan(request, user.id);
      const { template } = await usableTemplate(db, { userId: user.id, plan }, request.body.templateSlug);
      const row = await updateBuilderCv(db, user.id, request.params.id, request.body, template.id);
      return toBuilderCvDetail(db, row);
    },
  );

  app.post(
    '/cv-builder/cvs/:id/duplicate',
    {
      schema: {
        tags: ['cv-builder'],
        summary: 'Duplicate a saved builder CV',
        description:
          'The copy is named "<name> (2)" (the next number free among the user’s CVs). Delete with DELETE /api/cvs/{id}.',
        params: ZId,
        response: { 201: ZBuilderCvDetail, ...errors, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const original = await toBuilderCvDetail(db, await getBuilderCv(db, user.id, request.params.id));
      const plan = await currentPlan(request, user.id);
      const { template } = await usableTemplate(db, { userId: user.id, plan }, original.templateSlug);
      await assertRoomForCv(db, user.id);
      const row = await insertBuilderCv(
        db,
        user.id,
        { ...original, name: await copyName(db, user.id, original.name) },
        template.id,
      );
      return reply.status(201).send(await toBuilderCvDetail(db, row));
    },
  );

  app.post(
    '/cv-builder/export',
    {
      schema: {
        tags: ['cv-builder'],
        summary: 'Download the CV as PDF, DOCX, HTML or JSON Resume',
        description:
          'The CV as it is in the form (saved or not). PDF on every plan, HTML and JSON with Pro, DOCX with Elite (403 `requiredPlan`); a premium template needs its purchase or plan (403). The file is named after `name` (else the CV’s full name). A successful export records a use of the template.',
        body: ZBuilderExportRequest,
        response: errors,
      },
      config: RENDER_LIMIT,
    },
    async (request, reply) => {
      const { user, template } = await exportGate(request, request.body);
      const bytes = await render(request.body, template);
      await recordUsage(db, user.id, template.template.id);
      const base = request.body.name?.trim() || request.body.content.fullName.trim() || 'CV';
      const format = request.body.format;
      return sendDownload(reply, bytes, exportFileName(base, '', format), TYPES[format]);
    },
  );

  app.post(
    '/cv-builder/import/json-resume',
    {
      schema: {
        tags: ['cv-builder'],
        summary: 'Read a JSON Resume file into a builder CV',
        description:
          'A JSON body, or multipart with one `.json` file of at most 1 MB. Unknown fields are ignored; 400 for a file that is not JSON Resume. Nothing is stored.',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: ZBuilderCv, 400: ZApiError, 413: ZApiError },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const cv = fromJsonResume(await importedJson(request));
      if (!cv) throw new AppError('BAD_REQUEST', NOT_JSON_RESUME);
      return cv;
    },
  );

  app.post(
    '/cv-builder/round-trip',
    {
      schema: {
        tags: ['cv-builder'],
        summary: 'What an ATS reads: the export read back by our own reader and parser',
        description:
          'Same body and gates as the export, format pdf or docx. Renders the file, reads and parses it in the read pool and answers each field of the CV with what was found, the recall, and the sections read out of order.',
        body: ZBuilderExportRequest.extend({ format: z.enum(['pdf', 'docx']) }),
        response: { 200: ZRoundTripReport, ...errors, 429: ZApiError, 503: ZApiError },
      },
      config: RENDER_LIMIT,
    },
    async (request) => {
      const body = request.body;
      const { user, template } = await exportGate(request, body);
      const bytes = await render(body, template);
      try {
        const { doc, parsed } = await readPool.readAndParse(new Uint8Array(bytes), {
          owner: user.id,
          interactive: true,
        });
        return scoreRoundTrip(body.format, body.content, body.customization, parsed.data, doc.lines);
      } catch (error) {
        if (error instanceof ReadsBusyError) {
          throw new AppError(error.scope === 'user' ? 'RATE_LIMITED' : 'SERVICE_UNAVAILABLE', error.message);
        }
        throw error;
      }
    },
  );
};
