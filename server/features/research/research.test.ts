import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { citedItems, type TCompanyResearchResult } from '#domain/research';
import { AD_TEXT } from '#engine/analyze/test/fixtures';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { call, insertApplication } from '../applications/export-test-helpers.ts';
import { subscribe } from '../billing/billing-test-helpers.ts';
import { startStandInSite, type StandInSite } from './stand-in-site.ts';

let t: TestApp;
let site: StandInSite;
beforeAll(async () => {
  t = await createTestApp();
  site = await startStandInSite();
  t.app.deps.fetchPolicy = site.policy;
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});
beforeEach(() => {
  site.requests.length = 0;
});

const research = (cookie: string | undefined, payload: object) =>
  call(t, cookie, 'POST', '/api/company-research', { payload });

async function proUser() {
  const user = await signUp(t);
  await subscribe(t, user.cookie);
  return user;
}

describe('company research access', () => {
  it('is 401 signed out and 403 with requiredPlan pro on Free (list and single too)', async () => {
    expect((await research(undefined, { companyName: 'Nordlys' })).statusCode).toBe(401);
    const free = await signUp(t);
    for (const response of [
      await research(free.cookie, { companyName: 'Nordlys' }),
      await call(t, free.cookie, 'GET', '/api/company-research'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.fields).toEqual({ requiredPlan: 'pro' });
    }
    expect(site.requests).toEqual([]);
  });

  it("says 'Company name required' for a blank name", async () => {
    const user = await proUser();
    for (const payload of [{ companyName: '   ' }, {}]) {
      const response = await research(user.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.companyName).toBe('Company name required');
    }
  });

  it('refuses a website that is not a web address, before fetching anything', async () => {
    const user = await proUser();
    for (const website of ['ftp://nordlys.example/', 'file:///etc/passwd', 'not an address', 'localhost']) {
      const response = await research(user.cookie, { companyName: 'Nordlys', website });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.website).toBe('Enter a web address such as https://example.com.');
    }
    expect(site.requests).toEqual([]);
  });
});

describe('company research against a stand-in company site', () => {
  it('reads the site within robots.txt, refuses a redirect to a private address, cites every fact', async () => {
    const user = await proUser();
    await insertApplication(t, user.userId, {
      companyName: 'Nordlys Robotics ApS',
      jobTitle: 'Backend-udvikler',
      jobDescription: AD_TEXT,
    });
    const started = performance.now();
    const response = await research(user.cookie, {
      companyName: ' Nordlys Robotics ',
      location: '',
      website: site.url,
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    const body = response.json<TCompanyResearchResult>();
    expect(body).toMatchObject({
      success: true,
      error: null,
      isEnhanced: false,
      cached: false,
      location: null,
    });
    const data = body.data!;
    expect(data.name).toBe('Nordlys Robotics');
    expect(data.dataSources).toEqual({
      website: true,
      registry: false,
      ai: false,
      jobAds: true,
      search: false,
    });
    expect(data.founded?.text).toBe('2014');
    expect(data.keyLeadership.map((l) => l.name)).toEqual(['Ida Holm', 'Jonas Brink']);
    expect(data.recentNews.map((n) => n.title)).toEqual([
      'Nordlys opens office in Malmö',
      'New robot arm launched',
    ]);
    expect(data.salaryInsights.commonRoles.map((r) => r.range)).toEqual([
      '50000–62000 DKK per month',
      '45.000-55.000 kr. pr. måned',
    ]);
    expect(data.benefits.map((b) => b.text)).toContain('Sundhedsforsikring');
    // The ad's facts link to the saved application.
    expect(data.salaryInsights.commonRoles[1]!.sources[0]).toMatchObject({
      kind: 'job-ad',
      label: 'Backend-udvikler',
    });
    expect(data.salaryInsights.commonRoles[1]!.sources[0]!.url).toMatch(/^\/applications\/[0-9a-f-]{36}$/);

    // robots.txt first; the disallowed contact page never requested; no more than 8 documents.
    expect(site.requests[0]).toBe('/robots.txt');
    expect(site.requests).not.toContain('/kontakt');
    expect(site.requests.length - 1).toBeLessThanOrEqual(8);
    const outcome = (path: string) =>
      data.checkedPages.find((p) => p.url === new URL(path, site.url).toString())?.outcome;
    expect(outcome('/kontakt')).toBe('robots');
    expect(outcome('/presse')).toBe('failed');
    expect(outcome('/om-os')).toBe('read');
    expect(JSON.stringify(data)).not.toContain('10.0.0.1');

    // 0 uncited facts: every item names at least one source, each a page read or a saved ad.
    const items = citedItems(data);
    expect(items.length).toBeGreaterThan(10);
    const read = new Set(data.checkedPages.filter((p) => p.outcome === 'read').map((p) => p.url));
    for (const item of items) {
      expect(item.sources.length).toBeGreaterThan(0);
      for (const source of item.sources) {
        if (source.kind === 'website') expect(read.has(source.url)).toBe(true);
      }
    }
    console.info(`company research from the stand-in site: ${Math.round(elapsed)} ms`);
  });

  it('answers from the saved research without fetching; refresh fetches again', async () => {
    const user = await proUser();
    const first = await research(user.cookie, { companyName: 'Nordlys Robotics', website: site.url });
    expect(first.json().cached).toBe(false);
    site.requests.length = 0;
    // Same company however it is written; location empty is no location.
    const again = await research(user.cookie, { companyName: 'nordlys  robotics', location: ' ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ cached: true, id: first.json().id, success: true });
    expect(site.requests).toEqual([]);
    const refreshed = await research(user.cookie, {
      companyName: 'Nordlys Robotics',
      website: site.url,
      refresh: true,
    });
    expect(refreshed.json()).toMatchObject({ cached: false, id: first.json().id });
    expect(site.requests).toContain('/');
    // A location makes it another research.
    const elsewhere = await research(user.cookie, { companyName: 'Nordlys Robotics', location: 'Malmö' });
    expect(elsewhere.json().id).not.toBe(first.json().id);
  });

  it("finds the website through the user's saved ad for the company", async () => {
    const user = await proUser();
    await insertApplication(t, user.userId, {
      companyName: 'Nordlys Robotics',
      jobTitle: 'Robotics Software Engineer',
      applicationUrl: new URL('/karriere', site.url).toString(),
      jobDescription: 'Robotics Software Engineer\nNordlys Robotics\n\nWe build robots.',
    });
    const response = await research(user.cookie, { companyName: 'Nordlys Robotics' });
    expect(response.json().data.dataSources.website).toBe(true);
    expect(response.json().data.website.text).toBe('https://nordlys-robotics.example/');
    expect(site.requests).toContain('/');
  });

  it('fails with the spec text when no source gives anything, and saves nothing', async () => {
    const user = await proUser();
    const response = await research(user.cookie, { companyName: 'Unknown Widgets' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: false,
      data: null,
      error: 'Research failed: Could not research company. Please try again or check the company name.',
      isLimitedData: true,
    });
    expect((await call(t, user.cookie, 'GET', '/api/company-research')).json().items).toEqual([]);
  });

  it('refuses private addresses under the real policy (nothing is fetched, limited data)', async () => {
    const user = await proUser();
    await insertApplication(t, user.userId, { companyName: 'Lokal', jobDescription: AD_TEXT });
    t.app.deps.fetchPolicy = undefined;
    try {
      const response = await research(user.cookie, { companyName: 'Lokal', website: 'http://127.0.0.1/' });
      expect(response.json()).toMatchObject({
        success: true,
        isLimitedData: true,
        message: 'Limited data available',
      });
      expect(response.json().data.dataSources.website).toBe(false);
      expect(response.json().data.checkedPages).toEqual([{ url: 'http://127.0.0.1/', outcome: 'failed' }]);
    } finally {
      t.app.deps.fetchPolicy = site.policy;
    }
  });
});

describe('past research', () => {
  it("lists the user's research and opens one; another user's is 404", async () => {
    const owner = await proUser();
    const saved = (
      await research(owner.cookie, { companyName: 'Nordlys Robotics', website: site.url })
    ).json();
    const list = await call(t, owner.cookie, 'GET', '/api/company-research');
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: saved.id, companyName: 'Nordlys Robotics', location: null }),
    ]);
    const one = await call(t, owner.cookie, 'GET', `/api/company-research/${saved.id}`);
    expect(one.json()).toMatchObject({ id: saved.id, cached: true, data: { name: 'Nordlys Robotics' } });

    const other = await proUser();
    expect((await call(t, other.cookie, 'GET', `/api/company-research/${saved.id}`)).statusCode).toBe(404);
    expect((await call(t, other.cookie, 'GET', '/api/company-research')).json().items).toEqual([]);
    expect((await call(t, owner.cookie, 'GET', '/api/company-research/not-an-id')).statusCode).toBe(400);
  });
});
