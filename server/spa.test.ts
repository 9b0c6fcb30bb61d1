import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDER_ORIGIN } from '#domain/web-pages';
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
  // What scripts/prerender.mjs writes: each public page in each language, absolute URLs on a
  // placeholder origin the server replaces with its own.
  const page = (language: string, text: string) =>
    `<!doctype html><html lang="${language}"><head><link rel="canonical" href="${PRERENDER_ORIGIN}/pricing"/></head><div id="root"><h1>${text}</h1></div>`;
  mkdirSync(join(dist, 'prerendered', 'en'), { recursive: true });
  mkdirSync(join(dist, 'prerendered', 'da', 'shared-application'), { recursive: true });
  writeFileSync(join(dist, 'prerendered', 'en', 'pricing.html'), page('en', 'Simple, Transparent Pricing'));
  writeFileSync(join(dist, 'prerendered', 'da', 'pricing.html'), page('da', 'Enkle, gennemskuelige priser'));
  writeFileSync(join(dist, 'prerendered', 'en', 'index.html'), page('en', 'Landing'));
  writeFileSync(
    join(dist, 'prerendered', 'da', 'shared-application', 'shell.html'),
    page('da', 'Delt ansøgning'),
  );
  t = await createTestApp({ SERVE_WEB: 'true' }, (config) => {
    config.webDistDir = dist;
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

it('answers client-side routes with index.html, not cached', async () => {
  for (const url of ['/dashboard', '/auth?tab=signup', '/some/unknown/path', '/pricing?plan=pro']) {
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

describe('pre-rendered public pages', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('sends a visitor the page in English by default, with the app origin in its URLs', async () => {
    for (const url of ['/pricing', '/pricing/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<h1>Simple, Transparent Pricing</h1>');
      expect(response.body).toContain(`<link rel="canonical" href="${t.config.appUrl}/pricing"/>`);
      expect(response.body).not.toContain(PRERENDER_ORIGIN);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-language']).toBe('en');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    }
    expect((await get('/')).body).toContain('<h1>Landing</h1>');
  });

  it('picks the language by ?lang=, then Accept-Language, then English', async () => {
    expect((await get('/pricing?lang=da')).body).toContain('Enkle, gennemskuelige priser');
    expect((await get('/pricing', { 'accept-language': 'da-DK,da;q=0.9,en;q=0.8' })).body).toContain(
      'Enkle, gennemskuelige priser',
    );
    expect((await get('/pricing', { 'accept-language': 'de-DE,en;q=0.5,da;q=0.4' })).body).toContain(
      'Simple, Transparent Pricing',
    );
    expect((await get('/pricing?lang=en', { 'accept-language': 'da' })).body).toContain(
      'Simple, Transparent Pricing',
    );
    expect((await get('/pricing?lang=xx', { 'accept-language': 'fr, da;q=0.7' })).body).toContain(
      'Enkle, gennemskuelige priser',
    );
  });

  it('sends the app without a pre-rendered page to a session, or when the page reads the query', async () => {
    const signedIn = await get('/pricing', { cookie: 'applywise.session_token=abc.def' });
    expect(signedIn.body).toContain('<div id="root">spa</div>');
    const secure = await get('/', { cookie: '__Secure-applywise.session_token=abc.def' });
    expect(secure.body).toContain('<div id="root">spa</div>');
    expect((await get('/pricing?plan=pro&lang=da')).body).toContain('<div id="root">spa</div>');
  });

  it('sends the shared-application shell for every token, compressed when the client accepts it', async () => {
    const plain = await get('/shared-application/some-token');
    expect(plain.body).toContain('<h1>Delt ansøgning</h1>');
    const br = await get('/shared-application/other-token', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Delt ansøgning</h1>');
    const gz = await get('/pricing', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('Simple, Transparent Pricing');
  });
});
