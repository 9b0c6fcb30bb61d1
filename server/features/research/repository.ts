import { and, desc, eq } from 'drizzle-orm';
import {
  ZCompanyResearchData,
  type TCompanyResearchData,
  type TCompanyResearchSummary,
} from '#domain/research';
import type { Db } from '../../db/client.ts';
import { companyResearch, jobApplications, type CompanyResearchRow } from '../../db/schema.ts';

/** What is saved in `company_research.result`: the spec's envelope as it was answered. */
export interface StoredResearch {
  success: boolean;
  data: TCompanyResearchData;
  isLimitedData: boolean;
  isEnhanced: boolean;
}

/** The saved envelope, or undefined when it no longer reads as one (an older shape: research again). */
export function storedResearch(row: CompanyResearchRow): StoredResearch | undefined {
  const result = row.result as Partial<StoredResearch>;
  const data = ZCompanyResearchData.safeParse(result.data);
  if (!data.success) return undefined;
  return {
    success: result.success === true,
    data: data.data,
    isLimitedData: result.isLimitedData === true,
    isEnhanced: result.isEnhanced === true,
  };
}

export async function findByKey(db: Db, userId: string, companyKey: string) {
  const [row] = await db
    .select()
    .from(companyResearch)
    .where(and(eq(companyResearch.userId, userId), eq(companyResearch.companyKey, companyKey)));
  return row;
}

/** The user's research by id; another user's is not found. */
export async function findById(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(companyResearch)
    .where(and(eq(companyResearch.userId, userId), eq(companyResearch.id, id)));
  return row;
}

export async function saveResearch(
  db: Db,
  values: {
    userId: string;
    companyKey: string;
    companyName: string;
    location: string | null;
    result: StoredResearch;
  },
): Promise<CompanyResearchRow> {
  const result = values.result as unknown as CompanyResearchRow['result'];
  const [row] = await db
    .insert(companyResearch)
    .values({ ...values, result })
    .onConflictDoUpdate({
      target: [companyResearch.userId, companyResearch.companyKey],
      set: { companyName: values.companyName, location: values.location, result, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function listResearch(db: Db, userId: string): Promise<TCompanyResearchSummary[]> {
  const rows = await db
    .select()
    .from(companyResearch)
    .where(eq(companyResearch.userId, userId))
    .orderBy(desc(companyResearch.updatedAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    companyName: row.companyName,
    location: row.location,
    isLimitedData: (row.result as Partial<StoredResearch>).isLimitedData === true,
    researchedAt: row.updatedAt.toISOString(),
  }));
}

/** The user's saved applications (newest first), for the company's ads. */
export async function userApplications(db: Db, userId: string) {
  return db
    .select({
      id: jobApplications.id,
      jobTitle: jobApplications.jobTitle,
      companyName: jobApplications.companyName,
      applicationUrl: jobApplications.applicationUrl,
      jobDescription: jobApplications.jobDescription,
    })
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId))
    .orderBy(desc(jobApplications.createdAt))
    .limit(500);
}
