import { expect, it } from 'vitest';

// Runs only inside `scripts/self-test.mjs`, which asserts that this failure fails the run.
it.runIf(process.env.APPLYWISE_SELF_TEST === 'fail')('self-test: fails on purpose', () => {
  expect(1).toBe(2);
});
