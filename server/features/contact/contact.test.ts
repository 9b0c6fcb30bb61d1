import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { mailWithSubject } from '../../test/outbox.ts';
import { TEST_ORIGIN, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { contactMailSubject } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help-desk@example.com' });
});
afterAll(async () => {
  await t.close();
});

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+45 12 34 56 78',
  subject: 'Question about plans',
  message: 'Can I switch from Pro to Elite in the middle of a month?',
};

// Each test sends from its own address: the route allows 5 messages a minute per address.
let nextIp = 1;
const send = (payload: unknown, headers: Record<string, string> = { origin: TEST_ORIGIN }, ip?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers,
    payload: payload as object,
    remoteAddress: ip ?? `10.0.0.${nextIp++}`,
  });

/** emailed_at is set after the response, once the mail went out. */
async function emailedAt(id: string): Promise<Date | null> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (row?.emailedAt) return row.emailedAt;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

describe('POST /api/contact', () => {
  it('stores the message and emails it to support with Reply-To set to the sender', async () => {
    const response = await send({ ...valid, name: '  Grace Hopper ' }, { origin: TEST_ORIGIN }, '10.1.1.1');
    expect(response.statusCode).toBe(201);
    const { id } = response.json();

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+45 12 34 56 78',
      subject: 'Question about plans',
      message: valid.message,
      userId: null,
      ip: '10.1.1.1',
    });

    const mail = await mailWithSubject(
      t.config.mail.outboxDir,
      'help-desk@example.com',
      contactMailSubject('Grace Hopper', 'Question about plans'),
    );
    expect(mail).toBeDefined();
    expect(mail!.text).toMatch(/^Reply-To: grace@example\.com$/m);
    expect(mail!.text).toContain('Can I switch from Pro to Elite in the middle of a month?');
    expect(await emailedAt(id)).toBeInstanceOf(Date);
  });

  it('links a signed-in sender to the account and keeps blank optional fields null', async () => {
    const { cookie, userId } = await signUp(t);
    const response = await send(
      { name: 'Ada', email: 'ada@example.com', message: 'Hello', phone: ' ', subject: '' },
      { origin: TEST_ORIGIN, cookie },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, response.json().id));
    expect(row).toMatchObject({ userId, phone: null, subject: null });
    expect(
      await mailWithSubject(t.config.mail.outboxDir, 'help-desk@example.com', 'Contact: New message (Ada)'),
    ).toBeDefined();
  });

  it('answers 400 with a message per missing or blank field', async () => {
    const missing = await send({ phone: '123' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'Please enter your name.',
        email: 'Please enter your email address.',
        message: 'Please enter a message.',
      },
    });

    const blank = await send({ ...valid, name: '   ', message: '\n\t' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({
      name: 'Please enter your name.',
      message: 'Please enter a message.',
    });
  });

  it('answers 400 for a malformed email and for unknown fields', async () => {
    const bad = await send({ ...valid, email: 'grace-at-example' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ email: 'Please enter a valid email address.' });

    const extra = await send({ ...valid, userId: 'someone-else' });
    expect(extra.statusCode).toBe(400);
  });

  it('answers 413 for an oversized body', async () => {
    const response = await send({ ...valid, message: 'x'.repeat(20 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a post from another site (403) and stores nothing', async () => {
    const before = await t.db.select().from(contactMessages);
    const response = await send(valid, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await t.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('answers 429 after 5 messages a minute from one address', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++)
      codes.push((await send(valid, { origin: TEST_ORIGIN }, '10.9.9.9')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const limited = await send(valid, { origin: TEST_ORIGIN }, '10.9.9.9');
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('GET /api/public-config', () => {
  it('tells the web app the support address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ supportEmail: 'help-desk@example.com' });
  });
});
