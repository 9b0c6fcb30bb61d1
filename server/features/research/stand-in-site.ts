import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ABOUT, CAREERS, HOME, RSS } from '#engine/analyze/test/fixtures';
import { STRICT_POLICY, type FetchPolicy } from '../job-ads/fetch-page.ts';

/**
 * A stand-in company site on loopback for tests and the bench: a home page with Organization
 * JSON-LD, an about page, a careers page with JobPosting JSON-LD, an RSS feed, a robots.txt that
 * disallows the contact page (which must then never be requested), and a press page that redirects
 * to a private address (which the fetcher must refuse).
 */

export const STAND_IN_HOST = 'nordlys-robotics.example';

export interface StandInSite {
  /** The home page address (the made-up host name, on the server's port). */
  url: string;
  /** The paths requested, in order. */
  requests: string[];
  /** The research fetch policy widened to exactly this server (loopback, its port, its host name). */
  policy: FetchPolicy;
  close(): Promise<void>;
}

const ROBOTS = 'User-agent: *\nDisallow: /kontakt\nDisallow: /intern\n';

export async function startStandInSite(): Promise<StandInSite> {
  const requests: string[] = [];
  let port = 0;
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const html = (body: string) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (path === '/robots.txt') response.writeHead(200, { 'content-type': 'text/plain' }).end(ROBOTS);
    else if (path === '/') html(HOME);
    else if (path === '/om-os') html(ABOUT);
    else if (path === '/karriere') html(CAREERS);
    else if (path === '/kontakt') html('<address>Havnegade 4, 8000 Aarhus C</address>');
    else if (path === '/news/feed.xml')
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
    else if (path === '/presse')
      // On the allowed port, so that only the private address is the reason to refuse it.
      response.writeHead(302, { location: `http://10.0.0.1:${port}/admin` }).end();
    else response.writeHead(404, { 'content-type': 'text/html' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://${STAND_IN_HOST}:${port}/`,
    requests,
    policy: {
      ...STRICT_POLICY,
      timeoutMs: 5000,
      allowAddress: (address) => address === '127.0.0.1',
      allowPort: (p) => p === port,
      resolve: async (hostname) =>
        hostname === STAND_IN_HOST ? ['127.0.0.1'] : STRICT_POLICY.resolve(hostname),
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
