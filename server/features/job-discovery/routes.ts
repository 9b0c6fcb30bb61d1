import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '#domain/errors';
import {
  POSTINGS_PAGE_SIZE,
  ZFollowSourceRequest,
  ZIdParams,
  ZJobSourceList,
  ZPostingItem,
  ZPostingList,
  ZPostingsQuery,
  ZRefreshResult,
  ZSavedSearch,
  ZSavedSearchList,
  ZSavedSearchRequest,
  type TSavedSearch,
} from '#domain/job-discovery';
import type { JobSavedSearchRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { requireUser } from '../../session.ts';
import { userOrIp } from '../job-ads/routes.ts';
import {
  countSearches,
  defaultCv,
  deleteSearch,
  deleteSource,
  findPosting,
  findSource,
  insertSearch,
  listPostings,
  listSearches,
  listSources,
  savePosting,
  setHidden,
  unsavePosting,
  updateSearch,
} from './repository.ts';
import {
  followSource,
  listedSource,
  refreshSource,
  listMatches,
  sourceView,
  type DiscoveryDeps,
} from './service.ts';

/**
 * Job discovery's API (issue 17). Every signed-in user: the plan catalogue (decision 022) sells no
 * job discovery feature, so no plan is asked for. Every query is the session user's; another
 * user's source, posting or search is 404.
 */

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 429: ZApiError };
/** Following and refreshing fetch from the outside: a few a minute per user. */
const FETCH_RATE = { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: userOrIp } };
const MAX_SEARCHES = 20;

const searchView = (row: JobSavedSearchRow): TSavedSearch => ({
  id: row.id,
  name: row.name,
  keywords: row.keywords,
  location: row.location,
  remote: row.remote,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
});

export const jobDiscoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log: DiscoveryDeps['log']): DiscoveryDeps => ({
    db: app.deps.db,
    log,
    fetchPolicy: app.deps.fetchPolicy,
    boardApiUrl: app.deps.boardApiUrl,
  });
  const { db } = app.deps;

  app.post(
    '/job-discovery/sources',
    {
      schema: {
        tags: ['job-discovery'],
        summary: 'Follow a job board, feed or careers page',
        description:
          'The input is a careers page address (schema.org JobPosting data), a Greenhouse, Lever, Ashby, Workable, Recruitee, Personio or Teamtailor board address, a board as `platform:name` (e.g. `lever:acme`) or an RSS/Atom feed address. 400 with `fields.input` when it is not one of those, its address is not public, or it is already followed. It is fetched at once (public addresses only, 15 s, 5 MB); the answer is the source with its status (`ok`, or `error` with `lastError`) and how many postings were new.',
        body: ZFollowSourceRequest,
        response: { 201: ZRefreshResult, ...errors },
      },
      config: FETCH_RATE,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { row, added } = await followSource(deps(request.log), user.id, request.body.input);
      const source = (await listedSource(db, user.id, row.id)) ?? sourceView(row);
      return reply.status(201).send({ source, added });
    },
  );

  app.get(
    '/job-discovery/sources',
    {
      schema: {
        tags: ['job-discovery'],
        summary: 'The followed sources with their status',
        response: { 200: ZJobSourceList, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { items: (await listSources(db, user.id)).map(sourceView) };
    },
  );

  app.post(
    '/job-discovery/sources/:id/refresh',
    {
      schema: {
        tags: ['job-discovery'],
        summary: 'Fetch a followed source now',
        params: ZIdParams,
        response: { 200: ZRefreshResult, ...errors },
      },
      config: FETCH_RATE,
    },
    async (request) => {
      const user = await requireUser(request);
      const row = await findSource(db, user.id, request.params.id);
      if (!row) throw notFound('Source not found');
      const { added } = await refreshSource(deps(request.log), row);
      return { source: (await listedSource(db, user.id, row.id))!, added };
    },
  );

  app.delete(
    '/job-discovery/sources/:id',
    {
      schema: {
        tags: ['job-discovery'],
        summary: 'Unfollow a source',
        description: 'Its postings and their scores go; saved jobs stay in saved_jobs.',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!(await deleteSource(db, user.id, request.params.id))) throw notFound('Source not found');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/job-discovery/postings',
    {
      schema: {
        tags: ['job-discovery'],
        summary: 'Discovered postings, best match first',
        description: `Pages of ${POSTINGS_PAGE_SIZE}, ordered by score against the default CV (the ATS report), then posted date. \`show\`: open (default: not expired, not hidden), saved, hidden. \`scored\` is false without a readable default CV (scores are then null).`,
        querystring: ZPostingsQuery,
        response: { 200: ZPostingList, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { page, show, ...filters } = request.query;
      const { items, total, scored } = await listMatches(deps(request.log), user.id, {
        ...filters,
        page,
        show,
      });
      return { items, total, page, pageSize: POSTINGS_PAGE_SIZE, scored };
    },
  );

  const postingOf = async (userId: string, id: string) => {
    const row = await findPosting(db, userId, id);
    if (!row) throw notFound('Posting not found');
    return row;
  };

  app.get(
    '/job-discovery/postings/:id',
    {
      schema: {
        tags: ['job-discovery'],
        summary: 'One discovered posting (the generator prefills its form from it)',
        params: ZIdParams,
        response: { 200: ZPostingItem, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const cv = await defaultCv(db, user.id);
      const { items } = await listPostings(db, user.id, cv?.id, {
        page: 1,
        show: 'any',
        id: request.params.id,
      });
      if (items[0]) return items[0];
      throw notFound('Posting not found');
    },
  );

  for (const [path, summary, act] of [
    [
      'save',
      'Save a posting (saved_jobs)',
      async (userId: string, id: string) => savePosting(db, await postingOf(userId, id)),
    ],
    [
      'hide',
      'Hide a posting from the list',
      async (userId: string, id: string) => void (await setHidden(db, userId, id, true)),
    ],
  ] as const) {
    app.put(
      `/job-discovery/postings/:id/${path}`,
      {
        schema: {
          tags: ['job-discovery'],
          summary,
          params: ZIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        await postingOf(user.id, request.params.id);
        await act(user.id, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  app.delete(
    '/job-discovery/postings/:id/save',
    {
      schema: {
        tags: ['job-discovery'],
        summary: 'Unsave a posting',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await postingOf(user.id, request.params.id);
      await unsavePosting(db, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/job-discovery/postings/:id/hide',
    {
      schema: {
        tags: ['job-discovery'],
        summary: 'Show a hidden posting again',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!(await setHidden(db, user.id, request.params.id, false))) throw notFound('Posting not found');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/job-discovery/searches',
    {
      schema: {
        tags: ['job-discovery'],
        summary: 'Saved searches',
        response: { 200: ZSavedSearchList, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { items: (await listSearches(db, user.id)).map(searchView) };
    },
  );

  app.post(
    '/job-discovery/searches',
    {
      schema: {
        tags: ['job-discovery'],
        summary: 'Save a search (keywords, location, remote, language)',
        body: ZSavedSearchRequest,
        response: { 201: ZSavedSearch, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if ((await countSearches(db, user.id)) >= MAX_SEARCHES) {
        const message = `You can keep up to ${MAX_SEARCHES} searches. Delete one to save another.`;
        throw new AppError('VALIDATION_FAILED', message, { name: message });
      }
      return reply.status(201).send(searchView(await insertSearch(db, user.id, request.body)));
    },
  );

  app.put(
    '/job-discovery/searches/:id',
    {
      schema: {
        tags: ['job-discovery'],
        summary: 'Change a saved search',
        params: ZIdParams,
        body: ZSavedSearchRequest,
        response: { 200: ZSavedSearch, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const row = await updateSearch(db, user.id, request.params.id, request.body);
      if (!row) throw notFound('Search not found');
      return searchView(row);
    },
  );

  app.delete(
    '/job-discovery/searches/:id',
    {
      schema: {
        tags: ['job-discovery'],
        summary: 'Delete a saved search',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!(await deleteSearch(db, user.id, request.params.id))) throw notFound('Search not found');
      return reply.status(204).send(null);
    },
  );
};
