import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '#domain/chat';
import { TEST_ORIGIN, createTestApp, signUp, type TestApp } from '../../test/harness.ts';

const SUPPORT = 'help-desk@example.com';

// Each request from its own address unless a test wants one: the route allows 20 a minute per address.
let nextIp = 1;
const ask = (t: TestApp, payload: unknown, ip = `10.2.0.${nextIp++}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { origin: TEST_ORIGIN },
    payload: payload as object,
    remoteAddress: ip,
  });

describe('POST /api/chat with the built-in answerer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers which files can be uploaded from the help centre', async () => {
    const response = await ask(t, { message: 'Which file types can I upload?' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.response).toContain('PDF or DOCX');
    expect(body.response).toContain('10 MB');
    expect(body.sources[0]).toEqual({ id: 'upload-cv', question: 'Which CV files can I upload?' });
  });

  it('answers how many free applications there are', async () => {
    const body = (await ask(t, { message: 'How many applications do I get for free?' })).json();
    expect(body.response).toContain('3 AI applications a month');
    expect(body.sources[0].id).toBe('free-plan');
  });

  it('points to a close second answer', async () => {
    const body = (await ask(t, { message: 'Which file types can I upload?' })).json();
    expect(body.response).toMatch(/\n\nYou might also want to know: My CV upload failed\. What can I do\?$/);
    expect(body.sources.map((s: { id: string }) => s.id)).toEqual(['upload-cv', 'cv-processing']);
  });

  it('answers a Danish question in Danish', async () => {
    const body = (await ask(t, { message: 'Hvordan opsiger jeg mit abonnement?' })).json();
    expect(body.response).toContain('Åbn Fakturering');
    expect(body.sources[0]).toEqual({ id: 'cancel', question: 'Hvordan opsiger jeg mit abonnement?' });
  });

  it('answers in the requested language even when the message reads otherwise', async () => {
    const body = (await ask(t, { message: 'PayPal?', language: 'da' })).json();
    expect(body.response).toContain('PayPal');
    expect(body.sources[0].question).toBe('Hvilke betalingsmetoder tager I imod?');
  });

  it('answers a German question in German', async () => {
    const body = (await ask(t, { message: 'Welche Dateiformate kann ich hochladen?' })).json();
    expect(body.response).toContain('PDF');
    expect(body.response).toContain('Laden Sie Ihren Lebenslauf');
    expect(body.sources[0]).toEqual({
      id: 'upload-cv',
      question: 'Welche Lebenslauf-Dateien kann ich hochladen?',
    });
  });

  it('answers a Spanish question in Spanish', async () => {
    const body = (await ask(t, { message: '¿Cuántas solicitudes gratuitas tengo al mes?' })).json();
    expect(body.response).toContain('3 solicitudes con IA al mes');
    expect(body.response).toContain('El plan gratuito');
    expect(body.sources[0]).toEqual({ id: 'free-plan', question: '¿Qué incluye el plan gratuito?' });
  });

  it('says honestly in German when it does not know', async () => {
    const body = (await ask(t, { message: 'Was ist die Hauptstadt von Frankreich?' })).json();
    expect(body.sources).toEqual([]);
    expect(body.response).toContain('weiß ich keine Antwort');
    expect(body.response).toContain('/contact');
    expect(body.response).toContain(SUPPORT);
  });

  it('says honestly when it does not know, pointing to the contact form and support email', async () => {
    const body = (await ask(t, { message: 'What is the capital of France?' })).json();
    expect(body.sources).toEqual([]);
    expect(body.response).toContain("I don't know");
    expect(body.response).toContain('/contact');
    expect(body.response).toContain(SUPPORT);
  });

  it('answers a career question with the way to the assistant, never a billing entry', async () => {
    const response = await ask(t, { message: 'change career from teaching to UX' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sources).toEqual([]);
    expect(body.response).not.toContain('Manage billing');
    expect(body.response).toContain('AI assistant');
    // A visitor signs up first and comes back to the assistant.
    expect(body.link).toEqual({
      href: '/auth?tab=signup&returnTo=%2Fai-assistant',
      label: 'Create a free account to use the AI assistant',
    });
  });

  it('links a signed-in user straight to the assistant, in Danish for a Danish question', async () => {
    const { cookie } = await signUp(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { message: 'Hvordan skifter jeg karriere fra lærer til UX-designer?' },
      remoteAddress: `10.2.0.${nextIp++}`,
    });
    expect(response.json()).toEqual({
      response: expect.stringContaining('karrierespørgsmål'),
      sources: [],
      link: { href: '/ai-assistant', label: 'Åbn AI-assistenten' },
    });
  });

  it('says it does not know an off-topic question that shares a word with an entry', async () => {
    // One meaningful word of five meets the tracking entry: before the bar, that was its answer.
    const body = (await ask(t, { message: "What's the weather like in Copenhagen today?" })).json();
    expect(body.sources).toEqual([]);
    expect(body.link).toBeUndefined();
    expect(body.response).toContain("I don't know");
    expect(body.response).toContain(SUPPORT);
  });

  it('answers 400 for empty, blank, too long, wrongly typed and unknown fields', async () => {
    for (const payload of [
      { message: '' },
      { message: '   \n\t' },
      { message: 'x'.repeat(CHAT_MESSAGE_MAX + 1) },
      { message: 42 },
      { message: ['Which file types can I upload?'] },
      { message: 'Hi', language: 'sv' },
      { message: 'Hi', sessionId: 'abc' },
      {},
    ]) {
      const response = await ask(t, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const blank = await ask(t, { message: '  ' });
    expect(blank.json().error.fields).toEqual({ message: 'Please enter a message.' });
  });

  it('answers 413 for an oversized body', async () => {
    const response = await ask(t, { message: 'x'.repeat(10 * 1024) });
    expect(response.statusCode).toBe(413);
  });

  it('answers 429 after 20 messages a minute from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) codes.push((await ask(t, { message: 'Hello' }, '10.3.3.3')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
  });
});

/** A loopback stand-in that answers like the OpenAI chat-completions API and records requests. */
type Recorded = { url: string; authorization: string | undefined; body: Record<string, unknown> };
function startModelServer(mode: () => 'ok' | 'empty' | 'fail') {
  const requests: Recorded[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) });
      const code = mode() === 'fail' ? 500 : 200;
      res.writeHead(code, { 'content-type': 'application/json' });
      if (code !== 200) return res.end(JSON.stringify({ error: { message: 'model overloaded' } }));
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: 'tiny',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: {
                role: 'assistant',
                content: mode() === 'empty' ? '' : ' You can upload PDF and DOCX files up to 10 MB. ',
              },
            },
          ],
        }),
      );
    });
  });
  return new Promise<{ server: Server; url: string; requests: Recorded[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests }),
    ),
  );
}

describe('POST /api/chat with a configured model', () => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startModelServer>>;
  let status: 'ok' | 'empty' | 'fail' = 'ok';
  beforeAll(async () => {
    model = await startModelServer(() => status);
    t = await createTestApp({
      SUPPORT_EMAIL: SUPPORT,
      AI_BASE_URL: model.url,
      AI_MODEL: 'tiny',
      AI_API_KEY: 'sk-test',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => model.server.close(resolve));
  });

  it('answers with the model, grounded on the best help-centre passages', async () => {
    status = 'ok';
    const response = await ask(t, { message: 'Which file types can I upload?' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      response: 'You can upload PDF and DOCX files up to 10 MB.',
      sources: [
        { id: 'upload-cv', question: 'Which CV files can I upload?' },
        { id: 'cv-processing', question: 'My CV upload failed. What can I do?' },
      ],
    });

    const sent = model.requests.at(-1)!;
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'tiny' });
    const [system, user] = sent.body['messages'] as { role: string; content: string }[];
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Answer ONLY from the help-centre passages');
    expect(system!.content).toContain('Q: Which CV files can I upload?');
    expect(system!.content).toContain('Upload your CV as a PDF or DOCX file of up to 10 MB');
    expect(system!.content).toContain('Answer in English');
    expect(user).toEqual({ role: 'user', content: 'Which file types can I upload?' });
  });

  it('asks the model to answer in the message language', async () => {
    status = 'ok';
    await ask(t, { message: 'Hvilke filer kan jeg uploade?' });
    const [system] = model.requests.at(-1)!.body['messages'] as { content: string }[];
    expect(system!.content).toContain('Answer in Danish');
    expect(system!.content).toContain('Q: Hvilke CV-filer kan jeg uploade?');
  });

  it('falls back to the built-in answer when the model fails', async () => {
    status = 'fail';
    const before = model.requests.length;
    const response = await ask(t, { message: 'Which file types can I upload?' });
    expect(model.requests.length).toBe(before + 1);
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toContain('Upload your CV as a PDF or DOCX file of up to 10 MB');
    expect(response.json().sources[0].id).toBe('upload-cv');
  });

  it('falls back to the built-in answer when the model answers without content', async () => {
    status = 'empty';
    const response = await ask(t, { message: 'How do I cancel my subscription?' });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toContain('Open Billing and choose Manage billing');
  });
});
