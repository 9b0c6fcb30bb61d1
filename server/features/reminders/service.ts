import { and, eq, sql } from 'drizzle-orm';
import { FOLLOW_UP_STATUS, INTERVIEW_REMINDER_STATUSES, SNOOZE_DAYS } from '#domain/applications';
import type { TReminderActionResult } from '#domain/reminders';
import { jobApplications } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { periodicQueue, type Jobs } from '../../infra/jobs.ts';
import type { MailLanguage, MailTexts } from '../../infra/mail/texts.ts';
import { notify, type NotifyDeps } from '../notifications/service.ts';
import type { ReminderLinks } from './links.ts';

/**
 * Follow-up and interview reminders (issue 17). A pass runs on a schedule (pg-boss, once across
 * processes, decision 014) and claims due reminders with one UPDATE … FOR UPDATE SKIP LOCKED …
 * RETURNING that sets their sent marker: two passes at once (two processes, a retry) never claim
 * the same reminder, and a reminder whose status moved on or whose date was cleared or moved is
 * not due any more, so it is never claimed. A process that dies between the claim and the send
 * loses that one reminder (at most once, never twice).
 */

export type ReminderDeps = NotifyDeps & { links: ReminderLinks };

const BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

type ClaimedFollowUp = {
  id: string;
  user_id: string;
  job_title: string;
  company_name: string;
  /** The last time the application became applied (null for rows older than status events). */
  applied_at: string | null;
};

async function claimFollowUps(deps: ReminderDeps, now: Date): Promise<ClaimedFollowUp[]> {
  const ja = jobApplications;
  const at = now.toISOString();
  const result = await deps.db.execute<ClaimedFollowUp>(sql`
    with due as (
      select ${ja.id} as id from ${ja}
      where ${ja.status} = ${FOLLOW_UP_STATUS}
        and ${ja.followUpOn} <= (${at}::timestamptz at time zone 'UTC')::date
        and ${ja.followUpReminderSentAt} is null and ${ja.followedUpAt} is null
      order by ${ja.followUpOn}
      limit ${BATCH}
      for update skip locked
    )
    update ${ja} set follow_up_reminder_sent_at = ${at}::timestamptz
    from due where ${ja.id} = due.id
    returning ${ja.id} as id, ${ja.userId} as user_id, ${ja.jobTitle} as job_title,
      ${ja.companyName} as company_name,
      (select to_char(max(e.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
         from application_status_events e
         where e.application_id = ${ja.id} and e.to_status = ${FOLLOW_UP_STATUS}) as applied_at`);
  return result.rows;
}

type ClaimedInterview = {
  id: string;
  user_id: string;
  job_title: string;
  company_name: string;
  interview_at: string;
};

/** Interviews within the next day whose reminder has not gone out. */
async function claimInterviews(deps: ReminderDeps, now: Date): Promise<ClaimedInterview[]> {
  const ja = jobApplications;
  const at = now.toISOString();
  const result = await deps.db.execute<ClaimedInterview>(sql`
    with due as (
      select ${ja.id} as id from ${ja}
      where ${ja.interviewAt} > ${at}::timestamptz
        and ${ja.interviewAt} <= ${at}::timestamptz + interval '1 day'
        and ${ja.interviewReminderSentAt} is null
        and ${ja.status} in ${INTERVIEW_REMINDER_STATUSES}
      order by ${ja.interviewAt}
      limit ${BATCH}
      for update skip locked
    )
    update ${ja} set interview_reminder_sent_at = ${at}::timestamptz
    from due where ${ja.id} = due.id
    returning ${ja.id} as id, ${ja.userId} as user_id, ${ja.jobTitle} as job_title,
      ${ja.companyName} as company_name,
      to_char(${ja.interviewAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as interview_at`);
  return result.rows;
}

/** Whole days from `since` to `now`. */
export const daysBetween = (since: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));

/** The interview time as the email says it. Users have no time zone on file: it is said in UTC. */
export function interviewWhen(at: Date, language: MailLanguage): string {
  const formatted = new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${formatted} UTC`;
}

async function sendFollowUp(deps: ReminderDeps, row: ClaimedFollowUp, now: Date) {
  const link = `/applications/${row.id}`;
  const claim = { applicationId: row.id, sentAt: now };
  await notify(deps, row.user_id, 'follow_up_reminders', (texts: MailTexts) => ({
    ...texts.reminders.followUp({
      jobTitle: row.job_title,
      companyName: row.company_name,
      daysSinceApplied: row.applied_at ? daysBetween(new Date(row.applied_at), now) : null,
    }),
    link,
    emailActions: [
      {
        href: deps.links.url({ ...claim, action: 'followed-up' }, now),
        label: texts.reminders.markFollowedUp,
      },
      {
        href: deps.links.url({ ...claim, action: 'snooze' }, now),
        label: texts.reminders.snooze(SNOOZE_DAYS),
      },
    ],
    footer: texts.reminders.footer,
  }));
}

async function sendInterview(deps: ReminderDeps, row: ClaimedInterview) {
  await notify(deps, row.user_id, 'follow_up_reminders', (texts: MailTexts) => ({
    ...texts.reminders.interview({
      jobTitle: row.job_title,
      companyName: row.company_name,
      when: interviewWhen(new Date(row.interview_at), texts.htmlLang),
    }),
    link: `/applications/${row.id}`,
    footer: texts.reminders.footer,
  }));
}

/** One pass: claims what is due and tells each user; returns how many reminders went out. */
export async function runReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const followUps = await claimFollowUps(deps, now);
  for (const row of followUps) await sendFollowUp(deps, row, now);
  const interviews = await claimInterviews(deps, now);
  for (const row of interviews) await sendInterview(deps, row);
  return followUps.length + interviews.length;
}

export const REMINDERS_QUEUE = 'follow-up-reminders';

/** Runs a pass on `cron` (every minute), once across processes (decision 014). */
export function scheduleReminders(jobs: Jobs, deps: ReminderDeps, cron: string): void {
  jobs.define(periodicQueue(REMINDERS_QUEUE, { retryLimit: 0, expireInSeconds: 5 * 60 }), async () => {
    const sent = await runReminders(deps);
    if (sent) deps.log.info({ sent }, 'reminders sent');
  });
  jobs.schedule(REMINDERS_QUEUE, cron);
}

/**
 * What a one-click link does, once: the update only applies while the reminder the link came from
 * is still the application's current one (same sent marker, not followed up). A second click, or
 * a click after the date was moved, changes nothing and says so.
 */
export async function applyReminderAction(
  deps: Pick<ReminderDeps, 'db' | 'links'>,
  token: string,
  now = new Date(),
): Promise<TReminderActionResult> {
  const checked = deps.links.check(token, now);
  if (!checked.ok) {
    throw checked.reason === 'expired'
      ? new AppError(
          'EXPIRED',
          'This link has expired. Open the application in Applywise to change its follow-up date.',
        )
      : new AppError('FORBIDDEN', 'This link is not valid. Open the application in Applywise instead.');
  }
  const { applicationId, action, sentAt } = checked.claim;
  const ja = jobApplications;
  const current = and(
    eq(ja.id, applicationId),
    eq(ja.followUpReminderSentAt, sentAt),
    sql`${ja.followedUpAt} is null`,
  );
  const snoozedTo = sql`greatest((${now.toISOString()}::timestamptz at time zone 'UTC')::date, ${ja.followUpOn}) + ${SNOOZE_DAYS}::int`;
  const set =
    action === 'followed-up'
      ? { followedUpAt: now }
      : { followUpOn: sql`(${snoozedTo})::date` as unknown as string, followUpReminderSentAt: null };
  const returning = { jobTitle: ja.jobTitle, companyName: ja.companyName, followUpOn: ja.followUpOn };
  const [done] = await deps.db.update(ja).set(set).where(current).returning(returning);
  if (done) return { outcome: action === 'followed-up' ? 'followed_up' : 'snoozed', ...done };
  const [row] = await deps.db.select(returning).from(ja).where(eq(ja.id, applicationId));
  if (!row) throw new AppError('NOT_FOUND', 'This application no longer exists.');
  return { outcome: 'already_done', ...row };
}
