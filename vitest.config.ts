import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'engine/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'server/**/*.unit.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts'],
          environment: 'node',
          // One real PostgreSQL cluster per run; each test file gets its own database.
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
