import { sql } from 'drizzle-orm';
import { STRONG_MATCH_SCORE } from '#domain/job-discovery';
import { cvs, jobMatches, jobPostings, notificationPreferences } from '../../db/schema.ts';
import { periodicQueue, type Jobs } from '../../infra/jobs.ts';
import type { MailTexts } from '../../infra/mail/texts.ts';
import { notify, type NotifyDeps } from '../notifications/service.ts';

/**
 * Alerts of new strong job matches (issue 17, decision 026). A pass runs hourly on the job queue
 * (once across processes, decision 014). It claims the users whose alert is due (daily or weekly
 * after their last, alerts on, a channel on, something to announce) with one UPDATE … FOR UPDATE
 * SKIP LOCKED, like the weekly digest; then, per user, claims the matches to announce with one
 * UPDATE that sets their `alerted_at` where it is still null. Two passes at once never claim the
 * same user, and a match is announced once even if they did. A process that dies between the
 * claim and the send loses that alert (at most once, never twice), as reminders do.
 */

/** Matches scored longer ago are never announced (a user who turns alerts on is not flooded). */
export const ALERT_WINDOW_DAYS = 7;
const INTERVAL_DAYS = { daily: 1, weekly: 7 } as const;
/** The hourly pass starts a few seconds late or early; a day's alert must not slip an hour. */
const SLACK_MINUTES = 10;
/** Matches listed in the email; the rest are counted. */
export const LISTED_IN_EMAIL = 10;
const USERS_PER_BATCH = 100;
const MAX_BATCHES = 20;

const m = jobMatches;
const p = jobPostings;
const np = notificationPreferences;

/** What makes a match of `userId` one to announce: strong, new, open, scored against the default CV. */
function announceable(userId: ReturnType<typeof sql>, now: Date) {
  const since = new Date(now.getTime() - ALERT_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return sql`${m.userId} = ${userId} and ${m.alertedAt} is null
    and ${m.matchScore} >= ${STRONG_MATCH_SCORE}
    and ${m.createdAt} > ${since}::timestamptz
    and ${p.id} = ${m.postingId} and ${p.expiredAt} is null and ${p.hiddenAt} is null
    and ${cvs.id} = ${m.cvId} and ${cvs.isDefault}`;
}

type ClaimedUser = { user_id: string; previous: string | null };

async function claimDueUsers(deps: NotifyDeps, now: Date): Promise<ClaimedUser[]> {
  const at = now.toISOString();
  const result = await deps.db.execute<ClaimedUser>(sql`
    with due as (
      select ${np.userId} as user_id, ${np.lastJobMatchAlertAt} as previous
      from ${np}
      where ${np.jobMatchAlerts} and (${np.emailNotifications} or ${np.inAppNotifications})
        and (${np.lastJobMatchAlertAt} is null
             or ${np.lastJobMatchAlertAt} <= ${at}::timestamptz
                - make_interval(days => case when ${np.jobMatchAlertFrequency} = 'daily'
                    then ${INTERVAL_DAYS.daily}::int else ${INTERVAL_DAYS.weekly}::int end)
                + make_interval(mins => ${SLACK_MINUTES}::int))
        and exists (select 1 from ${m}, ${p}, ${cvs} where ${announceable(sql`${np.userId}`, now)})
      order by ${np.lastJobMatchAlertAt} nulls first
      limit ${USERS_PER_BATCH}
      for update of ${np} skip locked
    )
    update ${np} set last_job_match_alert_at = ${at}::timestamptz
    from due where ${np.userId} = due.user_id
    returning due.user_id, due.previous`);
  return result.rows;
}

export type AnnouncedMatch = {
  title: string;
  company: string;
  location: string;
  applyUrl: string | null;
  score: number;
};

/** Marks the user's announceable matches announced and returns them, best first. */
async function claimMatches(deps: NotifyDeps, userId: string, now: Date): Promise<AnnouncedMatch[]> {
  const result = await deps.db.execute<{
    title: string;
    company: string;
    location: string;
    apply_url: string | null;
    score: number;
  }>(sql`
    update ${m} set alerted_at = ${now.toISOString()}::timestamptz
    from ${p}, ${cvs}
    where ${announceable(sql`${userId}`, now)}
    returning ${p.title} as title, ${p.company} as company, ${p.location} as location,
      ${p.applyUrl} as apply_url, ${m.matchScore} as score`);
  return result.rows
    .map((row) => ({
      title: row.title,
      company: row.company,
      location: row.location,
      applyUrl: row.apply_url,
      score: row.score,
    }))
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
}

/** Only web addresses are printed in the email: a board's apply URL is the board's text. */
const webAddress = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

export function alertEmailMessage(matches: readonly AnnouncedMatch[], texts: MailTexts): string {
  const listed = matches.slice(0, LISTED_IN_EMAIL).map((match) => {
    const address = webAddress(match.applyUrl);
    return `• ${texts.jobMatches.line(match)}${address ? `\n  ${address}` : ''}`;
  });
  const rest = matches.length - listed.length;
  return [
    texts.jobMatches.intro(matches.length),
    '',
    ...listed,
    ...(rest > 0 ? ['', texts.jobMatches.more(rest)] : []),
  ].join('\n');
}

async function alertUser(deps: NotifyDeps, claimed: ClaimedUser, now: Date): Promise<boolean> {
  const matches = await claimMatches(deps, claimed.user_id, now);
  if (matches.length === 0) {
    // Hidden or expired since the user was claimed: nothing was said, so the claim is given back.
    await deps.db.execute(
      sql`update ${np} set last_job_match_alert_at = ${claimed.previous}::timestamptz where ${np.userId} = ${claimed.user_id}`,
    );
    return false;
  }
  await notify(deps, claimed.user_id, 'job_match_alerts', (texts: MailTexts) => ({
    ...texts.jobMatches.notice(matches.length),
    link: '/job-discovery',
    emailMessage: alertEmailMessage(matches, texts),
    footer: texts.jobMatches.footer,
  }));
  return true;
}

/** One pass: claims the users whose alert is due and tells each; returns how many were alerted. */
export async function runMatchAlerts(deps: NotifyDeps, now = new Date()): Promise<number> {
  let alerted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await claimDueUsers(deps, now);
    for (const user of claimed) if (await alertUser(deps, user, now)) alerted++;
    if (claimed.length < USERS_PER_BATCH) break;
  }
  return alerted;
}

export const MATCH_ALERTS_QUEUE = 'job-match-alerts';

/** Runs a pass on `cron` (hourly), once across processes; the claims make it daily or weekly per user. */
export function scheduleMatchAlerts(jobs: Jobs, deps: NotifyDeps, cron: string): void {
  jobs.define(periodicQueue(MATCH_ALERTS_QUEUE, { retryLimit: 0, expireInSeconds: 15 * 60 }), async () => {
    const alerted = await runMatchAlerts(deps);
    if (alerted) deps.log.info({ alerted }, 'job match alerts sent');
  });
  jobs.schedule(MATCH_ALERTS_QUEUE, cron);
}
