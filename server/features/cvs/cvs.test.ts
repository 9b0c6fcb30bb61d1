import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument, rgb } from 'pdf-lib';
import { MAX_CV_BYTES, type TCvDetail, type TCvSummary } from '#domain/cv';
import { buildDocx } from '#engine/test/build-docx';
import { buildPdf } from '#engine/test/build-pdf';
import { buildZip } from '#engine/test/build-zip';
import type { FixtureDoc } from '#engine/test/fixture-types';
import { cvs, notifications, profiles } from '../../db/schema.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { mailWithSubject } from '../../test/outbox.ts';

const CV: FixtureDoc = {
  header: ['anna.larsen@example.com · +45 20 30 40 50 · Copenhagen, Denmark'],
  main: [
    { kind: 'name', text: 'Anna Larsen' },
    { kind: 'link', text: 'LinkedIn', url: 'https://www.linkedin.com/in/anna-larsen' },
    { kind: 'heading', text: 'Summary' },
    { kind: 'para', text: 'Backend developer with six years of experience building payment systems.' },
    { kind: 'heading', text: 'Work Experience' },
    { kind: 'para', text: 'Senior Backend Developer', bold: true },
    { kind: 'para', text: 'Pleo ApS, Copenhagen' },
    { kind: 'para', text: 'Mar 2021 – Present' },
    { kind: 'bullets', items: ['Built the card payments ledger in TypeScript and PostgreSQL.'] },
    { kind: 'para', text: 'Backend Developer', bold: true },
    { kind: 'para', text: 'Netcompany A/S, Aarhus' },
    { kind: 'para', text: 'Aug 2018 – Feb 2021' },
    { kind: 'heading', text: 'Education' },
    { kind: 'para', text: 'MSc in Computer Science' },
    { kind: 'para', text: 'Aarhus University, 2016 – 2018' },
    { kind: 'heading', text: 'Skills' },
    { kind: 'para', text: 'TypeScript, PostgreSQL, Kubernetes, Docker, Teamwork' },
  ],
};

let t: TestApp;
let docx: Uint8Array;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  docx = await buildDocx(CV);
  pdf = await buildPdf(CV);
});
afterAll(async () => t?.close());

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function upload(cookie: string, fileName: string, data: Uint8Array, extra: { name?: string } = {}) {
  const body = multipart([
    { name: 'file', fileName, contentType: 'application/octet-stream', data },
    ...(extra.name !== undefined ? [{ name: 'name', value: extra.name }] : []),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/cvs',
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
    payload: body.payload,
  });
}

function api(cookie: string, method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, origin: TEST_ORIGIN },
    ...(payload ? { payload } : {}),
  });
}

/** Polls like the web does until the extraction has ended. */
async function settled(cookie: string, id: string): Promise<TCvDetail> {
  for (let i = 0; i < 200; i++) {
    const cv = (await api(cookie, 'GET', `/api/cvs/${id}`)).json().cv as TCvDetail;
    if (cv.extractionStatus !== 'pending') return cv;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('extraction never ended');
}

function storedFiles(userId: string): string[] {
  const dir = join(t.config.files.localDir, userId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function imageOnlyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawRectangle({ x: 50, y: 50, width: 400, height: 600, color: rgb(0.2, 0.2, 0.2) });
  return doc.save();
}

describe('uploading a CV', () => {
  it('stores a DOCX, extracts it off the request path, makes it the default and fills the profile', async () => {
    const user = await signUp(t);
    const response = await upload(user.cookie, '  Anna Larsen CV.docx ', docx);
    expect(response.statusCode).toBe(201);
    const created = response.json().cv as TCvSummary;
    expect(created).toMatchObject({
      name: 'Anna Larsen CV',
      format: 'docx',
      isDefault: true,
      sizeBytes: docx.byteLength,
    });

    const cv = await settled(user.cookie, created.id);
    expect(cv.extractionStatus).toBe('completed');
    expect(cv.detectedLanguage).toBe('en');
    expect(cv.extractedData?.personalInfo).toMatchObject({
      fullName: 'Anna Larsen',
      email: 'anna.larsen@example.com',
      linkedinUrl: 'https://www.linkedin.com/in/anna-larsen',
    });
    expect(cv.extractedData?.experience[0]).toMatchObject({
      company: expect.stringContaining('Pleo'),
      current: true,
    });

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile).toMatchObject({ cvId: created.id, cvParsed: true });
    expect(profile?.extractedSummary).toContain('payment systems');
    expect(profile?.extractedSkills).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL']));
    // Seeded from the first three technical skills because the user had no target roles.
    expect(profile?.targetRoles).toEqual(cv.extractedData?.skills.technical.slice(0, 3));
    expect(storedFiles(user.userId)).toHaveLength(1);
    expect(storedFiles(user.userId)[0]).toMatch(/^\d+-Anna-Larsen-CV\.docx$/);

    // The user hears about it in the app and by email (both preferences are on by default).
    // The notification follows the completed status (a moment after it, in the same worker).
    const noteOf = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, user.userId)))[0];
    await expect.poll(noteOf, { timeout: 5_000 }).toBeDefined();
    expect(await noteOf()).toMatchObject({ title: 'CV Processed Successfully', link: `/cvs/${created.id}` });
    const mail = await mailWithSubject(t.config.mail.outboxDir, user.email, 'CV Processed Successfully');
    expect(mail?.links.some((link) => link.endsWith(`/cvs/${created.id}`))).toBe(true);
  });

  it('keeps target roles the user already has', async () => {
    const user = await signUp(t);
    await t.db
      .update(profiles)
      .set({ targetRoles: ['Platform Engineer'] })
      .where(eq(profiles.id, user.userId));
    const { cv } = (await upload(user.cookie, 'cv.pdf', pdf)).json();
    expect((await settled(user.cookie, cv.id)).extractionStatus).toBe('completed');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile?.targetRoles).toEqual(['Platform Engineer']);
  });

  it('lists newest first; a second CV is not the default until chosen, then the profile follows it', async () => {
    const user = await signUp(t);
    const first = (await upload(user.cookie, 'first.docx', docx)).json().cv as TCvSummary;
    const second = (await upload(user.cookie, 'second.pdf', pdf, { name: '  Design CV ' })).json()
      .cv as TCvSummary;
    expect(second).toMatchObject({ name: 'Design CV', isDefault: false, format: 'pdf' });
    await settled(user.cookie, first.id);
    await settled(user.cookie, second.id);

    const list = (await api(user.cookie, 'GET', '/api/cvs')).json().cvs as TCvSummary[];
    expect(list.map((cv) => cv.id)).toEqual([second.id, first.id]);

    const chosen = await api(user.cookie, 'PATCH', `/api/cvs/${second.id}`, { isDefault: true });
    expect(chosen.statusCode).toBe(200);
    const after = (await api(user.cookie, 'GET', '/api/cvs')).json().cvs as TCvSummary[];
    expect(after.filter((cv) => cv.isDefault).map((cv) => cv.id)).toEqual([second.id]);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile?.cvId).toBe(second.id);
  });

  it('renames with a trimmed name and refuses a blank one with the spec message', async () => {
    const user = await signUp(t);
    const { cv } = (await upload(user.cookie, 'cv.docx', docx)).json();
    const renamed = await api(user.cookie, 'PATCH', `/api/cvs/${cv.id}`, { name: '  Backend roles  ' });
    expect(renamed.json().cv.name).toBe('Backend roles');
    const blank = await api(user.cookie, 'PATCH', `/api/cvs/${cv.id}`, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe('Please enter a name for your CV.');
    const unknown = await api(user.cookie, 'PATCH', `/api/cvs/${cv.id}`, { fileUrl: 'x' });
    expect(unknown.statusCode).toBe(400);
  });

  it('saves corrections to the extracted data, validated, and mirrors them into the profile', async () => {
    const user = await signUp(t);
    const { cv } = (await upload(user.cookie, 'cv.docx', docx)).json();
    const done = await settled(user.cookie, cv.id);
    const corrected = { ...done.extractedData!, summary: 'Payments engineer.' };
    const saved = await api(user.cookie, 'PATCH', `/api/cvs/${cv.id}`, { extractedData: corrected });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().cv.extractedData.summary).toBe('Payments engineer.');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile?.extractedSummary).toBe('Payments engineer.');

    const badDate = { ...corrected, experience: [{ ...corrected.experience[0]!, startDate: 'March' }] };
    const refused = await api(user.cookie, 'PATCH', `/api/cvs/${cv.id}`, { extractedData: badDate });
    expect(refused.statusCode).toBe(400);
  });

  it('reads every change back at once, whoever made it (the detail is kept per row version)', async () => {
    const user = await signUp(t);
    const first = (await upload(user.cookie, 'first.docx', docx)).json().cv as TCvSummary;
    const second = (await upload(user.cookie, 'second.docx', docx)).json().cv as TCvSummary;
    const read = async (id: string) => {
      const response = await api(user.cookie, 'GET', `/api/cvs/${id}`);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return response.json().cv as TCvDetail;
    };
    expect((await settled(user.cookie, first.id)).isDefault).toBe(true);
    expect((await settled(user.cookie, second.id)).isDefault).toBe(false);

    // Choosing the second as default changes the first CV's row too.
    await api(user.cookie, 'PATCH', `/api/cvs/${second.id}`, { isDefault: true });
    expect((await read(first.id)).isDefault).toBe(false);
    expect((await read(second.id)).isDefault).toBe(true);
    await api(user.cookie, 'PATCH', `/api/cvs/${first.id}`, { name: 'Renamed' });
    expect((await read(first.id)).name).toBe('Renamed');
    // A change made by another process (or by hand) straight in the database.
    await t.db
      .update(cvs)
      .set({ extractedData: sql`jsonb_set(extracted_data, '{summary}', '"Changed elsewhere."')` })
      .where(eq(cvs.id, first.id));
    expect((await read(first.id)).extractedData?.summary).toBe('Changed elsewhere.');
  });

  it('downloads the original bytes with a safe Content-Disposition', async () => {
    const user = await signUp(t);
    const { cv } = (await upload(user.cookie, 'Åse CV; 2024.pdf', pdf)).json();
    const response = await api(user.cookie, 'GET', `/api/cvs/${cv.id}/file`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ase CV_ 2024.pdf"; filename*=UTF-8''${encodeURIComponent('Åse CV; 2024.pdf')}`,
    );
    expect(Buffer.compare(response.rawPayload, Buffer.from(pdf))).toBe(0);
  });

  it('deletes the row and its file; the next CV becomes the default', async () => {
    const user = await signUp(t);
    const first = (await upload(user.cookie, 'a.docx', docx)).json().cv as TCvSummary;
    const second = (await upload(user.cookie, 'b.pdf', pdf)).json().cv as TCvSummary;
    await settled(user.cookie, second.id);
    await settled(user.cookie, first.id);
    expect(storedFiles(user.userId)).toHaveLength(2);

    expect((await api(user.cookie, 'DELETE', `/api/cvs/${first.id}`)).statusCode).toBe(204);
    expect(storedFiles(user.userId)).toHaveLength(1);
    const list = (await api(user.cookie, 'GET', '/api/cvs')).json().cvs as TCvSummary[];
    expect(list).toMatchObject([{ id: second.id, isDefault: true }]);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile?.cvId).toBe(second.id);

    await api(user.cookie, 'DELETE', `/api/cvs/${second.id}`);
    const [empty] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(empty).toMatchObject({ cvId: null, cvParsed: false });
  });

  it('deletes the row even when the stored file is already gone', async () => {
    const user = await signUp(t);
    const { cv } = (await upload(user.cookie, 'a.docx', docx)).json();
    await settled(user.cookie, cv.id);
    const [row] = await t.db.select().from(cvs).where(eq(cvs.id, cv.id));
    await t.app.deps.fileStore.delete(row!.storageKey!);
    expect((await api(user.cookie, 'DELETE', `/api/cvs/${cv.id}`)).statusCode).toBe(204);
    expect((await api(user.cookie, 'GET', `/api/cvs/${cv.id}`)).statusCode).toBe(404);
  });
});

describe('refusing bad files, storing nothing', () => {
  const cases: [string, () => Promise<Uint8Array> | Uint8Array, number, string][] = [
    ['an image-only PDF', imageOnlyPdf, 422, 'CV_UNREADABLE'],
    ['an empty file', () => new Uint8Array(0), 422, 'CV_UNREADABLE'],
    [
      'a renamed executable',
      () => new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, ...new Array(200).fill(0)]),
      415,
      'CV_UNSUPPORTED_TYPE',
    ],
    [
      'plain text named .pdf',
      () => new TextEncoder().encode('Anna Larsen\nDeveloper\n'.repeat(20)),
      415,
      'CV_UNSUPPORTED_TYPE',
    ],
    ['a truncated DOCX', () => docx.slice(0, Math.floor(docx.byteLength / 2)), 422, 'CV_CORRUPT'],
    ['10 MB + 1 byte', () => new Uint8Array(MAX_CV_BYTES + 1), 413, 'CV_TOO_LARGE'],
    [
      'a zip bomb posing as a DOCX',
      () =>
        buildZip([
          { name: 'word/document.xml', data: '<w:document/>' },
          { name: 'word/media/image1.png', data: new Uint8Array(50 * 1024 * 1024) },
        ]),
      422,
      'CV_CORRUPT',
    ],
  ];
  it.each(cases)('%s', async (_label, make, status, code) => {
    const user = await signUp(t);
    const response = await upload(user.cookie, 'cv.pdf', await make());
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(await t.db.select().from(cvs).where(eq(cvs.userId, user.userId))).toHaveLength(0);
    expect(storedFiles(user.userId)).toHaveLength(0);
  });

  it('says what is wrong without quoting the file detector or a library', async () => {
    const user = await signUp(t);
    const executable = await upload(
      user.cookie,
      'cv.pdf',
      new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, ...new Array(200).fill(0)]),
    );
    expect(executable.json().error.message).toBe(
      'This file type is not supported. Please upload a PDF, DOC, DOCX, ODT or RTF file.',
    );
    const truncated = await upload(user.cookie, 'cv.docx', docx.slice(0, Math.floor(docx.byteLength / 2)));
    expect(truncated.json().error.message).toBe(
      'The file seems to be damaged and could not be read. Please save or export it again and upload the new file.',
    );
    const empty = await upload(user.cookie, 'cv.pdf', new Uint8Array(0));
    expect(empty.json().error.message).toBe('The file is empty.');
  });

  it('refuses two files, no file, a JSON body and a visitor', async () => {
    const user = await signUp(t);
    const two = multipart([
      { name: 'file', fileName: 'a.docx', contentType: DOCX_TYPE, data: docx },
      { name: 'file', fileName: 'b.docx', contentType: DOCX_TYPE, data: docx },
    ]);
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/cvs',
      headers: { ...two.headers, cookie: user.cookie, origin: TEST_ORIGIN },
      payload: two.payload,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toBe('Please upload a single file.');

    const none = multipart([{ name: 'name', value: 'x' }]);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/cvs',
      headers: { ...none.headers, cookie: user.cookie, origin: TEST_ORIGIN },
      payload: none.payload,
    });
    expect(empty.statusCode).toBe(400);

    expect((await api(user.cookie, 'POST', '/api/cvs', { file: 'x' })).statusCode).toBe(415);
    expect((await upload('', 'cv.docx', docx)).statusCode).toBe(401);
    expect(await t.db.select().from(cvs).where(eq(cvs.userId, user.userId))).toHaveLength(0);
  });
});

describe("another user's CV", () => {
  it('is a 404 for every action, and the owner keeps it', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { cv } = (await upload(owner.cookie, 'cv.docx', docx)).json();
    await settled(owner.cookie, cv.id);

    expect((await api(other.cookie, 'GET', '/api/cvs')).json().cvs).toEqual([]);
    const attempts = [
      api(other.cookie, 'GET', `/api/cvs/${cv.id}`),
      api(other.cookie, 'GET', `/api/cvs/${cv.id}/file`),
      api(other.cookie, 'PATCH', `/api/cvs/${cv.id}`, { name: 'mine now' }),
      api(other.cookie, 'PATCH', `/api/cvs/${cv.id}`, { isDefault: true }),
      api(other.cookie, 'POST', `/api/cvs/${cv.id}/retry`),
      api(other.cookie, 'DELETE', `/api/cvs/${cv.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const mine = await api(owner.cookie, 'GET', `/api/cvs/${cv.id}`);
    expect(mine.json().cv).toMatchObject({ name: 'cv', extractionStatus: 'completed', isDefault: true });
    expect(storedFiles(owner.userId)).toHaveLength(1);
  });

  it('answers 404 for an id that does not exist and 400 for one that is not an id', async () => {
    const user = await signUp(t);
    expect((await api(user.cookie, 'GET', `/api/cvs/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await api(user.cookie, 'GET', '/api/cvs/not-an-id')).statusCode).toBe(400);
  });
});

describe('failure, retry and recovery', () => {
  it('a stored file that no longer reads ends failed with a reason; retry after repair completes', async () => {
    const user = await signUp(t);
    const { cv } = (await upload(user.cookie, 'cv.docx', docx)).json();
    await settled(user.cookie, cv.id);
    const [row] = await t.db.select().from(cvs).where(eq(cvs.id, cv.id));
    const key = row!.storageKey!;
    await t.app.deps.fileStore.put(key, Buffer.from(docx.slice(0, 100)), DOCX_TYPE);

    const retried = await api(user.cookie, 'POST', `/api/cvs/${cv.id}/retry`);
    expect(retried.statusCode).toBe(202);
    expect(retried.json().cv.extractionStatus).toBe('pending');
    const failed = await settled(user.cookie, cv.id);
    expect(failed).toMatchObject({ extractionStatus: 'failed', extractionError: 'corrupt' });

    await t.app.deps.fileStore.put(key, Buffer.from(docx), DOCX_TYPE);
    await api(user.cookie, 'POST', `/api/cvs/${cv.id}/retry`);
    expect(await settled(user.cookie, cv.id)).toMatchObject({
      extractionStatus: 'completed',
      extractionError: null,
    });
  });

  it('re-queues pending CVs that have no job (their process died before queueing), once', async () => {
    const user = await signUp(t);
    const { cv } = (await upload(user.cookie, 'cv.docx', docx)).json();
    await settled(user.cookie, cv.id);
    await t.app.deps.cvQueue.idle();
    // Directly in SQL: the ORM would bump updated_at on update.
    await t.db.execute(
      sql`update cvs set extraction_status = 'pending', updated_at = now() - interval '10 minutes' where id = ${cv.id}`,
    );
    // Two sweeps at once (two processes) queue it once.
    const requeued = await Promise.all([t.app.deps.cvQueue.sweep(), t.app.deps.cvQueue.sweep()]);
    expect(requeued[0] + requeued[1]).toBe(1);
    await t.app.deps.cvQueue.idle();
    expect((await settled(user.cookie, cv.id)).extractionStatus).toBe('completed');
    expect(await t.app.deps.cvQueue.sweep()).toBe(0);
  });
});
