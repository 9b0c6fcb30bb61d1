import { and, eq, sql } from 'drizzle-orm';
import { preparedPerDb, type Db } from '../../db/client.ts';
import { subscriptions, usagePeriods, usageReservations, type SubscriptionRow } from '../../db/schema.ts';
import { applicationsLimitFor, getOrCreateSubscription } from './state.ts';
import { effectivePlan } from './subscription.ts';
import { periodicQueue, type Jobs } from '../../infra/jobs.ts';

/**
 * Applications used per calendar month (UTC) on every plan (spec 000 §2/§9: "applications used this
 * month"). Only Free has a limit; the paid plans are unlimited, so counting them by month too keeps
 * one count across an upgrade (1 of 3, then 1 on Pro, not 0) and the same figure as "this month" on
 * the dashboard and analytics. The generator calls consumeApplication before it generates, then
 * settleReservation when it saved or releaseReservation when it failed.
 */

export type UsagePeriod = { start: Date; end: Date; limit: number };
export type Usage = { used: number; limit: number };

function calendarMonth(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/** The period that counts right now for this subscription (the calendar month), and its limit. */
export function usagePeriodFor(row: SubscriptionRow, now: Date): UsagePeriod {
  return { ...calendarMonth(now), limit: applicationsLimitFor(effectivePlan(row, now)) };
}

async function periodOf(db: Db, userId: string, now: Date): Promise<UsagePeriod> {
  return usagePeriodFor(await getOrCreateSubscription(db, userId), now);
}

export async function currentUsage(db: Db, userId: string, now = new Date()): Promise<Usage> {
  return (await subscriptionWithUsage(db, userId, now)).usage;
}

/**
 * The subscription and the usage of its current period in one query (GET /api/subscription is read
 * on every page): the period is the calendar month, known before the row is read.
 */
const subscriptionQuery = preparedPerDb((db) =>
  db
    .select({ row: subscriptions, used: usagePeriods.applicationsUsed })
    .from(subscriptions)
    .leftJoin(
      usagePeriods,
      and(
        eq(usagePeriods.userId, subscriptions.userId),
        eq(usagePeriods.periodStart, sql.placeholder('periodStart')),
      ),
    )
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .prepare('subscription_with_usage'),
);

export async function subscriptionWithUsage(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ row: SubscriptionRow; usage: Usage }> {
  const { start } = calendarMonth(now);
  const [found] = await subscriptionQuery(db).execute({ userId, periodStart: start.toISOString() });
  const row = found?.row ?? (await getOrCreateSubscription(db, userId));
  return { row, usage: { used: found?.used ?? 0, limit: usagePeriodFor(row, now).limit } };
}

/**
 * Counts one application if the limit allows it, and reserves it for the generation under way
 * (usage_reservations). One statement: the upsert's WHERE is evaluated against the row as locked
 * by the conflict, so two calls at the limit cannot both pass. The profile's copy of the count is
 * updated in the same statement.
 */
export async function consumeApplication(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ allowed: boolean; used: number; limit: number; reservation?: string }> {
  const { start, end, limit } = await periodOf(db, userId, now);
  const underLimit = limit < 0 ? sql`true` : sql`usage_periods.applications_used < ${limit}`;
  const result = await db.execute<{ applications_used: number; reservation: string }>(sql`
    with counted as (
      insert into usage_periods (user_id, period_start, period_end, applications_used)
      values (${userId}, ${start.toISOString()}, ${end.toISOString()}, 1)
      on conflict (user_id, period_start)
        do update set applications_used = usage_periods.applications_used + 1
        where ${underLimit}
      returning applications_used
    ), mirrored as (
      update profiles set applications_used = counted.applications_used
      from counted where profiles.id = ${userId}
    ), reserved as (
      insert into usage_reservations (user_id, period_start)
      select ${userId}, ${start.toISOString()} from counted
      returning id
    )
    select applications_used, (select id from reserved) as reservation from counted`);
  const counted = result.rows[0];
  if (counted)
    return { allowed: true, used: counted.applications_used, limit, reservation: counted.reservation };
  return { allowed: false, used: (await currentUsage(db, userId, now)).used, limit };
}

/**
 * Gives back the applications of reservations (a generation that failed, or that a dead process
 * left unfinished): each one is deleted and its period's count lowered, in one statement.
 */
async function giveBack(db: Db, which: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from usage_reservations where ${which} returning user_id, period_start
    ), counts as (
      select user_id, period_start, count(*)::int as n from gone group by user_id, period_start
    ), released as (
      update usage_periods set applications_used = greatest(applications_used - counts.n, 0)
      from counts
      where usage_periods.user_id = counts.user_id and usage_periods.period_start = counts.period_start
      returning usage_periods.user_id, usage_periods.period_end, applications_used
    ), mirrored as (
      update profiles set applications_used = released.applications_used
      from released where profiles.id = released.user_id and released.period_end > now()
    )
    select count(*)::int as n from gone`);
  return result.rows[0]?.n ?? 0;
}

/** Gives back the application a failed generation reserved. */
export async function releaseReservation(db: Db, reservation: string): Promise<void> {
  await giveBack(db, sql`id = ${reservation}`);
}

/** The generation saved its result: the application stays counted. */
export async function settleReservation(db: Db, reservation: string): Promise<void> {
  await db.delete(usageReservations).where(eq(usageReservations.id, reservation));
}

/**
 * Gives back what generations reserved before `before` and never settled: their process died
 * (a crash, an OOM kill, a deploy). Returns how many.
 */
export function releaseStaleReservations(db: Db, before: Date): Promise<number> {
  return giveBack(db, sql`created_at < ${before.toISOString()}`);
}

/**
 * A generation takes seconds to a few minutes; a reservation this old belongs to a process that
 * is gone (another process's generation under way is younger, so several processes can sweep).
 */
export const STALE_RESERVATION_MS = 15 * 60_000;
export const RESERVATIONS_QUEUE = 'usage-reservations';

/**
 * Gives back stale reservations on `cron` (every 5 minutes) and when a process starts, once across
 * processes (pg-boss schedule, decision 014).
 */
export function scheduleReservationSweep(
  jobs: Jobs,
  deps: { db: Db; log: { info(o: object, m: string): void } },
  cron: string,
): void {
  jobs.define(periodicQueue(RESERVATIONS_QUEUE, { retryLimit: 1, expireInSeconds: 5 * 60 }), async () => {
    const released = await releaseStaleReservations(deps.db, new Date(Date.now() - STALE_RESERVATION_MS));
    if (released) deps.log.info({ released }, 'gave back the usage of generations a stopped process left');
  });
  jobs.schedule(RESERVATIONS_QUEUE, cron, { atStart: true });
}
