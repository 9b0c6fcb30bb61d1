import { eq, sql } from 'drizzle-orm';
import { CV_TEMPLATES } from '#domain/cv-builder/templates';
import type { Db } from '../../db/client.ts';
import { cvTemplates, premiumTemplates } from '../../db/schema.ts';
import type { SeedStep } from '../../db/seed.ts';

/**
 * The builder's templates (domain/cv-builder/templates.ts) into cv_templates by slug, and each
 * premium template linked to its builder template by the same slug. Downloads are never reset.
 * The layout and the photo place are read from the catalogue by slug, not stored.
 */
async function seedCvTemplates(db: Db): Promise<void> {
  await db
    .insert(cvTemplates)
    .values(
      CV_TEMPLATES.map((t) => ({
        slug: t.slug,
        name: t.name,
        description: t.description,
        category: t.category,
        industry: t.industry,
        careerLevel: t.careerLevel,
        isPremium: t.premium,
      })),
    )
    .onConflictDoUpdate({
      target: cvTemplates.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
        industry: sql`excluded.industry`,
        careerLevel: sql`excluded.career_level`,
        isPremium: sql`excluded.is_premium`,
      },
    });
  await db
    .update(premiumTemplates)
    .set({ cvTemplateId: cvTemplates.id })
    .from(cvTemplates)
    .where(eq(cvTemplates.slug, premiumTemplates.slug));
}

export const cvTemplatesSeed: SeedStep = { name: 'CV templates', run: seedCvTemplates };
