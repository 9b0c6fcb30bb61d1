import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZipSafely } from '#engine/read/zip';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { subscribe } from '../billing/billing-test-helpers.ts';
import { call, insertApplication, readPdf, setFullName } from './export-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PDF_NAME = 'Frontend-udvikler-Brod-Smor-ApS.pdf';

describe('GET /api/applications/:id/pdf', () => {
  it('downloads the letter as a PDF named after job and company, with every letter of æøåäöüßñé', async () => {
    const owner = await signUp(t);
    await setFullName(t, owner.userId, owner.email, 'Søren Æbelø-Müller');
    const id = await insertApplication(t, owner.userId);
    const response = await call(t, owner.cookie, 'GET', `/api/applications/${id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${PDF_NAME}"; filename*=UTF-8''${PDF_NAME}`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { text, info } = await readPdf(response.rawPayload);
    expect(text).toContain('Kære rekrutteringsteam hos Brød & Smør ApS');
    expect(text).toContain('Grüße aus Dänemark, señor Muñoz: æøåäöüßñé.');
    expect(text).toContain('Med venlig hilsen Søren Æbelø-Müller');
    // The metadata names the document and its author (the profile's full name), in Danish.
    expect(info).toMatchObject({
      Title: 'Frontend-udvikler – Brød & Smør ApS',
      Author: 'Søren Æbelø-Müller',
    });
    expect(response.rawPayload.toString('latin1')).toMatch(/\/Lang \(da\)/);
  });

  it("is a 404 for another user's application, an unknown one and a malformed id; 401 signed out", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const id = await insertApplication(t, owner.userId);
    expect((await call(t, stranger.cookie, 'GET', `/api/applications/${id}/pdf`)).statusCode).toBe(404);
    const unknown = await call(t, owner.cookie, 'GET', `/api/applications/${crypto.randomUUID()}/pdf`);
    expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Application not found' } });
    expect((await call(t, owner.cookie, 'GET', '/api/applications/nope/pdf')).statusCode).toBe(400);
    expect((await call(t, undefined, 'GET', `/api/applications/${id}/pdf`)).statusCode).toBe(401);
  });

  it('answers 409 for an application without a letter', async () => {
    const owner = await signUp(t);
    const id = await insertApplication(t, owner.userId, { content: null });
    const response = await call(t, owner.cookie, 'GET', `/api/applications/${id}/pdf`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This application has no letter yet.');
  });
});

describe('GET /api/applications/:id/docx', () => {
  it('is refused on Free (and Pro) with an upgrade message naming Elite', async () => {
    const free = await signUp(t);
    const id = await insertApplication(t, free.userId);
    const response = await call(t, free.cookie, 'GET', `/api/applications/${id}/docx`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message:
          'Word (DOCX) export is part of the Elite plan. Upgrade to Elite to download your letter as a Word document, or download it as a PDF.',
        fields: { requiredPlan: 'elite' },
      },
    });
    await subscribe(t, free.cookie, { plan: 'pro', interval: 'month' });
    expect((await call(t, free.cookie, 'GET', `/api/applications/${id}/docx`)).statusCode).toBe(403);
  });

  it('downloads a Word document for an Elite user; another user’s is still a 404', async () => {
    const elite = await signUp(t);
    await subscribe(t, elite.cookie, { plan: 'elite', interval: 'month' });
    const id = await insertApplication(t, elite.userId);
    const response = await call(t, elite.cookie, 'GET', `/api/applications/${id}/docx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toContain(
      'filename="Frontend-udvikler-Brod-Smor-ApS.docx"',
    );
    const parts = await readZipSafely(new Uint8Array(response.rawPayload), (n) => n === 'word/document.xml');
    const xml = parts.get('word/document.xml')?.toString('utf8') ?? '';
    expect(xml.replace(/<[^>]+>/g, '')).toContain('Grüße aus Dänemark, señor Muñoz: æøåäöüßñé.');

    const other = await insertApplication(t, (await signUp(t)).userId);
    expect((await call(t, elite.cookie, 'GET', `/api/applications/${other}/docx`)).statusCode).toBe(404);
  });
});
