// Issue 13: one hostile upload froze the whole server while it was read. Documents are now read in
// worker threads (decision 013); these files are generated here, small on the wire and huge inside.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TCvDetail } from '#domain/cv';
import { buildPdf } from '#engine/test/build-pdf';
import { hostileDocx, hostilePdf } from '#engine/test/build-hostile';
import { cvs } from '../../db/schema.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

let t: TestApp;

beforeAll(async () => {
  // One reading thread: the four hostile files are read one after the other, so some are still
  // being read when the health check is asked for.
  t = await createTestApp({ READ_THREADS: '1' });
});
afterAll(async () => t?.close());

const CV = {
  main: [
    { kind: 'name' as const, text: 'Anna Larsen' },
    { kind: 'heading' as const, text: 'Work Experience' },
    { kind: 'para' as const, text: 'Senior Backend Developer, Pleo ApS, Copenhagen' },
    { kind: 'para' as const, text: 'Built the card payments ledger in TypeScript and PostgreSQL.' },
  ],
};

function upload(cookie: string, fileName: string, data: Uint8Array) {
  const body = multipart([{ name: 'file', fileName, contentType: 'application/octet-stream', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/cvs',
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
    payload: body.payload,
  });
}

function post(cookie: string, url: string) {
  return t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN } });
}

async function settled(cookie: string, id: string): Promise<TCvDetail> {
  for (let i = 0; i < 400; i++) {
    const response = await t.app.inject({ method: 'GET', url: `/api/cvs/${id}`, headers: { cookie } });
    const cv = response.json().cv as TCvDetail;
    if (cv.extractionStatus !== 'pending') return cv;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('extraction never ended');
}

describe('hostile files are read off the event loop', { timeout: 90_000 }, () => {
  it('answers the health check while four hostile files are read, and refuses each with a reason', async () => {
    // A 260 KB PDF whose content stream inflates to 256 MiB, and a 5 MB DOCX with 24 MiB of XML.
    const pdf = hostilePdf(256);
    const docx = hostileDocx(24);
    const files = [
      { name: 'bomb-1.pdf', data: pdf },
      { name: 'bomb-2.docx', data: docx },
      { name: 'bomb-3.pdf', data: pdf },
      { name: 'bomb-4.docx', data: docx },
    ];
    // Two users: each may have two reads running at once.
    const users = [await signUp(t), await signUp(t)];
    let finished = 0;
    const uploads = files.map((file, i) =>
      upload(users[i % 2]!.cookie, file.name, file.data).finally(() => finished++),
    );

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const finishedWhenHealthAnswered = finished;
    expect(health.statusCode).toBe(200);
    // The health check did not wait for the reads (before, it waited for all of them).
    expect(finishedWhenHealthAnswered).toBeLessThan(files.length);

    for (const response of await Promise.all(uploads)) {
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toEqual({
        code: 'CV_CORRUPT',
        message:
          'The file seems to be damaged and could not be read. Please save or export it again and upload the new file.',
      });
    }
    // Nothing was stored for them, and the server goes on serving: an ordinary CV is read and parsed.
    const rows = await Promise.all(
      users.map((user) => t.db.select().from(cvs).where(eq(cvs.userId, user.userId))),
    );
    expect(rows.flat()).toEqual([]);
    const created = await upload(users[0]!.cookie, 'anna.pdf', await buildPdf(CV));
    expect(created.statusCode).toBe(201);
    const cv = await settled(users[0]!.cookie, created.json().cv.id);
    expect(cv.extractionStatus).toBe('completed');
    expect(cv.extractedData?.personalInfo.fullName).toBe('Anna Larsen');
  });

  it('refuses a third upload while two of the same user are being read', async () => {
    const user = await signUp(t);
    // Under the caps but slow to read (seconds of XML): the first two are still in the reader
    // when the third arrives.
    const slow = hostileDocx(1.5);
    const first = upload(user.cookie, 'a.docx', slow);
    const second = upload(user.cookie, 'b.docx', slow);
    while (!t.app.deps.readPool.isBusy(user.userId)) await new Promise((resolve) => setTimeout(resolve, 5));
    const third = await upload(user.cookie, 'c.pdf', await buildPdf(CV));
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Your other files are still being read. Please wait a moment and try again.',
    });
    expect((await first).statusCode).toBe(201);
    expect((await second).statusCode).toBe(201);
  });

  it('a stored file replaced by a bomb ends failed as corrupt on retry, and retries are limited', async () => {
    const user = await signUp(t);
    const created = await upload(user.cookie, 'anna.pdf', await buildPdf(CV));
    const id = created.json().cv.id as string;
    await settled(user.cookie, id);
    const [row] = await t.db.select().from(cvs).where(eq(cvs.id, id));
    await t.app.deps.fileStore.put(row!.storageKey!, Buffer.from(hostilePdf(256)), 'application/pdf');

    // Each retry reads the stored file again: five per CV in 10 minutes, the sixth is refused.
    for (let i = 0; i < 5; i++) {
      const retried = await post(user.cookie, `/api/cvs/${id}/retry`);
      expect(retried.statusCode).toBe(202);
      expect(await settled(user.cookie, id)).toMatchObject({
        extractionStatus: 'failed',
        extractionError: 'corrupt',
      });
    }
    const refused = await post(user.cookie, `/api/cvs/${id}/retry`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});
