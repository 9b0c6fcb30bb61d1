// `npm test`: typecheck + lint, unit, integration (real PostgreSQL) and end-to-end (real server,
// Chromium). Stops at the first failing stage.
import { npmRun } from './lib.mjs';

const stages = [
  ['check', 'Typecheck and lint'],
  ['test:self', 'Self-test: a failing test fails the run'],
  ['test:unit', 'Unit tests'],
  ['test:integration', 'Integration tests (embedded PostgreSQL)'],
  ['test:e2e', 'End-to-end tests (Chromium)'],
];
const started = Date.now();
for (const [script, title] of stages) {
  console.log(`\n▶ ${title}`);
  const t = Date.now();
  await npmRun(script);
  console.log(`✔ ${title} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
