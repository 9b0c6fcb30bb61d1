import type { FastifyBaseLogger } from 'fastify';
import type { TJobSource, TPostingItem } from '#domain/job-discovery';
import { dedupePostings, parseSource, recogniseSource } from '#engine/jobs/index';
import { analyseJobAd, matchCv, mustHavesMet } from '#engine/match/index';
import type { Db } from '../../db/client.ts';
import type { JobSourceRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { periodicQueue, type Jobs } from '../../infra/jobs.ts';
import {
  checkTarget,
  fetchIfChanged,
  NOT_MODIFIED,
  STRICT_POLICY,
  type FetchPolicy,
} from '../job-ads/fetch-page.ts';
import {
  countSources,
  defaultCv,
  dueSources,
  insertSource,
  listPostings,
  listSources,
  markScored,
  scoredAgainst,
  scoringState,
  sourcesOfBoard,
  storeMatches,
  storePostings,
  unscoredPostings,
  updateSource,
  type MatchValues,
} from './repository.ts';

/**
 * Job discovery's work (issue 17): following a source, fetching it through the SSRF-safe fetcher
 * (public addresses only, bounded time and size, conditional requests, a pause between requests to
 * one host), storing its postings and scoring new ones against the default CV with the ATS report.
 */

export interface DiscoveryDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** The fetcher's address policy; tests widen it to loopback stand-in boards. */
  fetchPolicy?: FetchPolicy | undefined;
  /** Tests only: the board APIs' addresses moved to loopback stand-ins. */
  boardApiUrl?: ((url: string) => string) | undefined;
}

/** The address fetched for a source: a board platform's API, or what the user entered. */
const fetchAddress = (deps: DiscoveryDeps, source: Pick<JobSourceRow, 'kind' | 'fetchUrl'>) =>
  deps.boardApiUrl && source.kind !== 'feed' && source.kind !== 'careers-page'
    ? deps.boardApiUrl(source.fetchUrl)
    : source.fetchUrl;

/** A board's whole list in one document: larger than a page, still bounded. */
export const DISCOVERY_POLICY: FetchPolicy = {
  ...STRICT_POLICY,
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
};
const DOCUMENT_TYPES = [
  'application/json',
  'text/html',
  'application/rss+xml',
  'application/atom+xml',
  'application/xml',
  'text/xml',
] as const;

export const MAX_SOURCES_PER_USER = 50;
/** Postings scored per fetch; the scheduled pass scores the rest. The engine takes a few ms each. */
export const SCORE_BATCH = 200;
/** The schedule fetches a source again after this long. */
export const REFETCH_AFTER_MS = 6 * 60 * 60_000;
/** Sources one scheduled pass fetches (the pass after takes the next ones). */
const SOURCES_PER_PASS = 100;

/**
 * Requests to one host are spaced at least this far apart, in this process: many users follow
 * boards on the same few platforms, and a polite crawler does not hammer them.
 */
export const HOST_GAP_MS = 1000;
const nextSlot = new Map<string, number>();
async function paced(url: string): Promise<void> {
  const host = new URL(url).host;
  const now = Date.now();
  const slot = Math.max(now, nextSlot.get(host) ?? 0);
  nextSlot.set(host, slot + HOST_GAP_MS);
  if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
}

export function sourceView(row: JobSourceRow & { postingCount?: number }): TJobSource {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    input: row.input,
    status: row.status,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastError: row.lastError,
    postingCount: row.postingCount ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

const invalidInput = (message: string) => new AppError('VALIDATION_FAILED', message, { input: message });

/** What the fetcher's failure says about the source, for its status line. */
const fetchError = (error: unknown) =>
  error instanceof AppError ? (error.fields?.url ?? error.message) : 'The source could not be loaded.';

/** Fetches one source and stores what it lists; the source's row ends `ok` or `error` with why. */
export async function refreshSource(
  deps: DiscoveryDeps,
  source: JobSourceRow,
): Promise<{ row: JobSourceRow; added: number }> {
  const [result] = await refreshBoard(deps, [source]);
  return result!;
}

/**
 * Fetches one board (one fetch address) once for every user's source of it, and stores what it
 * lists for each of them: a board many users follow costs the board one request, not one each.
 * Each source's row ends `ok` or `error` with why.
 */
async function refreshBoard(
  deps: DiscoveryDeps,
  sources: readonly JobSourceRow[],
): Promise<{ row: JobSourceRow; added: number }[]> {
  const first = sources[0]!;
  const policy = deps.fetchPolicy ?? DISCOVERY_POLICY;
  const finish = async (source: JobSourceRow, values: Partial<JobSourceRow>) =>
    (await updateSource(deps.db, source.id, { lastFetchedAt: new Date(), ...values })) ?? source;
  const results: { row: JobSourceRow; added: number }[] = [];
  const finishAll = async (values: Partial<JobSourceRow>, score: boolean) => {
    for (const source of sources) {
      if (score) await scorePostings(deps, source.userId);
      results.push({ row: await finish(source, values), added: 0 });
    }
    return results;
  };
  for (const source of sources) await updateSource(deps.db, source.id, { status: 'fetching' });
  // Conditional only when every source has the same version stored: one that missed the last
  // change must not be told "not modified".
  const sameVersion = sources.every((s) => s.etag === first.etag && s.lastModified === first.lastModified);
  let document;
  try {
    const address = fetchAddress(deps, first);
    await paced(address);
    document = await fetchIfChanged(
      address,
      policy,
      DOCUMENT_TYPES,
      sameVersion
        ? { etag: first.etag, lastModified: first.lastModified }
        : { etag: null, lastModified: null },
    );
  } catch (error) {
    return finishAll({ status: 'error', lastError: fetchError(error) }, false);
  }
  if (document === NOT_MODIFIED) return finishAll({ status: 'ok', lastError: null }, true);
  const parsed = parseSource(first.kind, first.board, document);
  if (!parsed.ok) return finishAll({ status: 'error', lastError: parsed.error }, false);
  const postings = dedupePostings(parsed.postings);
  for (const source of sources) {
    const added = await storePostings(deps.db, source, postings);
    const row = await finish(source, {
      status: 'ok',
      lastError: null,
      etag: document.etag ?? null,
      lastModified: document.lastModified ?? null,
    });
    await scorePostings(deps, source.userId);
    results.push({ row, added });
  }
  deps.log.info(
    { sourceId: first.id, kind: first.kind, sources: sources.length, postings: parsed.postings.length },
    'job source fetched',
  );
  return results;
}

/**
 * Scores the user's open postings that have no score against their default CV yet (new ones, or
 * all after the default CV changed), with the same analysis and ATS report as the generator.
 * `cv` is the default CV when the caller has read it already (the list route).
 */
export async function scorePostings(
  deps: DiscoveryDeps,
  userId: string,
  limit = SCORE_BATCH,
  cv?: Awaited<ReturnType<typeof defaultCv>>,
): Promise<{ scored: number; complete: boolean }> {
  cv ??= await defaultCv(deps.db, userId);
  if (!cv) return { scored: 0, complete: false };
  // Read before looking: postings stored after this read bump the version past it (decision 028).
  const state = await scoringState(deps.db, userId);
  if (scoredAgainst(state, cv.id)) return { scored: 0, complete: true };
  const postings = await unscoredPostings(deps.db, userId, cv.id, limit);
  const now = new Date();
  const matches: MatchValues[] = postings.map((posting) => {
    const ad = analyseJobAd(`${posting.title}\n\n${posting.description}`, {
      title: posting.title,
      company: posting.company,
    });
    const report = matchCv(cv.data, ad, { now });
    const musts = mustHavesMet(ad, report);
    return {
      posting,
      cvId: cv.id,
      score: report.score,
      matchedSkills: report.matchedKeywords,
      mustHavesMet: musts.met,
      mustHavesTotal: musts.total,
    };
  });
  await storeMatches(deps.db, userId, matches);
  const complete = postings.length < limit;
  if (complete) await markScored(deps.db, userId, cv.id, state?.postingsVersion ?? 0);
  return { scored: matches.length, complete };
}

/** Postings scored while a list is asked for (after the default CV changed); the schedule does the rest. */
const SCORE_ON_LIST = 50;

/**
 * What the list answers: a batch of the unscored postings scored against the default CV first,
 * then the page. `scored` is false without a readable default CV (scores are then null).
 */
export async function listMatches(
  deps: DiscoveryDeps,
  userId: string,
  query: Parameters<typeof listPostings>[3],
): Promise<{ items: TPostingItem[]; total: number; scored: boolean }> {
  const cv = await defaultCv(deps.db, userId);
  const scoring = cv && (await scorePostings(deps, userId, SCORE_ON_LIST, cv));
  const page = await listPostings(deps.db, userId, cv?.id, {
    ...query,
    scored: scoring ? scoring.complete : false,
  });
  return { ...page, scored: cv !== undefined };
}

/** Follows what the user entered: recognised, its address allowed, stored, fetched at once. */
export async function followSource(deps: DiscoveryDeps, userId: string, input: string) {
  const recognised = recogniseSource(input);
  if (!recognised.ok) throw invalidInput(recognised.error);
  const policy = deps.fetchPolicy ?? DISCOVERY_POLICY;
  try {
    await checkTarget(new URL(fetchAddress(deps, recognised.source)), policy);
  } catch (error) {
    throw invalidInput(
      error instanceof AppError ? (error.fields?.url ?? error.message) : 'This address cannot be fetched.',
    );
  }
  if ((await countSources(deps.db, userId)) >= MAX_SOURCES_PER_USER) {
    throw invalidInput(`You can follow up to ${MAX_SOURCES_PER_USER} sources. Unfollow one to add another.`);
  }
  const row = await insertSource(deps.db, userId, input, recognised.source);
  if (!row) throw invalidInput('You already follow this source.');
  return refreshSource(deps, row);
}

/** The source as listed (with its open postings counted). */
export async function listedSource(db: Db, userId: string, id: string): Promise<TJobSource | undefined> {
  const row = (await listSources(db, userId)).find((s) => s.id === id);
  return row && sourceView(row);
}

export const DISCOVERY_QUEUE = 'job-discovery-fetch';

/**
 * Fetches the sources not fetched for REFETCH_AFTER_MS, oldest first, on `cron` (decision 014:
 * a stately periodic queue, so one pass at a time across processes), and scores what is unscored.
 */
export function scheduleDiscovery(jobs: Jobs, deps: DiscoveryDeps, cron: string): void {
  jobs.define(periodicQueue(DISCOVERY_QUEUE, { retryLimit: 1, expireInSeconds: 30 * 60 }), async () => {
    await runDiscoveryPass(deps);
  });
  jobs.schedule(DISCOVERY_QUEUE, cron);
}

/**
 * One pass: each due source's board is fetched once, for every user who follows it (due or not),
 * so after a while all of a board's followers share its schedule and its single request.
 */
export async function runDiscoveryPass(deps: DiscoveryDeps, now = new Date()): Promise<number> {
  const due = await dueSources(deps.db, new Date(now.getTime() - REFETCH_AFTER_MS), SOURCES_PER_PASS);
  const fetched = new Set<string>();
  for (const source of due) {
    if (fetched.has(source.fetchUrl)) continue;
    fetched.add(source.fetchUrl);
    const followers = await sourcesOfBoard(deps.db, source.fetchUrl);
    // One board's failure is its sources' status, never the pass's.
    await refreshBoard(deps, followers.length > 0 ? followers : [source]).catch((error: unknown) =>
      deps.log.warn({ err: error, sourceId: source.id }, 'job source fetch failed'),
    );
  }
  return due.length;
}
