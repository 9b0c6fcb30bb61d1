import { mkdir, writeFile, access, constants } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Links worth printing when mail goes to the local outbox, so a local user can click them. */
  links?: string[];
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** For the health check: can a message be delivered right now? */
  check(): Promise<{ ok: boolean; detail: string }>;
  readonly mode: 'smtp' | 'outbox';
}

function fileSafe(value: string): string {
  return value.replace(/[^a-zA-Z0-9@._-]+/g, '-').slice(0, 60);
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to the outbox
 * directory (it opens in any mail client) and its links are logged.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, outboxDir, log } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      async check() {
        try {
          await transport.verify();
          return { ok: true, detail: 'SMTP server reachable' };
        } catch (error) {
          return { ok: false, detail: `SMTP server not reachable: ${(error as Error).message}` };
        }
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      counter = (counter + 1) % 1000;
      const file = join(
        outboxDir,
        `${stamp}-${String(counter).padStart(3, '0')}-${fileSafe(message.to)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, file, links: message.links },
        'mail written to outbox',
      );
    },
    async check() {
      try {
        await mkdir(outboxDir, { recursive: true });
        await access(outboxDir, constants.W_OK);
        return { ok: true, detail: `Writing mail to ${outboxDir}` };
      } catch (error) {
        return { ok: false, detail: `Outbox not writable: ${(error as Error).message}` };
      }
    },
  };
}
