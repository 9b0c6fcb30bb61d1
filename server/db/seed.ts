import type { Db } from './client.ts';
import { premiumTemplatesSeed } from '../features/billing/premium-templates-seed.ts';
import { cvTemplatesSeed } from '../features/cv-builder/templates-seed.ts';

/**
 * Rows the screens need, applied idempotently at every start (insert ... on conflict do nothing /
 * update by natural key). Each issue that adds such rows (FAQ, templates, premium templates)
 * registers a step here.
 */
export type SeedStep = { name: string; run: (db: Db) => Promise<void> };

// CV templates after the premium templates: they link each premium template to its builder template.
export const seedSteps: SeedStep[] = [premiumTemplatesSeed, cvTemplatesSeed];

export async function runSeed(db: Db): Promise<void> {
  for (const step of seedSteps) await step.run(db);
}
