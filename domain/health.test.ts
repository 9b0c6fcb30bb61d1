import { expect, it } from 'vitest';
import { overallHealth } from './health.ts';

it('derives readiness as spec 000 §4 says', () => {
  expect(overallHealth(['pass', 'pass', 'pass'])).toBe('ready');
  expect(overallHealth(['pass', 'warning', 'pass'])).toBe('partial');
  expect(overallHealth(['pass', 'warning', 'fail'])).toBe('not-ready');
  expect(overallHealth([])).toBe('unknown');
});
