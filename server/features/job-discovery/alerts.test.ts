import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS, type TNotificationPreferences } from '#domain/notifications';
import { backendDeveloperCv } from '#engine/match/test/fixtures';
import { cvs, jobMatches, jobPostings, jobSources, notifications } from '../../db/schema.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { readOutbox } from '../../test/outbox.ts';
import type { NotifyDeps } from '../notifications/service.ts';
import { LISTED_IN_EMAIL, runMatchAlerts } from './alerts.ts';

/**
 * Alerts of new strong job matches (issue 17, decision 026): who is told, what, how often, and
 * that each match is announced once. Matches are stored directly (scoring has its own tests).
 */

let t: TestApp;
let deps: NotifyDeps;
beforeAll(async () => {
  // The passes run here, on chosen clocks; the schedules stay out of the way.
  t = await createTestApp({}, (config) => {
    config.jobs.schedules.jobMatchAlerts = '0 0 1 1 *';
    config.jobs.schedules.jobDiscovery = '0 0 1 1 *';
  });
  deps = { db: t.db, mailer: t.app.deps.mailer, log: t.app.log, appUrl: t.config.appUrl };
});
afterAll(async () => t?.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type User = Awaited<ReturnType<typeof signUp>> & { sourceId: string; cvId: string };

async function userWithCv(): Promise<User> {
  const user = await signUp(t);
  const [cv] = await t.db
    .insert(cvs)
    .values({
      userId: user.userId,
      name: 'Backend CV',
      source: 'upload',
      extractionStatus: 'completed',
      isDefault: true,
      extractedData: backendDeveloperCv(),
    })
    .returning();
  const [source] = await t.db
    .insert(jobSources)
    .values({
      userId: user.userId,
      input: 'lever:fjordpay',
      kind: 'lever',
      board: 'fjordpay',
      label: 'Fjordpay (Lever)',
      fetchUrl: `https://api.lever.co/v0/postings/fjordpay-${randomUUID()}`,
      status: 'ok',
    })
    .returning();
  return { ...user, sourceId: source!.id, cvId: cv!.id };
}

type MatchSpec = {
  title: string;
  score: number;
  mustHavesMet?: number;
  mustHavesTotal?: number;
  company?: string;
  hidden?: boolean;
  expired?: boolean;
  /** When it was scored; now by default. */
  at?: Date;
};

async function addMatch(user: User, spec: MatchSpec) {
  const company = spec.company ?? 'Fjordpay';
  const at = spec.at ?? new Date();
  const [posting] = await t.db
    .insert(jobPostings)
    .values({
      userId: user.userId,
      sourceId: user.sourceId,
      externalId: randomUUID(),
      dedupeKey: randomUUID(),
      title: spec.title,
      company,
      location: 'Copenhagen',
      remote: false,
      language: 'en',
      description: `${spec.title} at ${company}`,
      applyUrl: `https://jobs.lever.co/fjordpay/${encodeURIComponent(spec.title)}`,
      hiddenAt: spec.hidden ? at : null,
      expiredAt: spec.expired ? at : null,
    })
    .returning();
  await t.db.insert(jobMatches).values({
    userId: user.userId,
    postingId: posting!.id,
    cvId: user.cvId,
    jobTitle: spec.title,
    companyName: company,
    matchScore: spec.score,
    mustHavesMet: spec.mustHavesMet ?? 2,
    mustHavesTotal: spec.mustHavesTotal ?? 2,
    createdAt: at,
  });
  return posting!;
}

const alertsOf = (user: User) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.userId), eq(notifications.type, 'job_match_alerts')));

const mailsOf = (user: User) =>
  readOutbox(t.config.mail.outboxDir).filter((m) => m.to.includes(user.email) && /job match/.test(m.subject));

async function setPreferences(user: User, changes: Partial<TNotificationPreferences>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/notification-preferences',
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    payload: { ...NOTIFICATION_DEFAULTS, ...changes },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject(changes);
}

describe('job match alerts', () => {
  it('announce the new strong matches in one notification and one email, best first', async () => {
    const me = await userWithCv();
    await addMatch(me, { title: 'Backend Engineer', score: 78 });
    await addMatch(me, { title: 'Platform Engineer', score: 91 });
    await addMatch(me, { title: 'API Developer', score: 60, mustHavesMet: 0, mustHavesTotal: 0 });
    // A must-have the CV does not show is weighed in the score, not a second gate.
    await addMatch(me, { title: 'Go Developer', score: 88, mustHavesMet: 2, mustHavesTotal: 3 });
    // Not strong, or not open any more: never announced.
    await addMatch(me, { title: 'Data Analyst', score: 59 });
    await addMatch(me, { title: 'Hidden Job', score: 95, hidden: true });
    await addMatch(me, { title: 'Closed Job', score: 95, expired: true });

    expect(await runMatchAlerts(deps)).toBeGreaterThanOrEqual(1);

    const told = await alertsOf(me);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: '4 new strong job matches', link: '/job-discovery' });
    expect(told[0]!.message).toContain('4 new jobs match your CV well');

    const mails = mailsOf(me);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text;
    const order = [
      'Platform Engineer at Fjordpay, Copenhagen: score 91/100',
      'Go Developer',
      'Backend Engineer',
      'API Developer',
    ];
    const positions = order.map((line) => text.indexOf(line));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const absent of ['Data Analyst', 'Hidden Job', 'Closed Job']) {
      expect(text).not.toContain(absent);
    }
    expect(mails[0]!.links).toContain('https://jobs.lever.co/fjordpay/Platform%20Engineer');
    expect(mails[0]!.links).toContain(`${t.config.appUrl}/job-discovery`);
  });

  it('announce each match once: a later pass says nothing until a new strong match comes', async () => {
    const me = await userWithCv();
    await addMatch(me, { title: 'First Match', score: 80 });
    await runMatchAlerts(deps);
    await runMatchAlerts(deps);
    // Weekly (the default): a day later a new match waits for the week to pass.
    await addMatch(me, { title: 'Second Match', score: 85, at: new Date(Date.now() + DAY) });
    await runMatchAlerts(deps, new Date(Date.now() + DAY + HOUR));
    expect(await alertsOf(me)).toHaveLength(1);

    await runMatchAlerts(deps, new Date(Date.now() + 7 * DAY));
    const told = await alertsOf(me);
    expect(told.map((n) => n.title).sort()).toEqual(['1 new strong job match', '1 new strong job match']);
    const mails = mailsOf(me);
    expect(mails).toHaveLength(2);
    const second = mails.find((m) => m.text.includes('Second Match'));
    expect(second?.text).not.toContain('First Match');
    await runMatchAlerts(deps, new Date(Date.now() + 14 * DAY));
    expect(await alertsOf(me)).toHaveLength(2);
  });

  it('come daily when the user chose daily', async () => {
    const me = await userWithCv();
    await setPreferences(me, { jobMatchAlertFrequency: 'daily' });
    await addMatch(me, { title: 'Monday Match', score: 80 });
    await runMatchAlerts(deps);
    await addMatch(me, { title: 'Tuesday Match', score: 80, at: new Date(Date.now() + DAY - HOUR) });
    await runMatchAlerts(deps, new Date(Date.now() + 12 * HOUR));
    expect(await alertsOf(me)).toHaveLength(1);
    // The hourly pass a day later, a few minutes early.
    await runMatchAlerts(deps, new Date(Date.now() + DAY - 5 * 60_000));
    expect(await alertsOf(me)).toHaveLength(2);
  });

  it('send nothing when turned off, and the email only when email notifications are on', async () => {
    const off = await userWithCv();
    await setPreferences(off, { jobMatchAlerts: false });
    await addMatch(off, { title: 'Unwanted Match', score: 90 });
    await runMatchAlerts(deps);
    expect(await alertsOf(off)).toHaveLength(0);
    expect(mailsOf(off)).toHaveLength(0);
    const unannounced = await t.db
      .select()
      .from(jobMatches)
      .where(and(eq(jobMatches.userId, off.userId), isNull(jobMatches.alertedAt)));
    expect(unannounced).toHaveLength(1);

    const appOnly = await userWithCv();
    await setPreferences(appOnly, { emailNotifications: false });
    await addMatch(appOnly, { title: 'Quiet Match', score: 90 });
    await runMatchAlerts(deps);
    expect(await alertsOf(appOnly)).toHaveLength(1);
    expect(mailsOf(appOnly)).toHaveLength(0);

    const none = await userWithCv();
    await addMatch(none, { title: 'Weak Match', score: 40 });
    await runMatchAlerts(deps);
    expect(await alertsOf(none)).toHaveLength(0);
    expect(mailsOf(none)).toHaveLength(0);
  });

  it('stop emailing after the unsubscribe link in the alert is used (the app still shows them)', async () => {
    const me = await userWithCv();
    await addMatch(me, { title: 'Before Unsubscribe', score: 90 });
    await runMatchAlerts(deps);
    const [mail] = mailsOf(me);
    const link = mail?.links.find((l) => l.includes('/unsubscribe?'));
    expect(link).toBeDefined();
    const params = new URL(link!).searchParams;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/email-preferences',
      headers: { origin: TEST_ORIGIN },
      payload: {
        email: params.get('email'),
        token: params.get('token'),
        marketing: true,
        applicationNotifications: true,
        all: false,
      },
    });
    expect(saved.statusCode).toBe(200);

    await addMatch(me, { title: 'After Unsubscribe', score: 90, at: new Date(Date.now() + 7 * DAY) });
    await runMatchAlerts(deps, new Date(Date.now() + 7 * DAY + HOUR));
    expect(mailsOf(me)).toHaveLength(1);
    expect(await alertsOf(me)).toHaveLength(2);
  });

  it("never include another user's matches", async () => {
    const me = await userWithCv();
    const other = await userWithCv();
    await addMatch(me, { title: 'Mine Only', score: 90 });
    await addMatch(other, { title: 'Theirs Only', score: 95, company: 'Elsewhere' });
    await addMatch(other, { title: 'Theirs Too', score: 92, company: 'Elsewhere' });
    await runMatchAlerts(deps);
    const [mine] = mailsOf(me);
    const [theirs] = mailsOf(other);
    expect(mine?.text).toContain('Mine Only');
    expect(mine?.text).not.toContain('Theirs');
    expect(theirs?.text).toContain('Theirs Only');
    expect(theirs?.text).not.toContain('Mine Only');
    expect((await alertsOf(me))[0]?.title).toBe('1 new strong job match');
    expect((await alertsOf(other))[0]?.title).toBe('2 new strong job matches');
  });

  it('list at most ten in the email and count the rest', async () => {
    const me = await userWithCv();
    for (let i = 0; i < LISTED_IN_EMAIL + 2; i++) await addMatch(me, { title: `Role ${i}`, score: 70 + i });
    await runMatchAlerts(deps);
    const [mail] = mailsOf(me);
    expect(mail?.text).toContain('…and 2 more in Job discovery.');
    expect(mail?.text).toContain('Role 11 at Fjordpay');
    expect(mail?.text).not.toContain('Role 0 at');
    expect((await alertsOf(me))[0]?.title).toBe('12 new strong job matches');
  });

  it('go out once when two passes run at the same moment', async () => {
    const users = await Promise.all([userWithCv(), userWithCv(), userWithCv()]);
    for (const user of users) await addMatch(user, { title: 'Raced Match', score: 90 });
    const later = new Date(Date.now() + HOUR);
    await Promise.all([
      runMatchAlerts(deps, later),
      runMatchAlerts(deps, later),
      runMatchAlerts(deps, later),
    ]);
    for (const user of users) {
      expect(await alertsOf(user)).toHaveLength(1);
      expect(mailsOf(user)).toHaveLength(1);
    }
  });
});

describe('the preferences', () => {
  it('default to on and weekly, and refuse another frequency', async () => {
    const me = await userWithCv();
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/notification-preferences',
      headers: { origin: TEST_ORIGIN, cookie: me.cookie },
    });
    expect(got.json()).toMatchObject({ jobMatchAlerts: true, jobMatchAlertFrequency: 'weekly' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: { origin: TEST_ORIGIN, cookie: me.cookie },
      payload: { ...NOTIFICATION_DEFAULTS, jobMatchAlertFrequency: 'hourly' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('jobMatchAlertFrequency');
  });
});
