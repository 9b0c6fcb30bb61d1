import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApplicationParams } from '#domain/applications';
import { ZApiError } from '#domain/errors';
import { requireFeature } from '../billing/access.ts';
import { requireUser } from '../../session.ts';
import { DOCX_TYPE, letterExport, PDF_TYPE, sendDownload } from './export.ts';
import { renderLetterDocx } from './export-docx.ts';
import { renderLetterPdf } from './export-pdf.ts';
import { getOwnedApplication } from './repository.ts';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

/** Rendering costs CPU: 30 exports a minute per address on top of the API-wide limit. */
const EXPORT_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const applicationExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/applications/:id/pdf',
    {
      schema: {
        tags: ['applications'],
        summary: 'Download the letter as a PDF (owner only)',
        description: 'A4, Source Serif 4 embedded; the file name comes from the job title and company.',
        params: ZApplicationParams,
        response: errors,
      },
      config: EXPORT_LIMIT,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const letter = await letterExport(db, await getOwnedApplication(db, user.id, request.params.id));
      return sendDownload(reply, await renderLetterPdf(letter), letter.pdfName, PDF_TYPE);
    },
  );

  app.get(
    '/applications/:id/docx',
    {
      schema: {
        tags: ['applications'],
        summary: 'Download the letter as a Word document (Elite: export_docx)',
        description: '403 with `fields.requiredPlan` = elite on Free and Pro.',
        params: ZApplicationParams,
        response: { ...errors, 403: ZApiError },
      },
      config: EXPORT_LIMIT,
    },
    async (request, reply) => {
      const { user } = await requireFeature(
        request,
        'export_docx',
        'Word (DOCX) export is part of the Elite plan. Upgrade to Elite to download your letter as a Word document, or download it as a PDF.',
      );
      const letter = await letterExport(db, await getOwnedApplication(db, user.id, request.params.id));
      return sendDownload(reply, await renderLetterDocx(letter), letter.docxName, DOCX_TYPE);
    },
  );
};
