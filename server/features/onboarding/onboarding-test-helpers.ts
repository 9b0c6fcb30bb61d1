import type { TCvDetail } from '#domain/cv';
import { buildDocx } from '#engine/test/build-docx';
import type { FixtureDoc } from '#engine/test/fixture-types';
import { TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

/** Test helpers shared by the onboarding, notification and account tests. */

const CV: FixtureDoc = {
  header: ['mads.holm@example.com · +45 22 33 44 55 · Aarhus, Denmark'],
  main: [
    { kind: 'name', text: 'Mads Holm' },
    { kind: 'heading', text: 'Summary' },
    { kind: 'para', text: 'Data engineer building streaming pipelines for logistics companies.' },
    { kind: 'heading', text: 'Work Experience' },
    { kind: 'para', text: 'Data Engineer', bold: true },
    { kind: 'para', text: 'Maersk, Copenhagen' },
    { kind: 'para', text: 'Jan 2020 – Present' },
    { kind: 'heading', text: 'Skills' },
    { kind: 'para', text: 'Python, Kafka, PostgreSQL, Airflow' },
  ],
};

let docx: Promise<Uint8Array> | undefined;

type Method = 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE';

/** A JSON request as the web sends it (same origin, session cookie). */
export function call(t: TestApp, cookie: string, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, origin: TEST_ORIGIN },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/** Uploads a real DOCX CV through POST /api/cvs and waits for its extraction to end. */
export async function uploadCv(t: TestApp, cookie: string, doc?: FixtureDoc): Promise<TCvDetail> {
  docx ??= buildDocx(CV);
  const data = doc ? await buildDocx(doc) : await docx;
  const body = multipart([{ name: 'file', fileName: 'Mads Holm CV.docx', data }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cvs',
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  const id = (response.json() as { cv: { id: string } }).cv.id;
  for (let i = 0; i < 200; i++) {
    const cv = (await call(t, cookie, 'GET', `/api/cvs/${id}`)).json().cv as TCvDetail;
    if (cv.extractionStatus !== 'pending') {
      // The status flips before the job's last step (the "CV processed" notification): wait for
      // the queue so callers that count rows see the finished job.
      await t.app.deps.cvQueue.idle();
      return cv;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('extraction never ended');
}
