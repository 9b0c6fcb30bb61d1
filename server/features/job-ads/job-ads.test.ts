import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { call } from '../applications/export-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const fetchAd = (cookie: string | undefined, payload: object) =>
  call(t, cookie, 'POST', '/api/job-ads/fetch', { payload });

describe('POST /api/job-ads/fetch', () => {
  it.each([
    'http://127.0.0.1/',
    'http://localhost/jobs/1',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://10.0.0.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0:80/',
    'http://127.1/',
    'ftp://example.com/job.txt',
    'file:///etc/passwd',
    'http://example.com:22/',
  ])('refuses %s with 400 URL_NOT_ALLOWED', async (url) => {
    const { cookie } = await signUp(t);
    const response = await fetchAd(cookie, { url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'URL_NOT_ALLOWED',
      message: 'This address cannot be fetched.',
    });
  });

  it('needs a session', async () => {
    expect((await fetchAd(undefined, { url: 'https://example.com/job' })).statusCode).toBe(401);
  });

  it('refuses bad input with 400', async () => {
    const { cookie } = await signUp(t);
    for (const payload of [
      {},
      { url: 'not a url' },
      { url: `https://example.com/${'a'.repeat(2001)}` },
      { url: 'https://example.com', extra: 1 },
    ]) {
      const response = await fetchAd(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('allows 20 fetches a minute per user, then 429', async () => {
    const { cookie } = await signUp(t);
    const codes = [];
    for (let i = 0; i < 21; i++) codes.push((await fetchAd(cookie, { url: 'http://10.0.0.1/' })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes[20]).toBe(429);
    // Another user is not affected.
    expect((await fetchAd((await signUp(t)).cookie, { url: 'http://10.0.0.1/' })).statusCode).toBe(400);
  });
});

it('documents the job ad, export and sharing endpoints in the OpenAPI reference', async () => {
  const spec = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(spec.statusCode).toBe(200);
  expect(Object.keys(spec.json().paths)).toEqual(
    expect.arrayContaining([
      '/api/job-ads/fetch',
      '/api/job-ads/header',
      '/api/applications/{id}/pdf',
      '/api/applications/{id}/docx',
      '/api/applications/{id}/share',
      '/api/shared/{token}',
      '/api/shared/{token}/pdf',
    ]),
  );
});

describe('POST /api/job-ads/header', () => {
  const AD = [
    'Senior Frontend Developer',
    'Nordlys ApS – Vesterbrogade 12, 1620 København V',
    '',
    'We are looking for a frontend developer to join our product team.',
    '',
    'Requirements:',
    '- 5+ years of experience with React and TypeScript',
  ].join('\n');
  const header = (cookie: string | undefined, payload: object) =>
    call(t, cookie, 'POST', '/api/job-ads/header', { payload });

  it("reads the title and company from the ad's header", async () => {
    const { cookie } = await signUp(t);
    const response = await header(cookie, { text: AD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ jobTitle: 'Senior Frontend Developer', companyName: 'Nordlys ApS' });
  });

  it('answers empty strings when the ad names neither', async () => {
    const { cookie } = await signUp(t);
    const response = await header(cookie, {
      text: 'We are looking for someone who loves building things for the web with React.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ jobTitle: '', companyName: '' });
  });

  it('needs a session', async () => {
    expect((await header(undefined, { text: AD })).statusCode).toBe(401);
  });

  it('refuses bad input with 400', async () => {
    const { cookie } = await signUp(t);
    for (const payload of [{}, { text: '   ' }, { text: 'a'.repeat(30_001) }, { text: AD, extra: 1 }]) {
      const response = await header(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });

  it('allows 60 reads a minute per user, then 429', async () => {
    const { cookie } = await signUp(t);
    const codes = [];
    for (let i = 0; i < 61; i++) codes.push((await header(cookie, { text: AD })).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    expect((await header((await signUp(t)).cookie, { text: AD })).statusCode).toBe(200);
  });
});
