import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The main process picks a port and a fresh data directory once; workers inherit them through
// the environment (they load this file again, so the values must not be recomputed there).
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_OIDC_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_BOARDS_PORT ??= String(Number(process.env.E2E_PORT) + 2);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'applywise-e2e-'));
const port = Number(process.env.E2E_PORT);
const oidcPort = Number(process.env.E2E_OIDC_PORT);
const boardsPort = Number(process.env.E2E_BOARDS_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  // A test asserts what a user sees, never how fast: a sign-up flow that takes 5 s on a quiet
  // machine took over 30 s on a loaded 2-core one with two workers (the same tests of the last
  // green commit timed out there too), so a test may take up to 90 s before it counts as failed.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // A local OpenID Connect provider standing in for Google (LinkedIn stays unconfigured, so
      // its failure path is tested too).
      command: 'npx tsx e2e/oidc-stand-in.ts',
      cwd: '..',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OIDC_PORT: String(oidcPort), APP_URL: baseURL },
    },
    {
      // The job boards, feeds and careers pages job discovery follows (e2e/job-discovery.spec.ts).
      command: 'npx tsx e2e/boards-stand-in.ts',
      cwd: '..',
      port: boardsPort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { BOARDS_PORT: String(boardsPort) },
    },
    {
      // E2E_SERVER / WEB_DIST_DIR point at another build (parallel runs); default: dist/.
      command: `node ${process.env.E2E_SERVER ?? 'dist/server/main.js'}`,
      cwd: '..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // Every test signs in and calls the API from 127.0.0.1 (two workers, one address): the
        // limits themselves are covered by the integration tests (server/rate-limit.test.ts).
        AUTH_RATE_LIMIT_MAX: '1000',
        RATE_LIMIT_MAX: '10000',
        // The testing page's administrator (e2e/testing.spec.ts signs up with this address).
        ADMIN_EMAILS: 'e2e-admin@example.com',
        GOOGLE_CLIENT_ID: 'applywise-e2e',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
        JOB_BOARDS_STAND_IN_PORT: String(boardsPort),
      },
    },
  ],
});
