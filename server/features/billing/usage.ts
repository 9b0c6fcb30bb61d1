import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usagePeriods, usageReservations, type SubscriptionRow } from '../../db/schema.ts';
import { applicationsLimitFor, getOrCreateSubscription } from './state.ts';
import { effectivePlan } from './subscription.ts';

/**
 * Applications used per period (spec 000 §9): the calendar month (UTC) on Free, the billing period
 * on a paid plan. The generator calls consumeApplication before it generates, then
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

/** The period that counts right now for this subscription, and its limit. */
export function usagePeriodFor(row: SubscriptionRow, now: Date): UsagePeriod {
  const plan = effectivePlan(row, now);
  const limit = applicationsLimitFor(plan);
  const { currentPeriodStart: start, currentPeriodEnd: end } = row;
  if (plan !== 'free' && start && end && start < end) return { start, end, limit };
  return { ...calendarMonth(now), limit };
}

async function periodOf(db: Db, userId: string, now: Date): Promise<UsagePeriod> {
  return usagePeriodFor(await getOrCreateSubscription(db, userId), now);
}

export async function currentUsage(db: Db, userId: string, now = new Date()): Promise<Usage> {
  const period = await periodOf(db, userId, now);
  const [row] = await db
    .select({ used: usagePeriods.applicationsUsed })
    .from(usagePeriods)
    .where(and(eq(usagePeriods.userId, userId), eq(usagePeriods.periodStart, period.start)));
  return { used: row?.used ?? 0, limit: period.limit };
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
const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Gives back stale reservations at start-up and every few minutes after; unref'd so it never
 * keeps the process alive.
 */
export function startReservationSweep(deps: {
  db: Db;
  log: { info(o: object, m: string): void; error(o: object, m: string): void };
}): { stop(): void } {
  const sweep = () =>
    releaseStaleReservations(deps.db, new Date(Date.now() - STALE_RESERVATION_MS))
      .then((n) => {
        if (n) deps.log.info({ released: n }, 'gave back the usage of generations a stopped process left');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'usage reservation sweep failed'));
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
