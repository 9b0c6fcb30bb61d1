import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GENERATION_STAGES, ZApplication, type TApplication } from '#domain/applications';
import {
  applicationStatusEvents,
  cvs,
  errorLogs,
  jobApplications,
  notifications,
  profiles,
  usagePeriods,
  usageReservations,
} from '../../db/schema.ts';
import { sentencesOf } from '#engine/write/index';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { call } from '../onboarding/onboarding-test-helpers.ts';
import {
  doneApplication,
  generatorBody,
  jobAd,
  parseEvents,
  postApplication,
  streamedLetter,
  userWithCv,
  type CvUser,
} from './applications-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const LIMIT_MESSAGE =
  'You have used all 3 applications of your Free plan this month. Upgrade to Pro for unlimited applications.';

async function used(cookie: string): Promise<number> {
  return (await call(t, cookie, 'GET', '/api/subscription')).json().applicationsUsed;
}

/** A CV row whose extraction has not finished. */
async function pendingCv(userId: string) {
  const [row] = await t.db
    .insert(cvs)
    .values({ userId, name: 'CV', extractionStatus: 'pending' })
    .returning();
  return row!;
}

async function savedCount(userId: string): Promise<number> {
  return (await t.db.select().from(jobApplications).where(eq(jobApplications.userId, userId))).length;
}

describe('POST /api/applications with the built-in writer', () => {
  let user: CvUser;
  beforeAll(async () => {
    user = await userWithCv(t);
  });
  // These tests share one user: each starts with the month's usage at 0, below the Free limit.
  beforeEach(async () => {
    await t.db.delete(usagePeriods).where(eq(usagePeriods.userId, user.userId));
  });

  it('analyses, matches, writes and saves a draft (JSON)', async () => {
    await t.db.update(profiles).set({ preferredTone: 'enthusiastic' }).where(eq(profiles.id, user.userId));
    const response = await postApplication(
      t,
      user.cookie,
      generatorBody(user.cvId, { applicationUrl: 'https://jobs.example.com/42' }),
    );
    expect(response.statusCode).toBe(201);
    const application = ZApplication.parse(response.json());
    expect(application).toMatchObject({
      jobTitle: 'Backend Developer',
      companyName: 'Nordlys Software',
      status: 'draft',
      outputLanguage: 'english',
      tone: 'enthusiastic',
      generator: 'builtin',
      cvId: user.cvId,
      applicationUrl: 'https://jobs.example.com/42',
      share: { active: false, hasPassword: false, expiresAt: null },
    });
    // The report rests on the CV: Python and PostgreSQL are in both the ad and the CV.
    expect(application.score).toBe(application.atsReport!.score);
    const listed = (await call(t, user.cookie, 'GET', '/api/applications')).json();
    expect(listed.items).toEqual([expect.objectContaining({ id: application.id, score: application.score })]);
    expect(application.atsReport!.matchedKeywords).toEqual(expect.arrayContaining(['Python', 'PostgreSQL']));
    expect(application.jobAd!.requirements.length).toBeGreaterThan(3);
    expect(application.paragraphs.map((p) => p.role)).toContain('evidence');
    expect(application.content).toContain('Mads Holm');
    expect(application.content).toContain('Nordlys Software');
    const words = application.content.split(/\s+/).length;
    expect(words).toBeGreaterThan(200);

    // Saved as returned, with the event of its creation, and the usage counted.
    const stored = (await call(t, user.cookie, 'GET', `/api/applications/${application.id}`)).json();
    expect(stored).toEqual(application);
    const events = await t.db
      .select()
      .from(applicationStatusEvents)
      .where(eq(applicationStatusEvents.applicationId, application.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([[null, 'draft']]);
    expect(await used(user.cookie)).toBe(1);

    // The user hears about it, with a link to the application.
    const generated = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.userId), eq(notifications.type, 'application_generated')));
    expect(generated).toEqual([
      expect.objectContaining({
        title: 'Application ready',
        message: 'Your application for Backend Developer at Nordlys Software is ready to review.',
        link: `/applications/${application.id}`,
      }),
    ]);
  });

  it('gives no score for an ad too thin to score, in the application and in the list', async () => {
    const thinAd = [
      'Kok søges til travl restaurant i Aarhus.',
      'Vi tilbyder en god arbejdsplads med søde kolleger og fri kost.',
      'Tiltrædelse hurtigst muligt. Send din ansøgning i dag.',
    ].join('\n');
    const response = await postApplication(
      t,
      user.cookie,
      generatorBody(user.cvId, { jobTitle: 'Kok', companyName: 'Restaurant Havn', jobDescription: thinAd }),
    );
    expect(response.statusCode).toBe(201);
    const application = ZApplication.parse(response.json());
    expect(application.atsReport?.insufficientInformation).toBe(true);
    expect(application.score).toBeNull();
    const list = (await call(t, user.cookie, 'GET', '/api/applications?q=Restaurant%20Havn')).json();
    expect(list.items).toEqual([expect.objectContaining({ id: application.id, score: null })]);
  });

  it('streams the stages, the report and the letter as it is written (SSE)', async () => {
    const response = await postApplication(
      t,
      user.cookie,
      generatorBody(user.cvId, { outputLanguage: 'german' }),
      {
        stream: true,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(response.headers['x-accel-buffering']).toBe('no');
    const events = parseEvents(response.body);
    const kinds = events.map((e) => (e.event === 'stage' ? `stage:${e.data.stage}` : e.event));
    const firstDelta = kinds.indexOf('delta');
    expect(kinds.slice(0, firstDelta)).toEqual([
      'stage:analysing',
      'stage:matching',
      'report',
      'stage:writing',
    ]);
    expect(kinds.slice(-2)).toEqual(['stage:saving', 'done']);
    expect(kinds.filter((k) => k === 'delta').length).toBeGreaterThan(20);
    expect(kinds.filter((k) => k.startsWith('stage:')).map((k) => k.slice(6))).toEqual([
      ...GENERATION_STAGES,
    ]);
    expect(kinds).not.toContain('notice');

    const application = doneApplication(events);
    expect(streamedLetter(events)).toBe(application.content);
    expect(application.outputLanguage).toBe('german');
    expect(application.content).toContain('Sehr geehrte');
    const report = events.find((e) => e.event === 'report');
    expect(report?.event === 'report' && report.data.report).toEqual(application.atsReport);
    const saved = (
      await call(t, user.cookie, 'GET', `/api/applications/${application.id}`)
    ).json() as TApplication;
    expect(saved.content).toBe(application.content);
  });

  it('regenerates from the stored ad and language, counting it like a new one', async () => {
    const created = (
      await postApplication(t, user.cookie, generatorBody(user.cvId, { outputLanguage: 'french' }))
    ).json();
    await call(t, user.cookie, 'PATCH', `/api/applications/${created.id}`, {
      status: 'applied',
      content: 'My own edit.',
    });
    const before = await used(user.cookie);

    const response = await call(t, user.cookie, 'POST', `/api/applications/${created.id}/regenerate`);
    expect(response.statusCode).toBe(200);
    const regenerated = response.json() as TApplication;
    expect(regenerated.id).toBe(created.id);
    expect(regenerated.content).not.toBe('My own edit.');
    expect(regenerated.content).toBe(created.content);
    expect(regenerated.outputLanguage).toBe('french');
    // The status stays; regenerating is not a status change.
    expect(regenerated.status).toBe('applied');
    expect(await used(user.cookie)).toBe(before + 1);
  });
});

describe('two letters of one applicant', () => {
  it('do not say the same thing the same way: the second is written knowing the first', async () => {
    const user = await userWithCv(t);
    const first = ZApplication.parse(
      (await postApplication(t, user.cookie, generatorBody(user.cvId))).json(),
    );
    const second = ZApplication.parse(
      (
        await postApplication(
          t,
          user.cookie,
          generatorBody(user.cvId, {
            jobTitle: 'Developer Backend/Frontend',
            companyName: 'Hafenkante Digital',
            jobDescription: jobAd('18-de-developer-backend-frontend.txt'),
          }),
        )
      ).json(),
    );
    // Greeting, sign-off and the closing's contact line may repeat; nothing else.
    const frame = /^(Dear|Kind regards|Yours|Best regards)\b|@example\.com/;
    const body = (letter: string) => new Set(sentencesOf(letter).filter((s) => !frame.test(s)));
    const again = [...body(first.content ?? '')].filter((s) => body(second.content ?? '').has(s));
    expect(again).toEqual([]);
    expect(body(second.content ?? '').size).toBeGreaterThan(8);
  });
});

describe('the Free plan limit', () => {
  it('lets exactly 3 of 5 concurrent requests through; the rest are refused with nothing saved', async () => {
    const user = await userWithCv(t);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postApplication(t, user.cookie, generatorBody(user.cvId))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403]);
    for (const refused of responses.filter((r) => r.statusCode === 403)) {
      expect(refused.json().error).toEqual({ code: 'USAGE_LIMIT_REACHED', message: LIMIT_MESSAGE });
    }
    expect(await savedCount(user.userId)).toBe(3);
    expect(await used(user.cookie)).toBe(3);
    // Each saved generation settled its reservation: nothing is left for the sweep to give back.
    const left = await t.db.select().from(usageReservations).where(eq(usageReservations.userId, user.userId));
    expect(left).toEqual([]);

    // A stream asked for over the limit is refused the same way, as JSON, before any event.
    const streamed = await postApplication(t, user.cookie, generatorBody(user.cvId), { stream: true });
    expect(streamed.statusCode).toBe(403);
    expect(streamed.headers['content-type']).toContain('application/json');
    expect(streamed.json().error.code).toBe('USAGE_LIMIT_REACHED');

    // Regenerating counts too.
    const [first] = await t.db.select().from(jobApplications).where(eq(jobApplications.userId, user.userId));
    const regenerate = await call(t, user.cookie, 'POST', `/api/applications/${first!.id}/regenerate`);
    expect(regenerate.statusCode).toBe(403);
    expect(regenerate.json().error.message).toBe(LIMIT_MESSAGE);
  });
});

describe('refusals before generating', () => {
  it('refuses a user who cannot generate yet (no processed CV), whatever the body names', async () => {
    const user = await signUp(t);
    const response = await postApplication(t, user.cookie, generatorBody(crypto.randomUUID()));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'CANNOT_GENERATE',
      message: 'Upload your CV first: applications are written from it.',
    });
  });

  it('names the lock state: a CV still processing, or one that failed', async () => {
    const user = await signUp(t);
    const cv = await pendingCv(user.userId);
    const processing = await postApplication(t, user.cookie, generatorBody(cv.id));
    expect(processing.statusCode).toBe(403);
    expect(processing.json().error).toEqual({
      code: 'CANNOT_GENERATE',
      message: 'Your CV is still being processed. You can generate applications as soon as it is ready.',
    });
    await t.db.update(cvs).set({ extractionStatus: 'failed' }).where(eq(cvs.id, cv.id));
    const failed = await postApplication(t, user.cookie, generatorBody(cv.id));
    expect(failed.json().error.message).toBe(
      'Your CV could not be read. Retry its processing or upload another CV.',
    );
    expect(await used(user.cookie)).toBe(0);
  });

  it('refuses a profile without a name', async () => {
    const user = await userWithCv(t);
    await t.db.update(profiles).set({ fullName: ' ' }).where(eq(profiles.id, user.userId));
    const response = await postApplication(t, user.cookie, generatorBody(user.cvId));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Add your full name and email to your profile before generating applications.',
    );
  });

  it("refuses another user's CV, a CV still processing and bad input, and none of it counts", async () => {
    const user = await userWithCv(t);
    const other = await userWithCv(t);
    const foreign = await postApplication(t, user.cookie, generatorBody(other.cvId));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toEqual({ code: 'NOT_FOUND', message: 'CV not found' });

    const pending = await pendingCv(user.userId);
    const processing = await postApplication(t, user.cookie, generatorBody(pending.id));
    expect(processing.statusCode).toBe(400);
    expect(processing.json().error.message).toBe(
      'This CV is still being processed. Please wait a moment or choose another CV.',
    );

    const bad: [Record<string, unknown>, string][] = [
      [{ jobTitle: '   ' }, 'jobTitle'],
      [{ companyName: undefined }, 'companyName'],
      [{ jobDescription: 'x'.repeat(30_001) }, 'jobDescription'],
      [{ cvId: 'cv-1' }, 'cvId'],
      [{ outputLanguage: 'italian' }, 'outputLanguage'],
      [{ applicationUrl: 'javascript' }, 'applicationUrl'],
    ];
    for (const [overrides, field] of bad) {
      const response = await postApplication(t, user.cookie, generatorBody(user.cvId, overrides), {
        stream: true,
      });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fields), field).toEqual([field]);
    }
    expect(await used(user.cookie)).toBe(0);
    expect(await savedCount(user.userId)).toBe(0);
  });

  it('refuses regenerating when the CV is gone, without counting', async () => {
    const user = await userWithCv(t);
    const created = (await postApplication(t, user.cookie, generatorBody(user.cvId))).json() as TApplication;
    expect((await call(t, user.cookie, 'DELETE', `/api/cvs/${user.cvId}`)).statusCode).toBe(204);
    const response = await call(t, user.cookie, 'POST', `/api/applications/${created.id}/regenerate`);
    // The application keeps its letter; only writing it again needs a CV.
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'The CV of this application was deleted. Create a new application with another CV.',
    );
    expect(await used(user.cookie)).toBe(1);
    const [row] = await t.db.select().from(errorLogs).where(eq(errorLogs.userId, user.userId));
    expect(row).toBeUndefined();
  });
});
