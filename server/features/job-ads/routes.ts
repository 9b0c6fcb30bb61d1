import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZJobAdFetchRequest,
  ZJobAdFetchResponse,
  ZJobAdHeader,
  ZJobAdHeaderRequest,
} from '#domain/applications';
import { ZApiError } from '#domain/errors';
import { getSessionUser, requireUser } from '../../session.ts';
import { extractJobAd, JobPageError, type ExtractedAd } from '#engine/read/job-page';
import { analyseJobAd } from '#engine/match/index';
import { fetchFailed, fetchPage, type FetchedPage } from './fetch-page.ts';

/** Per signed-in user (per address when signed out, which then fails with 401 anyway). */
export async function userOrIp(request: FastifyRequest): Promise<string> {
  const user = await getSessionUser(request);
  return user ? `user:${user.id}` : request.ip;
}

/** Any page can be thrown at the parser (one nested a million levels deep): a failure is the page's, not ours. */
export function readAd(page: FetchedPage): ExtractedAd {
  try {
    return extractJobAd(page);
  } catch (error) {
    throw fetchFailed(error instanceof JobPageError ? error.message : 'The page could not be read.');
  }
}

export const jobAdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/job-ads/fetch',
    {
      schema: {
        tags: ['applications'],
        summary: 'Fetch a job ad from its web page',
        description:
          'Public http(s) pages on ports 80/443 only (private, loopback and link-local addresses are refused: 400 URL_NOT_ALLOWED); 10 s, 2 MB, 3 redirects; HTML or plain text. 422 JOB_AD_FETCH_FAILED when no ad can be read. The text is for the user to check before generating.',
        // Unknown fields are a client's mistake worth telling about.
        body: ZJobAdFetchRequest.strict(),
        response: {
          200: ZJobAdFetchResponse,
          400: ZApiError,
          401: ZApiError,
          422: ZApiError,
          429: ZApiError,
        },
      },
      // Each call makes an outgoing request: 20 a minute per user.
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: userOrIp } },
    },
    async (request) => {
      await requireUser(request);
      const page = await fetchPage(request.body.url);
      const ad = readAd(page);
      if (!ad.text) throw fetchFailed('No job ad text was found on the page.');
      return { url: page.url, ...ad };
    },
  );

  app.post(
    '/job-ads/header',
    {
      schema: {
        tags: ['applications'],
        summary: "A pasted job ad's title and company, read from its header",
        description:
          "What the engine reads as the role and the employer from the ad's first lines (the same reading the generator uses when the fields are left empty); empty strings when the ad does not name them. For prefilling Job Title and Company while the user pastes. Does not count against the plan.",
        body: ZJobAdHeaderRequest,
        response: { 200: ZJobAdHeader, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
      // Called as the user pastes or types (debounced): per user, like the facts preview.
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: userOrIp } },
    },
    async (request) => {
      await requireUser(request);
      const ad = analyseJobAd(request.body.text);
      return { jobTitle: ad.title, companyName: ad.company };
    },
  );
};
