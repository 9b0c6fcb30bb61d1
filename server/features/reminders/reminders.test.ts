import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type TApplication } from '#domain/applications';
import { NOTIFICATION_DEFAULTS } from '#domain/notifications';
import type { TReminderActionResult } from '#domain/reminders';
import type { Config } from '../../config.ts';
import { jobApplications, notificationPreferences, notifications } from '../../db/schema.ts';
import { createTestApp, createTestDatabase, signUp, type TestApp } from '../../test/harness.ts';
import { readOutbox, type OutboxMail } from '../../test/outbox.ts';
import { insertRow } from '../applications/applications-test-helpers.ts';
import { utcDay } from '../applications/repository.ts';
import { runWeeklyDigest } from '../notifications/digest.ts';
import { call } from '../onboarding/onboarding-test-helpers.ts';
import { REMINDER_LINK_DAYS } from './links.ts';
import { REMINDERS_QUEUE, runReminders, type ReminderDeps } from './service.ts';

/**
 * Follow-up and interview reminders (issue 17): the dates through the API, the reminder pass, its
 * one-click links, and the pass on the job queue with two app processes on one database.
 */

let t: TestApp;
let deps: ReminderDeps;
beforeAll(async () => {
  // Reminders are sent by the passes these tests run; the schedule stays out of the way.
  t = await createTestApp({}, (config) => {
    config.jobs.schedules.reminders = '0 0 1 1 *';
  });
  deps = {
    db: t.db,
    mailer: t.app.deps.mailer,
    log: t.app.log,
    appUrl: t.config.appUrl,
    links: t.app.deps.reminderLinks,
  };
});
afterAll(async () => t?.close());

const DAY = 24 * 60 * 60 * 1000;
const today = () => utcDay(new Date());
const FOLLOW_UP_SUBJECT = (jobTitle: string, companyName: string) =>
  `Time to follow up: ${jobTitle} at ${companyName}`;

type User = Awaited<ReturnType<typeof signUp>>;

async function patch(user: Pick<User, 'cookie'>, id: string, body: object) {
  return call(t, user.cookie, 'PATCH', `/api/applications/${id}`, body);
}

async function appliedWithDueFollowUp(user: User, jobTitle: string, companyName = 'Nordlys') {
  const row = await insertRow(t.db, user.userId, { jobTitle, companyName });
  expect((await patch(user, row.id, { status: 'applied' })).statusCode).toBe(200);
  // Applied five days ago, follow-up date today.
  await t.db.execute(
    sql`update application_status_events set at = now() - interval '5 days' where application_id = ${row.id} and to_status = 'applied'`,
  );
  expect((await patch(user, row.id, { followUpOn: today() })).statusCode).toBe(200);
  return row;
}

const mailsOf = (outbox: string, user: User, subject: string) =>
  readOutbox(outbox).filter((m) => m.to.includes(user.email) && m.subject === subject);

const tokenOf = (mail: OutboxMail | undefined, index: number) => {
  const link = mail?.links.filter((l) => l.includes('/follow-up?'))[index];
  if (!link) throw new Error('no follow-up link in the mail');
  return new URL(link).searchParams.get('token') ?? '';
};

const act = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/reminders/action', payload: { token } });

async function reminderNotifications(userId: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'follow_up_reminders')));
}

describe('the follow-up date', () => {
  it('is set from the preference when an application is marked applied', async () => {
    const me = await signUp(t);
    const saved = await call(t, me.cookie, 'PUT', '/api/notification-preferences', {
      ...NOTIFICATION_DEFAULTS,
      followUpDays: 10,
    });
    expect(saved.statusCode).toBe(200);
    const row = await insertRow(t.db, me.userId, { jobTitle: 'Analyst', companyName: 'Vestas' });
    expect((await patch(me, row.id, { content: 'Edited' })).json()).toMatchObject({ followUpOn: null });

    const applied = (await patch(me, row.id, { status: 'applied' })).json() as TApplication;
    expect(applied.followUpOn).toBe(addDays(today(), 10));
    const listed = await call(t, me.cookie, 'GET', '/api/applications');
    expect(listed.json().items[0]).toMatchObject({ id: row.id, followUpOn: addDays(today(), 10) });
  });

  it('uses seven days by default, keeps a date the user chose, and none when reminders are off', async () => {
    const me = await signUp(t);
    const first = await insertRow(t.db, me.userId, { jobTitle: 'A', companyName: 'B' });
    expect((await patch(me, first.id, { status: 'applied' })).json().followUpOn).toBe(addDays(today(), 7));

    const chosen = await insertRow(t.db, me.userId, { jobTitle: 'C', companyName: 'D' });
    const both = await patch(me, chosen.id, { status: 'applied', followUpOn: '2030-01-15' });
    expect(both.json().followUpOn).toBe('2030-01-15');

    await t.db
      .update(notificationPreferences)
      .set({ followUpReminders: false })
      .where(eq(notificationPreferences.userId, me.userId));
    const off = await insertRow(t.db, me.userId, { jobTitle: 'E', companyName: 'F' });
    expect((await patch(me, off.id, { status: 'applied' })).json().followUpOn).toBeNull();
  });

  it('can be set, moved and cleared, and an interview time likewise; bad values are 400', async () => {
    const me = await signUp(t);
    const row = await insertRow(t.db, me.userId, { jobTitle: 'A', companyName: 'B' });
    expect((await patch(me, row.id, { followUpOn: '2030-02-01' })).json().followUpOn).toBe('2030-02-01');
    expect((await patch(me, row.id, { followUpOn: '2030-02-03' })).json().followUpOn).toBe('2030-02-03');
    expect((await patch(me, row.id, { followUpOn: null })).json().followUpOn).toBeNull();

    const at = '2030-02-04T09:30:00.000+01:00';
    expect((await patch(me, row.id, { interviewAt: at })).json().interviewAt).toBe(
      '2030-02-04T08:30:00.000Z',
    );
    expect((await patch(me, row.id, { interviewAt: null })).json().interviewAt).toBeNull();

    for (const body of [
      { followUpOn: '2030-02-30' },
      { followUpOn: 'soon' },
      { interviewAt: '2030-02-04' },
    ]) {
      const response = await patch(me, row.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it("is a 404 on another user's application, which stays unchanged", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const row = await insertRow(t.db, owner.userId, { jobTitle: 'A', companyName: 'B' });
    for (const body of [{ followUpOn: '2030-02-01' }, { interviewAt: '2030-02-04T09:30:00.000Z' }]) {
      const response = await patch(stranger, row.id, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const [stored] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, row.id));
    expect(stored).toMatchObject({ followUpOn: null, interviewAt: null });
  });
});

describe('the reminder pass', () => {
  it('sends a due follow-up once: a notification and a mail with the days and both links', async () => {
    const me = await signUp(t);
    const row = await appliedWithDueFollowUp(me, 'Data Engineer', 'Vestas');
    await runReminders(deps);
    await runReminders(deps);

    const told = await reminderNotifications(me.userId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: FOLLOW_UP_SUBJECT('Data Engineer', 'Vestas'),
      link: `/applications/${row.id}`,
    });
    expect(told[0]?.message).toContain('5 days ago');
    const mails = mailsOf(t.config.mail.outboxDir, me, FOLLOW_UP_SUBJECT('Data Engineer', 'Vestas'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('You applied 5 days ago for Data Engineer at Vestas');
    expect(mails[0]?.text).toContain('Mark as followed up');
    expect(mails[0]?.text).toContain('Snooze 3 days');
    expect(mails[0]?.links.filter((l) => l.includes('/follow-up?token='))).toHaveLength(2);
  });

  it('stops when the status moves on or the date is cleared, and waits for a future date', async () => {
    const me = await signUp(t);
    const movedOn = await appliedWithDueFollowUp(me, 'Moved on');
    const cleared = await appliedWithDueFollowUp(me, 'Cleared');
    const later = await appliedWithDueFollowUp(me, 'Later');
    expect((await patch(me, movedOn.id, { status: 'interview' })).statusCode).toBe(200);
    expect((await patch(me, cleared.id, { followUpOn: null })).statusCode).toBe(200);
    expect((await patch(me, later.id, { followUpOn: addDays(today(), 1) })).statusCode).toBe(200);
    await runReminders(deps);
    expect(await reminderNotifications(me.userId)).toHaveLength(0);

    // Moved back to applied with its date still set: due again.
    expect((await patch(me, movedOn.id, { status: 'applied' })).statusCode).toBe(200);
    await runReminders(deps);
    expect((await reminderNotifications(me.userId)).map((n) => n.title)).toEqual([
      FOLLOW_UP_SUBJECT('Moved on', 'Nordlys'),
    ]);
  });

  it('honours the in-app and email preferences', async () => {
    const me = await signUp(t);
    await call(t, me.cookie, 'PUT', '/api/notification-preferences', {
      ...NOTIFICATION_DEFAULTS,
      inAppNotifications: false,
    });
    await appliedWithDueFollowUp(me, 'Mail only');
    const quiet = await signUp(t);
    await call(t, quiet.cookie, 'PUT', '/api/notification-preferences', {
      ...NOTIFICATION_DEFAULTS,
      emailNotifications: false,
    });
    await appliedWithDueFollowUp(quiet, 'App only');
    await runReminders(deps);

    expect(await reminderNotifications(me.userId)).toHaveLength(0);
    expect(mailsOf(t.config.mail.outboxDir, me, FOLLOW_UP_SUBJECT('Mail only', 'Nordlys'))).toHaveLength(1);
    expect(await reminderNotifications(quiet.userId)).toHaveLength(1);
    expect(mailsOf(t.config.mail.outboxDir, quiet, FOLLOW_UP_SUBJECT('App only', 'Nordlys'))).toHaveLength(0);
  });

  it('reminds of an interview the day before, once, in the user’s language', async () => {
    const me = await signUp(t);
    const danish = await call(t, me.cookie, 'PATCH', '/api/profile', { preferredLanguage: 'da' });
    expect(danish.statusCode).toBe(200);
    const soon = await insertRow(t.db, me.userId, { jobTitle: 'Udvikler', companyName: 'Lego' });
    const far = await insertRow(t.db, me.userId, { jobTitle: 'Far', companyName: 'Away' });
    const interviewAt = new Date(Date.now() + 12 * 60 * 60 * 1000);
    await patch(me, soon.id, { status: 'interview', interviewAt: interviewAt.toISOString() });
    await patch(me, far.id, {
      status: 'interview',
      interviewAt: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    await runReminders(deps);
    await runReminders(deps);

    const told = await reminderNotifications(me.userId);
    expect(told.map((n) => n.title)).toEqual(['Samtale i morgen: Udvikler hos Lego']);
    expect(told[0]?.message).toContain('UTC');
    expect(mailsOf(t.config.mail.outboxDir, me, 'Samtale i morgen: Udvikler hos Lego')).toHaveLength(1);

    // A moved interview is reminded again.
    const moved = new Date(interviewAt.getTime() + 60 * 60 * 1000);
    await patch(me, soon.id, { interviewAt: moved.toISOString() });
    await runReminders(deps);
    expect(await reminderNotifications(me.userId)).toHaveLength(2);
  });

  it('counts the follow-ups due this week in the weekly digest', async () => {
    const me = await signUp(t);
    await call(t, me.cookie, 'PUT', '/api/notification-preferences', {
      ...NOTIFICATION_DEFAULTS,
      weeklyDigest: true,
    });
    await appliedWithDueFollowUp(me, 'Due');
    const inThreeDays = await appliedWithDueFollowUp(me, 'Soon');
    await patch(me, inThreeDays.id, { followUpOn: addDays(today(), 3) });
    const nextMonth = await appliedWithDueFollowUp(me, 'Later');
    await patch(me, nextMonth.id, { followUpOn: addDays(today(), 30) });
    await runWeeklyDigest(deps);
    const [digest] = mailsOf(t.config.mail.outboxDir, me, 'Your weekly Applywise summary');
    expect(digest?.text).toContain('• 2 follow-ups due this week');
  });
});

describe('the one-click links', () => {
  it('mark as followed up, once', async () => {
    const me = await signUp(t);
    const row = await appliedWithDueFollowUp(me, 'Clicked');
    await runReminders(deps);
    const [mail] = mailsOf(t.config.mail.outboxDir, me, FOLLOW_UP_SUBJECT('Clicked', 'Nordlys'));

    const first = await act(tokenOf(mail, 0));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      outcome: 'followed_up',
      jobTitle: 'Clicked',
      companyName: 'Nordlys',
      followUpOn: today(),
    } satisfies TReminderActionResult);
    const shown = (await call(t, me.cookie, 'GET', `/api/applications/${row.id}`)).json() as TApplication;
    expect(shown.followedUpAt).not.toBeNull();

    expect((await act(tokenOf(mail, 0))).json().outcome).toBe('already_done');
    // The snooze link of the same reminder is spent too: the reminder was dealt with.
    expect((await act(tokenOf(mail, 1))).json().outcome).toBe('already_done');
  });

  it('snooze the follow-up date three days, once, and the reminder comes again then', async () => {
    const me = await signUp(t);
    const row = await appliedWithDueFollowUp(me, 'Snoozed');
    await runReminders(deps);
    const [mail] = mailsOf(t.config.mail.outboxDir, me, FOLLOW_UP_SUBJECT('Snoozed', 'Nordlys'));

    const snoozed = await act(tokenOf(mail, 1));
    expect(snoozed.json()).toMatchObject({ outcome: 'snoozed', followUpOn: addDays(today(), 3) });
    expect((await act(tokenOf(mail, 1))).json()).toMatchObject({
      outcome: 'already_done',
      followUpOn: addDays(today(), 3),
    });

    await runReminders(deps, new Date(Date.now() + 3 * DAY));
    const told = await reminderNotifications(me.userId);
    expect(told).toHaveLength(2);
    const [stored] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, row.id));
    expect(stored?.followUpReminderSentAt).not.toBeNull();
  });

  it('refuse a tampered link (403) and an expired one (410), changing nothing', async () => {
    const me = await signUp(t);
    const row = await appliedWithDueFollowUp(me, 'Tampered');
    await runReminders(deps);
    const [mail] = mailsOf(t.config.mail.outboxDir, me, FOLLOW_UP_SUBJECT('Tampered', 'Nordlys'));
    const token = tokenOf(mail, 1);
    const other = await insertRow(t.db, me.userId, { jobTitle: 'Other', companyName: 'X' });

    const forged = [
      token.replace('snooze', 'followed-up'),
      token.replace(row.id, other.id),
      `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`,
      'not-a-token',
      t.app.deps.unsubscribe.token(me.email),
    ];
    for (const value of forged) {
      const response = await act(value);
      expect(response.statusCode, value).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'FORBIDDEN',
        message: expect.stringContaining('not valid'),
      });
    }

    const [stored] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, row.id));
    const old = new Date(Date.now() - (REMINDER_LINK_DAYS + 1) * DAY);
    const expired = t.app.deps.reminderLinks.token(
      { applicationId: row.id, action: 'snooze', sentAt: stored!.followUpReminderSentAt! },
      old,
    );
    const response = await act(expired);
    expect(response.statusCode).toBe(410);
    expect(response.json().error.code).toBe('EXPIRED');

    const [after] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, row.id));
    expect(after).toMatchObject({ followUpOn: today(), followedUpAt: null });
  });
});

describe('two app processes on one database', () => {
  const AUTH_SECRET = 'reminders-test-secret-0123456789-reminders';
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function twoProcesses(reminders: string) {
    const place = {
      databaseUrl: await createTestDatabase(),
      dataDir: mkdtempSync(join(tmpdir(), 'aw-remind-')),
    };
    cleanups.push(() => rmSync(place.dataDir, { recursive: true, force: true }));
    const fast = (config: Config) => {
      config.jobs = {
        ...config.jobs,
        pollingIntervalSeconds: 0.5,
        maintenanceIntervalSeconds: 1,
        cronMonitorIntervalSeconds: 1,
        cronWorkerIntervalSeconds: 1,
        schedules: { ...config.jobs.schedules, reminders },
      };
    };
    const a = await createTestApp({ AUTH_SECRET }, fast, place);
    cleanups.push(() => a.close());
    const b = await createTestApp({ AUTH_SECRET }, fast, place);
    cleanups.push(() => b.close());
    return { a, b, outbox: join(place.dataDir, 'outbox') };
  }

  it('send a due reminder once, from the schedule both run', { timeout: 150_000 }, async () => {
    const { a, b, outbox } = await twoProcesses('* * * * *');
    const me = await signUp(a);
    const rows = await Promise.all(
      ['One', 'Two', 'Three'].map((jobTitle) =>
        insertRow(a.db, me.userId, { jobTitle, companyName: 'Nordlys' }),
      ),
    );
    const ids = rows.map((r) => r.id);
    // Due today, as the API would leave it after a status change to applied.
    await a.db
      .update(jobApplications)
      .set({ status: 'applied', followUpOn: today() })
      .where(inArray(jobApplications.id, ids));

    const count = async () =>
      (
        await a.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, me.userId), eq(notifications.type, 'follow_up_reminders')))
      ).length;
    // The schedule fires at the next minute boundary (pg-boss cron), then mails one by one.
    const deadline = Date.now() + 90_000;
    while ((await count()) < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // Both processes keep checking the schedule every second for a few more seconds.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await count()).toBe(3);
    for (const jobTitle of ['One', 'Two', 'Three']) {
      expect(mailsOf(outbox, me, FOLLOW_UP_SUBJECT(jobTitle, 'Nordlys')), jobTitle).toHaveLength(1);
    }
    const runs = await a.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${REMINDERS_QUEUE}`,
    );
    expect(runs.rows[0]?.n).toBeGreaterThanOrEqual(1);

    // Passes that overlap (two processes at the same moment) claim each reminder once.
    // Tomorrow's date, passed a "tomorrow" clock: the schedule (on today's clock) leaves them be.
    await a.db
      .update(jobApplications)
      .set({ followUpOn: addDays(today(), 1), followUpReminderSentAt: null })
      .where(inArray(jobApplications.id, ids));
    const tomorrow = new Date(Date.now() + DAY);
    const depsOf = (x: TestApp): ReminderDeps => ({
      db: x.db,
      mailer: x.app.deps.mailer,
      log: x.app.log,
      appUrl: x.config.appUrl,
      links: x.app.deps.reminderLinks,
    });
    const sent = await Promise.all([runReminders(depsOf(a), tomorrow), runReminders(depsOf(b), tomorrow)]);
    expect(sent[0] + sent[1]).toBe(3);
    expect(await count()).toBe(6);
  });
});
