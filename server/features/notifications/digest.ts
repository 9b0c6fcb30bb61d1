import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { FOLLOW_UP_STATUS } from '#domain/applications';
import { cvs, jobApplications, notificationPreferences, notifications } from '../../db/schema.ts';
import { mailTexts, type MailTexts } from '../../infra/mail/texts.ts';
import { recipientOf, sendNotificationEmail, type NotifyDeps } from './service.ts';
import { periodicQueue, type Jobs } from '../../infra/jobs.ts';

/**
 * The weekly digest email for users who turned it on (spec 001 §3, issue 5). The pass is a
 * scheduled job that one process runs; even passes that overlap (a manual run, a retry) are safe:
 * each claims due users with one UPDATE … FOR UPDATE SKIP LOCKED, so a user is claimed (and
 * mailed) by exactly one pass once per seven days.
 */

export const DIGEST_INTERVAL_DAYS = 7;
const BATCH = 100;

type Claimed = { userId: string; previous: Date | null };

/** Marks up to BATCH due users as sent now and returns them with their previous send time. */
async function claimDue(deps: NotifyDeps, now: Date): Promise<Claimed[]> {
  const np = notificationPreferences;
  const result = await deps.db.execute<{ user_id: string; previous: string | null }>(sql`
    with due as (
      select ${np.userId} as user_id, ${np.lastDigestAt} as previous
      from ${np}
      where ${np.weeklyDigest} and ${np.emailNotifications}
        and (${np.lastDigestAt} is null
             or ${np.lastDigestAt} <= ${now.toISOString()}::timestamptz - make_interval(days => ${DIGEST_INTERVAL_DAYS}))
      order by ${np.lastDigestAt} nulls first
      limit ${BATCH}
      for update skip locked
    )
    update ${np} set last_digest_at = ${now.toISOString()}::timestamptz
    from due where ${np.userId} = due.user_id
    returning due.user_id, due.previous`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    previous: row.previous ? new Date(row.previous) : null,
  }));
}

export type DigestFigures = {
  applications: number;
  cvs: number;
  unread: number;
  /** Follow-ups to do: applied applications whose follow-up date is this week or has passed. */
  followUps: number;
};

/** What happened in the user's account in the seven days up to `now`. */
export async function digestFigures(deps: NotifyDeps, userId: string, now: Date): Promise<DigestFigures> {
  const since = new Date(now.getTime() - DIGEST_INTERVAL_DAYS * 24 * 60 * 60 * 1000);
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const inAWeek = new Date(now.getTime() + DIGEST_INTERVAL_DAYS * 24 * 60 * 60 * 1000);
  const ja = jobApplications;
  const [applications, uploaded, unread, followUps] = await Promise.all([
    countOf(
      deps.db
        .select({ n: count() })
        .from(jobApplications)
        .where(and(eq(jobApplications.userId, userId), gte(jobApplications.createdAt, since))),
    ),
    countOf(
      deps.db
        .select({ n: count() })
        .from(cvs)
        .where(and(eq(cvs.userId, userId), gte(cvs.createdAt, since))),
    ),
    countOf(
      deps.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
    ),
    countOf(
      deps.db
        .select({ n: count() })
        .from(ja)
        .where(
          and(
            eq(ja.userId, userId),
            eq(ja.status, FOLLOW_UP_STATUS),
            isNull(ja.followedUpAt),
            lt(ja.followUpOn, inAWeek.toISOString().slice(0, 10)),
          ),
        ),
    ),
  ]);
  return { applications, cvs: uploaded, unread, followUps };
}

export function digestMessage(figures: DigestFigures, texts: MailTexts = mailTexts('en')): string {
  const { digest } = texts;
  return [
    digest.intro,
    `• ${digest.applications(figures.applications)}`,
    `• ${digest.cvs(figures.cvs)}`,
    `• ${digest.unread(figures.unread)}`,
    // Only when there is something to do: a zero here would be noise every week.
    ...(figures.followUps > 0 ? [`• ${digest.followUps(figures.followUps)}`] : []),
  ].join('\n');
}

/** The English subject (tests find the mail by it; a Danish user's is in texts.da.ts). */
export const DIGEST_SUBJECT = mailTexts('en').digest.subject;

async function sendDigest(deps: NotifyDeps, claimed: Claimed, now: Date): Promise<void> {
  const to = await recipientOf(deps.db, claimed.userId);
  if (!to) return;
  const texts = mailTexts(to.language);
  const href = deps.appUrl ? `${deps.appUrl}/dashboard` : undefined;
  await sendNotificationEmail(deps, to, {
    subject: texts.digest.subject,
    message: digestMessage(await digestFigures(deps, claimed.userId, now), texts),
    category: 'notification',
    action: href ? { href, label: texts.digest.action } : undefined,
    footer: texts.digest.footer,
  });
}

/** One pass: claims the due users and mails each; returns how many digests went out. */
export async function runWeeklyDigest(deps: NotifyDeps, now = new Date()): Promise<number> {
  let sent = 0;
  for (const claimed of await claimDue(deps, now)) {
    try {
      await sendDigest(deps, claimed, now);
      sent++;
    } catch (error) {
      // Give the claim back so the next pass tries again, instead of skipping a whole week.
      deps.log.error({ err: error, userId: claimed.userId }, 'weekly digest failed');
      await deps.db
        .update(notificationPreferences)
        .set({ lastDigestAt: claimed.previous })
        .where(eq(notificationPreferences.userId, claimed.userId));
    }
  }
  return sent;
}

export const DIGEST_QUEUE = 'weekly-digest';

/**
 * Runs a pass on `cron` (hourly), once across processes (pg-boss schedule, decision 014); the
 * claim above, not the schedule, makes it once a week per user.
 */
export function scheduleWeeklyDigest(jobs: Jobs, deps: NotifyDeps, cron: string): void {
  jobs.define(periodicQueue(DIGEST_QUEUE), async () => {
    const sent = await runWeeklyDigest(deps);
    if (sent) deps.log.info({ sent }, 'weekly digests sent');
  });
  jobs.schedule(DIGEST_QUEUE, cron);
}
