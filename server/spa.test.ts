import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDER_ORIGIN } from '#domain/web-pages';
import { eq } from 'drizzle-orm';
import { jobApplications } from './db/schema.ts';
import { call, insertApplication, LETTER } from './features/applications/export-test-helpers.ts';
import { createTestApp, signUp, type TestApp } from './test/harness.ts';

/** In production one process serves the API and the built SPA with history fallback. */
let t: TestApp;
const base = mkdtempSync(join(tmpdir(), 'applywise-dist-'));
const dist = join(base, 'web');
beforeAll(async () => {
  mkdirSync(dist);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">spa</div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'password-strength.worker-abc123.js'), 'onmessage = () => {}');
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
  // And the loading state of the client-rendered routes.
  mkdirSync(join(dist, 'loading'));
  const loading = (language: string, text: string) =>
    `<!doctype html><html lang="${language}"><div id="root" data-loading><span>${text}</span></div>`;
  writeFileSync(join(dist, 'loading', 'en.html'), loading('en', 'Loading...'));
  writeFileSync(join(dist, 'loading', 'da.html'), loading('da', 'Indlæser...'));
  // And the web app's server build, which renders a shared letter into the page (here a stand-in
  // that writes the data it is given, and fails for one job title).
  mkdirSync(join(base, 'web-ssr'));
  writeFileSync(
    join(base, 'web-ssr', 'document.html'),
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
  // What scripts/prerender.mjs writes from the build's manifest: each built module's chunks.
  writeFileSync(
    join(base, 'web-ssr', 'chunks.json'),
    JSON.stringify({
      'app/layouts/app-layout.tsx': ['/assets/app-layout-abc.js', '/assets/query-abc.js'],
      'features/dashboard/dashboard-page.tsx': ['/assets/dashboard-page-abc.js', '/assets/query-abc.js'],
    }),
  );
  writeFileSync(
    join(base, 'web-ssr', 'prerender.js'),
    `export async function renderPage(path, language, data) {
      if (data.session) {
        const { user } = JSON.parse(data.session);
        if (user.name === 'Unrenderable') throw new Error('render failed');
        return '<h1>' + language + ' ' + path + ': ' + user.name + '</h1>';
      }
      const [opening] = Object.values(data);
      if (opening.kind === 'password') return '<h1>Beskyttet ansøgning</h1>';
      if (opening.kind === 'expired') return '<h1>Linket er udløbet</h1>';
      const letter = opening.application;
      if (letter.job_title === 'Unrenderable') throw new Error('render failed');
      return '<title>Delt ansøgning</title><h1>' + letter.job_title + '</h1><p>' + letter.ai_output + '</p><a href="${PRERENDER_ORIGIN}' + path + '">here</a>';
    }
    export function pageModules(path) {
      if (path === '/dashboard') return ['app/layouts/app-layout.tsx', 'features/dashboard/dashboard-page.tsx'];
      return path === '/new-job' ? ['app/layouts/app-layout.tsx', 'features/unknown-to-the-build.tsx'] : [];
    }
    export function documentFor(template, html, language, data) {
      return template.replace('lang="en"', 'lang="' + language + '"').replace('<div id="root"></div>', '<div id="root">' + html + '</div><script type="application/json" id="embedded-data">' + JSON.stringify(data) + '</script>');
    }`,
  );
  t = await createTestApp({ SERVE_WEB: 'true' }, (config) => {
    config.webDistDir = dist;
  });
});
afterAll(async () => {
  await t.close();
  rmSync(base, { recursive: true, force: true });
});

it('answers client-side routes with the loading state in the browser language, not cached', async () => {
  for (const url of ['/dashboard', '/auth?tab=signup', '/some/unknown/path', '/pricing?plan=pro']) {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode, url).toBe(200);
    expect(response.body).toContain('<div id="root" data-loading><span>Loading...</span></div>');
    expect(response.headers['content-language']).toBe('en');
    expect(response.headers['cache-control']).toBe('no-cache');
  }
  const danish = await t.app.inject({
    method: 'GET',
    url: '/dashboard',
    headers: { 'accept-encoding': 'identity', 'accept-language': 'da-DK,da;q=0.9,en;q=0.8' },
  });
  expect(danish.body).toContain('<span>Indlæser...</span>');
  expect(danish.headers['content-language']).toBe('da');
  expect(danish.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
});

it('serves hashed assets with a long cache and static files as they are', async () => {
  const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toContain('immutable');
  expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).body).toBe('<svg/>');
  expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
});

it('sends the page security headers with documents and worker scripts, and only nosniff and CORP with other assets', async () => {
  const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
  expect(asset.headers['x-content-type-options']).toBe('nosniff');
  expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
  for (const header of [
    'content-security-policy',
    'permissions-policy',
    'x-frame-options',
    'referrer-policy',
  ]) {
    expect(asset.headers[header], header).toBeUndefined();
  }
  for (const url of ['/dashboard', '/pricing', '/assets/password-strength.worker-abc123.js', '/api/health']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
    expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options'], url).toBe('nosniff');
  }
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
    expect(signedIn.body).toContain('<span>Loading...</span>');
    const secure = await get('/', {
      cookie: '__Secure-applywise.session_token=abc.def',
      'accept-language': 'da',
    });
    expect(secure.body).toContain('<span>Indlæser...</span>');
    expect((await get('/pricing?plan=pro&lang=da')).body).toContain('<div id="root" data-loading>');
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

describe('a shared letter rendered into its page', () => {
  const get = (path: string) =>
    t.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'identity' } });

  async function sharedLetter(body: object = {}) {
    const owner = await signUp(t);
    const id = await insertApplication(t, owner.userId, { jobTitle: 'Frontend-udvikler' });
    const response = await call(t, owner.cookie, 'POST', `/api/applications/${id}/share`, { payload: body });
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };
    return { ...owner, id, path: `/shared-application/${token}`, token };
  }

  it('sends a live link without a password with its letter in the HTML, for no cache and no index', async () => {
    const { path, token } = await sharedLetter();
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Frontend-udvikler</h1>');
    expect(response.body).toContain(LETTER.split('\n')[0]);
    // No route of the letter's page names a built module: nothing to preload but the entry's own.
    expect(response.body).not.toContain('rel="modulepreload"');
    // The data the page was rendered with, for the browser's hydration, and the app's own origin.
    const embedded = /<script type="application\/json" id="embedded-data">(.*?)<\/script>/.exec(
      response.body,
    );
    expect(JSON.parse(embedded![1]!)).toMatchObject({
      [`shared-application:${token}`]: {
        kind: 'found',
        application: { job_title: 'Frontend-udvikler', company_name: 'Brød & Smør ApS' },
      },
    });
    expect(response.body).toContain(`href="${t.config.appUrl}${path}"`);
    expect(response.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'no-referrer',
      'content-language': 'da',
    });
  });

  it('sends a protected link with its password prompt and an expired one saying so, with no letter', async () => {
    const embeddedOf = (body: string) =>
      JSON.parse(/<script type="application\/json" id="embedded-data">(.*?)<\/script>/.exec(body)![1]!);
    const protectedLink = await sharedLetter({ password: 'hemmelig' });
    const prompt = await get(protectedLink.path);
    expect(prompt.statusCode).toBe(200);
    expect(prompt.body).toContain('<h1>Beskyttet ansøgning</h1>');
    expect(prompt.body).not.toContain(LETTER.split('\n')[0]);
    expect(embeddedOf(prompt.body)).toEqual({
      [`shared-application:${protectedLink.token}`]: { kind: 'password' },
    });
    expect(prompt.headers['cache-control']).toBe('no-store');

    const expired = await sharedLetter({ expiresInDays: 1 });
    await t.db
      .update(jobApplications)
      .set({ shareExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(jobApplications.id, expired.id));
    const gone = await get(expired.path);
    expect(gone.body).toContain('<h1>Linket er udløbet</h1>');
    expect(embeddedOf(gone.body)).toEqual({ [`shared-application:${expired.token}`]: { kind: 'expired' } });
  });

  it('sends the shell for a revoked or unknown link, which the browser works out', async () => {
    const isShell = async (path: string) => {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<h1>Delt ansøgning</h1>');
      expect(response.body, path).not.toContain('embedded-data');
    };
    const revoked = await sharedLetter();
    expect(
      (await call(t, revoked.cookie, 'DELETE', `/api/applications/${revoked.id}/share`)).statusCode,
    ).toBe(204);
    await isShell(revoked.path);
    await isShell(`/shared-application/${'x'.repeat(43)}`);
  });

  it('reads the letter as it is now: an edit shows on the next visit', async () => {
    const { path, cookie, id } = await sharedLetter();
    expect((await get(path)).body).toContain(LETTER.split('\n')[0]);
    const edited = await call(t, cookie, 'PATCH', `/api/applications/${id}`, {
      payload: { content: 'Kære team,\n\nEn rettet ansøgning.' },
    });
    expect(edited.statusCode).toBe(200);
    const again = await get(path);
    expect(again.body).toContain('En rettet ansøgning.');
    expect(again.body).not.toContain(LETTER.split('\n')[0]);
  });

  it('sends the shell when rendering fails, never an error', async () => {
    const { path, cookie, id } = await sharedLetter();
    await call(t, cookie, 'PATCH', `/api/applications/${id}`, { payload: { jobTitle: 'Unrenderable' } });
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Delt ansøgning</h1>');
  });
});

describe('a workspace page rendered for its signed-in user (decision 031)', () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'identity', ...headers } });
  const embedded = (body: string) =>
    JSON.parse(/<script type="application\/json" id="embedded-data">(.*?)<\/script>/.exec(body)![1]!) as {
      session: string;
    };

  it('sends the dashboard and the new-job page rendered with the session, for no cache', async () => {
    const { cookie, email, userId } = await signUp(t, { name: 'Grace Hopper' });
    for (const path of ['/dashboard', '/new-job', '/new-job?cvId=abc']) {
      const response = await get(path, { cookie });
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain(`<h1>en ${path}: Grace Hopper</h1>`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      // The session as get-session answers it, for the hydration, without the session's token.
      const { session, user } = JSON.parse(embedded(response.body).session) as {
        session: Record<string, unknown>;
        user: Record<string, unknown>;
      };
      expect(user).toMatchObject({ id: userId, email, name: 'Grace Hopper', emailVerified: false });
      expect(session).toMatchObject({ userId });
      expect(session).not.toHaveProperty('token');
      const token = /session_token=([^.;]+)/.exec(cookie)![1]!;
      expect(response.body).not.toContain(token);
    }
    // The page's chunks are asked for with the page, each once, after the content (a module the
    // build does not know adds nothing); the entry's own scripts are not among them.
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map(
        (match) => match[1],
      );
    const dashboard = (await get('/dashboard', { cookie })).body;
    expect(preloads(dashboard)).toEqual([
      '/assets/app-layout-abc.js',
      '/assets/query-abc.js',
      '/assets/dashboard-page-abc.js',
    ]);
    expect(dashboard.indexOf('/assets/app-layout-abc.js')).toBeGreaterThan(dashboard.indexOf('Grace Hopper'));
    expect(dashboard).toMatch(/<\/body><\/html>$/);
    expect(preloads((await get('/new-job', { cookie })).body)).toEqual([
      '/assets/app-layout-abc.js',
      '/assets/query-abc.js',
    ]);
    const danish = await get('/dashboard', { cookie, 'accept-language': 'da-DK,da;q=0.9' });
    expect(danish.body).toContain('<h1>da /dashboard: Grace Hopper</h1>');
    expect(danish.headers['content-language']).toBe('da');
  });

  it('sends the loading state for other routes, a session that is not valid, and a failed render', async () => {
    const { cookie } = await signUp(t);
    expect((await get('/applications', { cookie })).body).toContain('<div id="root" data-loading>');
    const forged = await get('/dashboard', { cookie: 'applywise.session_token=abc.def' });
    expect(forged.body).toContain('<div id="root" data-loading>');
    const broken = await signUp(t, { name: 'Unrenderable' });
    const failed = await get('/dashboard', { cookie: broken.cookie });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root" data-loading>');
    // The session cannot be read (the database is down): the page still loads, as before.
    const getSession = t.app.deps.auth.api.getSession;
    t.app.deps.auth.api.getSession = (() =>
      Promise.reject(new Error('connection refused'))) as unknown as typeof getSession;
    try {
      const unread = await get('/dashboard', { cookie });
      expect(unread.statusCode).toBe(200);
      expect(unread.body).toContain('<div id="root" data-loading>');
    } finally {
      t.app.deps.auth.api.getSession = getSession;
    }
  });
});
