import { readJobAd } from '#engine/test/job-ads';
import type { ApplicationStatus, GenerationEvent, TApplication } from '#domain/applications';
import type { Db } from '../../db/client.ts';
import { applicationStatusEvents, jobApplications, type JobApplicationRow } from '../../db/schema.ts';
import { signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { uploadCv } from '../onboarding/onboarding-test-helpers.ts';

/** Test helpers shared by the application tests. */

/** A real job ad from the shared data set (read in place, never copied into the repository). */
export const jobAd = readJobAd;

export type CvUser = { cookie: string; userId: string; cvId: string };

/** A new user who uploaded a real CV and whose extraction completed: ready to generate. */
export async function userWithCv(t: TestApp): Promise<CvUser> {
  const user = await signUp(t, { name: 'Mads Holm' });
  const cv = await uploadCv(t, user.cookie);
  if (cv.extractionStatus !== 'completed') throw new Error(`extraction ${cv.extractionStatus}`);
  return { cookie: user.cookie, userId: user.userId, cvId: cv.id };
}

export const BACKEND_AD = '06-en-backend-developer-python-django.txt';

export function generatorBody(cvId: string, overrides: Record<string, unknown> = {}) {
  return {
    jobTitle: 'Backend Developer',
    companyName: 'Nordlys Software',
    jobDescription: jobAd(BACKEND_AD),
    cvId,
    outputLanguage: 'english',
    ...overrides,
  };
}

/** POST /api/applications, as JSON or (stream) as server-sent events. */
export function postApplication(
  t: TestApp,
  cookie: string,
  payload: object,
  options: { stream?: boolean } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { cookie, origin: TEST_ORIGIN, ...(options.stream ? { accept: 'text/event-stream' } : {}) },
    payload,
  });
}

/** The events of a server-sent event stream, in order (the generator's unless told). */
export function parseEvents<E = GenerationEvent>(body: string): E[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (!event || !data) throw new Error(`not an event: ${block}`);
      return { event, data: JSON.parse(data) } as E;
    });
}

/** The letter text the deltas wrote after the last fallback notice (the UI starts afresh there). */
export function streamedLetter(events: readonly GenerationEvent[]): string {
  const lastNotice = events.findLastIndex((e) => e.event === 'notice');
  return events
    .slice(lastNotice + 1)
    .flatMap((e) => (e.event === 'delta' ? [e.data.text] : []))
    .join('');
}

export function doneApplication(events: readonly GenerationEvent[]): TApplication {
  const done = events.at(-1);
  if (done?.event !== 'done') throw new Error(`the stream ended with ${JSON.stringify(done)}`);
  return done.data;
}

/**
 * A saved application row without generating one (for the list, edit and analytics tests), with
 * its creation event, as the generator writes them.
 */
export async function insertRow(
  db: Db,
  userId: string,
  values: { jobTitle: string; companyName: string; status?: ApplicationStatus; createdAt?: Date },
): Promise<JobApplicationRow> {
  const [row] = await db
    .insert(jobApplications)
    .values({ userId, content: 'Dear hiring team,', status: 'draft', ...values })
    .returning();
  await db.insert(applicationStatusEvents).values({
    applicationId: row!.id,
    userId,
    fromStatus: null,
    toStatus: 'draft',
    at: values.createdAt ?? row!.createdAt,
  });
  return row!;
}
