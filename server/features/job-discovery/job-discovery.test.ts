import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobSource, TPostingItem, TPostingList } from '#domain/job-discovery';
import { backendDeveloperCv, nurseCv } from '#engine/match/test/fixtures';
import { cvs, jobMatches, jobPostings, jobSources, savedJobs } from '../../db/schema.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { storeMatches, storePostings } from './repository.ts';
import { runDiscoveryPass, HOST_GAP_MS } from './service.ts';
import { CAREERS_HOST, FEEDS_HOST, startStandInBoards, type StandInBoards } from './stand-in-boards.ts';

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

const api = (
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const follow = async (cookie: string, input: string) => {
  const response = await api(cookie, 'POST', '/api/job-discovery/sources', { input });
  return {
    status: response.statusCode,
    body: response.json() as { source: TJobSource; added: number } & {
      error?: { message: string; fields?: Record<string, string> };
    },
  };
};
const postings = async (cookie: string, query = '') => {
  const response = await api(cookie, 'GET', `/api/job-discovery/postings${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as TPostingList;
};

async function userWithCv() {
  const user = await signUp(t);
  await t.db.insert(cvs).values({
    userId: user.userId,
    name: 'Backend CV',
    source: 'upload',
    extractionStatus: 'completed',
    isDefault: true,
    extractedData: backendDeveloperCv(),
  });
  return user;
}

describe('following sources', () => {
  it('is for signed-in users only', async () => {
    expect((await api(undefined, 'GET', '/api/job-discovery/postings')).statusCode).toBe(401);
    expect(
      (await api(undefined, 'POST', '/api/job-discovery/sources', { input: 'lever:fjordpay' })).statusCode,
    ).toBe(401);
  });

  it('reads every board platform, a feed and a careers page into postings, with a status per source', async () => {
    const user = await userWithCv();
    const inputs = [
      ['https://boards.greenhouse.io/nordlys', 'greenhouse', 2],
      ['lever:fjordpay', 'lever', 2],
      ['https://jobs.ashbyhq.com/alpenwerk', 'ashby', 1],
      ['https://apply.workable.com/havbrug', 'workable', 1],
      ['havbrug.recruitee.com', 'recruitee', 1],
      ['alpenwerk.jobs.personio.de', 'personio', 1],
      ['https://kystbyg.teamtailor.com/', 'teamtailor', 2],
      [boards.site(FEEDS_HOST, '/careers.atom'), 'feed', 1],
    ] as const;
    for (const [input, kind, count] of inputs) {
      const { status, body } = await follow(user.cookie, input);
      expect(status, input).toBe(201);
      expect(body.source).toMatchObject({ kind, status: 'ok', lastError: null, postingCount: count });
      expect(body.added).toBe(count);
    }
    const list = await postings(user.cookie);
    expect(list.total).toBe(11);
    expect(list.scored).toBe(true);
    const sources = (await api(user.cookie, 'GET', '/api/job-discovery/sources')).json()
      .items as TJobSource[];
    expect(sources.map((s) => s.status)).toEqual(Array(8).fill('ok'));
  });

  it('keeps a job listed by a board and a careers page once', async () => {
    const user = await userWithCv();
    expect((await follow(user.cookie, 'greenhouse:nordlys')).body.added).toBe(2);
    const careers = await follow(user.cookie, boards.site(CAREERS_HOST, '/karriere'));
    expect(careers.body.source).toMatchObject({ kind: 'careers-page', status: 'ok' });
    // Backend-udvikler in Aarhus, Denmark at Nordlys Robotics is on both; only the technician is new.
    expect(careers.body.added).toBe(1);
    const titles = (await postings(user.cookie)).items.map((p) => p.title).sort();
    expect(titles).toEqual(['Backend-udvikler', 'Product Designer', 'Robot Technician']);
  });

  it('scores each posting against the default CV with the ATS report and stores it in job_matches', async () => {
    const user = await userWithCv();
    await follow(user.cookie, 'lever:fjordpay');
    await follow(user.cookie, 'https://jobs.ashbyhq.com/alpenwerk');
    const { items } = await postings(user.cookie);
    const stored = await t.db.select().from(jobMatches).where(eq(jobMatches.userId, user.userId));
    expect(stored).toHaveLength(3);
    for (const item of items) {
      const match = stored.find((m) => m.postingId === item.id)!;
      expect(item.score).toBe(match.matchScore);
      expect(item.mustHavesMet).toBe(match.mustHavesMet);
      expect(item.mustHavesTotal).toBe(match.mustHavesTotal);
      expect(item.mustHavesMet).toBeLessThanOrEqual(item.mustHavesTotal!);
    }
    const engineer = items.find((i) => i.title === 'Senior Software Engineer')!;
    // "5+ years of experience with TypeScript or Go" and the rest of "What you bring".
    expect(engineer.mustHavesTotal).toBeGreaterThan(0);
    expect(engineer.mustHavesMet).toBeGreaterThan(0);
    // Best first, and the backend developer's CV fits the engineering role better than support.
    const scores = items.map((i) => i.score!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const score = (title: string) => items.find((i) => i.title === title)!.score!;
    expect(score('Senior Software Engineer')).toBeGreaterThan(score('Support Specialist'));
    // minScore filters on it.
    const high = await postings(user.cookie, `?minScore=${score('Senior Software Engineer')}`);
    expect(high.items.every((i) => i.score! >= score('Senior Software Engineer'))).toBe(true);
    expect(high.items.map((i) => i.title)).not.toContain('Support Specialist');
  });

  it('keeps the list scored: postings stored after a complete pass, and a new default CV', async () => {
    const user = await userWithCv();
    await follow(user.cookie, 'lever:fjordpay');
    const { body } = await follow(user.cookie, 'https://jobs.ashbyhq.com/alpenwerk');
    expect((await postings(user.cookie)).items.every((i) => i.score !== null)).toBe(true);

    // Stored without a scoring pass (as when a fetch lands between a pass's look and its record);
    // the board's earlier posting expires, Lever's two stay.
    const [source] = await t.db.select().from(jobSources).where(eq(jobSources.id, body.source.id));
    await storePostings(t.db, source!, [
      {
        externalId: 'late-1',
        title: 'Platform Engineer',
        company: 'alpenwerk',
        location: 'Aarhus',
        remote: true,
        salary: null,
        language: 'en',
        description: 'We need a backend engineer with C#, Node.js, TypeScript and PostgreSQL experience.',
        applyUrl: null,
        postedAt: null,
      },
    ]);
    const late = (await postings(user.cookie)).items.find((i) => i.title === 'Platform Engineer');
    expect(late?.score).toEqual(expect.any(Number));
    // Signs kept apart in the search (decision 027): "c#" is not "c++".
    const titles = async (keywords: string) =>
      (await postings(user.cookie, `?keywords=${encodeURIComponent(keywords)}`)).items.map((i) => i.title);
    expect(await titles('C#')).toEqual(['Platform Engineer']);
    expect(await titles('c++')).toEqual([]);

    // Another CV made the default: every posting is scored against it before the list answers.
    await t.db.update(cvs).set({ isDefault: false }).where(eq(cvs.userId, user.userId));
    const [nurse] = await t.db
      .insert(cvs)
      .values({
        userId: user.userId,
        name: 'Other CV',
        source: 'upload',
        extractionStatus: 'completed',
        isDefault: true,
        extractedData: nurseCv(),
      })
      .returning();
    const { items } = await postings(user.cookie);
    expect(items).toHaveLength(3);
    const stored = await t.db.select().from(jobMatches).where(eq(jobMatches.userId, user.userId));
    for (const item of items) {
      const match = stored.find((m) => m.postingId === item.id)!;
      expect(match.cvId).toBe(nurse!.id);
      expect(item.score).toBe(match.matchScore);
    }
  });

  it("keeps the default CV's scores when a pass against another CV ends late", async () => {
    const user = await userWithCv();
    await follow(user.cookie, 'lever:fjordpay');
    const before = await t.db.select().from(jobMatches).where(eq(jobMatches.userId, user.userId));
    const [old] = await t.db
      .insert(cvs)
      .values({ userId: user.userId, name: 'Old CV', source: 'upload', extractionStatus: 'completed' })
      .returning();
    const [posting] = await t.db.select().from(jobPostings).where(eq(jobPostings.id, before[0]!.postingId!));
    await storeMatches(t.db, user.userId, [
      { posting: posting!, cvId: old!.id, score: 1, matchedSkills: [], mustHavesMet: 0, mustHavesTotal: 0 },
    ]);
    const after = await t.db.select().from(jobMatches).where(eq(jobMatches.id, before[0]!.id));
    expect(after[0]).toMatchObject({ cvId: before[0]!.cvId, matchScore: before[0]!.matchScore });
  });

  it('lists without scores when there is no default CV', async () => {
    const user = await signUp(t);
    await follow(user.cookie, 'lever:fjordpay');
    const list = await postings(user.cookie);
    expect(list.scored).toBe(false);
    expect(list.items.map((i) => i.score)).toEqual([null, null]);
  });

  it('refuses inputs it cannot follow with 400 and a clear message, fetching nothing', async () => {
    const user = await signUp(t);
    const before = boards.requests.length;
    for (const [input, message] of [
      ['monster:acme', /Name the board as platform:name/],
      ['ftp://jobs.kystbyg.example/feed', /Only http and https/],
      [`http://10.0.0.1:${boards.port}/jobs.rss`, /Private, local and reserved network addresses/],
      ['http://jobs.kystbyg.example:8080/jobs.rss', /standard web ports/],
      ['', /Enter a careers page/],
    ] as const) {
      const { status, body } = await follow(user.cookie, input);
      expect(status, input).toBe(400);
      expect(body.error!.fields!.input, input).toMatch(message);
    }
    expect(boards.requests.length).toBe(before);
    expect((await follow(user.cookie, 'lever:fjordpay')).status).toBe(201);
    const again = await follow(user.cookie, 'https://jobs.lever.co/fjordpay');
    expect(again.status).toBe(400);
    expect(again.body.error!.fields!.input).toBe('You already follow this source.');
  });

  it('gives a clear status per source for malformed, huge, redirected-to-private and slow sources', async () => {
    const user = await signUp(t);
    const cases = [
      ['greenhouse:maintenance', 'The Greenhouse board did not answer with readable JSON.'],
      [boards.site(FEEDS_HOST, '/broken/feed.xml'), 'The feed is not an RSS or Atom feed.'],
      [boards.site(CAREERS_HOST, '/uden-job'), expect.stringContaining('no schema.org JobPosting data')],
      [boards.site(FEEDS_HOST, '/huge/feed.xml'), 'The page is too large.'],
      [
        boards.site(FEEDS_HOST, '/moved/feed.xml'),
        'Private, local and reserved network addresses cannot be fetched.',
      ],
      [boards.site(FEEDS_HOST, '/slow/feed.xml'), 'The page did not answer in time.'],
    ] as const;
    for (const [input, lastError] of cases) {
      const started = Date.now();
      const { status, body } = await follow(user.cookie, input);
      expect(status, input).toBe(201);
      expect(body.source, input).toMatchObject({ status: 'error', lastError, postingCount: 0 });
      // Bounded: the policy's 1.5 s, plus the pause between requests to one host.
      expect(Date.now() - started).toBeLessThan(1500 + HOST_GAP_MS + 1000);
    }
    // One broken source does not stop a good one.
    expect((await follow(user.cookie, boards.site(FEEDS_HOST, '/jobs.rss'))).body.source.status).toBe('ok');
  });
});

describe('refreshing', () => {
  it('asks conditionally, expires postings a board no longer lists, and paces requests to one host', async () => {
    const user = await userWithCv();
    const { body } = await follow(user.cookie, 'greenhouse:nordlys');
    const refresh = () => api(user.cookie, 'POST', `/api/job-discovery/sources/${body.source.id}/refresh`);
    // Two refreshes at once: their requests to the board go out a whole gap apart. (Timed at the
    // board, between two requests of this process; unpaced they arrive a few ms apart.)
    const [response, twin] = await Promise.all([refresh(), refresh()]);
    expect(twin.statusCode).toBe(200);
    const [first, second] = boards.requests
      .map((line, i) => ({ line, at: boards.requestedAt[i]! }))
      .filter(({ line }) => line.includes('/boards/nordlys/jobs'))
      .slice(-2);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(HOST_GAP_MS - 200);
    expect(response.statusCode).toBe(200);
    expect(boards.lastIfNoneMatch).toBe('"gh-v1"');
    expect(response.json()).toMatchObject({ added: 0, source: { status: 'ok', postingCount: 2 } });

    const lever = await follow(user.cookie, 'lever:fjordpay');
    const removed = boards.lever.pop();
    try {
      const again = await api(
        user.cookie,
        'POST',
        `/api/job-discovery/sources/${lever.body.source.id}/refresh`,
      );
      expect(again.json().source.postingCount).toBe(1);
    } finally {
      boards.lever.push(removed!);
    }
    const open = (await postings(user.cookie)).items.map((p) => p.title);
    expect(open).not.toContain('Support Specialist');
    const [expired] = await t.db
      .select()
      .from(jobPostings)
      .where(and(eq(jobPostings.userId, user.userId), eq(jobPostings.title, 'Support Specialist')));
    expect(expired!.expiredAt).not.toBeNull();
  });

  it('the scheduled pass fetches sources that are due and leaves fresh ones', async () => {
    const user = await signUp(t);
    const { body } = await follow(user.cookie, 'https://jobs.ashbyhq.com/alpenwerk');
    const ashby = () => boards.requests.filter((r) => r.startsWith('api.ashbyhq.com')).length;
    const before = ashby();
    await runDiscoveryPass({
      db: t.db,
      log: t.app.log,
      fetchPolicy: boards.policy,
      boardApiUrl: boards.boardApiUrl,
    });
    expect(ashby()).toBe(before);
    await runDiscoveryPass(
      { db: t.db, log: t.app.log, fetchPolicy: boards.policy, boardApiUrl: boards.boardApiUrl },
      new Date(Date.now() + 7 * 60 * 60_000),
    );
    expect(ashby()).toBeGreaterThan(before);
    const source = (await api(user.cookie, 'GET', '/api/job-discovery/sources')).json().items[0];
    expect(source.id).toBe(body.source.id);
    expect(new Date(source.lastFetchedAt).getTime()).toBeGreaterThan(
      new Date(body.source.lastFetchedAt!).getTime(),
    );
  });
});

describe('one fetch per board', () => {
  it('the scheduled pass fetches a board once for every user who follows it', async () => {
    const users = [await userWithCv(), await userWithCv(), await userWithCv()];
    const followed = [];
    for (const user of users) followed.push(await follow(user.cookie, 'lever:fjordpay'));
    expect(followed.map((f) => f.status)).toEqual([201, 201, 201]);
    // The third follower's source is not due at the pass's time; it is refreshed along anyway.
    await t.db
      .update(jobSources)
      .set({ lastFetchedAt: new Date(Date.now() + 6 * 60 * 60_000) })
      .where(eq(jobSources.id, followed[2]!.body.source.id));
    const lever = () => boards.requests.filter((r) => r.startsWith('api.lever.co')).length;
    const before = lever();
    const removed = boards.lever.pop();
    try {
      await runDiscoveryPass(
        { db: t.db, log: t.app.log, fetchPolicy: boards.policy, boardApiUrl: boards.boardApiUrl },
        new Date(Date.now() + 7 * 60 * 60_000),
      );
    } finally {
      boards.lever.push(removed!);
    }
    expect(lever() - before).toBe(1);
    for (const user of users) {
      const titles = (await postings(user.cookie)).items.map((p) => p.title);
      expect(titles).toHaveLength(1);
      expect(titles).not.toContain('Support Specialist');
      const [source] = (await api(user.cookie, 'GET', '/api/job-discovery/sources')).json()
        .items as TJobSource[];
      expect(source).toMatchObject({ status: 'ok', postingCount: 1 });
    }
    // Each user's postings stay their own rows, scored against their own CV.
    const rows = await t.db
      .select({ userId: jobMatches.userId })
      .from(jobMatches)
      .innerJoin(jobPostings, eq(jobPostings.id, jobMatches.postingId))
      .where(eq(jobPostings.title, 'Senior Software Engineer'));
    for (const user of users) expect(rows.filter((r) => r.userId === user.userId)).toHaveLength(1);
  });
});

describe('postings', () => {
  it('saves (into saved_jobs), hides, filters and pages', async () => {
    const user = await userWithCv();
    await follow(user.cookie, 'greenhouse:nordlys');
    await follow(user.cookie, 'lever:fjordpay');
    await follow(user.cookie, 'https://jobs.ashbyhq.com/alpenwerk');
    const all = (await postings(user.cookie)).items;
    const byTitle = (title: string) => all.find((p) => p.title === title)!;

    const engineer = byTitle('Senior Software Engineer');
    expect(
      (await api(user.cookie, 'PUT', `/api/job-discovery/postings/${engineer.id}/save`)).statusCode,
    ).toBe(204);
    const [saved] = await t.db.select().from(savedJobs).where(eq(savedJobs.userId, user.userId));
    expect(saved).toMatchObject({
      jobTitle: 'Senior Software Engineer',
      companyName: 'fjordpay',
      postingId: engineer.id,
      salary: '55000–70000 DKK per month',
    });
    expect((await postings(user.cookie, '?show=saved')).items.map((p) => p.title)).toEqual([
      'Senior Software Engineer',
    ]);

    const designer = byTitle('Product Designer');
    await api(user.cookie, 'PUT', `/api/job-discovery/postings/${designer.id}/hide`);
    expect((await postings(user.cookie)).items.map((p) => p.id)).not.toContain(designer.id);
    expect((await postings(user.cookie, '?show=hidden')).items.map((p) => p.id)).toEqual([designer.id]);
    await api(user.cookie, 'DELETE', `/api/job-discovery/postings/${designer.id}/hide`);
    expect((await postings(user.cookie)).total).toBe(5);

    expect((await postings(user.cookie, '?remote=true')).items.map((p) => p.title).sort()).toEqual([
      'Product Designer',
      'Support Specialist',
    ]);
    expect((await postings(user.cookie, '?language=de')).items.map((p) => p.title)).toEqual([
      'Softwareentwickler (m/w/d) Backend',
    ]);
    expect((await postings(user.cookie, '?location=aarhus')).items.map((p) => p.title)).toEqual([
      'Backend-udvikler',
    ]);
    expect((await postings(user.cookie, '?keywords=PostgreSQL%20Kafka')).items.map((p) => p.title)).toEqual([
      'Senior Software Engineer',
    ]);
    // Decision 027: inside a word of the title or company, at the start of a word elsewhere.
    const found = async (keywords: string) =>
      (await postings(user.cookie, `?keywords=${encodeURIComponent(keywords)}`)).items
        .map((p) => p.title)
        .sort();
    expect(await found('ware')).toEqual(['Senior Software Engineer', 'Softwareentwickler (m/w/d) Backend']);
    expect(await found('postgres')).toEqual([
      'Backend-udvikler',
      'Senior Software Engineer',
      'Softwareentwickler (m/w/d) Backend',
    ]);
    expect(await found('sql')).toEqual([]);
    expect(await found('SØGER')).toEqual(['Backend-udvikler']);
    expect(await found('c++')).toEqual([]);
    expect((await postings(user.cookie, `?sourceId=${engineer.sourceId}`)).total).toBe(2);
    const bad = await api(user.cookie, 'GET', '/api/job-discovery/postings?minScore=200&language=xx');
    expect(bad.statusCode).toBe(400);

    const one = await api(user.cookie, 'GET', `/api/job-discovery/postings/${engineer.id}`);
    expect(one.json()).toMatchObject({
      title: 'Senior Software Engineer',
      saved: true,
      description: expect.stringContaining('TypeScript'),
    });

    await api(user.cookie, 'DELETE', `/api/job-discovery/postings/${engineer.id}/save`);
    expect((await postings(user.cookie, '?show=saved')).total).toBe(0);
  });

  it("answers 404 for another user's source, posting and search", async () => {
    const owner = await userWithCv();
    const other = await signUp(t);
    const { body } = await follow(owner.cookie, 'lever:fjordpay');
    const posting = (await postings(owner.cookie)).items[0] as TPostingItem;
    const search = (await api(owner.cookie, 'POST', '/api/job-discovery/searches', { name: 'Mine' })).json();
    for (const [method, url] of [
      ['POST', `/api/job-discovery/sources/${body.source.id}/refresh`],
      ['DELETE', `/api/job-discovery/sources/${body.source.id}`],
      ['GET', `/api/job-discovery/postings/${posting.id}`],
      ['PUT', `/api/job-discovery/postings/${posting.id}/save`],
      ['DELETE', `/api/job-discovery/postings/${posting.id}/save`],
      ['PUT', `/api/job-discovery/postings/${posting.id}/hide`],
      ['DELETE', `/api/job-discovery/postings/${posting.id}/hide`],
      ['PUT', `/api/job-discovery/searches/${search.id}`],
      ['DELETE', `/api/job-discovery/searches/${search.id}`],
    ] as const) {
      const response = await api(
        other.cookie,
        method,
        url,
        method === 'PUT' && url.includes('searches') ? { name: 'x' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await postings(other.cookie)).total).toBe(0);
    expect((await postings(other.cookie, `?sourceId=${body.source.id}`)).total).toBe(0);
    // Still the owner's.
    expect((await postings(owner.cookie)).total).toBe(2);
    expect((await api(owner.cookie, 'GET', '/api/job-discovery/searches')).json().items).toHaveLength(1);
  });

  it('unfollowing removes the postings and scores but keeps saved jobs', async () => {
    const user = await userWithCv();
    const { body } = await follow(user.cookie, 'lever:fjordpay');
    const [first] = (await postings(user.cookie)).items;
    await api(user.cookie, 'PUT', `/api/job-discovery/postings/${first!.id}/save`);
    expect(
      (await api(user.cookie, 'DELETE', `/api/job-discovery/sources/${body.source.id}`)).statusCode,
    ).toBe(204);
    expect((await postings(user.cookie)).total).toBe(0);
    expect(await t.db.select().from(jobMatches).where(eq(jobMatches.userId, user.userId))).toEqual([]);
    const kept = await t.db.select().from(savedJobs).where(eq(savedJobs.userId, user.userId));
    expect(kept).toMatchObject([{ jobTitle: first!.title, postingId: null }]);
  });
});

describe('saved searches', () => {
  it('creates, lists, changes and deletes, validated', async () => {
    const user = await signUp(t);
    const created = await api(user.cookie, 'POST', '/api/job-discovery/searches', {
      name: 'Aarhus backend',
      keywords: 'TypeScript',
      location: 'Aarhus',
      remote: false,
      language: 'da',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Aarhus backend',
      keywords: 'TypeScript',
      remote: false,
      language: 'da',
    });
    const id = created.json().id;
    const changed = await api(user.cookie, 'PUT', `/api/job-discovery/searches/${id}`, {
      name: 'Remote',
      remote: true,
    });
    expect(changed.json()).toMatchObject({
      name: 'Remote',
      keywords: null,
      location: null,
      remote: true,
      language: null,
    });
    const invalid = await api(user.cookie, 'POST', '/api/job-discovery/searches', {
      name: ' ',
      language: 'xx',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.name).toBe('Give the search a name');
    expect((await api(user.cookie, 'GET', '/api/job-discovery/searches')).json().items).toHaveLength(1);
    expect((await api(user.cookie, 'DELETE', `/api/job-discovery/searches/${id}`)).statusCode).toBe(204);
    expect((await api(user.cookie, 'GET', '/api/job-discovery/searches')).json().items).toEqual([]);
  });
});
