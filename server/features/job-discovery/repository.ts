import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ZCvData, type TCvData } from '#domain/cv';
import type { TPosting, TPostingItem, TPostingsFilter, TSavedSearchRequest } from '#domain/job-discovery';
import { POSTINGS_PAGE_SIZE } from '#domain/job-discovery';
import { dedupeKey, indexedWord, keywordWords, searchFields, type JobSource } from '#engine/jobs/index';
import type { Db } from '../../db/client.ts';
import {
  cvs,
  jobMatches,
  jobPostings,
  jobSavedSearches,
  jobScoringState,
  jobSources,
  savedJobs,
} from '../../db/schema.ts';
import type { JobPostingRow, JobSourceRow } from '../../db/schema.ts';

/** Every query here names the user: another user's row is never found (the routes answer 404). */

/** A posting's columns without the search fields, which only the keyword filter reads. */
const { searchHeading: _heading, searchWords: _words, ...postingColumns } = getTableColumns(jobPostings);
export type PostingRow = Omit<JobPostingRow, 'searchHeading' | 'searchWords'>;

export async function insertSource(db: Db, userId: string, input: string, source: JobSource) {
  const [row] = await db
    .insert(jobSources)
    .values({
      userId,
      input,
      kind: source.kind,
      board: source.board,
      label: source.label,
      fetchUrl: source.fetchUrl,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export const countSources = async (db: Db, userId: string) =>
  (await db.select({ n: count() }).from(jobSources).where(eq(jobSources.userId, userId)))[0]?.n ?? 0;

export async function findSource(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(jobSources)
    .where(and(eq(jobSources.userId, userId), eq(jobSources.id, id)));
  return row;
}

/** The user's sources with their open postings counted, newest first. */
export async function listSources(db: Db, userId: string) {
  const open = db
    .select({ sourceId: jobPostings.sourceId, n: count().as('n') })
    .from(jobPostings)
    .where(and(eq(jobPostings.userId, userId), isNull(jobPostings.expiredAt)))
    .groupBy(jobPostings.sourceId)
    .as('open');
  return db
    .select({ ...getTableColumns(jobSources), postingCount: sql<number>`coalesce(${open.n}, 0)::int` })
    .from(jobSources)
    .leftJoin(open, eq(open.sourceId, jobSources.id))
    .where(eq(jobSources.userId, userId))
    .orderBy(desc(jobSources.createdAt));
}

export async function deleteSource(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(jobSources)
    .where(and(eq(jobSources.userId, userId), eq(jobSources.id, id)))
    .returning({ id: jobSources.id });
  return rows.length > 0;
}

export async function updateSource(db: Db, id: string, values: Partial<JobSourceRow>) {
  const [row] = await db.update(jobSources).set(values).where(eq(jobSources.id, id)).returning();
  return row;
}

/** Sources whose last fetch is older than `before` (never fetched first), oldest first. */
export function dueSources(db: Db, before: Date, limit: number) {
  return db
    .select()
    .from(jobSources)
    .where(or(isNull(jobSources.lastFetchedAt), lt(jobSources.lastFetchedAt, before)))
    .orderBy(asc(jobSources.lastFetchedAt))
    .limit(limit);
}

/** Every user's source of one board (one fetch address), oldest follower first. */
export const sourcesOfBoard = (db: Db, fetchUrl: string) =>
  db.select().from(jobSources).where(eq(jobSources.fetchUrl, fetchUrl)).orderBy(asc(jobSources.createdAt));

const INSERT_CHUNK = 200;

/**
 * Upserts a fetch's postings for the source's user: a posting already known (by company, title and
 * location, from this or another source) is refreshed and seen again; postings this source listed
 * before and no longer lists are expired. Returns how many were new.
 */
export async function storePostings(
  db: Db,
  source: JobSourceRow,
  postings: readonly TPosting[],
): Promise<number> {
  const seenAt = new Date();
  let added = 0;
  for (let i = 0; i < postings.length; i += INSERT_CHUNK) {
    const rows = postings.slice(i, i + INSERT_CHUNK).map((p) => {
      const search = searchFields(p);
      return {
        userId: source.userId,
        sourceId: source.id,
        externalId: p.externalId,
        dedupeKey: dedupeKey(p),
        title: p.title,
        company: p.company,
        location: p.location,
        remote: p.remote,
        salary: p.salary,
        language: p.language,
        description: p.description,
        applyUrl: p.applyUrl,
        postedAt: p.postedAt ? new Date(p.postedAt) : null,
        firstSeenAt: seenAt,
        lastSeenAt: seenAt,
        searchHeading: search.heading,
        searchWords: sql`to_tsvector('simple', ${search.words})`,
      };
    });
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    const result = await db
      .insert(jobPostings)
      .values(rows)
      .onConflictDoUpdate({
        target: [jobPostings.userId, jobPostings.dedupeKey],
        set: {
          sourceId: excluded('source_id'),
          externalId: excluded('external_id'),
          remote: excluded('remote'),
          salary: excluded('salary'),
          language: excluded('language'),
          description: excluded('description'),
          applyUrl: excluded('apply_url'),
          postedAt: excluded('posted_at'),
          searchHeading: excluded('search_heading'),
          searchWords: excluded('search_words'),
          lastSeenAt: seenAt,
          expiredAt: null,
        },
      })
      // xmax is 0 on a row this statement inserted, set on one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    added += result.filter((r) => r.inserted).length;
  }
  await db
    .update(jobPostings)
    .set({ expiredAt: seenAt })
    .where(
      and(
        eq(jobPostings.sourceId, source.id),
        lt(jobPostings.lastSeenAt, seenAt),
        isNull(jobPostings.expiredAt),
      ),
    );
  // After the postings are committed: a scoring pass that read the version before this bump may
  // have missed them, and will not count as complete (decision 028).
  if (postings.length > 0) await bumpPostingsVersion(db, source.userId);
  return added;
}

async function bumpPostingsVersion(db: Db, userId: string) {
  await db
    .insert(jobScoringState)
    .values({ userId, postingsVersion: 1 })
    .onConflictDoUpdate({
      target: jobScoringState.userId,
      set: { postingsVersion: sql`${jobScoringState.postingsVersion} + 1` },
    });
}

export type ScoringState = typeof jobScoringState.$inferSelect;

export async function scoringState(db: Db, userId: string): Promise<ScoringState | undefined> {
  const [row] = await db.select().from(jobScoringState).where(eq(jobScoringState.userId, userId));
  return row;
}

/** True when every open posting of the user has a score against this CV. */
export const scoredAgainst = (state: ScoringState | undefined, cvId: string): boolean =>
  state !== undefined && state.scoredCvId === cvId && state.scoredVersion >= state.postingsVersion;

/** Records a scoring pass that left nothing unscored of what was stored up to `version`. */
export async function markScored(db: Db, userId: string, cvId: string, version: number) {
  await db
    .insert(jobScoringState)
    .values({ userId, scoredVersion: version, scoredCvId: cvId })
    .onConflictDoUpdate({
      target: jobScoringState.userId,
      // A pass against another CV says nothing of this one; a slower pass of this CV that read an
      // older version must not take back what a newer one recorded.
      set: {
        scoredVersion: sql`case when ${jobScoringState.scoredCvId} = ${cvId}
          then greatest(${jobScoringState.scoredVersion}, ${version}) else ${version} end`,
        scoredCvId: cvId,
      },
    });
}

/** The user's default CV when it has been read; scores are computed against it. */
export async function defaultCv(db: Db, userId: string): Promise<{ id: string; data: TCvData } | undefined> {
  const [row] = await db
    .select({ id: cvs.id, data: cvs.extractedData, status: cvs.extractionStatus })
    .from(cvs)
    .where(and(eq(cvs.userId, userId), eq(cvs.isDefault, true)));
  if (!row || row.status !== 'completed') return undefined;
  const data = ZCvData.safeParse(row.data);
  return data.success ? { id: row.id, data: data.data } : undefined;
}

/** Open postings of the user without a score against this CV, newest first. */
export function unscoredPostings(db: Db, userId: string, cvId: string, limit: number) {
  return db
    .select(postingColumns)
    .from(jobPostings)
    .leftJoin(
      jobMatches,
      and(eq(jobMatches.postingId, jobPostings.id), eq(jobMatches.userId, userId), eq(jobMatches.cvId, cvId)),
    )
    .where(and(eq(jobPostings.userId, userId), isNull(jobPostings.expiredAt), isNull(jobMatches.id)))
    .orderBy(desc(jobPostings.firstSeenAt))
    .limit(limit);
}

export interface MatchValues {
  posting: PostingRow;
  cvId: string;
  score: number;
  matchedSkills: string[];
  mustHavesMet: number;
  mustHavesTotal: number;
}

export async function storeMatches(db: Db, userId: string, matches: readonly MatchValues[]) {
  if (matches.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(jobMatches)
    .values(
      matches.map((m) => ({
        userId,
        postingId: m.posting.id,
        cvId: m.cvId,
        jobTitle: m.posting.title,
        companyName: m.posting.company,
        location: m.posting.location,
        url: m.posting.applyUrl,
        matchScore: m.score,
        matchedSkills: m.matchedSkills,
        mustHavesMet: m.mustHavesMet,
        mustHavesTotal: m.mustHavesTotal,
      })),
    )
    .onConflictDoUpdate({
      target: [jobMatches.userId, jobMatches.postingId],
      set: {
        cvId: excluded('cv_id'),
        matchScore: excluded('match_score'),
        matchedSkills: excluded('matched_skills'),
        mustHavesMet: excluded('must_haves_met'),
        mustHavesTotal: excluded('must_haves_total'),
        createdAt: sql`now()`,
      },
      // A pass that ran while the default CV changed must not put its old CV's scores over the
      // new one's: the scoring state would call them complete (decision 028).
      setWhere: sql`exists (select 1 from ${cvs} where ${cvs.id} = ${excluded('cv_id')} and ${cvs.isDefault})`,
    });
}

/** Wildcards in user text match themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A keyword inside the title or company, or starting a word of the posting (decision 027), both on indexes. */
function keywordFilter(word: string): SQL {
  const indexed = indexedWord(word);
  return or(
    sql`${jobPostings.searchHeading} like ${likeText(indexed)}`,
    sql`${jobPostings.searchWords} @@ to_tsquery('simple', ${`${indexed}:*`})`,
  )!;
}

/**
 * One page of the user's postings with their score against `cvId` (when given), best first.
 * `scored`: every open posting has that score (decision 028), so the open list is walked from the
 * score index instead of sorting every posting. The page's rows are chosen on narrow columns and
 * read whole afterwards.
 */
export async function listPostings(
  db: Db,
  userId: string,
  cvId: string | undefined,
  query: Partial<Omit<TPostingsFilter, 'page' | 'show'>> & {
    page: number;
    show: 'open' | 'saved' | 'hidden' | 'any';
    id?: string;
    scored?: boolean;
  },
): Promise<{ items: TPostingItem[]; total: number }> {
  const where: SQL[] = [eq(jobPostings.userId, userId)];
  if (query.id) where.push(eq(jobPostings.id, query.id));
  if (query.show === 'open') where.push(isNull(jobPostings.expiredAt), isNull(jobPostings.hiddenAt));
  if (query.show === 'hidden') where.push(isNotNull(jobPostings.hiddenAt));
  for (const word of keywordWords(query.keywords)) where.push(keywordFilter(word));
  if (query.location) where.push(ilike(jobPostings.location, likeText(query.location)));
  if (query.remote !== undefined) where.push(eq(jobPostings.remote, query.remote));
  if (query.language) where.push(eq(jobPostings.language, query.language));
  if (query.sourceId) where.push(eq(jobPostings.sourceId, query.sourceId));
  if (query.show === 'saved') where.push(isNotNull(savedJobs.id));
  if (query.minScore !== undefined) where.push(sql`${jobMatches.matchScore} >= ${query.minScore}`);

  const matchJoin = and(
    eq(jobMatches.postingId, jobPostings.id),
    eq(jobMatches.userId, userId),
    cvId ? eq(jobMatches.cvId, cvId) : sql`false`,
  );
  const savedJoin = and(eq(savedJobs.postingId, jobPostings.id), eq(savedJobs.userId, userId));
  // Every open posting has a score (decision 028): saying so lets PostgreSQL join the scores as
  // an inner join and walk their index, best first, instead of sorting every posting.
  const scoredRows = query.scored === true && query.show === 'open' && cvId !== undefined;
  const pageWhere = scoredRows ? [...where, isNotNull(jobMatches.matchScore)] : where;
  const [page, totals] = await Promise.all([
    db
      .select({ id: jobPostings.id })
      .from(jobPostings)
      .leftJoin(jobMatches, matchJoin)
      .leftJoin(savedJobs, savedJoin)
      .where(and(...pageWhere))
      .orderBy(
        scoredRows ? desc(jobMatches.matchScore) : sql`${jobMatches.matchScore} desc nulls last`,
        sql`${jobPostings.postedAt} desc nulls last`,
        desc(jobPostings.firstSeenAt),
        asc(jobPostings.id),
      )
      .limit(POSTINGS_PAGE_SIZE)
      .offset((query.page - 1) * POSTINGS_PAGE_SIZE),
    // A join nothing reads is left out by PostgreSQL (unique on user and posting): the count
    // pays only for the filters.
    db
      .select({ n: count() })
      .from(jobPostings)
      .leftJoin(jobMatches, matchJoin)
      .leftJoin(savedJobs, savedJoin)
      .where(and(...where)),
  ]);
  const ids = page.map((row) => row.id);
  if (ids.length === 0) return { items: [], total: totals[0]?.n ?? 0 };
  const rows = await db
    .select({
      ...postingColumns,
      sourceLabel: jobSources.label,
      score: jobMatches.matchScore,
      mustHavesMet: jobMatches.mustHavesMet,
      mustHavesTotal: jobMatches.mustHavesTotal,
      savedId: savedJobs.id,
    })
    .from(jobPostings)
    .innerJoin(jobSources, eq(jobSources.id, jobPostings.sourceId))
    .leftJoin(jobMatches, matchJoin)
    .leftJoin(savedJobs, savedJoin)
    .where(and(eq(jobPostings.userId, userId), inArray(jobPostings.id, ids)));
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { items: rows.map(postingItem), total: totals[0]?.n ?? 0 };
}

type ListedRow = PostingRow & {
  sourceLabel: string;
  score: number | null;
  mustHavesMet: number | null;
  mustHavesTotal: number | null;
  savedId: string | null;
};

function postingItem(row: ListedRow): TPostingItem {
  return {
    id: row.id,
    sourceId: row.sourceId,
    sourceLabel: row.sourceLabel,
    title: row.title,
    company: row.company,
    location: row.location,
    remote: row.remote,
    salary: row.salary,
    language: row.language,
    description: row.description,
    applyUrl: row.applyUrl,
    postedAt: row.postedAt?.toISOString() ?? null,
    score: row.score,
    mustHavesMet: row.mustHavesMet,
    mustHavesTotal: row.mustHavesTotal,
    saved: row.savedId !== null,
    hidden: row.hiddenAt !== null,
    expired: row.expiredAt !== null,
    firstSeenAt: row.firstSeenAt.toISOString(),
  };
}

export async function findPosting(db: Db, userId: string, id: string) {
  const [row] = await db
    .select(postingColumns)
    .from(jobPostings)
    .where(and(eq(jobPostings.userId, userId), eq(jobPostings.id, id)));
  return row;
}

export async function setHidden(db: Db, userId: string, id: string, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(jobPostings)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(and(eq(jobPostings.userId, userId), eq(jobPostings.id, id)))
    .returning({ id: jobPostings.id });
  return rows.length > 0;
}

/** A copy in saved_jobs (spec 001 §3), which stays when the posting goes. */
export async function savePosting(db: Db, posting: PostingRow) {
  await db
    .insert(savedJobs)
    .values({
      userId: posting.userId,
      postingId: posting.id,
      jobTitle: posting.title,
      companyName: posting.company,
      location: posting.location,
      url: posting.applyUrl,
      description: posting.description,
      salary: posting.salary,
    })
    .onConflictDoNothing();
}

export async function unsavePosting(db: Db, userId: string, postingId: string) {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.postingId, postingId)));
}

// Saved searches -------------------------------------------------------------------------------------

type SearchValues = Omit<TSavedSearchRequest, 'keywords' | 'location'> & {
  keywords?: string;
  location?: string;
};

const searchColumns = (values: SearchValues) => ({
  name: values.name,
  keywords: values.keywords ?? null,
  location: values.location ?? null,
  remote: values.remote ?? null,
  language: values.language ?? null,
});

export const listSearches = (db: Db, userId: string) =>
  db
    .select()
    .from(jobSavedSearches)
    .where(eq(jobSavedSearches.userId, userId))
    .orderBy(asc(jobSavedSearches.createdAt));

export const countSearches = async (db: Db, userId: string) =>
  (await db.select({ n: count() }).from(jobSavedSearches).where(eq(jobSavedSearches.userId, userId)))[0]?.n ??
  0;

export async function insertSearch(db: Db, userId: string, values: SearchValues) {
  const [row] = await db
    .insert(jobSavedSearches)
    .values({ userId, ...searchColumns(values) })
    .returning();
  return row!;
}

export async function updateSearch(db: Db, userId: string, id: string, values: SearchValues) {
  const [row] = await db
    .update(jobSavedSearches)
    .set(searchColumns(values))
    .where(and(eq(jobSavedSearches.userId, userId), eq(jobSavedSearches.id, id)))
    .returning();
  return row;
}

export async function deleteSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(jobSavedSearches)
    .where(and(eq(jobSavedSearches.userId, userId), eq(jobSavedSearches.id, id)))
    .returning({ id: jobSavedSearches.id });
  return rows.length > 0;
}
