import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  addDays,
  FOLLOW_UP_STATUS,
  RESPONSE_STATUSES,
  ZAtsReport,
  ZJobAd,
  ZLetterParagraph,
  type AnalyticsInput,
  type ApplicationStatus,
  type Generator,
  type OutputLanguage,
  type TApplication,
  type TApplicationSummary,
} from '#domain/applications';
import { isoTimestamp, preparedPerDb, type Db } from '../../db/client.ts';
import { NOTIFICATION_DEFAULTS } from '#domain/notifications';
import {
  applicationStatusEvents,
  jobApplications,
  notificationPreferences,
  type JobApplicationRow,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

/**
 * job_applications rows (spec 001 §3, §7): every query is filtered by the owner, and another user's
 * row is indistinguishable from a missing one. The sharing and export features build on
 * findOwnedApplication and toApplication.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DbOrTx = Db | Tx;

/**
 * What the generator stored next to the letter in the ats_report column: the report, the analysed
 * ad and the paragraphs with their evidence (the content may be edited later; these stay as written).
 */
const ZStoredReport = z.object({
  report: ZAtsReport,
  jobAd: ZJobAd,
  paragraphs: z.array(ZLetterParagraph),
});
export type StoredReport = z.infer<typeof ZStoredReport>;

const NOT_FOUND_MESSAGE = 'Application not found';

function storedReport(row: JobApplicationRow): StoredReport | null {
  const parsed = row.atsReport ? ZStoredReport.safeParse(row.atsReport) : undefined;
  // A row written by an older shape shows without its report instead of failing the page.
  return parsed?.success ? parsed.data : null;
}

function shareState(row: JobApplicationRow, now: Date): TApplication['share'] {
  const live = Boolean(row.shareTokenHash) && !row.shareRevokedAt;
  if (!live) return { active: false, hasPassword: false, expiresAt: null };
  return {
    active: !row.shareExpiresAt || row.shareExpiresAt > now,
    hasPassword: Boolean(row.sharePasswordHash),
    // Kept for an expired link too, so the owner sees when it ran out.
    expiresAt: row.shareExpiresAt?.toISOString() ?? null,
  };
}

/** The score the list, the dashboard and the analytics show: none when the ad said too little to score. */
function listedScore(report: StoredReport['report'] | undefined): number | null {
  return report && !report.insufficientInformation ? report.score : null;
}

export function toApplicationSummary(row: JobApplicationRow): TApplicationSummary {
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    // Status, language and generator are closed sets the database checks.
    status: row.status,
    outputLanguage: row.outputLanguage,
    score: listedScore(storedReport(row)?.report),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    followUpOn: row.followUpOn,
    followedUpAt: row.followedUpAt?.toISOString() ?? null,
    interviewAt: row.interviewAt?.toISOString() ?? null,
  };
}

export function toApplication(row: JobApplicationRow, now = new Date()): TApplication {
  const stored = storedReport(row);
  return {
    ...toApplicationSummary(row),
    applicationUrl: row.applicationUrl,
    cvId: row.cvId,
    jobDescription: row.jobDescription ?? '',
    tone: row.tone,
    content: row.content ?? '',
    generator: row.generator,
    atsReport: stored?.report ?? null,
    paragraphs: stored?.paragraphs ?? [],
    jobAd: stored?.jobAd ?? null,
    share: shareState(row, now),
  };
}

/** The user's application, or null (missing and another user's are the same). */
export async function findOwnedApplication(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<JobApplicationRow | null> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.id, id), eq(jobApplications.userId, userId)));
  return row ?? null;
}

/** The user's application or a 404. */
export async function getOwnedApplication(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<JobApplicationRow> {
  const row = await findOwnedApplication(db, userId, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** `%`, `_` and `\` typed by the user are literal characters, not patterns. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type ListFilter = { q?: string | undefined; status?: ApplicationStatus | undefined };

function listWhere(userId: string, filter: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(jobApplications.userId, userId)];
  if (filter.status) conditions.push(eq(jobApplications.status, filter.status));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(ilike(jobApplications.jobTitle, pattern), ilike(jobApplications.companyName, pattern)),
    );
  }
  return and(...conditions);
}

/**
 * One page of the user's applications, newest first, and how many match in all: one query (the
 * total rides along as a window count), selecting only what the list shows. The score is the
 * column PostgreSQL keeps from the stored report (`listed_score`): the report itself, compressed,
 * is not read.
 */
const LIST_FIELDS = {
  id: jobApplications.id,
  jobTitle: jobApplications.jobTitle,
  companyName: jobApplications.companyName,
  status: jobApplications.status,
  outputLanguage: jobApplications.outputLanguage,
  score: jobApplications.listedScore,
  createdAt: isoTimestamp(jobApplications.createdAt),
  updatedAt: isoTimestamp(jobApplications.updatedAt),
  followUpOn: jobApplications.followUpOn,
  followedUpAt: sql<string | null>`${isoTimestamp(jobApplications.followedUpAt)}`,
  interviewAt: sql<string | null>`${isoTimestamp(jobApplications.interviewAt)}`,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};
const NEWEST_FIRST = [desc(jobApplications.createdAt), desc(jobApplications.id)];

/** The list as it first opens, unfiltered: every visit to the page reads it. */
const unfilteredPage = preparedPerDb((db: Db) =>
  db
    .select(LIST_FIELDS)
    .from(jobApplications)
    .where(eq(jobApplications.userId, sql.placeholder('userId')))
    .orderBy(...NEWEST_FIRST)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('applications_page'),
);

export async function listApplications(
  db: Db,
  userId: string,
  filter: ListFilter,
  page: { page: number; pageSize: number },
): Promise<{ items: TApplicationSummary[]; total: number }> {
  const filtered = Boolean(filter.q || filter.status);
  const [limit, offset] = [page.pageSize, (page.page - 1) * page.pageSize];
  const rows = filtered
    ? await db
        .select(LIST_FIELDS)
        .from(jobApplications)
        .where(listWhere(userId, filter))
        .orderBy(...NEWEST_FIRST)
        .limit(limit)
        .offset(offset)
    : await unfilteredPage(db).execute({ userId, limit, offset });
  // A page past the end has no row to carry the total: count them then.
  const total =
    rows[0]?.total ??
    (page.page > 1
      ? ((await db.select({ n: count() }).from(jobApplications).where(listWhere(userId, filter)))[0]?.n ?? 0)
      : 0);
  // Each row's window count (`total`) is left out by the reply's serializer, which writes only the
  // summary's own properties.
  return { items: rows, total };
}

/** The generated part of a row: written on creation and overwritten by a regeneration. */
export type GeneratedContent = {
  content: string;
  stored: StoredReport;
  generator: Generator;
  tone: string;
  outputLanguage: OutputLanguage;
};

function generatedColumns(generated: GeneratedContent) {
  return {
    content: generated.content,
    atsReport: generated.stored,
    generator: generated.generator,
    tone: generated.tone,
    outputLanguage: generated.outputLanguage,
  };
}

export type NewApplication = {
  userId: string;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  applicationUrl: string | null;
  cvId: string;
};

/** Saves a generated application as a draft, with the event that records its creation. */
export async function insertApplication(
  db: Db,
  application: NewApplication,
  generated: GeneratedContent,
): Promise<JobApplicationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobApplications)
      .values({ ...application, ...generatedColumns(generated), status: 'draft' })
      .returning();
    if (!row) throw new Error('application insert returned no row');
    await tx
      .insert(applicationStatusEvents)
      .values({ applicationId: row.id, userId: application.userId, fromStatus: null, toStatus: 'draft' });
    return row;
  });
}

/** A regeneration replaces the letter and report; null when the row went away meanwhile. */
export async function replaceGenerated(
  db: Db,
  userId: string,
  id: string,
  generated: GeneratedContent,
): Promise<JobApplicationRow | null> {
  const [row] = await db
    .update(jobApplications)
    .set(generatedColumns(generated))
    .where(and(eq(jobApplications.id, id), eq(jobApplications.userId, userId)))
    .returning();
  return row ?? null;
}

export type ApplicationChanges = {
  content?: string | undefined;
  status?: ApplicationStatus | undefined;
  jobTitle?: string | undefined;
  companyName?: string | undefined;
  applicationUrl?: string | null | undefined;
  followUpOn?: string | null | undefined;
  followedUp?: boolean | undefined;
  interviewAt?: string | null | undefined;
};

/** Today's calendar day in UTC, the day follow-up dates are counted in. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The follow-up date an application gets when it is marked applied: the user's number of days
 * later, or none when they turned follow-up reminders off.
 */
async function defaultFollowUpOn(tx: DbOrTx, userId: string, now: Date): Promise<string | null> {
  const [preferences] = await tx
    .select({ on: notificationPreferences.followUpReminders, days: notificationPreferences.followUpDays })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const { on, days } = preferences ?? {
    on: NOTIFICATION_DEFAULTS.followUpReminders,
    days: NOTIFICATION_DEFAULTS.followUpDays,
  };
  return on ? addDays(utcDay(now), days) : null;
}

/**
 * The reminder columns an edit sets. A date that is set, moved or cleared starts over: its
 * reminder is due again on the new day (or never), so the sent markers are reset. An application
 * that becomes applied without a follow-up date gets the user's default one.
 */
async function reminderColumns(
  tx: DbOrTx,
  current: JobApplicationRow,
  changes: ApplicationChanges,
  now: Date,
): Promise<Partial<JobApplicationRow>> {
  const set: Partial<JobApplicationRow> = {};
  if (changes.followUpOn !== undefined && changes.followUpOn !== current.followUpOn) {
    Object.assign(set, { followUpOn: changes.followUpOn, followUpReminderSentAt: null, followedUpAt: null });
  }
  const becameApplied =
    changes.status === FOLLOW_UP_STATUS &&
    current.status !== FOLLOW_UP_STATUS &&
    changes.followUpOn === undefined;
  if (becameApplied && !current.followUpOn) {
    const followUpOn = await defaultFollowUpOn(tx, current.userId, now);
    if (followUpOn) Object.assign(set, { followUpOn, followUpReminderSentAt: null, followedUpAt: null });
  }
  if (changes.followedUp !== undefined) set.followedUpAt = changes.followedUp ? now : null;
  if (changes.interviewAt !== undefined) {
    const interviewAt = changes.interviewAt === null ? null : new Date(changes.interviewAt);
    if (interviewAt?.getTime() !== current.interviewAt?.getTime()) {
      Object.assign(set, { interviewAt, interviewReminderSentAt: null });
    }
  }
  return set;
}

/**
 * Applies the user's edits; a status change is recorded (from, to) in the same transaction. The
 * row is locked first so two concurrent changes record a consistent chain of events.
 */
export async function updateApplication(
  db: Db,
  userId: string,
  id: string,
  changes: ApplicationChanges,
  now = new Date(),
): Promise<JobApplicationRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.id, id), eq(jobApplications.userId, userId)))
      .for('update');
    if (!current) throw notFound(NOT_FOUND_MESSAGE);
    const { followUpOn: _day, followedUp: _done, interviewAt: _interview, ...plain } = changes;
    const set = {
      ...Object.fromEntries(Object.entries(plain).filter(([, v]) => v !== undefined)),
      ...(await reminderColumns(tx, current, changes, now)),
    };
    if (Object.keys(set).length === 0) return current;
    const [row] = await tx.update(jobApplications).set(set).where(eq(jobApplications.id, id)).returning();
    if (changes.status && changes.status !== current.status) {
      await tx
        .insert(applicationStatusEvents)
        .values({ applicationId: id, userId, fromStatus: current.status, toStatus: changes.status });
    }
    return row ?? current;
  });
}

export async function deleteApplication(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(jobApplications)
    .where(and(eq(jobApplications.id, id), eq(jobApplications.userId, userId)))
    .returning({ id: jobApplications.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND_MESSAGE);
}

/**
 * What analytics need per application: status, creation and the first time it moved into a reply
 * status (from the recorded events, so the response time is measured, not assumed).
 */
export async function analyticsInputs(db: Db, userId: string): Promise<AnalyticsInput[]> {
  const [apps, responses] = await Promise.all([
    db
      .select({
        id: jobApplications.id,
        status: jobApplications.status,
        createdAt: jobApplications.createdAt,
      })
      .from(jobApplications)
      .where(eq(jobApplications.userId, userId)),
    db
      .select({ applicationId: applicationStatusEvents.applicationId, at: applicationStatusEvents.at })
      .from(applicationStatusEvents)
      .where(
        and(
          eq(applicationStatusEvents.userId, userId),
          inArray(applicationStatusEvents.toStatus, [...RESPONSE_STATUSES]),
        ),
      )
      .orderBy(asc(applicationStatusEvents.at)),
  ]);
  const firstResponse = new Map<string, Date>();
  for (const event of responses) {
    if (!firstResponse.has(event.applicationId)) firstResponse.set(event.applicationId, event.at);
  }
  return apps.map((a) => ({
    status: a.status,
    createdAt: a.createdAt,
    firstResponseAt: firstResponse.get(a.id) ?? null,
  }));
}

/** The letters of the user's latest applications (last written first), for the writer not to repeat them. */
export async function latestLetters(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ content: jobApplications.content })
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId))
    .orderBy(desc(jobApplications.updatedAt))
    .limit(limit);
  return rows.flatMap((r) => (r.content ? [r.content] : []));
}
