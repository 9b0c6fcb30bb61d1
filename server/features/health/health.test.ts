import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('is ready when database, file storage and the mail outbox all pass', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.status).toBe('ready');
  expect(Object.keys(body.checks).sort()).toEqual(['database', 'email', 'storage']);
  for (const check of Object.values(body.checks) as { status: string }[]) expect(check.status).toBe('pass');
});

it('is not-ready (503) when a check fails', async () => {
  // Make the file store's directory unusable: a file where the folder should be.
  rmSync(t.config.files.localDir, { recursive: true, force: true });
  writeFileSync(t.config.files.localDir, 'not a folder');
  try {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not-ready', checks: { storage: { status: 'fail' } } });
  } finally {
    rmSync(t.config.files.localDir, { force: true });
  }
});

it('answers within its own time limit when a check hangs, and fails that check', async () => {
  const check = t.app.deps.mailer.check;
  t.app.deps.mailer.check = () => new Promise(() => undefined);
  try {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not-ready',
      checks: { database: { status: 'pass' }, email: { status: 'fail', detail: 'No answer within 2 s' } },
    });
  } finally {
    t.app.deps.mailer.check = check;
  }
});
