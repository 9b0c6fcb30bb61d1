import type { Db } from './client.ts';
import { premiumTemplatesSeed } from '../features/billing/premium-templates-seed.ts';

/**
 * Rows the screens need, applied idempotently at every start (insert ... on conflict do nothing /
 * update by natural key). Each issue that adds such rows (FAQ, templates, premium templates)
 * registers a step here.
 */
export type SeedStep = { name: string; run: (db: Db) => Promise<void> };

export const seedSteps: SeedStep[] = [premiumTemplatesSeed];

export async function runSeed(db: Db): Promise<void> {
  for (const step of seedSteps) await step.run(db);
}
