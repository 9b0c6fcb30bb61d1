import { SMTPServer } from 'smtp-server';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { VerifyEmail, renderEmail } from './templates.tsx';

// A real SMTP server on loopback receives what the mailer sends when SMTP_URL is set.
const received: { to: string[]; data: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      callback();
    });
  },
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('sends through SMTP when SMTP_URL is set, and its health check passes', async () => {
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Applywise <no-reply@applywise.test>',
    outboxDir: '/nonexistent',
    log: pino({ level: 'silent' }),
  });
  expect(mailer.mode).toBe('smtp');
  expect(await mailer.check()).toMatchObject({ ok: true });

  const url = 'http://localhost:3000/verify?token=abc';
  const { html, text } = await renderEmail(VerifyEmail({ name: 'Ada', url }));
  await mailer.send({ to: 'ada@example.com', subject: 'Confirm your email address', html, text });
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toEqual(['ada@example.com']);
  expect(received[0]!.data).toContain('Subject: Confirm your email address');
  expect(received[0]!.data).toContain('text/html');
});

it('fails its health check when the SMTP server is unreachable', async () => {
  const mailer = createMailer({
    smtpUrl: 'smtp://127.0.0.1:1',
    from: 'x@y.z',
    outboxDir: '/nonexistent',
    log: pino({ level: 'silent' }),
  });
  expect(await mailer.check()).toMatchObject({ ok: false });
});
