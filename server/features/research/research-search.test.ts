import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TCompanyResearchResult } from '#domain/research';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { call } from '../applications/export-test-helpers.ts';
import { subscribe } from '../billing/billing-test-helpers.ts';
import { startStandInSite, type StandInSite } from './stand-in-site.ts';

// With the operator's web search configured (SEARCH_API_URL, SearXNG's JSON API), research finds a
// company's site that neither the user nor their ads gave, and adds news results that name the
// company, each cited by its link; a failing search changes nothing else.

let t: TestApp;
let site: StandInSite;
let searchServer: Server;
const queries: URLSearchParams[] = [];
let failSearch = false;

beforeAll(async () => {
  site = await startStandInSite();
  searchServer = createServer((request, response) => {
    const params = new URL(request.url ?? '/', 'http://search.local').searchParams;
    queries.push(params);
    if (failSearch) return void response.writeHead(502).end('bad gateway');
    const results =
      params.get('categories') === 'news'
        ? [
            {
              url: 'https://news.example/nordlys-robotics-opens-aarhus-hub',
              title: 'Nordlys Robotics opens a robot hub in Aarhus',
              content: 'The warehouse robot maker Nordlys Robotics hires 40 engineers.',
              publishedDate: '2026-10-02T08:00:00Z',
            },
            // Not about the company: left out.
            {
              url: 'https://news.example/northern-lights',
              title: 'Northern lights seen over Aarhus',
              content: '',
            },
            // Not a web address: left out.
            { url: 'javascript:alert(1)', title: 'Nordlys Robotics', content: '' },
          ]
        : [
            // A job board first: its host does not carry the company's name, so it is passed over.
            { url: 'https://jobs.example/nordlys-robotics', title: 'Nordlys Robotics jobs', content: '' },
            { url: site.url, title: 'Nordlys Robotics – warehouse robots', content: 'Official site' },
          ];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results }));
  });
  await new Promise<void>((resolve) => searchServer.listen(0, '127.0.0.1', resolve));
  const { port } = searchServer.address() as AddressInfo;
  t = await createTestApp({ SEARCH_API_URL: `http://127.0.0.1:${port}/search` });
  t.app.deps.fetchPolicy = site.policy;
});
afterAll(async () => {
  await t?.close();
  await site?.close();
  searchServer?.closeAllConnections();
  await new Promise((resolve) => searchServer?.close(resolve));
});
beforeEach(() => {
  queries.length = 0;
  site.requests.length = 0;
  failSearch = false;
});

async function researchAsPro(companyName: string): Promise<TCompanyResearchResult> {
  const user = await signUp(t);
  await subscribe(t, user.cookie);
  const response = await call(t, user.cookie, 'POST', '/api/company-research', { payload: { companyName } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('company research with a web search', () => {
  it("finds the company's own site through the search and reads it; news results naming the company are cited", async () => {
    const body = await researchAsPro('Nordlys Robotics');
    expect(body.success).toBe(true);
    expect(body.data!.dataSources).toMatchObject({ website: true, search: true, jobAds: false });
    // The site was read (its home page), not the job board the search listed first.
    expect(site.requests).toContain('/');
    expect(body.data!.checkedPages.some((page) => page.url.startsWith('https://jobs.example'))).toBe(false);
    const fromSearch = body.data!.recentNews.filter((item) => item.sources[0]!.kind === 'search');
    expect(fromSearch).toEqual([
      {
        title: 'Nordlys Robotics opens a robot hub in Aarhus',
        url: 'https://news.example/nordlys-robotics-opens-aarhus-hub',
        date: '2026-10-02',
        summary: 'The warehouse robot maker Nordlys Robotics hires 40 engineers.',
        sources: [
          {
            kind: 'search',
            url: 'https://news.example/nordlys-robotics-opens-aarhus-hub',
            label: 'Nordlys Robotics opens a robot hub in Aarhus',
          },
        ],
      },
    ]);
    expect(queries.map((q) => [q.get('q'), q.get('format'), q.get('categories')])).toEqual(
      expect.arrayContaining([
        ['Nordlys Robotics', 'json', null],
        ['"Nordlys Robotics"', 'json', 'news'],
      ]),
    );
  });

  it('goes on without the search when it fails: nothing invented, the spec’s failure when no other source gives anything', async () => {
    failSearch = true;
    const body = await researchAsPro('Nordlys Robotics');
    expect(queries.length).toBeGreaterThan(0);
    expect(site.requests).toEqual([]);
    expect(body.success).toBe(false);
    expect(body.error).toBe(
      'Research failed: Could not research company. Please try again or check the company name.',
    );
  });
});
