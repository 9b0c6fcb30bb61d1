import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCustomization } from '#domain/cv-builder/layout';
import { SAMPLE_BUILDER_CV } from '#domain/cv-builder/sample-cv';
import { findTemplate } from '#domain/cv-builder/templates';
import { readDocument } from '#engine/read/index';
import { cvs, profiles } from '../../db/schema.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { readPdf } from '../applications/export-test-helpers.ts';
import { subscribe } from '../billing/billing-test-helpers.ts';
import { atsRecall, isAtsSafe } from './ats-safety.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Each user calls from an address of its own, so per-address limits stay per user. */
const addresses = new Map<string | undefined, string>();
function call(cookie: string | undefined, method: Method, url: string, payload?: unknown) {
  if (!addresses.has(cookie)) addresses.set(cookie, `10.9.0.${addresses.size + 1}`);
  return t.app.inject({
    method,
    url,
    remoteAddress: addresses.get(cookie)!,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const customization = defaultCustomization(findTemplate('classic')!);
const PNG_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const save = (extra: object = {}) => ({
  name: 'Min CV',
  templateSlug: 'classic',
  content: SAMPLE_BUILDER_CV,
  customization,
  ...extra,
});
const exportBody = (format: string, extra: object = {}) => ({
  format,
  name: 'Søren – Frontend',
  templateSlug: 'classic',
  content: SAMPLE_BUILDER_CV,
  customization,
  ...extra,
});

describe('GET /api/cv-templates', () => {
  it('lists the twelve templates for a visitor: premium ones not usable, 3 popular, 3 recommended', async () => {
    const response = await call(undefined, 'GET', '/api/cv-templates');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.templates).toHaveLength(12);
    const classic = list.templates.find((x: { slug: string }) => x.slug === 'classic');
    expect(classic).toMatchObject({
      name: 'Classic',
      category: 'professional',
      layout: 'single-column',
      isPremium: false,
      usable: true,
      favorite: false,
      // As bench:builder measured it (ats-safety.json), not by layout.
      atsSafe: isAtsSafe({ slug: 'classic' }),
      atsRecall: atsRecall({ slug: 'classic' }),
      premiumTemplateId: null,
    });
    const nordic = list.templates.find((x: { slug: string }) => x.slug === 'nordic-minimal');
    expect(nordic).toMatchObject({ isPremium: true, usable: false, subscriptionTier: null });
    expect(nordic.premiumTemplateId).toMatch(/^[0-9a-f-]{36}$/);
    expect(list.templates.find((x: { slug: string }) => x.slug === 'modern').atsSafe).toBe(
      isAtsSafe({ slug: 'modern' }),
    );
    expect(list.popular).toHaveLength(3);
    expect(list.recommended).toHaveLength(3);
  });

  it('orders by downloads (usage raises them by one), recommends by target role, 6 popular with preferences', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 2; i++) {
      const used = await call(user.cookie, 'POST', '/api/cv-templates/timeline/usage');
      expect(used.statusCode).toBe(200);
    }
    await t.db
      .update(profiles)
      .set({ targetRoles: ['Marketing Manager'] })
      .where(eq(profiles.id, user.userId));
    const list = (await call(user.cookie, 'GET', '/api/cv-templates')).json();
    expect(list.templates[0].slug).toBe('timeline');
    expect(list.templates[0].downloads).toBeGreaterThanOrEqual(2);
    expect(list.popular).toHaveLength(6);
    expect(list.popular[0]).toBe('timeline');
    expect(list.recommended).toContain('sidebar');
    expect(list.recommended.length).toBeLessThanOrEqual(3);
    expect((await call(undefined, 'POST', '/api/cv-templates/timeline/usage')).statusCode).toBe(401);
    expect((await call(user.cookie, 'POST', '/api/cv-templates/nope/usage')).statusCode).toBe(404);
  });

  it('keeps favourites per user, idempotently', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    expect((await call(user.cookie, 'PUT', '/api/cv-templates/modern/favorite')).statusCode).toBe(204);
    expect((await call(user.cookie, 'PUT', '/api/cv-templates/modern/favorite')).statusCode).toBe(204);
    const favorite = async (cookie: string) =>
      (await call(cookie, 'GET', '/api/cv-templates'))
        .json()
        .templates.find((x: { slug: string }) => x.slug === 'modern').favorite;
    expect(await favorite(user.cookie)).toBe(true);
    expect(await favorite(other.cookie)).toBe(false);
    expect((await call(user.cookie, 'DELETE', '/api/cv-templates/modern/favorite')).statusCode).toBe(204);
    expect((await call(user.cookie, 'DELETE', '/api/cv-templates/modern/favorite')).statusCode).toBe(204);
    expect(await favorite(user.cookie)).toBe(false);
    expect((await call(user.cookie, 'PUT', '/api/cv-templates/nope/favorite')).statusCode).toBe(404);
    expect((await call(undefined, 'PUT', '/api/cv-templates/modern/favorite')).statusCode).toBe(401);
  });
});

describe('builder CVs', () => {
  it('saves a builder CV as a completed CV listed on /cvs, reads, updates, duplicates and deletes it', async () => {
    const user = await signUp(t);
    const created = await call(user.cookie, 'POST', '/api/cv-builder/cvs', save());
    expect(created.statusCode).toBe(201);
    const cv = created.json();
    expect(cv).toMatchObject({
      name: 'Min CV',
      templateSlug: 'classic',
      content: SAMPLE_BUILDER_CV,
      customization,
    });

    const listed = (await call(user.cookie, 'GET', '/api/cvs')).json().cvs;
    expect(listed).toEqual([
      expect.objectContaining({
        id: cv.id,
        source: 'builder',
        extractionStatus: 'completed',
        isDefault: true,
        detectedLanguage: 'en',
      }),
    ]);
    const detail = (await call(user.cookie, 'GET', `/api/cvs/${cv.id}`)).json().cv;
    expect(detail.extractedData.personalInfo.fullName).toBe('Søren Æbelø-Müller');
    expect(detail.extractedData.experience[0]).toMatchObject({
      startDate: '2021-03',
      endDate: null,
      current: true,
    });
    // The default CV reaches the profile, as an uploaded one does.
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile).toMatchObject({ cvId: cv.id, cvParsed: true });

    expect((await call(user.cookie, 'GET', `/api/cv-builder/cvs/${cv.id}`)).json()).toEqual(cv);

    const changed = { ...SAMPLE_BUILDER_CV, fullName: 'Søren Ny' };
    const updated = await call(
      user.cookie,
      'PUT',
      `/api/cv-builder/cvs/${cv.id}`,
      save({
        name: '  Ny CV ',
        templateSlug: 'modern',
        content: changed,
        customization: { ...customization, language: 'da' },
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Ny CV', templateSlug: 'modern', content: changed });
    expect(Date.parse(updated.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(cv.updatedAt));
    const [row] = await t.db.select().from(cvs).where(eq(cvs.id, cv.id));
    expect(row).toMatchObject({ detectedLanguage: 'da', content: JSON.stringify(changed) });

    const copy = await call(user.cookie, 'POST', `/api/cv-builder/cvs/${cv.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Ny CV (2)', content: changed, templateSlug: 'modern' });
    expect(copy.json().id).not.toBe(cv.id);
    const third = await call(user.cookie, 'POST', `/api/cv-builder/cvs/${copy.json().id}/duplicate`);
    expect(third.json().name).toBe('Ny CV (3)');

    expect((await call(user.cookie, 'DELETE', `/api/cvs/${cv.id}`)).statusCode).toBe(204);
    expect((await call(user.cookie, 'GET', `/api/cv-builder/cvs/${cv.id}`)).statusCode).toBe(404);
  });

  it("is a 404 for another user's CV, an uploaded CV and an unknown id; 401 signed out; 400 for a bad id", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const id = (await call(owner.cookie, 'POST', '/api/cv-builder/cvs', save())).json().id;
    for (const [method, url, body] of [
      ['GET', `/api/cv-builder/cvs/${id}`, undefined],
      ['PUT', `/api/cv-builder/cvs/${id}`, save()],
      ['POST', `/api/cv-builder/cvs/${id}/duplicate`, undefined],
    ] as const) {
      const response = await call(stranger.cookie, method, url, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'CV not found' } });
    }
    expect((await call(stranger.cookie, 'DELETE', `/api/cvs/${id}`)).statusCode).toBe(404);
    const [upload] = await t.db
      .insert(cvs)
      .values({ userId: owner.userId, name: 'Upload', source: 'upload', extractionStatus: 'completed' })
      .returning();
    expect((await call(owner.cookie, 'GET', `/api/cv-builder/cvs/${upload!.id}`)).statusCode).toBe(404);
    expect((await call(owner.cookie, 'PUT', `/api/cv-builder/cvs/${upload!.id}`, save())).statusCode).toBe(
      404,
    );
    expect((await call(owner.cookie, 'GET', `/api/cv-builder/cvs/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    expect((await call(owner.cookie, 'GET', '/api/cv-builder/cvs/nope')).statusCode).toBe(400);
    expect((await call(undefined, 'POST', '/api/cv-builder/cvs', save())).statusCode).toBe(401);
  });

  it("refuses a blank name with the spec's message and invalid content with a 400", async () => {
    const user = await signUp(t);
    const blank = await call(user.cookie, 'POST', '/api/cv-builder/cvs', save({ name: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Please enter a name for your CV.');
    const bad = await call(user.cookie, 'POST', '/api/cv-builder/cvs', save({ content: { fullName: 1 } }));
    expect(bad.statusCode).toBe(400);
    const color = await call(
      user.cookie,
      'POST',
      '/api/cv-builder/cvs',
      save({ customization: { ...customization, primaryColor: 'red' } }),
    );
    expect(color.statusCode).toBe(400);
    const unknown = await call(user.cookie, 'POST', '/api/cv-builder/cvs', save({ templateSlug: 'nope' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Template not found.');
  });

  it('refuses a premium template without access: purchaseRequired, or requiredPlan for a tier template', async () => {
    const user = await signUp(t);
    const bought = await call(
      user.cookie,
      'POST',
      '/api/cv-builder/cvs',
      save({ templateSlug: 'nordic-minimal' }),
    );
    expect(bought.statusCode).toBe(403);
    expect(bought.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: 'Buy this template to use it.',
        fields: { purchaseRequired: 'true' },
      },
    });
    const tier = await call(
      user.cookie,
      'POST',
      '/api/cv-builder/cvs',
      save({ templateSlug: 'executive-elite' }),
    );
    expect(tier.statusCode).toBe(403);
    expect(tier.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: 'This template requires elite plan or higher.',
        fields: { requiredPlan: 'elite' },
      },
    });
    await subscribe(t, user.cookie, { plan: 'pro', interval: 'month' });
    expect(
      (await call(user.cookie, 'POST', '/api/cv-builder/cvs', save({ templateSlug: 'ats-professional' })))
        .statusCode,
    ).toBe(201);
    expect(
      (await call(user.cookie, 'POST', '/api/cv-builder/cvs', save({ templateSlug: 'executive-elite' })))
        .statusCode,
    ).toBe(403);
    const list = (await call(user.cookie, 'GET', '/api/cv-templates')).json().templates;
    const usable = (slug: string) => list.find((x: { slug: string }) => x.slug === slug).usable;
    expect([
      usable('ats-professional'),
      usable('tech-lead'),
      usable('executive-elite'),
      usable('nordic-minimal'),
    ]).toEqual([true, true, false, false]);
  });

  it('puts builder CVs with their content in the data export', async () => {
    const user = await signUp(t);
    await call(user.cookie, 'POST', '/api/cv-builder/cvs', save());
    const exported = JSON.parse((await call(user.cookie, 'GET', '/api/account/export')).body);
    expect(exported.cvs).toHaveLength(1);
    expect(exported.cvs[0]).toMatchObject({ source: 'builder', name: 'Min CV' });
    expect(JSON.parse(exported.cvs[0].content)).toEqual(SAMPLE_BUILDER_CV);
  });
});

describe('POST /api/cv-builder/export', () => {
  it('gates formats by plan (HTML and JSON Pro, DOCX Elite) and needs a session', async () => {
    const free = await signUp(t);
    expect((await call(undefined, 'POST', '/api/cv-builder/export', exportBody('pdf'))).statusCode).toBe(401);
    const html = await call(free.cookie, 'POST', '/api/cv-builder/export', exportBody('html'));
    expect(html.statusCode).toBe(403);
    expect(html.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message:
          'HTML export is part of the Pro plan. Upgrade to download your CV in this format, or download it as a PDF.',
        fields: { requiredPlan: 'pro' },
      },
    });
    expect(
      (await call(free.cookie, 'POST', '/api/cv-builder/export', exportBody('json'))).json().error.fields,
    ).toEqual({
      requiredPlan: 'pro',
    });
    expect(
      (await call(free.cookie, 'POST', '/api/cv-builder/export', exportBody('docx'))).json().error.fields,
    ).toEqual({
      requiredPlan: 'elite',
    });
    const premium = await call(
      free.cookie,
      'POST',
      '/api/cv-builder/export',
      exportBody('pdf', { templateSlug: 'tech-lead' }),
    );
    expect(premium.statusCode).toBe(403);
    expect(premium.json().error.fields).toEqual({ requiredPlan: 'pro' });
    expect((await call(free.cookie, 'POST', '/api/cv-builder/export', exportBody('rtf'))).statusCode).toBe(
      400,
    );
  });

  it('downloads HTML and JSON Resume on Pro, named after the CV, and records a use of the template', async () => {
    const pro = await signUp(t);
    await subscribe(t, pro.cookie, { plan: 'pro', interval: 'month' });
    const downloads = async () =>
      (await call(pro.cookie, 'GET', '/api/cv-templates'))
        .json()
        .templates.find((x: { slug: string }) => x.slug === 'classic').downloads;
    const before = await downloads();
    const html = await call(pro.cookie, 'POST', '/api/cv-builder/export', exportBody('html'));
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-disposition']).toBe(
      `attachment; filename="Soren-Frontend.html"; filename*=UTF-8''Soren-Frontend.html`,
    );
    expect(html.body).toContain('<h1>Søren Æbelø-Müller</h1>');
    expect(html.body).toContain('Brød &amp; Smør ApS');
    expect(await downloads()).toBe(before + 1);

    const json = await call(pro.cookie, 'POST', '/api/cv-builder/export', exportBody('json'));
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toContain('filename="Soren-Frontend.json"');
    expect(json.json().basics).toMatchObject({
      name: 'Søren Æbelø-Müller',
      label: 'Senior Frontend Developer',
    });
    expect(json.json().work[0]).toMatchObject({ name: 'Brød & Smør ApS', startDate: '2021-03' });

    // The JSON Resume export imports again.
    const back = await call(pro.cookie, 'POST', '/api/cv-builder/import/json-resume', json.json());
    expect(back.statusCode).toBe(200);
    expect(back.json().experience[0].company).toBe('Brød & Smør ApS');
  });

  it('downloads an editable Word document on Elite: headings, sections in order, hidden ones left out', async () => {
    const elite = await signUp(t);
    await subscribe(t, elite.cookie, { plan: 'elite', interval: 'month' });
    const order = {
      ...customization,
      sectionOrder: [
        'skills',
        'experience',
        'education',
        'summary',
        'languages',
        'certificates',
        'projects',
        'links',
      ],
      hiddenSections: ['projects'],
    };
    const response = await call(
      elite.cookie,
      'POST',
      '/api/cv-builder/export',
      exportBody('docx', { customization: order }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="Soren-Frontend.docx"');
    const doc = await readDocument(new Uint8Array(response.rawPayload));
    const headings = doc.lines.filter((l) => l.heading).map((l) => l.text);
    expect(headings).toEqual([
      'Søren Æbelø-Müller',
      'Skills',
      'Experience',
      'Education',
      'Profile',
      'Languages',
      'Certificates',
      'Links',
    ]);
    expect(doc.text).toContain('soren@example.com | +45 12 34 56 78 | Aarhus, Denmark');
    expect(doc.text).toContain('Mar 2021 – Present');
    expect(doc.text).toContain('Built the design system');
    expect(doc.text).not.toContain('Layout engine');
  });

  it('downloads a PDF on Free with a text layer, named after the CV', async () => {
    const free = await signUp(t);
    const response = await call(free.cookie, 'POST', '/api/cv-builder/export', exportBody('pdf'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="Soren-Frontend.pdf"');
    const { text, info } = await readPdf(response.rawPayload);
    expect(text).toContain('Søren Æbelø-Müller');
    expect(text).toContain('Brød & Smør ApS');
    expect(info).toMatchObject({ Title: 'Søren – Frontend', Author: 'Søren Æbelø-Müller' });
  });
});

describe('a photo that is not what it claims', () => {
  const sidebar = defaultCustomization(findTemplate('sidebar')!);
  // GIF bytes labelled PNG; and a PNG whose header is right but whose image data is cut off.
  const gifAsPng = `data:image/png;base64,${Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64')}`;
  const brokenPng = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;

  it('is refused with a 400 naming the photo, on save and on export, never a 500', async () => {
    const free = await signUp(t);
    const body = (photo: string) => ({
      ...exportBody('pdf'),
      templateSlug: 'sidebar',
      customization: { ...sidebar, showPhoto: true },
      content: { ...SAMPLE_BUILDER_CV, photo },
    });
    const saved = await call(free.cookie, 'POST', '/api/cv-builder/cvs', {
      ...save({ templateSlug: 'sidebar', customization: sidebar }),
      content: { ...SAMPLE_BUILDER_CV, photo: gifAsPng },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.message).toMatch(/photo/i);
    const mislabelled = await call(free.cookie, 'POST', '/api/cv-builder/export', body(gifAsPng));
    expect(mislabelled.statusCode).toBe(400);
    const broken = await call(free.cookie, 'POST', '/api/cv-builder/export', body(brokenPng));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { photo: expect.any(String) },
    });
    // The same CV with a real photo still exports.
    const fine = await call(free.cookie, 'POST', '/api/cv-builder/export', body(PNG_PIXEL));
    expect(fine.statusCode).toBe(200);
  });
});

describe('POST /api/cv-builder/import/json-resume', () => {
  const resume = {
    basics: { name: 'Ada Lovelace', email: 'ada@example.com' },
    work: [{ name: 'Engines', position: 'Analyst' }],
  };

  it('reads a JSON body or an uploaded .json file; unknown fields are ignored', async () => {
    const user = await signUp(t);
    const body = await call(user.cookie, 'POST', '/api/cv-builder/import/json-resume', {
      ...resume,
      extra: 1,
    });
    expect(body.statusCode).toBe(200);
    expect(body.json()).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@example.com' });
    const form = multipart([
      {
        name: 'file',
        fileName: 'resume.json',
        contentType: 'application/json',
        data: Buffer.from(JSON.stringify(resume)),
      },
    ]);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/cv-builder/import/json-resume',
      headers: { ...form.headers, origin: TEST_ORIGIN },
      payload: form.payload,
    });
    expect(file.statusCode).toBe(200);
    expect(file.json().experience[0]).toMatchObject({ company: 'Engines', position: 'Analyst' });
  });

  it('answers 400 for JSON that is not JSON Resume and for a file that is not JSON', async () => {
    const notResume = await call(undefined, 'POST', '/api/cv-builder/import/json-resume', { name: 'x' });
    expect(notResume.statusCode).toBe(400);
    expect(notResume.json().error.message).toBe(
      'This file is not a JSON Resume (https://jsonresume.org/schema): it has no basics, work, education or skills.',
    );
    const form = multipart([{ name: 'file', fileName: 'resume.json', data: Buffer.from('{ nope') }]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/cv-builder/import/json-resume',
      headers: { ...form.headers, origin: TEST_ORIGIN },
      payload: form.payload,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(
      'This file is not JSON. Please choose a JSON Resume (.json) file.',
    );
    const big = multipart([{ name: 'file', fileName: 'big.json', data: Buffer.alloc(1024 * 1024 + 10, 32) }]);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/cv-builder/import/json-resume',
      headers: { ...big.headers, origin: TEST_ORIGIN },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
  });
});

describe('POST /api/cv-builder/round-trip', () => {
  it('reads the exported DOCX back with our reader and parser and scores every field', async () => {
    const elite = await signUp(t);
    await subscribe(t, elite.cookie, { plan: 'elite', interval: 'month' });
    const response = await call(elite.cookie, 'POST', '/api/cv-builder/round-trip', exportBody('docx'));
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.format).toBe('docx');
    expect(report.fields.map((f: { field: string }) => f.field)).toContain('experience.dates');
    expect(report.fields.find((f: { field: string }) => f.field === 'email')).toEqual({
      field: 'email',
      expected: 'soren@example.com',
      found: 'soren@example.com',
      ok: true,
    });
    // A one-column Word document is read back whole.
    expect(report.recall).toBe(1);
    expect(report.fields.every((f: { ok: boolean }) => f.ok)).toBe(true);
    expect(report.outOfOrder).toEqual([]);
  });

  it('has the export’s gates and takes only PDF or DOCX', async () => {
    const free = await signUp(t);
    expect(
      (await call(free.cookie, 'POST', '/api/cv-builder/round-trip', exportBody('docx'))).statusCode,
    ).toBe(403);
    expect(
      (await call(free.cookie, 'POST', '/api/cv-builder/round-trip', exportBody('html'))).statusCode,
    ).toBe(400);
    expect((await call(undefined, 'POST', '/api/cv-builder/round-trip', exportBody('pdf'))).statusCode).toBe(
      401,
    );
  });

  it('reads the exported PDF back', async () => {
    const free = await signUp(t);
    const response = await call(free.cookie, 'POST', '/api/cv-builder/round-trip', exportBody('pdf'));
    expect(response.statusCode).toBe(200);
    expect(response.json().recall).toBeGreaterThan(0.8);
  });
});
