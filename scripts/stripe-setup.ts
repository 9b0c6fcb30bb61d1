/**
 * `npm run stripe:setup`: creates the Stripe products and prices of the plan catalogue
 * (domain/plans.ts) under their lookup keys, as checkout would on first use. Safe to run again:
 * what exists is left alone, a price whose catalogue amount changed is replaced (the new price takes
 * over the lookup key). Reads STRIPE_SECRET_KEY (and STRIPE_API_BASE) from the environment or .env.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR, loadConfig } from '#server/config';
import { createStripeClient, syncCatalogue } from '#server/infra/billing/stripe';

const envFile = join(ROOT_DIR, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
const config = loadConfig();

if (!config.stripe) {
  console.error('STRIPE_SECRET_KEY is not set: nothing to set up (the app uses the local provider).');
  process.exit(1);
}
if (config.stripe.secretKey.startsWith('sk_live_')) {
  console.log('Using a LIVE key: the prices are created in live mode.');
}

const results = await syncCatalogue(createStripeClient(config.stripe));
for (const r of results) console.log(`${r.action.padEnd(8)} ${r.lookupKey.padEnd(28)} ${r.priceId}`);
const created = results.filter((r) => r.action !== 'found').length;
console.log(
  created === 0
    ? `All ${results.length} prices already exist.`
    : `${created} of ${results.length} prices created or replaced.`,
);
