import { mkdir, writeFile, access, constants } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailCategory } from '#domain/email-preferences';
import { mailTexts, type MailLanguage } from './texts.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Links worth printing when mail goes to the local outbox, so a local user can click them. */
  links?: string[];
  replyTo?: string;
  /**
   * Transactional (the default: verification, reset, welcome, contact, billing) always goes out.
   * Marketing and notification mail honours the recipient's email preferences and carries
   * List-Unsubscribe headers (RFC 2369, RFC 8058 one-click) and an unsubscribe link.
   */
  category?: MailCategory;
  /** The recipient's language, for the unsubscribe footer; English when not given. */
  language?: MailLanguage;
}

/**
 * What the mailer needs to know about email preferences, passed in by whoever assembles the app
 * so the mailer itself stays free of the database.
 */
export interface MailPreferences {
  /** Whether the address opted out of this category. */
  blocks(email: string, category: Exclude<MailCategory, 'transactional'>): Promise<boolean>;
  /** The unsubscribe page with a signed link, for the footer. */
  unsubscribeUrl(email: string): string;
  /** The RFC 8058 one-click endpoint (POST), for the List-Unsubscribe header. */
  oneClickUrl(email: string): string;
}

/** What the transport said about a sent message; null when the recipient opted out of its category. */
export type MailSent = { messageId: string } | null;

export interface Mailer {
  send(message: MailMessage): Promise<MailSent>;
  /** For the health check: can a message be delivered right now? */
  check(): Promise<{ ok: boolean; detail: string }>;
  readonly mode: 'smtp' | 'outbox';
  /** Whether notification and marketing mail gets its unsubscribe link and headers. */
  readonly unsubscribeLinks: boolean;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Applies the preferences to one message: null when the recipient opted out, else the message
 * as nodemailer takes it (with the unsubscribe headers and footer for non-transactional mail).
 */
async function prepare(
  message: MailMessage,
  preferences: MailPreferences | undefined,
  log: FastifyBaseLogger,
) {
  const { category = 'transactional', language, ...mail } = message;
  if (category === 'transactional' || !preferences) return mail;
  if (await preferences.blocks(message.to, category)) {
    // Not an error: the person asked for this. Logged so "why did I get no mail" can be answered.
    log.info({ to: message.to, subject: message.subject, category }, 'mail skipped: recipient opted out');
    return null;
  }
  const pageUrl = preferences.unsubscribeUrl(message.to);
  const words = mailTexts(language).unsubscribe;
  const footerText = `\n\n--\n${words.text} ${pageUrl}\n`;
  const footerHtml = `<p style="color:#64748b;font-size:12px;line-height:18px;margin:24px 0 0">${escapeHtml(words.html)} <a href="${escapeHtml(pageUrl)}">${escapeHtml(words.link)}</a>.</p>`;
  return {
    ...mail,
    text: mail.text + footerText,
    html: mail.html.includes('</body>')
      ? mail.html.replace('</body>', `${footerHtml}</body>`)
      : mail.html + footerHtml,
    links: [...(mail.links ?? []), pageUrl],
    headers: {
      'List-Unsubscribe': `<${preferences.oneClickUrl(message.to)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
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
  preferences?: MailPreferences;
}): Mailer {
  const { smtpUrl, from, outboxDir, log, preferences } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      unsubscribeLinks: Boolean(preferences),
      async send(message) {
        const mail = await prepare(message, preferences, log);
        if (!mail) return null;
        const info = await transport.sendMail({ from, ...mail });
        return { messageId: info.messageId };
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
    unsubscribeLinks: Boolean(preferences),
    async send(message) {
      const mail = await prepare(message, preferences, log);
      if (!mail) return null;
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      counter = (counter + 1) % 1000;
      const file = join(
        outboxDir,
        `${stamp}-${String(counter).padStart(3, '0')}-${fileSafe(message.to)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, file, links: mail.links },
        'mail written to outbox',
      );
      return { messageId: info.messageId };
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
