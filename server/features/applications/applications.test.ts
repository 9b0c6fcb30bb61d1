import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type TAnalytics,
  type TApplication,
  type TApplicationList,
} from '#domain/applications';
import { applicationStatusEvents, jobApplications } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { call } from '../onboarding/onboarding-test-helpers.ts';
import { subscribe } from '../billing/billing-test-helpers.ts';
import { insertRow } from './applications-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function list(cookie: string, query = ''): Promise<TApplicationList> {
  const response = await call(t, cookie, 'GET', `/api/applications${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function eventsOf(applicationId: string) {
  return t.db
    .select({ from: applicationStatusEvents.fromStatus, to: applicationStatusEvents.toStatus })
    .from(applicationStatusEvents)
    .where(eq(applicationStatusEvents.applicationId, applicationId))
    .orderBy(applicationStatusEvents.at);
}

describe('GET /api/applications', () => {
  let cookie: string;
  beforeAll(async () => {
    const user = await signUp(t);
    cookie = user.cookie;
    const rows: [string, string, number][] = [
      ['Backend Developer', 'Pleo', 5],
      ['Frontend Developer', 'Lunar', 4],
      ['Data Engineer', 'Maersk', 3],
      ['100% Remote Engineer', 'Acme_Labs', 2],
      ['Product Manager', 'Developer Tools ApS', 1],
    ];
    for (const [jobTitle, companyName, age] of rows) {
      await insertRow(t.db, user.userId, { jobTitle, companyName, createdAt: daysAgo(age) });
    }
    // Another user's application never shows.
    const other = await signUp(t);
    await insertRow(t.db, other.userId, { jobTitle: 'Backend Developer', companyName: 'Secret Co' });
  });

  it('lists newest first with the total', async () => {
    const page = await list(cookie);
    expect(page.total).toBe(5);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(20);
    expect(page.items.map((a) => a.companyName)).toEqual([
      'Developer Tools ApS',
      'Acme_Labs',
      'Maersk',
      'Lunar',
      'Pleo',
    ]);
    expect(page.items[0]).toMatchObject({ status: 'draft', score: null, outputLanguage: null });
  });

  it('writes each item as the summary, with the times of the detail to the millisecond', async () => {
    const user = await signUp(t);
    const createdAt = new Date('2026-03-04T05:06:07.089Z');
    const { id } = await insertRow(t.db, user.userId, {
      jobTitle: 'Analyst',
      companyName: 'Novo',
      createdAt,
    });
    const [item] = (await list(user.cookie)).items;
    expect(Object.keys(item!).sort()).toEqual([
      'companyName',
      'createdAt',
      'followUpOn',
      'followedUpAt',
      'id',
      'interviewAt',
      'jobTitle',
      'outputLanguage',
      'score',
      'status',
      'updatedAt',
    ]);
    expect(item!.createdAt).toBe('2026-03-04T05:06:07.089Z');
    const detail = (await call(t, user.cookie, 'GET', `/api/applications/${id}`)).json() as TApplication;
    expect(item!.updatedAt).toBe(detail.updatedAt);
    // The reminder dates read the same on the list as on the result page.
    const dated = await call(t, user.cookie, 'PATCH', `/api/applications/${id}`, {
      followUpOn: '2026-03-09',
      followedUp: true,
      interviewAt: '2026-03-10T09:30:00.123Z',
    });
    const [listed] = (await list(user.cookie)).items;
    const { followUpOn, followedUpAt, interviewAt } = dated.json() as TApplication;
    expect(listed).toMatchObject({ followUpOn, followedUpAt, interviewAt });
    expect(interviewAt).toBe('2026-03-10T09:30:00.123Z');
  });

  it('pages through the list (the dashboard asks for 5)', async () => {
    const first = await list(cookie, '?pageSize=2');
    const third = await list(cookie, '?pageSize=2&page=3');
    expect(first.items.map((a) => a.companyName)).toEqual(['Developer Tools ApS', 'Acme_Labs']);
    expect(third.items.map((a) => a.companyName)).toEqual(['Pleo']);
    expect(third.total).toBe(5);
    const past = await list(cookie, '?pageSize=2&page=4');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(5);
  });

  it('searches job title and company, ignoring case', async () => {
    const found = await list(cookie, '?q=DEVELOPER');
    expect(found.items.map((a) => a.companyName)).toEqual(['Developer Tools ApS', 'Lunar', 'Pleo']);
    expect(found.total).toBe(3);
    expect((await list(cookie, '?q=maersk')).items.map((a) => a.jobTitle)).toEqual(['Data Engineer']);
  });

  it('treats % and _ as the characters they are', async () => {
    expect((await list(cookie, `?q=${encodeURIComponent('100%')}`)).items.map((a) => a.companyName)).toEqual([
      'Acme_Labs',
    ]);
    expect((await list(cookie, '?q=e_l')).items.map((a) => a.companyName)).toEqual(['Acme_Labs']);
    expect((await list(cookie, `?q=${encodeURIComponent('%')}`)).total).toBe(1);
  });

  it('filters by status', async () => {
    const [pleo] = (await list(cookie, '?q=pleo')).items;
    await call(t, cookie, 'PATCH', `/api/applications/${pleo!.id}`, { status: 'applied' });
    const applied = await list(cookie, '?status=applied');
    expect(applied.items.map((a) => a.companyName)).toEqual(['Pleo']);
    expect((await list(cookie, '?status=applied&q=lunar')).total).toBe(0);
  });

  it('refuses a bad query', async () => {
    for (const query of ['?status=lost', '?page=0', '?pageSize=101', '?page=abc', `?q=${'x'.repeat(201)}`]) {
      const response = await call(t, cookie, 'GET', `/api/applications${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/applications' });
    expect(response.statusCode).toBe(401);
  });
});

describe('one application', () => {
  let owner: { cookie: string; userId: string };
  let stranger: { cookie: string };
  beforeAll(async () => {
    owner = await signUp(t);
    stranger = await signUp(t);
  });

  it('reads it with its share state', async () => {
    const row = await insertRow(t.db, owner.userId, { jobTitle: 'Designer', companyName: 'Hay' });
    const response = await call(t, owner.cookie, 'GET', `/api/applications/${row.id}`);
    expect(response.statusCode).toBe(200);
    const application = response.json() as TApplication;
    expect(application).toMatchObject({
      id: row.id,
      jobTitle: 'Designer',
      companyName: 'Hay',
      status: 'draft',
      content: 'Dear hiring team,',
      atsReport: null,
      paragraphs: [],
      share: { active: false, hasPassword: false, expiresAt: null },
    });

    const expires = new Date(Date.now() + 7 * DAY);
    await t.db
      .update(jobApplications)
      .set({ shareTokenHash: `hash-${row.id}`, sharePasswordHash: 'pw', shareExpiresAt: expires })
      .where(eq(jobApplications.id, row.id));
    const shared = (await call(t, owner.cookie, 'GET', `/api/applications/${row.id}`)).json() as TApplication;
    expect(shared.share).toEqual({ active: true, hasPassword: true, expiresAt: expires.toISOString() });

    await t.db
      .update(jobApplications)
      .set({ shareExpiresAt: daysAgo(1) })
      .where(eq(jobApplications.id, row.id));
    const expired = (
      await call(t, owner.cookie, 'GET', `/api/applications/${row.id}`)
    ).json() as TApplication;
    expect(expired.share.active).toBe(false);

    await t.db
      .update(jobApplications)
      .set({ shareExpiresAt: null, shareRevokedAt: new Date() })
      .where(eq(jobApplications.id, row.id));
    const revoked = (
      await call(t, owner.cookie, 'GET', `/api/applications/${row.id}`)
    ).json() as TApplication;
    expect(revoked.share).toEqual({ active: false, hasPassword: false, expiresAt: null });
  });

  it("answers another user's application as not found, and leaves it alone", async () => {
    const row = await insertRow(t.db, owner.userId, { jobTitle: 'Analyst', companyName: 'Novo' });
    const url = `/api/applications/${row.id}`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { status: 'rejected' }],
      ['DELETE', undefined],
      ['POST', undefined],
    ] as const) {
      const response = await call(
        t,
        stranger.cookie,
        method,
        method === 'POST' ? `${url}/regenerate` : url,
        payload,
      );
      expect(response.statusCode, method).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    }
    const [still] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, row.id));
    expect(still?.status).toBe('draft');
  });

  it('refuses an id that is not a uuid, and 404s an unknown one', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const payload = method === 'PATCH' ? { status: 'applied' } : undefined;
      const response = await call(t, owner.cookie, method, '/api/applications/not-a-uuid', payload);
      expect(response.statusCode, method).toBe(400);
      expect(response.json().error.fields).toEqual({ id: 'Not an application id' });
    }
    const regenerate = await call(t, owner.cookie, 'POST', '/api/applications/123/regenerate');
    expect(regenerate.statusCode).toBe(400);
    const unknown = await call(t, owner.cookie, 'GET', `/api/applications/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('edits the letter, title, company and URL', async () => {
    const row = await insertRow(t.db, owner.userId, { jobTitle: 'Analyst', companyName: 'Novo' });
    const response = await call(t, owner.cookie, 'PATCH', `/api/applications/${row.id}`, {
      content: '  Dear Novo team, I am writing to apply.  ',
      jobTitle: 'Senior Analyst',
      companyName: 'Novo Nordisk',
      applicationUrl: 'https://jobs.example.com/123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      content: 'Dear Novo team, I am writing to apply.',
      jobTitle: 'Senior Analyst',
      companyName: 'Novo Nordisk',
      applicationUrl: 'https://jobs.example.com/123',
      status: 'draft',
    });
    const cleared = await call(t, owner.cookie, 'PATCH', `/api/applications/${row.id}`, {
      applicationUrl: null,
    });
    expect(cleared.json().applicationUrl).toBeNull();
    // No status change, no event beyond the creation.
    expect(await eventsOf(row.id)).toEqual([{ from: null, to: 'draft' }]);
  });

  it('records every status change, and none for the same status', async () => {
    const row = await insertRow(t.db, owner.userId, { jobTitle: 'Analyst', companyName: 'Carlsberg' });
    const patch = (status: string) =>
      call(t, owner.cookie, 'PATCH', `/api/applications/${row.id}`, { status });
    expect((await patch('applied')).json().status).toBe('applied');
    expect((await patch('applied')).statusCode).toBe(200);
    expect((await patch('interview')).json().status).toBe('interview');
    expect((await patch('withdrawn')).json().status).toBe('withdrawn');
    expect(await eventsOf(row.id)).toEqual([
      { from: null, to: 'draft' },
      { from: 'draft', to: 'applied' },
      { from: 'applied', to: 'interview' },
      { from: 'interview', to: 'withdrawn' },
    ]);
  });

  it('refuses bad edits', async () => {
    const row = await insertRow(t.db, owner.userId, { jobTitle: 'Analyst', companyName: 'Lego' });
    const url = `/api/applications/${row.id}`;
    const cases: [object, string][] = [
      [{}, 'Nothing to update'],
      [{ status: 'hired' }, 'status'],
      [{ content: '   ' }, 'The letter cannot be empty'],
      [{ jobTitle: '' }, 'Job title is required'],
      [{ companyName: 'x'.repeat(201) }, 'Company name must be at most 200 characters'],
      [{ applicationUrl: 'not a url' }, 'Enter a valid URL'],
      [{ status: 'applied', userId: 'someone-else' }, 'userId'],
    ];
    for (const [payload, expected] of cases) {
      const response = await call(t, owner.cookie, 'PATCH', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message, JSON.stringify(payload)).toContain(expected);
    }
    const [unchanged] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, row.id));
    expect(unchanged?.status).toBe('draft');
  });

  it('deletes it with its events', async () => {
    const row = await insertRow(t.db, owner.userId, { jobTitle: 'Analyst', companyName: 'Vestas' });
    const response = await call(t, owner.cookie, 'DELETE', `/api/applications/${row.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call(t, owner.cookie, 'GET', `/api/applications/${row.id}`)).statusCode).toBe(404);
    expect((await call(t, owner.cookie, 'DELETE', `/api/applications/${row.id}`)).statusCode).toBe(404);
    expect(await eventsOf(row.id)).toEqual([]);
  });

  it('needs a session and a same-site origin for changes', async () => {
    const row = await insertRow(t.db, owner.userId, { jobTitle: 'Analyst', companyName: 'Ørsted' });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/applications/${row.id}` });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'DELETE',
      url: `/api/applications/${row.id}`,
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('GET /api/applications/analytics', () => {
  it('counts statuses and measures the response time from the recorded events', async () => {
    const user = await signUp(t);
    const patch = (id: string, status: string) =>
      call(t, user.cookie, 'PATCH', `/api/applications/${id}`, { status });
    const setEventTime = async (id: string, to: ApplicationStatus, at: Date) =>
      t.db
        .update(applicationStatusEvents)
        .set({ at })
        .where(and(eq(applicationStatusEvents.applicationId, id), eq(applicationStatusEvents.toStatus, to)));

    // Interview 4 days after creation, then an offer: the first reply counts.
    const a = await insertRow(t.db, user.userId, { jobTitle: 'A', companyName: 'A', createdAt: daysAgo(10) });
    await patch(a.id, 'applied');
    await patch(a.id, 'interview');
    await setEventTime(a.id, 'interview', new Date(a.createdAt.getTime() + 4 * DAY));
    await patch(a.id, 'offer');
    // Rejected 8 days after creation.
    const b = await insertRow(t.db, user.userId, { jobTitle: 'B', companyName: 'B', createdAt: daysAgo(20) });
    await patch(b.id, 'rejected');
    await setEventTime(b.id, 'rejected', new Date(b.createdAt.getTime() + 8 * DAY));
    // Applied, no reply yet; and a draft.
    const c = await insertRow(t.db, user.userId, { jobTitle: 'C', companyName: 'C' });
    await patch(c.id, 'applied');
    await insertRow(t.db, user.userId, { jobTitle: 'D', companyName: 'D' });

    const response = await call(t, user.cookie, 'GET', '/api/applications/analytics');
    expect(response.statusCode).toBe(200);
    const analytics = response.json() as TAnalytics;
    expect(analytics.total).toBe(4);
    // 1 of 4 (the offer) is a success: 25 %.
    expect(analytics.successRate).toBe(25);
    expect(analytics.averageResponseDays).toBe(6);
    expect(analytics.byStatus).toEqual({ offer: 1, rejected: 1, applied: 1, draft: 1 });
    // The monthly trend is Pro's advanced analytics (decision 022): withheld on Free.
    expect(analytics.overTime).toBeNull();
    await subscribe(t, user.cookie);
    const { overTime } = (
      await call(t, user.cookie, 'GET', '/api/applications/analytics')
    ).json() as TAnalytics;
    expect(overTime).toHaveLength(12);
    expect(overTime?.reduce((sum, m) => sum + m.count, 0)).toBe(4);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(overTime?.at(-1)).toEqual({ month: thisMonth, count: analytics.thisMonth });
  });

  it('is empty for a new user, and needs a session', async () => {
    const user = await signUp(t);
    const analytics = (await call(t, user.cookie, 'GET', '/api/applications/analytics')).json() as TAnalytics;
    expect(analytics).toMatchObject({
      total: 0,
      thisMonth: 0,
      successRate: 0,
      averageResponseDays: null,
      byStatus: {},
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/applications/analytics' })).statusCode).toBe(401);
  });
});

describe('the database', () => {
  it('accepts exactly the statuses of the contract', async () => {
    const user = await signUp(t);
    for (const status of APPLICATION_STATUSES) {
      await expect(
        insertRow(t.db, user.userId, { jobTitle: 'X', companyName: status, status }),
      ).resolves.toBeDefined();
    }
    await expect(
      t.db
        .insert(jobApplications)
        .values({ userId: user.userId, jobTitle: 'X', companyName: 'Y', status: 'hired' as never }),
    ).rejects.toThrow();
  });
});
