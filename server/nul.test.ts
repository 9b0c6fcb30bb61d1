import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from '#engine/test/build-docx';
import { CORPUS } from '#engine/test/corpus/index';
import { user } from './db/schema.ts';
import { multipart } from './test/multipart.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from './test/harness.ts';

const REFUSED = {
  error: { code: 'BAD_REQUEST', message: 'The request contains a NUL character, which is not allowed.' },
};

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  // An administrator: the testing routes answer anyone else with the 404 of a missing route
  // before reading their input (decision 024), and every route must be reached here.
  const admin = 'nul-admin@example.com';
  t = await createTestApp({ RATE_LIMIT_MAX: '10000', ADMIN_EMAILS: admin });
  const signedUp = await signUp(t, { email: admin });
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, signedUp.userId));
  cookie = signedUp.cookie;
});
afterAll(async () => {
  await t.close();
});

type Operation = { requestBody?: { content?: Record<string, unknown> } };

describe('a NUL character', () => {
  it('is refused with 400 on every route of the OpenAPI document, in the query or the JSON body', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const answers: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace(/\{[^}]+\}/g, randomUUID());
        const types = Object.keys(operation.requestBody?.content ?? {});
        // Uploads are multipart: their file name is cleaned instead (next test).
        if (types.length && !types.includes('application/json')) continue;
        const withBody = method !== 'get' && method !== 'delete';
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: withBody ? url : `${url}?q=%00`,
          headers: { cookie, origin: TEST_ORIGIN },
          ...(withBody ? { payload: { name: 'a\u0000b', text: ['x', { nested: '\u0000' }] } } : {}),
        });
        answers.push(
          `${method.toUpperCase()} ${path} ${response.statusCode} ${response.json().error?.message ?? ''}`,
        );
        expect(response.json(), `${method} ${path}`).toEqual(REFUSED);
        expect(response.statusCode).toBe(400);
      }
    }
    expect(answers.length).toBeGreaterThan(30);
  });

  it('is refused by Better Auth’s routes too, and stripped from an uploaded file’s name', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'a\u0000@example.com', password: 'x' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual(REFUSED);
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { name: 'Ada\u0000' },
    });
    expect(update.json()).toEqual(REFUSED);

    const body = multipart([
      {
        name: 'file',
        fileName: 'ada\u0000-cv\u202Excod.docx',
        contentType: 'application/octet-stream',
        data: await buildDocx(CORPUS[0]!.doc),
      },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/cvs',
      headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().cv).toMatchObject({ fileName: 'ada-cvxcod.docx', name: 'ada-cvxcod' });
  });
});
