import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyCvData, type TCvDetail } from '#domain/cv';
import { buildDocx } from '#engine/test/build-docx';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

/**
 * A stand-in OpenAI-compatible server: answers chat completions with whatever `reply` returns,
 * and records the requests, so the model path and its fallback run for real over HTTP.
 */
function fakeModelServer(reply: () => { status: number; content?: string }) {
  const requests: { messages: { role: string; content: string }[]; response_format?: unknown }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push(JSON.parse(body));
      const { status, content } = reply();
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 200
            ? {
                id: 'chatcmpl-1',
                object: 'chat.completion',
                created: 1,
                model: 'test-model',
                choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
                usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
              }
            : { error: { message: 'model is overloaded' } },
        ),
      );
    });
  });
  return {
    requests,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const modelData = {
  ...emptyCvData(),
  personalInfo: {
    fullName: 'Anna Larsen',
    // Not in the document: the server must not keep an invented contact detail.
    email: 'invented@example.org',
    phone: '',
    location: 'Copenhagen, Denmark',
    linkedinUrl: '',
  },
  summary: 'Backend developer who builds payment systems.',
  // An employer the document does not name: a letter must never cite it.
  experience: [
    {
      position: 'Lead Engineer',
      company: 'Invented Payments Ltd',
      location: '',
      startDate: '2019',
      endDate: null,
      current: true,
      description: '',
    },
  ],
  // The built-in parser reads both skills; the model's choice shows the model's answer was used.
  skills: { technical: ['TypeScript'], soft: [], languages: [] },
};

let status = 200;
const model = fakeModelServer(() => ({ status, content: JSON.stringify(modelData) }));
let t: TestApp;
let docx: Uint8Array;

beforeAll(async () => {
  const baseUrl = await model.start();
  t = await createTestApp({ AI_BASE_URL: baseUrl, AI_MODEL: 'test-model' });
  docx = await buildDocx({
    header: ['anna.larsen@example.com · Copenhagen, Denmark'],
    main: [
      { kind: 'name', text: 'Anna Larsen' },
      { kind: 'heading', text: 'Summary' },
      { kind: 'para', text: 'Backend developer who builds payment systems.' },
      { kind: 'heading', text: 'Skills' },
      { kind: 'para', text: 'TypeScript, PostgreSQL' },
    ],
  });
});
afterAll(async () => {
  await t?.close();
  await model.stop();
});

async function uploadAndSettle(): Promise<TCvDetail> {
  const user = await signUp(t);
  const body = multipart([{ name: 'file', fileName: 'cv.docx', data: docx }]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/cvs',
    headers: { ...body.headers, cookie: user.cookie, origin: TEST_ORIGIN },
    payload: body.payload,
  });
  await t.app.deps.cvQueue.idle();
  const response = await t.app.inject({
    url: `/api/cvs/${created.json().cv.id}`,
    headers: { cookie: user.cookie },
  });
  return response.json().cv;
}

describe('CV extraction with a configured model', () => {
  it("uses the model's structure, validated, keeping only what the document says", async () => {
    status = 200;
    const cv = await uploadAndSettle();
    expect(cv.extractionStatus).toBe('completed');
    expect(cv.extractedData?.skills.technical).toEqual(['TypeScript']);
    expect(cv.extractedData?.summary).toBe('Backend developer who builds payment systems.');
    expect(cv.extractedData?.personalInfo.email).toBe('anna.larsen@example.com');
    expect(cv.extractedData?.experience).toEqual([]);
    const prompt = model.requests
      .at(-1)!
      .messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('Backend developer who builds payment systems.');
  });

  it('falls back to the built-in parser when the model fails', async () => {
    status = 500;
    const cv = await uploadAndSettle();
    expect(cv.extractionStatus).toBe('completed');
    expect(cv.extractedData?.summary).toContain('payment systems');
    expect(cv.extractedData?.personalInfo.fullName).toBe('Anna Larsen');
  });

  it('falls back when the model answers outside the schema', async () => {
    status = 200;
    modelData.experience = [{ position: 'x' } as never];
    const cv = await uploadAndSettle();
    expect(cv.extractionStatus).toBe('completed');
    expect(cv.extractedData?.summary).toContain('payment systems');
  });
});
