import { sql } from 'drizzle-orm';
import type { PlanId } from '#domain/plans';
import type { Db } from '../../db/client.ts';
import { premiumTemplates } from '../../db/schema.ts';
import type { SeedStep } from '../../db/seed.ts';

type SeedTemplate = {
  slug: string;
  name: string;
  description: string;
  priceDkk: number;
  subscriptionTier: PlanId | null;
};

/**
 * The premium template catalogue (spec 000 §3, §6): whole-kroner prices; a tier means "comes with
 * that plan", no tier means "bought on its own".
 */
export const PREMIUM_TEMPLATES: readonly SeedTemplate[] = [
  {
    slug: 'nordic-minimal',
    name: 'Nordic Minimal',
    description: 'A calm single-column layout with generous white space, built for Scandinavian employers.',
    priceDkk: 49,
    subscriptionTier: null,
  },
  {
    slug: 'graduate-starter',
    name: 'Graduate Starter',
    description: 'Puts education, projects and internships first for your first job after studies.',
    priceDkk: 79,
    subscriptionTier: null,
  },
  {
    slug: 'ats-professional',
    name: 'ATS Professional',
    description: 'Plain structure and standard headings that applicant tracking systems read without loss.',
    priceDkk: 99,
    subscriptionTier: 'pro',
  },
  {
    slug: 'creative-portfolio',
    name: 'Creative Portfolio',
    description: 'A two-column design with a highlighted skills sidebar and room for portfolio links.',
    priceDkk: 129,
    subscriptionTier: null,
  },
  {
    slug: 'tech-lead',
    name: 'Tech Lead',
    description: 'Leads with impact and a compact technology matrix for engineering and product roles.',
    priceDkk: 149,
    subscriptionTier: 'pro',
  },
  {
    slug: 'executive-elite',
    name: 'Executive Elite',
    description: 'A board-ready layout with an executive summary, key achievements and leadership record.',
    priceDkk: 199,
    subscriptionTier: 'elite',
  },
];

/** Inserts the catalogue, updating rows by slug, so edits here reach existing databases. */
async function seedPremiumTemplates(db: Db): Promise<void> {
  await db
    .insert(premiumTemplates)
    .values([...PREMIUM_TEMPLATES])
    .onConflictDoUpdate({
      target: premiumTemplates.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        priceDkk: sql`excluded.price_dkk`,
        subscriptionTier: sql`excluded.subscription_tier`,
      },
    });
}

export const premiumTemplatesSeed: SeedStep = { name: 'premium templates', run: seedPremiumTemplates };
