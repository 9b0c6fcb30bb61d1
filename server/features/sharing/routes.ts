import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApplicationParams,
  ZShareCreateRequest,
  ZShareCreateResponse,
  ZSharedApplication,
  ZSharedRequest,
  type TShareCreateResponse,
} from '#domain/applications';
import { ZApiError } from '#domain/errors';
import { requireUser } from '../../session.ts';
import { letterExport, PDF_TYPE, sendDownload } from '../applications/export.ts';
import { renderLetterPdf } from '../applications/export-pdf.ts';
import { getOwnedApplication } from '../applications/repository.ts';
import { openShared, sharedApplication } from './open-shared.ts';
import { revokeShare, saveShare } from './repository.ts';
import { hashSharePassword, hashShareToken, newShareToken } from './secrets.ts';

const ZToken = z.object({ token: z.string().max(200) });
const DAY_MS = 86_400_000;

/** The owner's controls: create (or replace) and revoke the link of one application. */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.post(
    '/applications/:id/share',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Create a share link (replaces the previous one)',
        description:
          'The token appears only in this response; the server keeps its SHA-256. A blank password means none.',
        params: ZApplicationParams,
        body: ZShareCreateRequest,
        response: { 200: ZShareCreateResponse, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request): Promise<TShareCreateResponse> => {
      const user = await requireUser(request);
      const { id } = request.params;
      await getOwnedApplication(db, user.id, id);
      const password = request.body.password?.trim() ?? '';
      const days = request.body.expiresInDays;
      const expiresAt = days ? new Date(Date.now() + days * DAY_MS) : null;
      const token = newShareToken();
      await saveShare(db, user.id, id, {
        tokenHash: hashShareToken(token),
        passwordHash: password ? await hashSharePassword(password) : null,
        expiresAt,
      });
      return {
        token,
        url: `${config.appUrl}/shared-application/${token}`,
        hasPassword: Boolean(password),
        expiresAt: expiresAt?.toISOString() ?? null,
      };
    },
  );

  app.delete(
    '/applications/:id/share',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Revoke the share link',
        params: ZApplicationParams,
        response: { 204: z.null(), 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await revokeShare(db, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

const sharedErrors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  410: ZApiError,
  429: ZApiError,
};
/** Password tries cost a slow hash: 30 requests a minute per address on top of the per-link lock. */
const SHARED_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** The page may be opened without a password first, so the body may be missing (Fastify passes null). */
const sharedBody = ZSharedRequest.nullish();

/** The public side of a link: no session; every answer is kept out of caches, indexes and referrers. */
export const sharedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  // Errors included: the hook belongs to this plugin's routes, whatever they answer.
  app.addHook('onSend', async (_request, reply) => {
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer');
  });

  app.post(
    '/shared/:token',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Read a shared application (spec 000 §7 get-shared-application)',
        description:
          '404 unknown or revoked, 410 EXPIRED, 401 PASSWORD_REQUIRED, 403 INVALID_PASSWORD, 429 after 5 wrong passwords in 15 minutes.',
        params: ZToken,
        body: sharedBody,
        response: { 200: ZSharedApplication, ...sharedErrors },
      },
      config: SHARED_LIMIT,
    },
    async (request) => {
      const row = await openShared(db, request.params.token, request.body?.password, request.ip);
      return sharedApplication(db, row);
    },
  );

  app.post(
    '/shared/:token/pdf',
    {
      schema: {
        tags: ['sharing'],
        summary: 'The shared application as a PDF (same states as above)',
        params: ZToken,
        body: sharedBody,
        response: { ...sharedErrors, 409: ZApiError },
      },
      config: SHARED_LIMIT,
    },
    async (request, reply) => {
      const row = await openShared(db, request.params.token, request.body?.password, request.ip);
      const letter = await letterExport(db, row);
      return sendDownload(reply, await renderLetterPdf(letter), letter.pdfName, PDF_TYPE);
    },
  );
};
