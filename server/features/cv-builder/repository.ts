import { and, eq } from 'drizzle-orm';
import {
  ZBuilderCv,
  ZCvCustomization,
  emptyBuilderCv,
  type TBuilderCvDetail,
  type TBuilderCvSave,
} from '#domain/cv-builder';
import { defaultCustomization } from '#domain/cv-builder/layout';
import { CV_TEMPLATES } from '#domain/cv-builder/templates';
import { cvDataFromBuilderCv } from '#domain/cv-builder/to-cv-data';
import type { Db } from '../../db/client.ts';
import { cvs, cvTemplates } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { getCv, insertCv, listCvs, syncProfileWithDefault } from '../cvs/repository.ts';

/**
 * Builder CVs are `cvs` rows with source 'builder' (spec 001 §3): the builder's data as JSON text in
 * `content`, the template and customisation beside it, and the same data as a completed extraction
 * (`extracted_data`), so /new-job, the profile and /cvs treat it like any other CV.
 */

type CvRow = typeof cvs.$inferSelect;

/** The columns a save writes, derived from what the builder sent. */
function savedColumns(save: TBuilderCvSave, templateId: string) {
  return {
    name: save.name,
    content: JSON.stringify(save.content),
    templateId,
    customization: save.customization,
    extractionStatus: 'completed' as const,
    extractionError: null,
    extractedData: cvDataFromBuilderCv(save.content),
    detectedLanguage: save.customization.language,
    languageConfidence: 1,
  };
}

export async function toBuilderCvDetail(db: Db, row: CvRow): Promise<TBuilderCvDetail> {
  const [template] = row.templateId
    ? await db.select({ slug: cvTemplates.slug }).from(cvTemplates).where(eq(cvTemplates.id, row.templateId))
    : [];
  // A template withdrawn since is shown with the first one; the user picks another when editing.
  const slug = template?.slug ?? CV_TEMPLATES[0]!.slug;
  const definition = CV_TEMPLATES.find((t) => t.slug === slug) ?? CV_TEMPLATES[0]!;
  // Stored data was validated on the way in; a row written by an older schema opens with what
  // still validates rather than failing.
  const content = ZBuilderCv.safeParse(JSON.parse(row.content ?? 'null'));
  const customization = ZCvCustomization.safeParse(row.customization);
  return {
    id: row.id,
    name: row.name,
    templateSlug: slug,
    content: content.success ? content.data : emptyBuilderCv(),
    customization: customization.success
      ? customization.data
      : defaultCustomization(definition, row.detectedLanguage === 'da' ? 'da' : 'en'),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's builder CV; an uploaded one, another user's or a missing one is the same 404. */
export async function getBuilderCv(db: Db, userId: string, id: string): Promise<CvRow> {
  const row = await getCv(db, userId, id);
  if (row.source !== 'builder') throw notFound('CV not found');
  return row;
}

export function insertBuilderCv(db: Db, userId: string, save: TBuilderCvSave, templateId: string) {
  return insertCv(db, { userId, source: 'builder', ...savedColumns(save, templateId) });
}

export async function updateBuilderCv(
  db: Db,
  userId: string,
  id: string,
  save: TBuilderCvSave,
  templateId: string,
): Promise<CvRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(cvs)
      .set({ ...savedColumns(save, templateId), updatedAt: new Date() })
      .where(and(eq(cvs.id, id), eq(cvs.userId, userId), eq(cvs.source, 'builder')))
      .returning();
    if (!row) throw notFound('CV not found');
    await syncProfileWithDefault(tx, userId, row);
    return row;
  });
}

const MAX_NAME = 200;
const NUMBERED = /^(.*?) \((\d+)\)$/;

/**
 * A copy's name in any language: "Min CV" → "Min CV (2)", "Min CV (2)" → "Min CV (3)", the first
 * number none of the user's CVs has.
 */
export async function copyName(db: Db, userId: string, name: string): Promise<string> {
  const base = (NUMBERED.exec(name)?.[1] ?? name).slice(0, MAX_NAME - 6);
  const taken = new Set((await listCvs(db, userId)).map((cv) => cv.name));
  let n = 2;
  while (taken.has(`${base} (${n})`)) n++;
  return `${base} (${n})`;
}
