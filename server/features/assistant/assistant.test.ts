import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AssistantEvent,
  TAssistantConversation,
  TAssistantConversationList,
  TAssistantMessage,
} from '#domain/assistant';
import { assistantMessages, jobApplications } from '../../db/schema.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import {
  startOpenAiStandIn,
  toolResults,
  type OpenAiStandIn,
  type StandInAnswer,
  type StandInRequest,
  type StandInToolCall,
} from '../../test/openai-stand-in.ts';
import { call, uploadCv } from '../onboarding/onboarding-test-helpers.ts';
import {
  BACKEND_AD,
  jobAd,
  parseEvents,
  userWithCv,
  type CvUser,
} from '../applications/applications-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const BASE = '/api/assistant/conversations';

async function create(app: TestApp, cookie: string, title?: string): Promise<TAssistantConversation> {
  const response = await call(app, cookie, 'POST', BASE, title === undefined ? {} : { title });
  expect(response.statusCode).toBe(201);
  return response.json();
}

function send(app: TestApp, cookie: string, id: string, content: string, stream = true) {
  return app.app.inject({
    method: 'POST',
    url: `${BASE}/${id}/messages`,
    headers: { cookie, origin: TEST_ORIGIN, ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload: { content, language: 'en' },
  });
}

const eventsOf = (body: string) => parseEvents<AssistantEvent>(body);

function doneMessage(events: AssistantEvent[]): TAssistantMessage {
  const done = events.at(-1);
  if (done?.event !== 'done') throw new Error(`the stream ended with ${JSON.stringify(done)}`);
  return done.data;
}

async function messagesOf(app: TestApp, cookie: string, id: string): Promise<TAssistantMessage[]> {
  const response = await call(app, cookie, 'GET', `${BASE}/${id}/messages`);
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

/** A saved application with a real job ad (as the generator stores it, without its report). */
async function saveApplication(app: TestApp, userId: string) {
  const [row] = await app.db
    .insert(jobApplications)
    .values({
      userId,
      jobTitle: 'Backend Developer',
      companyName: 'Nordlys Software',
      jobDescription: jobAd(BACKEND_AD),
      content: '',
    })
    .returning();
  return row!;
}

describe('assistant conversations', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { origin: TEST_ORIGIN },
      payload: {},
    });
    expect(post.statusCode).toBe(401);
  });

  it('creates, lists (most recent first, paginated), renames and deletes', async () => {
    const { cookie } = await signUp(t);
    const first = await create(t, cookie);
    expect(first.title).toBe('');
    const second = await create(t, cookie, 'Interview at Pleo');
    const page = (await call(t, cookie, 'GET', `${BASE}?pageSize=1`)).json() as TAssistantConversationList;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.items.map((c) => c.id)).toEqual([second.id]);

    const renamed = await call(t, cookie, 'PATCH', `${BASE}/${first.id}`, { title: '  Career plans  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().title).toBe('Career plans');
    const all = (await call(t, cookie, 'GET', BASE)).json() as TAssistantConversationList;
    expect(all.items.map((c) => c.title)).toEqual(['Career plans', 'Interview at Pleo']);

    expect((await call(t, cookie, 'PATCH', `${BASE}/${first.id}`, { title: '   ' })).statusCode).toBe(400);
    expect((await call(t, cookie, 'DELETE', `${BASE}/${first.id}`)).statusCode).toBe(204);
    expect((await call(t, cookie, 'GET', `${BASE}/${first.id}/messages`)).statusCode).toBe(404);
    expect((await call(t, cookie, 'GET', BASE)).json().total).toBe(1);
  });

  it("answers 404 for another user's conversation on every route, and leaves it alone", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const theirs = await create(t, owner.cookie, 'Mine');
    const url = `${BASE}/${theirs.id}`;
    expect((await call(t, other.cookie, 'GET', `${url}/messages`)).statusCode).toBe(404);
    expect((await call(t, other.cookie, 'PATCH', url, { title: 'Taken' })).statusCode).toBe(404);
    expect((await call(t, other.cookie, 'DELETE', url)).statusCode).toBe(404);
    const sent = await send(t, other.cookie, theirs.id, 'Review my CV');
    expect(sent.statusCode).toBe(404);
    expect(sent.json().error.code).toBe('NOT_FOUND');
    expect((await call(t, other.cookie, 'GET', BASE)).json().total).toBe(0);
    expect(await messagesOf(t, owner.cookie, theirs.id)).toEqual([]);
    expect((await call(t, owner.cookie, 'GET', BASE)).json().items[0].title).toBe('Mine');
  });

  it('refuses a blank message with 400 and stores nothing', async () => {
    const { cookie } = await signUp(t);
    const conversation = await create(t, cookie);
    for (const content of ['', '   ', '\n\t ']) {
      const response = await send(t, cookie, conversation.id, content);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await messagesOf(t, cookie, conversation.id)).toEqual([]);
  });
});

describe('asking the assistant', () => {
  let user: CvUser;
  let applicationId: string;
  beforeAll(async () => {
    user = await userWithCv(t);
    applicationId = (await saveApplication(t, user.userId)).id;
  });

  it('streams an interview preparation built from the CV and the saved ad, and stores both messages', async () => {
    const conversation = await create(t, user.cookie);
    const response = await send(t, user.cookie, conversation.id, 'Help me prepare for my job interview');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = eventsOf(response.body);
    expect(events[0]?.event).toBe('user');
    const streamed = events.flatMap((e) => (e.event === 'delta' ? [e.data.text] : [])).join('');
    const reply = doneMessage(events);
    expect(reply.role).toBe('assistant');
    expect(streamed).toBe(reply.content);
    expect(reply.content).toContain('Backend Developer – Nordlys Software');
    // The CV's own skills appear as evidence (Mads Holm's CV names Python and PostgreSQL).
    expect(reply.content).toMatch(/Python|PostgreSQL/);
    expect(reply.meta?.tool).toBe('interview');
    expect(reply.meta?.generator).toBe('engine');
    expect(reply.meta?.sources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'cv', id: user.cvId }),
        expect.objectContaining({ kind: 'application', id: applicationId }),
      ]),
    );

    const stored = await messagesOf(t, user.cookie, conversation.id);
    expect(stored.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Help me prepare for my job interview'],
      ['assistant', reply.content],
    ]);
    expect(stored[1]!.meta).toEqual(reply.meta);
    const listed = (await call(t, user.cookie, 'GET', BASE)).json() as TAssistantConversationList;
    expect(listed.items.find((c) => c.id === conversation.id)?.title).toBe(
      'Help me prepare for my job interview',
    );
  });

  it('answers a Danish CV review in Danish as one JSON exchange, and a cover letter with the generator link', async () => {
    const conversation = await create(t, user.cookie);
    const review = await send(t, user.cookie, conversation.id, 'Kan du gennemgå mit CV?', false);
    expect(review.statusCode).toBe(201);
    expect(review.json().reply.meta.tool).toBe('resume');
    expect(review.json().reply.content).toContain('Gennemgang af dit CV');

    const letter = await send(t, user.cookie, conversation.id, 'Help me write a cover letter', false);
    expect(letter.json().reply.meta.link.href).toBe(`/new-job?from=${applicationId}`);
  });

  it('says what it can do for a question no tool covers, citing no data', async () => {
    const conversation = await create(t, user.cookie);
    const response = await send(t, user.cookie, conversation.id, 'What is the weather tomorrow?', false);
    const reply = response.json().reply as TAssistantMessage;
    expect(reply.meta).toMatchObject({ tool: 'help', sources: [] });
    expect(reply.content).toContain('Interview preparation');
  });

  it('a retry of an unanswered question does not store it twice', async () => {
    const conversation = await create(t, user.cookie);
    // The first attempt stored the question, then the client left before the reply.
    await t.db.insert(assistantMessages).values({
      userId: user.userId,
      conversationId: conversation.id,
      role: 'user',
      content: 'Can you review my resume?',
    });
    await send(t, user.cookie, conversation.id, 'Can you review my resume?');
    const stored = await messagesOf(t, user.cookie, conversation.id);
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('deleting a conversation deletes its messages', async () => {
    const conversation = await create(t, user.cookie);
    await send(t, user.cookie, conversation.id, 'I want to change careers', false);
    await call(t, user.cookie, 'DELETE', `${BASE}/${conversation.id}`);
    const left = await t.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, conversation.id));
    expect(left).toEqual([]);
  });
});

describe('with a model configured', () => {
  let standIn: OpenAiStandIn;
  let m: TestApp;
  let user: CvUser;
  let applicationId: string;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    m = await createTestApp({ AI_BASE_URL: standIn.url, AI_MODEL: 'tiny' });
    user = await userWithCv(m);
    applicationId = (await saveApplication(m, user.userId)).id;
  });
  afterAll(async () => {
    await m?.close();
    await standIn?.close();
  });

  /** The tool's answer the server gave the model, from the last tool result in the request. */
  const toolAnswer = (request: StandInRequest) =>
    JSON.parse(toolResults(request).at(-1)?.content ?? '{}') as { answer?: string; sources?: string[] };

  /** A model that calls `call` first, then answers `write(the tool's answer)`. */
  const script =
    (call: StandInToolCall, write: (answer: string) => string) =>
    (request: StandInRequest): StandInAnswer =>
      toolResults(request).length ? write(toolAnswer(request).answer ?? '') : { toolCalls: [call] };

  it("calls the resume tool, answers from its result, streams it and stores it as the model's", async () => {
    standIn.reset();
    standIn.set({
      answer: script(
        { name: 'resume_review', arguments: {} },
        (answer) => `Here is your review.\n\n${answer}`,
      ),
    });
    const conversation = await create(m, user.cookie);
    const events = eventsOf(
      (await send(m, user.cookie, conversation.id, 'What do you think of my application papers?')).body,
    );
    const reply = doneMessage(events);
    const streamed = events.flatMap((e) => (e.event === 'delta' ? [e.data.text] : [])).join('');
    expect(streamed.trim()).toBe(reply.content);
    expect(reply.content.startsWith('Here is your review.')).toBe(true);
    expect(reply.content).toContain('Review of your CV');
    expect(reply.meta).toMatchObject({ tool: 'resume', generator: 'model' });
    expect(reply.meta?.sources).toEqual([expect.objectContaining({ kind: 'cv', id: user.cvId })]);
    expect((await messagesOf(m, user.cookie, conversation.id)).at(-1)).toEqual(reply);

    // The model was offered the engine's tools, and the tool ran on the user's own CV.
    const [first, second] = standIn.requests;
    expect(
      (first!.body.tools as { function: { name: string } }[]).map((t) => t.function.name).sort(),
    ).toEqual(['career_change', 'cover_letter', 'help', 'interview_preparation', 'resume_review']);
    const result = toolAnswer(second!);
    expect(result.answer).toMatch(/^## Review of your CV “.+”/);
    expect(result.sources).toHaveLength(1);
  });

  it("gives the interview tool the application the model names, with the CV's evidence", async () => {
    standIn.reset();
    standIn.set({
      answer: script(
        { name: 'interview_preparation', arguments: { application: 'Nordlys' } },
        (answer) => answer,
      ),
    });
    const conversation = await create(m, user.cookie);
    const reply = doneMessage(
      eventsOf((await send(m, user.cookie, conversation.id, 'Quiz me for Nordlys')).body),
    );
    expect(reply.meta).toMatchObject({ tool: 'interview', generator: 'model' });
    expect(reply.meta?.sources).toContainEqual(
      expect.objectContaining({ kind: 'application', id: applicationId }),
    );
    const result = toolAnswer(standIn.requests[1]!);
    expect(result.answer).toContain('Backend Developer – Nordlys Software');
    // Mads Holm's CV names Python and PostgreSQL: the evidence comes from the CV, not from the model.
    expect(result.answer).toMatch(/Your CV shows: .*(Python|PostgreSQL)/);
  });

  it("uses the engine's answer when the model places the user at an employer the CV does not name", async () => {
    standIn.reset();
    standIn.set({
      answer: script(
        { name: 'resume_review', arguments: {} },
        (answer) => `${answer}\n\nYou worked at Google for five years.`,
      ),
    });
    const conversation = await create(m, user.cookie);
    const events = eventsOf((await send(m, user.cookie, conversation.id, 'Can you review my resume?')).body);
    const reply = doneMessage(events);
    expect(reply.meta).toMatchObject({ tool: 'resume', generator: 'engine' });
    expect(reply.content).not.toContain('Google');
    expect(reply.content).toContain('Review of your CV');
    expect((await messagesOf(m, user.cookie, conversation.id)).at(-1)?.content).toBe(reply.content);
  });

  it.each([
    ['an unknown tool', { name: 'salary_lookup', arguments: {} }],
    ['invalid arguments', { name: 'career_change', arguments: { target: 42 } }],
    ['arguments that are not JSON', { name: 'resume_review', arguments: '{"' }],
  ])("uses the engine's answer when the model calls %s", async (_, call) => {
    standIn.reset();
    standIn.set({ answer: script(call, () => 'Your CV is perfect.') });
    const conversation = await create(m, user.cookie);
    const reply = (
      await send(m, user.cookie, conversation.id, 'I want to change careers to UX design', false)
    ).json().reply as TAssistantMessage;
    expect(reply.meta).toMatchObject({ tool: 'career-change', generator: 'engine' });
    expect(reply.content).toContain('Career change to');
  });

  it('lets a general answer without a tool call stand, but not one that states facts about the user', async () => {
    standIn.reset();
    standIn.set({ answer: 'Hello! I can review your CV or prepare you for an interview.' });
    const conversation = await create(m, user.cookie);
    const hello = (await send(m, user.cookie, conversation.id, 'hello', false)).json()
      .reply as TAssistantMessage;
    expect(hello.meta).toMatchObject({ tool: 'help', sources: [], generator: 'model' });
    expect(hello.content).toBe('Hello! I can review your CV or prepare you for an interview.');

    // Without a tool the model has not seen the CV: naming its technologies is a guess.
    standIn.set({ answer: 'Your Python experience makes your CV strong already.' });
    const guess = (await send(m, user.cookie, conversation.id, 'Can you review my resume?', false)).json()
      .reply as TAssistantMessage;
    expect(guess.meta).toMatchObject({ tool: 'resume', generator: 'engine' });
    expect(guess.content).toContain('Review of your CV');
  });

  it("uses the engine's answer when the model fails", async () => {
    standIn.reset();
    standIn.set({ failStatus: 500 });
    const conversation = await create(m, user.cookie);
    const reply = (await send(m, user.cookie, conversation.id, 'Help me write a cover letter', false)).json()
      .reply as TAssistantMessage;
    expect(reply.meta).toMatchObject({ tool: 'cover-letter', generator: 'engine' });
    standIn.reset();
  });
});

describe('resume review of an uploaded layout', () => {
  it('finds the table and the contact details only in the page header of an uploaded DOCX', async () => {
    const user = await signUp(t, { name: 'Mads Holm' });
    const cv = await uploadCv(t, user.cookie, {
      header: ['Mads Holm', 'mads.holm@example.com · +45 20 30 40 50'],
      main: [
        { kind: 'heading', text: 'Experience' },
        { kind: 'para', text: 'Backend Developer, Acme A/S, 2019 – 2024' },
        { kind: 'bullets', items: ['Built 12 REST APIs in Python and Django for the web shop'] },
        { kind: 'heading', text: 'Skills' },
        {
          kind: 'table',
          rows: [
            ['Python', 'Django', 'PostgreSQL'],
            ['Docker', 'Git', 'Linux'],
            ['TypeScript', 'React', 'Node.js'],
          ],
        },
      ],
    });
    expect(cv.extractionStatus).toBe('completed');
    const conversation = await create(t, user.cookie);
    const reply = (await send(t, user.cookie, conversation.id, 'Can you review my resume?', false)).json()
      .reply as TAssistantMessage;
    expect(reply.meta?.tool).toBe('resume');
    expect(reply.content).toMatch(/\*\*\d+ lines inside tables\.\*\*[^\n]*“Python”/);
    expect(reply.content).toMatch(/\*\*Your [^*]*email address[^*]* only in the page header or footer\.\*\*/);
  });
});
