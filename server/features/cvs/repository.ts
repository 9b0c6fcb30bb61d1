import { and, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  CV_ERROR_CODES,
  ZCvData,
  type CvErrorCode,
  type CvFormat,
  type TCvData,
  type TCvDetail,
  type TCvLayout,
  type TCvSummary,
} from '#domain/cv';
import { summarizeCvs, type TCvStatusSummary } from '#domain/onboarding';
import { preparedPerDb, type Db } from '../../db/client.ts';
import { cvs, profiles } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';

type CvRow = typeof cvs.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A user has at most this many CVs; the list is short enough to send whole. */
export const MAX_CVS_PER_USER = 50;

/** Stored MIME type → format; an ODF template (.ott) is read and listed as ODT. */
const FORMAT_BY_MIME: Record<string, CvFormat> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.text-template': 'odt',
  'application/rtf': 'rtf',
  'text/rtf': 'rtf',
};
export const MIME_BY_FORMAT: Record<CvFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
};

function errorCode(value: string | null): CvErrorCode | null {
  return CV_ERROR_CODES.find((code) => code === value) ?? (value ? 'processing-failed' : null);
}

export function toCvSummary(row: CvRow): TCvSummary {
  return {
    id: row.id,
    name: row.name,
    fileName: row.fileName,
    format: (row.mimeType && FORMAT_BY_MIME[row.mimeType]) || null,
    sizeBytes: row.sizeBytes,
    source: row.source,
    extractionStatus: row.extractionStatus,
    extractionError:
      row.extractionStatus === 'failed' ? (errorCode(row.extractionError) ?? 'processing-failed') : null,
    isDefault: row.isDefault,
    detectedLanguage: row.detectedLanguage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCvDetail(row: CvRow): TCvDetail {
  // Stored data was validated on the way in; a row written by an older schema shows as "nothing
  // extracted" rather than failing the whole page.
  const data = row.extractedData ? ZCvData.safeParse(row.extractedData) : undefined;
  return {
    ...toCvSummary(row),
    extractedData: data?.success ? data.data : null,
    languageConfidence: row.languageConfidence,
  };
}

export function listCvs(db: Db, userId: string): Promise<CvRow[]> {
  return db
    .select()
    .from(cvs)
    .where(eq(cvs.userId, userId))
    .orderBy(desc(cvs.createdAt), desc(cvs.id))
    .limit(MAX_CVS_PER_USER);
}

/** The user's CV by id: both the id and the owner are placeholders of the prepared queries. */
const OWN_CV = and(eq(cvs.id, sql.placeholder('id')), eq(cvs.userId, sql.placeholder('userId')));
/** The version of a row: the transaction that wrote it (PostgreSQL's xmin). */
const ROW_VERSION = sql<string>`xmin::text`;

const cvQuery = preparedPerDb((db: Db | Tx) =>
  db
    .select({ ...getTableColumns(cvs), version: ROW_VERSION })
    .from(cvs)
    .where(OWN_CV)
    .prepare('cv_by_id'),
);

async function cvWithVersion(db: Db | Tx, userId: string, id: string) {
  const [row] = await cvQuery(db).execute({ id, userId });
  if (!row) throw notFound('CV not found');
  return row;
}

/** The user's CV; another user's or a missing one is the same 404. */
export async function getCv(db: Db | Tx, userId: string, id: string): Promise<CvRow> {
  const { version: _version, ...row } = await cvWithVersion(db, userId, id);
  return row;
}

const cvVersionQuery = preparedPerDb((db: Db) =>
  db.select({ version: ROW_VERSION }).from(cvs).where(OWN_CV).prepare('cv_version_by_id'),
);

// A CV is read far more often than it changes, and its detail is the API's largest answer: its JSON
// is kept per version of the row. PostgreSQL's xmin (the transaction that wrote this version) names
// the version, so every read still asks the database (owner filter included) but only for that.
const detailJson = new LRUCache<string, string>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (json) => json.length,
});

/** GET /api/cvs/:id's answer, already JSON: the user's CV; another user's or a missing one, 404. */
export async function cvDetailJson(db: Db, userId: string, id: string): Promise<string> {
  const [current] = await cvVersionQuery(db).execute({ id, userId });
  if (!current) throw notFound('CV not found');
  const cached = detailJson.get(`${id}@${current.version}`);
  if (cached !== undefined) return cached;
  const { version, ...cv } = await cvWithVersion(db, userId, id);
  const json = JSON.stringify({ cv: toCvDetail(cv) });
  detailJson.set(`${id}@${version}`, json);
  return json;
}

/** Counts by extraction status, for can-generate, the next action and the onboarding rules. */
export async function cvStatusSummary(db: Db, userId: string): Promise<TCvStatusSummary> {
  const rows = await db
    .select({ extractionStatus: cvs.extractionStatus })
    .from(cvs)
    .where(eq(cvs.userId, userId));
  return summarizeCvs(rows);
}

export async function countCvs(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cvs)
    .where(eq(cvs.userId, userId));
  return row?.n ?? 0;
}

export type NewUploadedCv = {
  userId: string;
  name: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
};

/**
 * Inserts a CV; the first CV becomes the default (spec 001 §4). Two inserts racing for that are
 * settled by the one-default index: the loser is inserted as not default. A completed CV that
 * became the default is mirrored into the profile.
 */
export async function insertCv(db: Db, values: Omit<typeof cvs.$inferInsert, 'isDefault'>): Promise<CvRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cvs)
      .values({
        ...values,
        isDefault: sql`not exists (select 1 from ${cvs} where ${cvs.userId} = ${values.userId} and ${cvs.isDefault})`,
      })
      .onConflictDoNothing()
      .returning();
    if (row) {
      // A pending upload reaches the profile when its extraction completes.
      if (row.extractionStatus === 'completed') await syncProfileWithDefault(tx, values.userId, row);
      return row;
    }
    const [second] = await tx
      .insert(cvs)
      .values({ ...values, isDefault: false })
      .returning();
    if (!second) throw new Error('CV insert returned no row');
    return second;
  });
}

/** Inserts an uploaded CV as pending. */
export async function insertUploadedCv(db: Db, cv: NewUploadedCv): Promise<CvRow> {
  const id = crypto.randomUUID();
  return insertCv(db, { ...cv, id, fileUrl: `/api/cvs/${id}/file`, extractionStatus: 'pending' });
}

/** 409 when the user already keeps as many CVs as allowed. */
export async function assertRoomForCv(db: Db, userId: string): Promise<void> {
  if ((await countCvs(db, userId)) >= MAX_CVS_PER_USER) {
    throw new AppError(
      'CONFLICT',
      `You can keep up to ${MAX_CVS_PER_USER} CVs. Delete one to upload another.`,
    );
  }
}

export async function renameCv(db: Db, userId: string, id: string, name: string): Promise<void> {
  await db
    .update(cvs)
    .set({ name })
    .where(and(eq(cvs.id, id), eq(cvs.userId, userId)));
}

/** Makes `id` the default: clears the flag on the others first, in one transaction (spec 001 §4). */
export async function setDefaultCv(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await getCv(tx, userId, id);
    await tx
      .update(cvs)
      .set({ isDefault: false })
      .where(and(eq(cvs.userId, userId), ne(cvs.id, id), eq(cvs.isDefault, true)));
    await tx.update(cvs).set({ isDefault: true }).where(eq(cvs.id, id));
    await syncProfileWithDefault(tx, userId, { ...row, isDefault: true });
  });
}

/** The user's corrections to what was extracted; the profile follows when it is the default CV. */
export async function saveExtractedData(db: Db, userId: string, id: string, data: TCvData): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(cvs)
      .set({ extractedData: data, extractionStatus: 'completed', extractionError: null })
      .where(and(eq(cvs.id, id), eq(cvs.userId, userId)))
      .returning();
    if (!row) throw notFound('CV not found');
    await syncProfileWithDefault(tx, userId, row);
  });
}

/**
 * Deletes the row; when it was the default, the newest remaining CV takes its place so the profile
 * keeps pointing at a CV the user has. Returns the deleted row (its file is removed by the caller).
 */
export async function deleteCv(db: Db, userId: string, id: string): Promise<CvRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(cvs)
      .where(and(eq(cvs.id, id), eq(cvs.userId, userId)))
      .returning();
    if (!row) throw notFound('CV not found');
    if (row.isDefault) {
      const [next] = await tx
        .select()
        .from(cvs)
        .where(eq(cvs.userId, userId))
        .orderBy(desc(cvs.createdAt))
        .limit(1);
      if (next) {
        await tx.update(cvs).set({ isDefault: true }).where(eq(cvs.id, next.id));
        await syncProfileWithDefault(tx, userId, { ...next, isDefault: true });
      } else {
        await clearProfileCv(tx, userId);
      }
    }
    return row;
  });
}

/** Back to pending for another extraction; only a CV that is not already being extracted. */
export async function markPending(db: Db, userId: string, id: string): Promise<CvRow> {
  const row = await getCv(db, userId, id);
  if (!row.storageKey) throw notFound('This CV has no file to extract from.');
  const [updated] = await db
    .update(cvs)
    .set({ extractionStatus: 'pending', extractionError: null })
    .where(eq(cvs.id, id))
    .returning();
  return updated ?? row;
}

export async function completeExtraction(
  db: Db,
  cv: { id: string; userId: string },
  result: { data: TCvData; detectedLanguage: string; languageConfidence: number; layout: TCvLayout },
): Promise<CvRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(cvs)
      .set({
        extractionStatus: 'completed',
        extractionError: null,
        extractedData: result.data,
        detectedLanguage: result.detectedLanguage,
        languageConfidence: result.languageConfidence,
        layout: result.layout,
      })
      .where(and(eq(cvs.id, cv.id), eq(cvs.userId, cv.userId), eq(cvs.extractionStatus, 'pending')))
      .returning();
    // Deleted (or finished by another worker) meanwhile: nothing to sync.
    if (row) await syncProfileWithDefault(tx, cv.userId, row);
    return row;
  });
}

export async function failExtraction(db: Db, cvId: string, code: CvErrorCode): Promise<void> {
  await db
    .update(cvs)
    .set({ extractionStatus: 'failed', extractionError: code })
    .where(and(eq(cvs.id, cvId), eq(cvs.extractionStatus, 'pending')));
}

/** Whether the CV still waits for its extraction (not deleted, not ended by another try). */
export async function isPendingCv(db: Db, cvId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cvs.id })
    .from(cvs)
    .where(and(eq(cvs.id, cvId), eq(cvs.extractionStatus, 'pending')));
  return row !== undefined;
}

/**
 * Pending uploads older than `olderThanMs` with no job waiting, retrying or running in `queues`
 * (pg-boss's job table): their process died between storing the CV and queueing its job.
 */
export async function orphanedPendingCvs(db: Db, olderThanMs: number, queues: string[]) {
  const result = await db.execute<{ id: string; user_id: string; storage_key: string | null }>(sql`
    select ${cvs.id} as id, ${cvs.userId} as user_id, ${cvs.storageKey} as storage_key
    from ${cvs}
    where ${cvs.extractionStatus} = 'pending' and ${cvs.source} = 'upload'
      and ${cvs.updatedAt} < ${new Date(Date.now() - olderThanMs).toISOString()}::timestamptz
      and not exists (
        select 1 from pgboss.job j
        where j.name in ${queues}
          and j.state < 'completed' and j.data->>'cvId' = ${cvs.id}::text
      )
    limit 100`);
  return result.rows.map((row) => ({ id: row.id, userId: row.user_id, storageKey: row.storage_key }));
}

/**
 * The profile mirrors the default CV's extraction (spec 001 §7 profiles: cv_id, cv_parsed,
 * extracted summary, experience, education, skills). Target roles are seeded from the first three
 * technical skills only when the user has none (spec 001 §5).
 */
export async function syncProfileWithDefault(tx: Tx, userId: string, row: CvRow): Promise<void> {
  if (!row.isDefault) return;
  const data =
    row.extractionStatus === 'completed' && row.extractedData
      ? ZCvData.safeParse(row.extractedData)
      : undefined;
  if (!data?.success) {
    await tx.update(profiles).set({ cvId: row.id, cvParsed: false }).where(eq(profiles.id, userId));
    return;
  }
  const cv = data.data;
  const seed = cv.skills.technical.slice(0, 3);
  await tx
    .update(profiles)
    .set({
      cvId: row.id,
      cvParsed: true,
      extractedSummary: cv.summary || null,
      workExperience: cv.experience,
      educationData: cv.education,
      extractedSkills: [...cv.skills.technical, ...cv.skills.soft],
      targetRoles: sql`case when jsonb_array_length(${profiles.targetRoles}) = 0 then ${JSON.stringify(seed)}::jsonb else ${profiles.targetRoles} end`,
    })
    .where(eq(profiles.id, userId));
}

async function clearProfileCv(tx: Tx, userId: string): Promise<void> {
  await tx.update(profiles).set({ cvId: null, cvParsed: false }).where(eq(profiles.id, userId));
}
