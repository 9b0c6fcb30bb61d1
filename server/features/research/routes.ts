import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '#domain/errors';
import { ZCompanyResearchList, ZCompanyResearchRequest, ZCompanyResearchResult } from '#domain/research';
import { notFound } from '../../errors.ts';
import { createWebSearch } from '../../infra/search.ts';
import { requireFeature } from '../billing/access.ts';
import { userOrIp } from '../job-ads/routes.ts';
import { listResearch, findById, storedResearch } from './repository.ts';
import { envelope, researchCompany } from './service.ts';

const ZId = z.object({ id: z.uuid('Not a research id') });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 429: ZApiError };
const GATE_MESSAGE = 'Company research is part of the Pro plan. Upgrade to research companies.';

export const researchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createWebSearch(app.deps.config.search);
  app.post(
    '/company-research',
    {
      schema: {
        tags: ['research'],
        summary: 'Research a company from its own site and your saved job ads',
        description:
          "Pro (`advanced_research`). The saved research for this name and location unless `refresh` is true; otherwise the company's site (the `website` given, or found in the user's saved ads for the company, or by the operator's web search when `SEARCH_API_URL` is set) is read within robots.txt, at most 8 pages, 4 MB and 20 s, public addresses only, together with those ads and, with a web search, news results naming the company. Every fact carries its sources; what no source states is left empty and `isLimitedData` is set. `success` false with the spec's error text when no source gave anything.",
        body: ZCompanyResearchRequest,
        response: { 200: ZCompanyResearchResult, ...errors },
      },
      // Up to 9 outgoing requests each: 10 researches a minute per user.
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: userOrIp } },
    },
    async (request) => {
      const { user } = await requireFeature(request, 'advanced_research', GATE_MESSAGE);
      const { db, ai, fetchPolicy } = app.deps;
      return researchCompany({ db, ai, log: request.log, fetchPolicy, search }, user.id, request.body);
    },
  );

  app.get(
    '/company-research',
    {
      schema: {
        tags: ['research'],
        summary: "The user's past company research, newest first",
        response: { 200: ZCompanyResearchList, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireFeature(request, 'advanced_research', GATE_MESSAGE);
      return { items: await listResearch(app.deps.db, user.id) };
    },
  );

  app.get(
    '/company-research/:id',
    {
      schema: {
        tags: ['research'],
        summary: 'One saved company research',
        description: "Another user's research is 404.",
        params: ZId,
        response: { 200: ZCompanyResearchResult, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireFeature(request, 'advanced_research', GATE_MESSAGE);
      const row = await findById(app.deps.db, user.id, request.params.id);
      const stored = row && storedResearch(row);
      if (!row || !stored) throw notFound('Research not found');
      return envelope(row, stored, true);
    },
  );
};
