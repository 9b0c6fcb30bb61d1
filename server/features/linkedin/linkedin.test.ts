import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyCvData, MAX_CV_BYTES } from '#domain/cv';
import { linkedinPdf, profileText } from '#engine/analyze/test/linkedin-pdf';
import { buildDocx } from '#engine/test/build-docx';
import { cvs, profiles } from '../../db/schema.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { api, subscribe } from '../billing/billing-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const URL_STRONG = 'https://www.linkedin.com/in/annaholm-data';

async function proUser() {
  const user = await signUp(t);
  await subscribe(t, user.cookie);
  return user;
}

function upload(cookie: string | undefined, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/linkedin-analysis',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/linkedin-analysis', () => {
  it('401 signed out, 403 on Free with requiredPlan pro', async () => {
    const out = await api(t, undefined).post('/api/linkedin-analysis', {
      linkedinUrl: URL_STRONG,
      profileText: profileText('strong'),
    });
    expect(out.statusCode).toBe(401);
    const free = await signUp(t);
    const refused = await api(t, free.cookie).post('/api/linkedin-analysis', {
      linkedinUrl: URL_STRONG,
      profileText: profileText('strong'),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.fields).toEqual({ requiredPlan: 'pro' });
    expect((await api(t, free.cookie).get('/api/linkedin-analysis')).statusCode).toBe(403);
  });

  it("400 with the spec's messages: empty URL, a URL not on linkedin.com, and no profile text", async () => {
    const user = await proUser();
    const post = (body: object) => api(t, user.cookie).post('/api/linkedin-analysis', body);
    const empty = await post({ linkedinUrl: '  ', profileText: profileText('strong') });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      message: 'Indtast LinkedIn URL',
      fields: { linkedinUrl: 'Indtast LinkedIn URL' },
    });
    const missing = await post({ profileText: profileText('strong') });
    expect(missing.json().error.fields.linkedinUrl).toBe('Indtast LinkedIn URL');
    for (const bad of [
      'https://example.com/in/anna',
      'https://evil.com/linkedin.com/in/anna',
      'javascript:alert(1)',
    ]) {
      const response = await post({ linkedinUrl: bad, profileText: profileText('strong') });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.linkedinUrl).toBe('Ugyldig URL');
    }
    const noText = await post({ linkedinUrl: URL_STRONG });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().error.fields).toEqual({ profileText: 'Required' });
    const notAProfile = await post({
      linkedinUrl: URL_STRONG,
      profileText: 'Dear hiring manager, I would like to apply for the position you advertised last week.',
    });
    expect(notAProfile.statusCode).toBe(400);
    expect(notAProfile.json().error.message).toMatch(/does not look like a LinkedIn profile/);
  });

  it('a Pro user analyses pasted text: score, band, checklist with why and fix; the URL goes on the profile', async () => {
    const user = await proUser();
    await t.db
      .update(profiles)
      .set({ targetRoles: ['Data Engineer'] })
      .where(eq(profiles.id, user.userId));
    const response = await api(t, user.cookie).post('/api/linkedin-analysis', {
      linkedinUrl: 'linkedin.com/in/annaholm-data/?trk=x',
      profileText: profileText('strong'),
    });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({ linkedinUrl: URL_STRONG, source: 'text', band: 'excellent' });
    expect(record.score).toBe(record.analysis.score);
    expect(record.score).toBeGreaterThanOrEqual(80);
    const { analysis } = record;
    expect(analysis).toMatchObject({ language: 'en', profileName: 'Anna Holm', enhanced: false });
    expect(analysis.completeness).toMatchObject({
      headline: true,
      about: true,
      experience: true,
      skills: true,
    });
    const photo = analysis.checklist.find((c: { id: string }) => c.id === 'photo');
    expect(photo).toMatchObject({ passed: null, maxPoints: 0 });
    for (const item of analysis.checklist) {
      expect(item.why.length).toBeGreaterThan(10);
      expect(item.fix.length).toBeGreaterThan(10);
    }
    expect(analysis.strengths.length).toBeGreaterThan(0);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile!.linkedinUrl).toBe(URL_STRONG);
  });

  it('compares with the default CV and writes Danish when asked', async () => {
    const user = await proUser();
    await t.db.insert(cvs).values({
      userId: user.userId,
      name: 'Mit CV',
      source: 'upload',
      extractionStatus: 'completed',
      isDefault: true,
      extractedData: {
        ...emptyCvData(),
        experience: [
          {
            position: 'Sygeplejerske',
            company: 'Odense Universitetshospital',
            location: '',
            startDate: '2016-08',
            endDate: null,
            current: true,
            description: '',
          },
        ],
      },
    });
    const response = await api(t, user.cookie).post('/api/linkedin-analysis', {
      linkedinUrl: 'https://dk.linkedin.com/in/sofielund',
      profileText: profileText('danish'),
      language: 'da',
    });
    expect(response.statusCode).toBe(201);
    const consistency = response
      .json()
      .analysis.checklist.find((c: { id: string }) => c.id === 'cvConsistency');
    expect(consistency).toMatchObject({ label: 'Stemmer med dit CV', passed: false });
    expect(consistency.why).toContain(
      'hos Odense Universitetshospital starter dit CV i 2016, LinkedIn i 2018',
    );
  });

  it("analyses LinkedIn's PDF export; refuses another type (415) and a file over the limit (413)", async () => {
    const user = await proUser();
    const pdf = await upload(user.cookie, [
      { name: 'linkedinUrl', value: URL_STRONG },
      {
        name: 'file',
        fileName: 'Profile.pdf',
        contentType: 'application/pdf',
        data: await linkedinPdf(profileText('strong')),
      },
    ]);
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({ source: 'pdf', analysis: { profileName: 'Anna Holm' } });
    const fromText = await api(t, user.cookie).post('/api/linkedin-analysis', {
      linkedinUrl: URL_STRONG,
      profileText: profileText('strong'),
    });
    // The same profile scores the same whichever way it arrives.
    expect(pdf.json().score).toBe(fromText.json().score);

    const docx = await upload(user.cookie, [
      { name: 'linkedinUrl', value: URL_STRONG },
      {
        name: 'file',
        fileName: 'Profile.pdf',
        contentType: 'application/pdf',
        data: await buildDocx({ main: [{ kind: 'para', text: profileText('strong') }] }),
      },
    ]);
    expect(docx.statusCode).toBe(415);
    expect(docx.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const tooLarge = await upload(user.cookie, [
      { name: 'linkedinUrl', value: URL_STRONG },
      { name: 'file', fileName: 'big.pdf', data: new Uint8Array(MAX_CV_BYTES + 1) },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    const badUrl = await upload(user.cookie, [
      { name: 'linkedinUrl', value: 'https://example.com' },
      { name: 'file', fileName: 'Profile.pdf', data: await linkedinPdf(profileText('strong')) },
    ]);
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().error.fields.linkedinUrl).toBe('Ugyldig URL');
  });
});

describe('GET /api/linkedin-analysis', () => {
  it('lists own analyses newest first with score and date; opens one; another user’s is 404', async () => {
    const user = await proUser();
    const post = (name: 'weak' | 'strong', url: string) =>
      api(t, user.cookie).post('/api/linkedin-analysis', {
        linkedinUrl: url,
        profileText: profileText(name),
      });
    const first = (await post('weak', 'https://www.linkedin.com/in/mikkel-berg-7a41b2190')).json();
    const second = (await post('strong', URL_STRONG)).json();
    const list = await api(t, user.cookie).get('/api/linkedin-analysis');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, total: 2, pageSize: 20 });
    expect(list.json().analyses.map((a: { id: string }) => a.id)).toEqual([second.id, first.id]);
    expect(list.json().analyses[1]).toMatchObject({
      score: first.score,
      band: 'needs-improvement',
      source: 'text',
    });
    expect(Date.parse(list.json().analyses[0].createdAt)).not.toBeNaN();
    expect((await api(t, user.cookie).get('/api/linkedin-analysis?page=2')).json().analyses).toEqual([]);

    const one = await api(t, user.cookie).get(`/api/linkedin-analysis/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);

    const other = await proUser();
    expect((await api(t, other.cookie).get(`/api/linkedin-analysis/${first.id}`)).statusCode).toBe(404);
    expect((await api(t, other.cookie).get('/api/linkedin-analysis')).json().total).toBe(0);
    expect((await api(t, user.cookie).get('/api/linkedin-analysis/not-an-id')).statusCode).toBe(400);
    expect((await api(t, undefined).get(`/api/linkedin-analysis/${first.id}`)).statusCode).toBe(401);
  });
});
