import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TDataExport } from '#domain/account';
import * as schema from '../../db/schema.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { call, uploadCv } from '../onboarding/onboarding-test-helpers.ts';
import { OWNED_TABLES, ownedTableNames, SPECIAL_TABLES } from './owned-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Me = Awaited<ReturnType<typeof signUp>>;

/** Every (table, column) whose foreign key points at the user table, read from PostgreSQL itself. */
async function userReferences(): Promise<{ table: string; column: string }[]> {
  const result = await t.db.execute<{ table: string; column: string }>(sql`
    select cl.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = '"user"'::regclass
    order by 1`);
  return result.rows;
}

/** How many rows of the user each table still holds (the user table itself included). */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of [{ table: 'user', column: 'id' }, ...(await userReferences())]) {
    const result = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}

const storedFiles = (userId: string) => {
  const dir = join(t.config.files.localDir, userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

const signIn = (me: Me) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email: me.email, password: me.password },
  });

/** A row in every table a user can own, so export and deletion are tested against all of them. */
async function seedEverything(me: Me, cvId: string) {
  const userId = me.userId;
  const db = t.db;
  const [template] = await db
    .insert(schema.cvTemplates)
    .values({ slug: `t-${randomUUID()}`, name: 'Nordic' })
    .returning();
  const [premium] = await db
    .insert(schema.premiumTemplates)
    .values({ slug: `p-${randomUUID()}`, name: 'Gold', priceDkk: 49 })
    .returning();
  const [application] = await db
    .insert(schema.jobApplications)
    .values({
      userId,
      jobTitle: 'Data Engineer',
      companyName: 'Vestas',
      cvId,
      shareTokenHash: randomUUID(),
      status: 'applied',
      followUpOn: '2026-03-02',
      followUpReminderSentAt: new Date('2026-03-02T08:00:00.000Z'),
      interviewAt: new Date('2026-03-10T09:30:00.000Z'),
    })
    .returning();
  await db
    .insert(schema.applicationStatusEvents)
    .values({ userId, applicationId: application!.id, toStatus: 'draft' });
  await db
    .insert(schema.notifications)
    .values({ userId, type: 'plan_changes', title: 'Hi', message: 'There' });
  const [source] = await db
    .insert(schema.jobSources)
    .values({
      userId,
      kind: 'lever',
      board: 'fjordpay',
      label: 'Lever · fjordpay',
      input: 'lever:fjordpay',
      fetchUrl: 'https://api.lever.co/v0/postings/fjordpay?mode=json',
    })
    .returning();
  const [posting] = await db
    .insert(schema.jobPostings)
    .values({
      userId,
      sourceId: source!.id,
      externalId: 'p1',
      dedupeKey: 'fjordpay|engineer|copenhagen',
      title: 'Engineer',
      company: 'fjordpay',
      location: 'Copenhagen',
      remote: false,
      language: 'en',
      description: 'Build payments.',
    })
    .returning();
  await db.insert(schema.jobSavedSearches).values({ userId, name: 'Aarhus', location: 'Aarhus' });
  await db.insert(schema.savedJobs).values({ userId, jobTitle: 'Analyst', postingId: posting!.id });
  await db
    .insert(schema.jobMatches)
    .values({ userId, jobTitle: 'Engineer', matchScore: 80, postingId: posting!.id, cvId });
  await db
    .insert(schema.jobScoringState)
    .values({ userId, postingsVersion: 1, scoredVersion: 1, scoredCvId: cvId });
  await db.insert(schema.userFavoriteTemplates).values({ userId, templateId: template!.id });
  await db.insert(schema.templateUsage).values({ userId, templateId: template!.id, feedbackRating: 5 });
  const [conversation] = await db
    .insert(schema.assistantConversations)
    .values({ userId, title: 'Interview prep' })
    .returning();
  await db
    .insert(schema.assistantMessages)
    .values({ userId, conversationId: conversation!.id, role: 'user', content: 'Help me prepare' });
  await db.insert(schema.linkedinAnalyses).values({
    userId,
    linkedinUrl: 'https://www.linkedin.com/in/mads',
    source: 'text',
    score: 70,
    analysis: { score: 70 },
  });
  await db.insert(schema.companyResearch).values({
    userId,
    companyKey: 'novo nordisk',
    companyName: 'Novo Nordisk',
    result: { name: 'Novo Nordisk' },
  });
  await db
    .insert(schema.templatePurchases)
    .values({ userId, premiumTemplateId: premium!.id, amount: 4900, currency: 'dkk', provider: 'local' });
  const [subscription] = await db.insert(schema.subscriptions).values({ userId }).returning();
  const start = new Date();
  await db
    .insert(schema.usagePeriods)
    .values({ userId, periodStart: start, periodEnd: new Date(start.getTime() + 1000) });
  await db.insert(schema.usageReservations).values({ userId, periodStart: start });
  const [invoice] = await db
    .insert(schema.invoices)
    .values({
      userId,
      subscriptionId: subscription!.id,
      provider: 'local',
      amount: 1900,
      currency: 'usd',
      status: 'paid',
    })
    .returning();
  await db
    .insert(schema.checkoutSessions)
    .values({ userId, item: {}, amount: 1900, currency: 'usd', expiresAt: new Date() });
  await db.insert(schema.errorLogs).values({ userId, errorType: 'ERROR_BOUNDARY', errorMessage: 'boom' });
  await db.insert(schema.contactMessages).values({ userId, name: 'Mads', email: me.email, message: 'Hello' });
  await db.insert(schema.cookieConsents).values({ userId, consentId: randomUUID() });
  await db
    .insert(schema.apiKeys)
    .values({ userId, name: 'CI', keyHash: `hash-${randomUUID()}`, prefix: 'aw_' });
  await db
    .insert(schema.twoFactor)
    .values({ id: randomUUID(), userId, secret: 'TOTP-SECRET', backupCodes: 'BACKUP-CODES' });
  await db.insert(schema.emailPreferences).values({ email: me.email.toLowerCase(), marketing: false });
  return { application: application!, invoice: invoice! };
}

describe('which tables hold user data', () => {
  it('every table with a foreign key to the user is exported and deleted, or handled on purpose', async () => {
    const referencing = new Set((await userReferences()).map((r) => r.table));
    const covered = new Set<string>([...ownedTableNames(), ...SPECIAL_TABLES]);
    expect([...referencing].filter((table) => !covered.has(table))).toEqual([]);
    // And nothing listed that no longer references the user.
    expect(ownedTableNames().filter((table) => !referencing.has(table))).toEqual([]);
  });
});

describe('GET /api/account/export', () => {
  it('is 401 signed out', async () => {
    expect((await call(t, '', 'GET', '/api/account/export')).statusCode).toBe(401);
  });

  it("downloads the spec's structure with the user's CV, every owned table, and no secrets", async () => {
    const me = await signUp(t, { name: 'Mads Holm' });
    const cv = await uploadCv(t, me.cookie);
    const { application } = await seedEverything(me, cv.id);
    const other = await signUp(t);

    const response = await call(t, me.cookie, 'GET', '/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="applywise-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = response.json() as TDataExport;

    expect(data.userInfo).toMatchObject({ id: me.userId, email: me.email });
    expect(Date.parse(data.exportDate)).not.toBeNaN();
    expect((data.profile as { id: string }).id).toBe(me.userId);
    expect(data.cvs).toHaveLength(1);
    expect(data.cvs[0]).toMatchObject({ id: cv.id, name: 'Mads Holm CV', extractionStatus: 'completed' });
    expect(data.applications[0]).toMatchObject({
      id: application.id,
      jobTitle: 'Data Engineer',
      // Follow-up and interview reminders (issue 17) are the user's data too.
      followUpOn: '2026-03-02',
      followedUpAt: null,
      followUpReminderSentAt: '2026-03-02T08:00:00.000Z',
      interviewAt: '2026-03-10T09:30:00.000Z',
      interviewReminderSentAt: null,
    });
    expect((data.notificationPreferences as unknown[])[0]).toMatchObject({
      followUpReminders: true,
      followUpDays: 7,
    });
    // The seeded one and the one the CV upload created.
    expect((data.notifications as { title: string }[]).map((n) => n.title).sort()).toEqual([
      'CV Processed Successfully',
      'Hi',
    ]);
    expect(data.savedJobs).toHaveLength(1);
    for (const entry of OWNED_TABLES) {
      expect(Array.isArray(data[entry.key]), entry.key).toBe(true);
      expect((data[entry.key] as unknown[]).length, entry.key).toBeGreaterThan(0);
      expect(data.metadata.totalRecords[entry.key], entry.key).toBe((data[entry.key] as unknown[]).length);
    }
    expect(data.emailPreferences).toHaveLength(1);
    expect(data.metadata.totalRecords.cvs).toBe(1);

    const text = response.body;
    for (const secret of [
      'TOTP-SECRET',
      'BACKUP-CODES',
      'hash-',
      '"token"',
      '"password"',
      'shareTokenHash',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).not.toContain(other.userId);
  });
});

describe('POST /api/account/delete', () => {
  it('is 401 signed out and 400 for a bad body', async () => {
    expect((await call(t, '', 'POST', '/api/account/delete', { password: 'x' })).statusCode).toBe(401);
    const me = await signUp(t);
    for (const [payload, field] of [
      [{ password: 42 }, 'password'],
      [{ password: '' }, 'password'],
      [{}, 'password'],
      [{ password: 'x', extra: true }, '_'],
    ] as const) {
      const response = await call(t, me.cookie, 'POST', '/api/account/delete', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields).toHaveProperty(field);
    }
    expect((await rowsOf(me.userId)).user).toBe(1);
  });

  it('a wrong password is 403 and deletes nothing', async () => {
    const me = await signUp(t);
    await uploadCv(t, me.cookie);
    const before = await rowsOf(me.userId);
    const response = await call(t, me.cookie, 'POST', '/api/account/delete', { password: 'wrong password!' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.fields).toEqual({ password: 'Incorrect password' });
    expect(await rowsOf(me.userId)).toEqual(before);
    expect(storedFiles(me.userId)).toHaveLength(1);
    expect((await call(t, me.cookie, 'GET', '/api/profile')).statusCode).toBe(200);
  });

  it('deletes every row of the user in every table and the stored files, then signs out', async () => {
    const me = await signUp(t, { name: 'Mads Holm' });
    const cv = await uploadCv(t, me.cookie);
    const { invoice } = await seedEverything(me, cv.id);
    const bystander = await signUp(t);
    await uploadCv(t, bystander.cookie);
    const bystanderRows = await rowsOf(bystander.userId);
    expect(storedFiles(me.userId)).toHaveLength(1);

    const response = await call(t, me.cookie, 'POST', '/api/account/delete', { password: me.password });
    expect(response.statusCode).toBe(204);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => /^applywise\.session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);

    const left = await rowsOf(me.userId);
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    const mailChoices = await t.db
      .select()
      .from(schema.emailPreferences)
      .where(eq(schema.emailPreferences.email, me.email.toLowerCase()));
    expect(mailChoices).toEqual([]);
    expect(storedFiles(me.userId)).toEqual([]);
    // Financial records and logs stay, unlinked (ON DELETE SET NULL).
    const [kept] = await t.db.select().from(schema.invoices).where(eq(schema.invoices.id, invoice.id));
    expect(kept).toMatchObject({ userId: null, subscriptionId: null, amount: 1900 });

    expect((await call(t, me.cookie, 'GET', '/api/profile')).statusCode).toBe(401);
    expect((await signIn(me)).statusCode).not.toBe(200);
    expect(await rowsOf(bystander.userId)).toEqual(bystanderRows);
    expect(storedFiles(bystander.userId)).toHaveLength(1);
  });

  it('a database failure part-way rolls back and leaves the account usable', async () => {
    const me = await signUp(t);
    const cv = await uploadCv(t, me.cookie);
    await seedEverything(me, cv.id);
    const before = await rowsOf(me.userId);
    await t.db.execute(sql`
      create or replace function test_refuse_delete() returns trigger as $$
      begin raise exception 'refused by test'; end; $$ language plpgsql`);
    await t.db.execute(
      sql`create trigger test_refuse before delete on saved_jobs for each row execute function test_refuse_delete()`,
    );
    try {
      const response = await call(t, me.cookie, 'POST', '/api/account/delete', { password: me.password });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger test_refuse on saved_jobs`);
    }
    expect(await rowsOf(me.userId)).toEqual(before);
    expect(storedFiles(me.userId)).toHaveLength(1);
    expect((await call(t, me.cookie, 'GET', '/api/profile')).statusCode).toBe(200);
    expect((await signIn(me)).statusCode).toBe(200);
  });

  it('stops before deleting anything when a paid Stripe subscription cannot be cancelled', async () => {
    const me = await signUp(t);
    await t.db.insert(schema.subscriptions).values({
      userId: me.userId,
      plan: 'pro',
      status: 'active',
      provider: 'stripe',
      providerSubscriptionId: `sub_${randomUUID()}`,
    });
    const response = await call(t, me.cookie, 'POST', '/api/account/delete', { password: me.password });
    expect(response.statusCode).toBe(409);
    expect((await rowsOf(me.userId)).user).toBe(1);
  });

  it('a social-only account needs a sign-in from the last 10 minutes', async () => {
    const me = await signUp(t);
    // Without a password credential the account is social-only.
    await t.db.delete(schema.account).where(eq(schema.account.userId, me.userId));
    await t.db
      .update(schema.session)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(schema.session.userId, me.userId));
    const stale = await call(t, me.cookie, 'POST', '/api/account/delete', {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.fields).toHaveProperty('session');
    expect((await rowsOf(me.userId)).user).toBe(1);

    await t.db
      .update(schema.session)
      .set({ createdAt: new Date() })
      .where(eq(schema.session.userId, me.userId));
    expect((await call(t, me.cookie, 'POST', '/api/account/delete', {})).statusCode).toBe(204);
    expect((await rowsOf(me.userId)).user).toBe(0);
  });
});
