import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobSource, TPostingList, TSavedSearch } from '#domain/job-discovery';
import { discoveryMessage } from '#domain/job-discovery-messages';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { CAREERS_HOST, FEEDS_HOST, startStandInBoards, type StandInBoards } from './stand-in-boards.ts';

// Saved searches as the page uses them (issue 17): a search's fields are the postings list's filters,
// and job discovery's refusals and source errors are messages the web can show in Danish.

let t: TestApp;
let boards: StandInBoards;
beforeAll(async () => {
  t = await createTestApp();
  boards = await startStandInBoards();
  t.app.deps.fetchPolicy = boards.policy;
  t.app.deps.boardApiUrl = boards.boardApiUrl;
});
afterAll(async () => {
  await boards?.close();
  await t?.close();
});

const api = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

/** The list filtered by a saved search, the way the page asks for it (unset fields are left out). */
async function titlesFor(cookie: string, search: TSavedSearch) {
  const params = new URLSearchParams();
  for (const key of ['keywords', 'location', 'remote', 'language'] as const) {
    if (search[key] !== null) params.set(key, String(search[key]));
  }
  const response = await api(cookie, 'GET', `/api/job-discovery/postings?${params}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as TPostingList).items.map((p) => p.title).sort();
}

describe('saved searches filter the postings list', () => {
  it('by keywords, location, remote and language, each narrowing it', async () => {
    const user = await signUp(t);
    for (const input of ['greenhouse:nordlys', 'lever:fjordpay', 'https://jobs.ashbyhq.com/alpenwerk']) {
      expect((await api(user.cookie, 'POST', '/api/job-discovery/sources', { input })).statusCode).toBe(201);
    }
    const save = async (body: object) => {
      const response = await api(user.cookie, 'POST', '/api/job-discovery/searches', body);
      expect(response.statusCode).toBe(201);
      return response.json() as TSavedSearch;
    };
    const backend = await save({ name: 'Backend', keywords: 'backend' });
    expect(await titlesFor(user.cookie, backend)).toEqual([
      'Backend-udvikler',
      'Softwareentwickler (m/w/d) Backend',
    ]);
    const german = await save({ name: 'German backend', keywords: 'backend', language: 'de' });
    expect(await titlesFor(user.cookie, german)).toEqual(['Softwareentwickler (m/w/d) Backend']);
    const aarhus = await save({ name: 'Aarhus', keywords: 'backend', location: 'aarhus', remote: false });
    expect(await titlesFor(user.cookie, aarhus)).toEqual(['Backend-udvikler']);
    const remote = await save({ name: 'Remote', remote: true });
    expect(await titlesFor(user.cookie, remote)).toEqual(['Product Designer', 'Support Specialist']);
    const listed = (await api(user.cookie, 'GET', '/api/job-discovery/searches')).json().items;
    expect(listed.map((s: TSavedSearch) => s.name)).toEqual([
      'Backend',
      'German backend',
      'Aarhus',
      'Remote',
    ]);
  });

  it('refuses a search past the limit with a message the web translates', async () => {
    const user = await signUp(t);
    let refused;
    for (let i = 0; i < 25 && !refused; i += 1) {
      const response = await api(user.cookie, 'POST', '/api/job-discovery/searches', {
        name: `Search ${i}`,
        keywords: 'x',
      });
      if (response.statusCode !== 201) refused = { i, response };
    }
    expect(refused?.i).toBe(20);
    expect(refused?.response.statusCode).toBe(400);
    expect(discoveryMessage(refused!.response.json().error.fields.name)).toEqual({
      key: 'tooManySearches',
      values: { max: '20' },
    });
  });
});

describe("job discovery's messages to a user", () => {
  it('are ones the web shows in the user’s language: refused inputs and each source’s last error', async () => {
    const user = await signUp(t);
    const refusals = [
      ['monster:acme', 'unknownPlatform'],
      ['ftp://jobs.kystbyg.example/feed', 'notWeb'],
      [`http://10.0.0.1:${boards.port}/jobs.rss`, 'privateAddress'],
      ['http://jobs.kystbyg.example:8080/jobs.rss', 'port'],
      ['', 'empty'],
    ] as const;
    for (const [input, key] of refusals) {
      const response = await api(user.cookie, 'POST', '/api/job-discovery/sources', { input });
      expect(response.statusCode, input).toBe(400);
      expect(discoveryMessage(response.json().error.fields.input)?.key, input).toBe(key);
    }
    // Following is limited to 10 a minute per user: the sources' errors are another user's.
    const other = await signUp(t);
    const failures = [
      ['greenhouse:maintenance', 'notJson'],
      [boards.site(FEEDS_HOST, '/broken/feed.xml'), 'notFeed'],
      [boards.site(CAREERS_HOST, '/uden-job'), 'noJobPosting'],
      [boards.site(FEEDS_HOST, '/huge/feed.xml'), 'tooLarge'],
      [boards.site(FEEDS_HOST, '/moved/feed.xml'), 'privateAddress'],
      [boards.site(FEEDS_HOST, '/missing.rss'), 'status'],
    ] as const;
    for (const [input, key] of failures) {
      const response = await api(other.cookie, 'POST', '/api/job-discovery/sources', { input });
      expect(response.statusCode, input).toBe(201);
      const source = (response.json() as { source: TJobSource }).source;
      expect(source.status, input).toBe('error');
      expect(discoveryMessage(source.lastError!)?.key, `${input}: ${source.lastError}`).toBe(key);
    }
    const again = await api(other.cookie, 'POST', '/api/job-discovery/sources', {
      input: 'greenhouse:maintenance',
    });
    expect(discoveryMessage(again.json().error.fields.input)?.key).toBe('alreadyFollowed');
  });
});
