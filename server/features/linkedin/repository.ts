import { and, count, desc, eq } from 'drizzle-orm';
import { ZCvData, type TCvData } from '#domain/cv';
import {
  LINKEDIN_PAGE_SIZE,
  linkedinBand,
  ZLinkedinAnalysis,
  type TLinkedinAnalysis,
  type TLinkedinAnalysisRecord,
  type TLinkedinAnalysisSummary,
} from '#domain/linkedin';
import type { Db } from '../../db/client.ts';
import { cvs, linkedinAnalyses, profiles, type LinkedinAnalysisRow } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

export function toSummary(row: LinkedinAnalysisRow): TLinkedinAnalysisSummary {
  return {
    id: row.id,
    linkedinUrl: row.linkedinUrl,
    source: row.source,
    score: row.score,
    band: linkedinBand(row.score),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRecord(row: LinkedinAnalysisRow): TLinkedinAnalysisRecord {
  return { ...toSummary(row), analysis: ZLinkedinAnalysis.parse(row.analysis) };
}

/** What the analysis holds the profile against: the user's target roles, language and default CV. */
export async function analysisContext(
  db: Db,
  userId: string,
): Promise<{ targetRoles: string[]; preferredLanguage: string; cv: TCvData | null }> {
  const [profile] = await db
    .select({ targetRoles: profiles.targetRoles, preferredLanguage: profiles.preferredLanguage })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [cv] = await db
    .select({ data: cvs.extractedData })
    .from(cvs)
    .where(and(eq(cvs.userId, userId), eq(cvs.isDefault, true), eq(cvs.extractionStatus, 'completed')));
  const data = cv?.data ? ZCvData.safeParse(cv.data) : undefined;
  return {
    targetRoles: profile?.targetRoles ?? [],
    preferredLanguage: profile?.preferredLanguage ?? 'en',
    cv: data?.success ? data.data : null,
  };
}

/** Stores an analysis and keeps the address on the profile (spec 001 §3 profiles.linkedin_url). */
export async function saveAnalysis(
  db: Db,
  input: { userId: string; linkedinUrl: string; source: 'pdf' | 'text'; analysis: TLinkedinAnalysis },
): Promise<LinkedinAnalysisRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(linkedinAnalyses)
      .values({
        userId: input.userId,
        linkedinUrl: input.linkedinUrl,
        source: input.source,
        score: input.analysis.score,
        analysis: input.analysis,
      })
      .returning();
    await tx
      .update(profiles)
      .set({ linkedinUrl: input.linkedinUrl, updatedAt: new Date() })
      .where(eq(profiles.id, input.userId));
    return row!;
  });
}

export async function listAnalyses(
  db: Db,
  userId: string,
  page: number,
): Promise<{ rows: LinkedinAnalysisRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(linkedinAnalyses)
      .where(eq(linkedinAnalyses.userId, userId))
      .orderBy(desc(linkedinAnalyses.createdAt), desc(linkedinAnalyses.id))
      .limit(LINKEDIN_PAGE_SIZE)
      .offset((page - 1) * LINKEDIN_PAGE_SIZE),
    db.select({ n: count() }).from(linkedinAnalyses).where(eq(linkedinAnalyses.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The user's analysis; another user's or a missing one is the same 404. */
export async function getAnalysis(db: Db, userId: string, id: string): Promise<LinkedinAnalysisRow> {
  const [row] = await db
    .select()
    .from(linkedinAnalyses)
    .where(and(eq(linkedinAnalyses.id, id), eq(linkedinAnalyses.userId, userId)));
  if (!row) throw notFound('Analysis not found');
  return row;
}
