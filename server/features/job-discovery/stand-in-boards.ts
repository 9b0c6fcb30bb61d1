import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ASHBY_BOARD,
  CAREERS_JSONLD,
  GREENHOUSE_JOBS,
  JOBS_ATOM,
  JOBS_RSS,
  LEVER_POSTINGS,
  PERSONIO_XML,
  RECRUITEE_OFFERS,
  WORKABLE_ACCOUNT,
} from '#engine/jobs/test/fixtures';
import { STRICT_POLICY, type FetchPolicy } from '../job-ads/fetch-page.ts';
import { standInBoardApiUrl, standInPolicy } from './stand-in-policy.ts';

/**
 * Loopback stand-ins of the job board platforms' public APIs (by Host header: Greenhouse, Lever,
 * Ashby, Workable, Recruitee, Personio, Teamtailor) and of company sites (a careers page with
 * JobPosting JSON-LD, RSS and Atom feeds), for tests and the e2e server; plus the hostile ones: a
 * board answering HTML for JSON, a huge feed, a redirect to a private address and a slow host.
 * The Greenhouse board answers conditional requests (ETag) with 304.
 */

export const CAREERS_HOST = 'careers.nordlys.example';
export const FEEDS_HOST = 'jobs.kystbyg.example';
/** Past the stand-in policy's size limit. */
const HUGE_BYTES = 600 * 1024;

export interface StandInBoards {
  port: number;
  /** "host path" of each request, in order. */
  requests: string[];
  /** When each of `requests` arrived (`Date.now()`), in the same order. */
  requestedAt: number[];
  /** The conditional request headers the Greenhouse board saw last. */
  lastIfNoneMatch: string | undefined;
  /** Mutable board contents: a test removes a job to see it expire. */
  lever: object[];
  /** A careers page address on the stand-in (`path` like "/karriere"). */
  site(host: string, path: string): string;
  /** The fetch policy widened to exactly this server (loopback, its port), with short bounds. */
  policy: FetchPolicy;
  /** Sends the platforms' https API addresses to this server. */
  boardApiUrl(url: string): string;
  close(): Promise<void>;
}

const GREENHOUSE_ETAG = '"gh-v1"';

/** On `port` (the e2e run's, e2e/boards-stand-in.ts), or a free one. */
export async function startStandInBoards(
  options: { slowMs?: number; port?: number } = {},
): Promise<StandInBoards> {
  const slowMs = options.slowMs ?? 3000;
  let port = 0;
  const state: StandInBoards = {
    port: 0,
    requests: [],
    requestedAt: [],
    lastIfNoneMatch: undefined,
    lever: JSON.parse(LEVER_POSTINGS) as object[],
    site: (host, path) => `http://${host}:${port}${path}`,
    policy: STRICT_POLICY,
    boardApiUrl: (url) => standInBoardApiUrl(port)(url),
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const path = request.url ?? '/';
    state.requests.push(`${host} ${path}`);
    state.requestedAt.push(Date.now());
    const send = (type: string, body: string, headers: Record<string, string> = {}) =>
      response.writeHead(200, { 'content-type': type, ...headers }).end(body);
    const json = (body: string) => send('application/json; charset=utf-8', body);
    const route = `${host}${path.split('?')[0]}`;
    switch (route) {
      case 'boards-api.greenhouse.io/v1/boards/nordlys/jobs': {
        state.lastIfNoneMatch = request.headers['if-none-match'];
        if (request.headers['if-none-match'] === GREENHOUSE_ETAG) return response.writeHead(304).end();
        return send('application/json', GREENHOUSE_JOBS, { etag: GREENHOUSE_ETAG });
      }
      case 'boards-api.greenhouse.io/v1/boards/maintenance/jobs':
        // A board down for maintenance that still says JSON.
        return json('<html><body>We will be back soon</body></html>');
      case 'api.lever.co/v0/postings/fjordpay':
        return json(JSON.stringify(state.lever));
      case 'api.ashbyhq.com/posting-api/job-board/alpenwerk':
        return json(ASHBY_BOARD);
      case 'apply.workable.com/api/v1/widget/accounts/havbrug':
        return json(WORKABLE_ACCOUNT);
      case 'havbrug.recruitee.com/api/offers/':
        return json(RECRUITEE_OFFERS);
      case 'alpenwerk.jobs.personio.de/xml':
        return send('text/xml; charset=utf-8', PERSONIO_XML);
      case 'kystbyg.teamtailor.com/jobs.rss':
        return send('application/rss+xml', JOBS_RSS);
      case `${CAREERS_HOST}/karriere`:
        return send('text/html; charset=utf-8', CAREERS_JSONLD);
      case `${CAREERS_HOST}/uden-job`:
        return send('text/html; charset=utf-8', '<!doctype html><h1>Ingen ledige stillinger</h1>');
      case `${FEEDS_HOST}/jobs.rss`:
        return send('application/rss+xml', JOBS_RSS);
      case `${FEEDS_HOST}/careers.atom`:
        return send('application/atom+xml', JOBS_ATOM);
      case `${FEEDS_HOST}/broken/feed.xml`:
        return send('application/xml', '{"jobs": "this is not a feed"}');
      case `${FEEDS_HOST}/huge/feed.xml`: {
        const item =
          '<item><title>Job</title><guid>x</guid><description>' + 'x'.repeat(1000) + '</description></item>';
        return send(
          'application/rss+xml',
          `<rss><channel>${item.repeat(Math.ceil(HUGE_BYTES / item.length))}</channel></rss>`,
        );
      }
      case `${FEEDS_HOST}/moved/feed.xml`:
        // On the allowed port, so only the private address is the reason to refuse it.
        return response.writeHead(302, { location: `http://10.0.0.1:${port}/feed.xml` }).end();
      case `${FEEDS_HOST}/slow/feed.xml`: {
        const timer = setTimeout(() => send('application/rss+xml', JOBS_RSS), slowMs);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      default:
        return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  state.port = port;
  state.policy = standInPolicy(port);
  state.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return state;
}
