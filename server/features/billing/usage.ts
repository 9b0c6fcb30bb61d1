import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usagePeriods, type SubscriptionRow } from '../../db/schema.ts';
import { applicationsLimitFor, getOrCreateSubscription } from './state.ts';
import { effectivePlan } from './subscription.ts';

/**
 * Applications used per period (spec 000 §9): the calendar month (UTC) on Free, the billing period
 * on a paid plan. The generator calls consumeApplication before it generates and
 * releaseApplication when generating failed.
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
 * Counts one application if the limit allows it. One statement: the upsert's WHERE is evaluated
 * against the row as locked by the conflict, so two calls at the limit cannot both pass. The
 * profile's copy of the count is updated in the same statement.
 */
export async function consumeApplication(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ allowed: boolean; used: number; limit: number }> {
  const { start, end, limit } = await periodOf(db, userId, now);
  const underLimit = limit < 0 ? sql`true` : sql`usage_periods.applications_used < ${limit}`;
  const result = await db.execute<{ applications_used: number }>(sql`
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
    )
    select applications_used from counted`);
  const counted = result.rows[0];
  if (counted) return { allowed: true, used: counted.applications_used, limit };
  return { allowed: false, used: (await currentUsage(db, userId, now)).used, limit };
}

/** Gives back one application of the current period (the generation it paid for failed). */
export async function releaseApplication(db: Db, userId: string, now = new Date()): Promise<void> {
  const { start } = await periodOf(db, userId, now);
  await db.execute(sql`
    with released as (
      update usage_periods set applications_used = greatest(applications_used - 1, 0)
      where user_id = ${userId} and period_start = ${start.toISOString()}
      returning applications_used
    )
    update profiles set applications_used = released.applications_used
    from released where profiles.id = ${userId}`);
}
