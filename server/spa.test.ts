import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

/** In production one process serves the API and the built SPA with history fallback. */
let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'applywise-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">spa</div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  t = await createTestApp({ SERVE_WEB: 'true' }, (config) => {
    config.webDistDir = dist;
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

it('answers client-side routes with index.html, not cached', async () => {
  for (const url of ['/', '/dashboard', '/auth?tab=signup', '/some/unknown/path']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.body).toContain('<div id="root">spa</div>');
    expect(response.headers['cache-control']).toBe('no-cache');
  }
});

it('serves hashed assets with a long cache and static files as they are', async () => {
  const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toContain('immutable');
  expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).body).toBe('<svg/>');
  expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
});

it('keeps unknown API paths as JSON 404s', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/unknown' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});
