import { and, desc, asc, eq, exists, sql } from 'drizzle-orm';
import { canUseTemplate, type TCvTemplate, type TCvTemplateList } from '#domain/cv-builder';
import { findTemplate } from '#domain/cv-builder/templates';
import type { PlanId } from '#domain/plans';
import type { Db } from '../../db/client.ts';
import {
  cvTemplates,
  premiumTemplates,
  profiles,
  templatePurchases,
  templateUsage,
  userFavoriteTemplates,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { templateUseError } from '../billing/premium-templates.ts';
import { atsRecall, isAtsSafe } from './ats-safety.ts';

/**
 * The template gallery (spec 001 §2, §7, §8): cv_templates as seeded from the domain catalogue,
 * with the user's favourites, purchases and preferences.
 */

/** Spec 001 §8: popular is the top 6 by downloads, 3 without preferences; recommended 3. */
const POPULAR = 6;
const POPULAR_WITHOUT_PREFERENCES = 3;
const RECOMMENDED = 3;

type Viewer = { userId: string; plan: PlanId } | null;

/** A row per active template known to the catalogue, with the viewer's purchase and favourite. */
async function templateRows(db: Db, userId: string | null) {
  const rows = await db
    .select({
      template: cvTemplates,
      premiumTemplateId: premiumTemplates.id,
      subscriptionTier: premiumTemplates.subscriptionTier,
      // No user: '' matches nothing, so nothing reads as bought or favourite.
      purchased: exists(
        db
          .select({ one: sql`1` })
          .from(templatePurchases)
          .where(
            and(
              eq(templatePurchases.premiumTemplateId, premiumTemplates.id),
              eq(templatePurchases.userId, userId ?? ''),
            ),
          ),
      ).mapWith(Boolean),
      favorite: exists(
        db
          .select({ one: sql`1` })
          .from(userFavoriteTemplates)
          .where(
            and(
              eq(userFavoriteTemplates.templateId, cvTemplates.id),
              eq(userFavoriteTemplates.userId, userId ?? ''),
            ),
          ),
      ).mapWith(Boolean),
    })
    .from(cvTemplates)
    .leftJoin(premiumTemplates, eq(premiumTemplates.cvTemplateId, cvTemplates.id))
    .where(eq(cvTemplates.isActive, true))
    .orderBy(desc(cvTemplates.downloads), asc(cvTemplates.name));
  return rows.flatMap((row) => {
    const definition = findTemplate(row.template.slug);
    return definition ? [{ ...row, definition }] : [];
  });
}

type TemplateRow = Awaited<ReturnType<typeof templateRows>>[number];

function toCvTemplate(row: TemplateRow, viewer: Viewer): TCvTemplate {
  const { template, definition } = row;
  const access = { subscriptionTier: row.subscriptionTier, purchased: row.purchased };
  return {
    id: template.id,
    slug: template.slug,
    name: template.name,
    description: template.description,
    category: definition.category,
    industry: template.industry,
    careerLevel: template.careerLevel,
    layout: definition.layout,
    isPremium: template.isPremium,
    hasPhoto: definition.hasPhoto,
    downloads: template.downloads,
    premiumTemplateId: row.premiumTemplateId,
    subscriptionTier: row.subscriptionTier,
    usable: viewer
      ? canUseTemplate(viewer.plan, { premium: template.isPremium, ...access })
      : !template.isPremium,
    favorite: row.favorite,
    atsSafe: isAtsSafe(definition),
    atsRecall: atsRecall(definition),
  };
}

/** The user's target roles and industry, lower-cased, blanks dropped. */
async function preferences(db: Db, userId: string): Promise<string[]> {
  const [profile] = await db
    .select({ roles: profiles.targetRoles, industry: profiles.industryPreference })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return [...(profile?.roles ?? []), profile?.industry ?? '']
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
}

/** A preference matches when it and the category or industry contain one another ("Marketing Manager"). */
function matches(template: TCvTemplate, wanted: readonly string[]): boolean {
  const own = [template.category, template.industry ?? ''].map((s) => s.toLowerCase()).filter(Boolean);
  return wanted.some((w) => own.some((o) => w.includes(o) || o.includes(w)));
}

export async function listCvTemplates(db: Db, viewer: Viewer): Promise<TCvTemplateList> {
  const templates = (await templateRows(db, viewer?.userId ?? null)).map((row) => toCvTemplate(row, viewer));
  const wanted = viewer ? await preferences(db, viewer.userId) : [];
  const slugs = (list: TCvTemplate[], n: number) => list.slice(0, n).map((t) => t.slug);
  return {
    templates,
    popular: slugs(templates, wanted.length ? POPULAR : POPULAR_WITHOUT_PREFERENCES),
    // Without preferences, the most used ones stand in.
    recommended: wanted.length
      ? slugs(
          templates.filter((t) => matches(t, wanted)),
          RECOMMENDED,
        )
      : slugs(templates, RECOMMENDED),
  };
}

/** An active template by slug with its catalogue definition; 404 for an unknown one. */
export async function getCvTemplate(db: Db, slug: string) {
  const definition = findTemplate(slug);
  const [row] = definition
    ? await db
        .select({
          template: cvTemplates,
          subscriptionTier: premiumTemplates.subscriptionTier,
          premiumId: premiumTemplates.id,
        })
        .from(cvTemplates)
        .leftJoin(premiumTemplates, eq(premiumTemplates.cvTemplateId, cvTemplates.id))
        .where(and(eq(cvTemplates.slug, slug), eq(cvTemplates.isActive, true)))
    : [];
  if (!definition || !row) throw notFound('Template not found.');
  return { ...row, definition };
}

/**
 * The template, when the user may save and export with it; 403 with `requiredPlan` or
 * `purchaseRequired` (as POST /api/premium-templates/:id/use) when not, 404 when it is unknown.
 */
export async function usableTemplate(db: Db, user: { userId: string; plan: PlanId }, slug: string) {
  const found = await getCvTemplate(db, slug);
  if (!found.template.isPremium) return found;
  const [purchase] = found.premiumId
    ? await db
        .select({ id: templatePurchases.id })
        .from(templatePurchases)
        .where(
          and(
            eq(templatePurchases.userId, user.userId),
            eq(templatePurchases.premiumTemplateId, found.premiumId),
          ),
        )
        .limit(1)
    : [];
  const refused = templateUseError(user.plan, {
    subscriptionTier: found.subscriptionTier,
    purchased: purchase !== undefined,
  });
  if (refused) throw refused;
  return found;
}

export async function setFavorite(db: Db, userId: string, slug: string, favorite: boolean): Promise<void> {
  const { template } = await getCvTemplate(db, slug);
  if (favorite) {
    await db.insert(userFavoriteTemplates).values({ userId, templateId: template.id }).onConflictDoNothing();
  } else {
    await db
      .delete(userFavoriteTemplates)
      .where(
        and(eq(userFavoriteTemplates.userId, userId), eq(userFavoriteTemplates.templateId, template.id)),
      );
  }
}

/** Spec 001 §7: a usage row, and the template's download count raised by one; answers the new count. */
export async function recordUsage(db: Db, userId: string, templateId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(templateUsage).values({ userId, templateId });
    const [row] = await tx
      .update(cvTemplates)
      .set({ downloads: sql`coalesce(${cvTemplates.downloads}, 0) + 1` })
      .where(eq(cvTemplates.id, templateId))
      .returning({ downloads: cvTemplates.downloads });
    return row?.downloads ?? 1;
  });
}
