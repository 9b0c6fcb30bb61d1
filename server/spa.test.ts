import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
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
  // What the build writes beside each text asset (vite-plugin-compression2).
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), bundle);
  writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(bundle));
  writeFileSync(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(bundle));
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

it('serves the brotli or gzip file of the build by Accept-Encoding, varying on it', async () => {
  const get = (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });
  const br = await get('gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers['cache-control']).toContain('immutable');
  const gzip = await get('gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const plain = await get();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
});

it('compresses API JSON above 1 kB for a client that accepts it, and not smaller answers', async () => {
  const doc = await t.app.inject({
    method: 'GET',
    url: '/api/docs/openapi.json',
    headers: { 'accept-encoding': 'br' },
  });
  expect(doc.headers['content-encoding']).toBe('br');
  expect(doc.headers.vary).toMatch(/accept-encoding/i);
  expect(JSON.parse(brotliDecompressSync(doc.rawPayload).toString())).toHaveProperty('openapi');
  const gzip = await t.app.inject({
    method: 'GET',
    url: '/api/docs/openapi.json',
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toHaveProperty('openapi');
  const small = await t.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'accept-encoding': 'br' },
  });
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.json()).toHaveProperty('status');
});
