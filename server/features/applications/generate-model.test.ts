import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { TApplication } from '#domain/applications';
import { errorLogs, jobApplications, usagePeriods, usageReservations } from '../../db/schema.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../test/openai-stand-in.ts';
import { call } from '../onboarding/onboarding-test-helpers.ts';
import {
  doneApplication,
  generatorBody,
  parseEvents,
  postApplication,
  streamedLetter,
  userWithCv,
  type CvUser,
} from './applications-test-helpers.ts';

/** What the stand-in model answers: a letter resting only on the test CV (Mads Holm, Maersk, Python, Kafka…). */
const MODEL_LETTER = `Dear Nordlys Software hiring team,

I am writing to apply for the Backend Developer position at Nordlys Software. As a data engineer at Maersk in Copenhagen since January 2020, I build streaming pipelines for logistics, and I would like to bring that experience to your growing team.

Your ad asks for strong Python and good knowledge of PostgreSQL. Python is the language I use every day at Maersk: the pipelines I build collect, clean and move data between many systems, and they have to keep running when the volume grows. PostgreSQL is where much of that data ends up, so designing schemas that support the business and keeping queries fast are part of my daily work.

You also mention event-driven programming and integrating multiple data sources into one system. Streaming with Kafka has taught me to think in events, to handle messages that arrive late or twice, and to keep many producers and consumers consistent. Scheduling and monitoring those flows with Airflow has made me careful about failure handling, logging and clear ownership of each step.

What draws me to Nordlys Software is the chance to work on web applications where the backend has to be dependable and scalable. I enjoy solving analytical problems with colleagues, and I learn quickly when a system is new to me.

I would be glad to tell you more about my work and how it could help your team. Thank you for your time and consideration.

Kind regards,
Mads Holm`;

const GERMAN_LETTER = `Sehr geehrte Damen und Herren,

hiermit bewerbe ich mich um die Stelle als Backend Developer bei Nordlys Software. Seit Januar 2020 arbeite ich als Data Engineer bei Maersk in Kopenhagen und baue dort Streaming-Pipelines für die Logistik.

Python ist die Sprache, mit der ich jeden Tag arbeite. Die Pipelines, die ich entwickle, sammeln und bereinigen Daten aus vielen Systemen und müssen auch bei wachsender Datenmenge zuverlässig laufen. PostgreSQL ist der Ort, an dem viele dieser Daten landen, daher gehören Datenbankschemata und schnelle Abfragen zu meiner täglichen Arbeit.

Mit Kafka habe ich gelernt, in Ereignissen zu denken und Nachrichten zu behandeln, die verspätet oder doppelt ankommen. Mit Airflow plane und überwache ich diese Abläufe und achte dabei auf Fehlerbehandlung, Protokollierung und klare Verantwortung für jeden Schritt.

In Ihrer Anzeige nennen Sie außerdem die Integration mehrerer Datenquellen in ein System. Genau das ist ein großer Teil meiner Arbeit: Ich verbinde Quellen mit sehr unterschiedlichen Formaten, prüfe die Qualität der Daten und sorge dafür, dass alle Beteiligten sich auf die Ergebnisse verlassen können. Dabei habe ich gelernt, Probleme gründlich zu analysieren, bevor ich eine Lösung vorschlage, und meine Entscheidungen so zu dokumentieren, dass Kolleginnen und Kollegen sie später nachvollziehen können.

An Nordlys Software reizt mich die Möglichkeit, an Webanwendungen zu arbeiten, deren Backend zuverlässig und skalierbar sein muss. Ich löse gerne analytische Probleme im Team, teile mein Wissen offen und lerne schnell, wenn ein System neu für mich ist. Ein wachsendes Team, in dem ich Verantwortung für wichtige Teile der Plattform übernehmen kann, ist für mich der richtige nächste Schritt.

Gerne erzähle ich Ihnen in einem persönlichen Gespräch mehr über meine Arbeit. Vielen Dank für Ihre Zeit.

Mit freundlichen Grüßen
Mads Holm`;

const FALLBACK_NOTICE = {
  event: 'notice',
  data: {
    code: 'MODEL_FALLBACK',
    message: "The AI model was unavailable, so Applywise's built-in writer wrote this letter.",
  },
};

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

let t: TestApp;
let standIn: OpenAiStandIn;
let user: CvUser;

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  t = await createTestApp({ AI_BASE_URL: standIn.url, AI_MODEL: 'tiny' });
  user = await userWithCv(t);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
beforeEach(async () => {
  standIn.reset();
  // The writer tests share one user: each starts with the month's usage at 0, below the Free limit.
  await t.db.delete(usagePeriods).where(eq(usagePeriods.userId, user.userId));
});

async function used(cookie: string): Promise<number> {
  return (await call(t, cookie, 'GET', '/api/subscription')).json().applicationsUsed;
}

describe('the model writer', () => {
  it('streams the model letter and saves it as written by the model', async () => {
    standIn.set({ answer: MODEL_LETTER, wordsPerChunk: 5 });
    const response = await postApplication(t, user.cookie, generatorBody(user.cvId), { stream: true });
    expect(response.statusCode).toBe(200);
    const events = parseEvents(response.body);
    expect(events.map((e) => e.event)).not.toContain('notice');
    const deltas = events.flatMap((e) => (e.event === 'delta' ? [e.data.text] : []));
    // The model's own pieces, passed on as they came.
    expect(deltas.join('')).toBe(MODEL_LETTER);
    expect(deltas.length).toBeGreaterThan(30);

    const application = doneApplication(events);
    expect(application.generator).toBe('model');
    expect(squash(application.content)).toBe(squash(MODEL_LETTER));
    expect(application.paragraphs.length).toBeGreaterThan(3);

    // The model was asked once, streaming, with the job and the CV's facts in the prompt.
    expect(standIn.requests).toHaveLength(1);
    const sent = standIn.requests[0]!.body;
    expect(sent.stream).toBe(true);
    expect(sent.model).toBe('tiny');
    const [system, prompt] = sent.messages ?? [];
    expect(system?.role).toBe('system');
    expect(prompt?.content).toContain('Backend Developer');
    expect(prompt?.content).toContain('Maersk');
  });

  it('falls back to the built-in writer with a notice when the model fails', async () => {
    standIn.set({ failStatus: 500 });
    const response = await postApplication(t, user.cookie, generatorBody(user.cvId), { stream: true });
    const events = parseEvents(response.body);
    expect(events).toContainEqual(FALLBACK_NOTICE);
    const application = doneApplication(events);
    expect(application.generator).toBe('builtin');
    expect(streamedLetter(events)).toBe(application.content);
    expect(await used(user.cookie)).toBe(1);
  });

  it('starts the letter afresh after a model that died mid-answer', async () => {
    // Paced, so the client has read the first pieces before the connection breaks.
    standIn.set({ answer: MODEL_LETTER, wordsPerChunk: 2, chunkDelayMs: 20, dropAfterChunks: 6 });
    const events = parseEvents(
      (await postApplication(t, user.cookie, generatorBody(user.cvId), { stream: true })).body,
    );
    const notice = events.findIndex((e) => e.event === 'notice');
    // Some of the model's text went out before it died; after the notice the built-in letter follows.
    expect(events.slice(0, notice).filter((e) => e.event === 'delta').length).toBeGreaterThan(0);
    const application = doneApplication(events);
    expect(application.generator).toBe('builtin');
    expect(streamedLetter(events)).toBe(application.content);
    expect(application.content).not.toContain('streaming pipelines for logistics, and I would like');
  });

  it('refuses a model letter in the wrong language', async () => {
    standIn.set({ answer: GERMAN_LETTER });
    const response = await postApplication(t, user.cookie, generatorBody(user.cvId));
    expect(response.statusCode).toBe(201);
    const application = response.json() as TApplication;
    expect(application.generator).toBe('builtin');
    expect(application.content).not.toContain('Sehr geehrte');
    expect(standIn.requests).toHaveLength(1);
  });

  it('takes the same German letter when German was asked for', async () => {
    standIn.set({ answer: GERMAN_LETTER });
    const response = await postApplication(
      t,
      user.cookie,
      generatorBody(user.cvId, { outputLanguage: 'german' }),
    );
    const application = response.json() as TApplication;
    expect(application.generator).toBe('model');
    expect(application.outputLanguage).toBe('german');
    expect(squash(application.content)).toBe(squash(GERMAN_LETTER));
  });
});

describe('a generation that fails or is abandoned', () => {
  const CV_GONE = {
    code: 'NOT_FOUND',
    message: 'The CV was deleted while the application was being written.',
  };

  /** Starts a generation and deletes its CV while the (slow, failing) model is being asked. */
  async function deleteCvMidway(stream: boolean) {
    const victim = await userWithCv(t);
    standIn.set({ delayMs: 1_000, failStatus: 500 });
    const pending = postApplication(t, victim.cookie, generatorBody(victim.cvId), { stream });
    // The writer's request (the CV's extraction asked the model too, without streaming).
    await expect.poll(() => standIn.requests.filter((r) => r.body.stream).length).toBe(1);
    expect((await call(t, victim.cookie, 'DELETE', `/api/cvs/${victim.cvId}`)).statusCode).toBe(204);
    return { victim, response: await pending };
  }

  async function expectNothingKept(victim: CvUser) {
    expect(await used(victim.cookie)).toBe(0);
    const saved = await t.db.select().from(jobApplications).where(eq(jobApplications.userId, victim.userId));
    expect(saved).toEqual([]);
    const [logged] = await t.db.select().from(errorLogs).where(eq(errorLogs.userId, victim.userId));
    expect(logged).toMatchObject({ errorType: 'AI_GENERATION_ERROR' });
    expect(logged?.context).toMatchObject({ component: 'generator', action: 'create', cvId: victim.cvId });
  }

  it('gives the usage back, saves nothing and logs the failure when the CV disappears mid-way', async () => {
    const { victim, response } = await deleteCvMidway(true);
    const events = parseEvents(response.body);
    expect(events.at(-1)).toEqual({ event: 'error', data: { error: CV_GONE } });
    expect(events.map((e) => e.event)).not.toContain('done');
    await expectNothingKept(victim);
  });

  it('answers the same failure as a JSON error without a stream', async () => {
    const { victim, response } = await deleteCvMidway(false);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: CV_GONE });
    await expectNothingKept(victim);
  });

  it('stops the model and gives the usage back when the client goes away', async () => {
    const leaver = await userWithCv(t);
    standIn.set({ answer: MODEL_LETTER, wordsPerChunk: 1, chunkDelayMs: 100 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/applications`, {
      method: 'POST',
      headers: {
        cookie: leaver.cookie,
        origin: TEST_ORIGIN,
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify(generatorBody(leaver.cvId)),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('event: delta')) {
      const { value } = await reader.read();
      received += new TextDecoder().decode(value);
    }
    expect(await used(leaver.cookie)).toBe(1);
    controller.abort();

    await expect.poll(() => standIn.abortedRequests(), { timeout: 5_000 }).toBe(1);
    await expect.poll(() => used(leaver.cookie), { timeout: 5_000 }).toBe(0);
    const reserved = await t.db
      .select()
      .from(usageReservations)
      .where(eq(usageReservations.userId, leaver.userId));
    expect(reserved).toEqual([]);
    const saved = await t.db.select().from(jobApplications).where(eq(jobApplications.userId, leaver.userId));
    expect(saved).toEqual([]);
    // Leaving is not an error of ours.
    const logged = await t.db.select().from(errorLogs).where(eq(errorLogs.userId, leaver.userId));
    expect(logged).toEqual([]);
  });
});
