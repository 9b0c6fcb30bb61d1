import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type {
  EmailTest,
  TCheckItem,
  TEmailOverview,
  TEmailTestRequest,
  TEmailTestRun,
} from '#domain/testing';
import type { AppDeps } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { MailSent } from '../../infra/mail/mailer.ts';
import { mailTexts } from '../../infra/mail/texts.ts';
import type { SessionUser } from '../../session.ts';
import { digestFigures, digestMessage } from '../notifications/digest.ts';
import { recipientOf, sendNotificationEmail, type Recipient } from '../notifications/service.ts';
import { timedRun } from './run.ts';

/** The address in MAIL_FROM (`Name <address>` or a bare address). */
export function fromAddress(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

/** SMTP_URL without its credentials: what the page may show. */
export function smtpSettings(smtpUrl: string): {
  host: string;
  port: number;
  secure: boolean;
  requireTls: boolean;
} {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:' || url.searchParams.get('secure') === 'true';
  return {
    host: url.hostname,
    // nodemailer's defaults: 465 with implicit TLS, else 587.
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    requireTls: url.searchParams.get('requireTLS') === 'true',
  };
}

export function emailConfig(config: Config, transport: 'smtp' | 'outbox'): TEmailOverview['config'] {
  const smtp = config.mail.smtpUrl ? smtpSettings(config.mail.smtpUrl) : null;
  return {
    transport,
    from: config.mail.from,
    smtp: smtp ? { host: smtp.host, port: smtp.port, secure: smtp.secure } : null,
    outboxDir: transport === 'outbox' ? config.mail.outboxDir : null,
  };
}

const domainOf = (address: string) => address.split('@')[1]?.toLowerCase() ?? '';
const undeliverable = (domain: string) => /(^|\.)(local|localhost|test|example|invalid)$/.test(domain);

/** The requirements checklist; SMTP is really asked (its verify), DNS records are not checked. */
export async function emailRequirements(deps: Pick<AppDeps, 'config' | 'mailer'>): Promise<TCheckItem[]> {
  const { config, mailer } = deps;
  const from = fromAddress(config.mail.from);
  const fromDomain = domainOf(from);
  const items: TCheckItem[] = [];

  if (!z.email().safeParse(from).success) {
    items.push({
      id: 'from-address',
      status: 'fail',
      detail: `MAIL_FROM holds no valid address: ${config.mail.from}`,
    });
  } else if (undeliverable(fromDomain)) {
    items.push({
      id: 'from-address',
      status: config.deployed ? 'fail' : 'warning',
      detail: `${from} is on a domain no receiving server accepts mail from.`,
    });
  } else {
    items.push({ id: 'from-address', status: 'pass', detail: `Mail is sent from ${from}.` });
  }

  if (mailer.mode === 'outbox') {
    items.push({
      id: 'smtp-reachable',
      status: config.deployed ? 'fail' : 'warning',
      detail: `No SMTP server configured: mail is written to ${config.mail.outboxDir}.`,
    });
    items.push({ id: 'tls', status: 'not-checked', detail: 'Not checked: no SMTP server configured.' });
  } else {
    const started = performance.now();
    const check = await mailer.check();
    const ms = Math.round(performance.now() - started);
    items.push({
      id: 'smtp-reachable',
      status: check.ok ? 'pass' : 'fail',
      detail: `${check.detail} (${ms} ms)`,
    });
    const smtp = smtpSettings(config.mail.smtpUrl!);
    items.push(
      smtp.secure
        ? { id: 'tls', status: 'pass', detail: `Implicit TLS to ${smtp.host}:${smtp.port}.` }
        : smtp.requireTls
          ? { id: 'tls', status: 'pass', detail: `STARTTLS required to ${smtp.host}:${smtp.port}.` }
          : {
              id: 'tls',
              status: 'warning',
              detail: `STARTTLS only if ${smtp.host} offers it: the connection may be unencrypted.`,
            },
    );
  }

  const appHost = new URL(config.appUrl).hostname.toLowerCase();
  const aligned = fromDomain !== '' && (appHost === fromDomain || appHost.endsWith(`.${fromDomain}`));
  items.push({
    id: 'sender-domain',
    status: aligned ? 'pass' : 'warning',
    detail: aligned
      ? `The sender domain ${fromDomain} is the app’s (${appHost}).`
      : `Mail from ${fromDomain || '(none)'} for an app at ${appHost}: receivers may distrust links to another domain.`,
  });
  items.push({
    id: 'dns-records',
    status: 'not-checked',
    detail: `Not checked: SPF, DKIM and DMARC are DNS records of ${fromDomain || 'the sender domain'}.`,
  });
  items.push(
    mailer.unsubscribeLinks
      ? {
          id: 'unsubscribe-link',
          status: 'pass',
          detail:
            'Notification and marketing mail carries an unsubscribe link and one-click List-Unsubscribe headers.',
        }
      : {
          id: 'unsubscribe-link',
          status: 'fail',
          detail: 'Notification and marketing mail has no unsubscribe link.',
        },
  );
  items.push({
    id: 'inbox-delivery',
    status: 'not-checked',
    detail: 'Not checked: whether a test reached the inbox (and not spam) only its recipient can see.',
  });
  return items;
}

const SUBJECTS: Record<Exclude<EmailTest, 'custom'>, string> = {
  verification: 'Applywise test: email verification',
  'password-reset': 'Applywise test: password reset',
  welcome: 'Applywise test: welcome',
  'weekly-digest': 'Applywise test: weekly digest',
};

/**
 * Sends one of the app's mails through the real mailer (its templates, its transport, its
 * unsubscribe footer) to `request.to`. Links in the verification and reset samples carry no
 * working token: a test mail must not be a way into anyone's account.
 */
async function sendTest(
  deps: AppDeps,
  admin: SessionUser,
  request: TEmailTestRequest,
  log: FastifyBaseLogger,
): Promise<{ subject: string; sent: MailSent }> {
  const to = request.to.trim();
  const base = deps.config.appUrl;
  const templates = await import('../../infra/mail/templates.tsx');
  const self = await recipientOf(deps.db, admin.id);
  const recipient: Recipient = {
    email: to,
    name: self?.name ?? admin.name,
    language: self?.language ?? 'en',
  };
  const notify = { mailer: deps.mailer };
  switch (request.test) {
    case 'verification':
    case 'password-reset':
    case 'welcome': {
      const subject = SUBJECTS[request.test];
      const url =
        request.test === 'verification'
          ? `${base}/verify?token=test-only`
          : request.test === 'password-reset'
            ? `${base}/reset-password?token=test-only`
            : `${base}/dashboard`;
      const element =
        request.test === 'verification'
          ? templates.VerifyEmail({ name: recipient.name, url })
          : request.test === 'password-reset'
            ? templates.ResetPasswordEmail({ name: recipient.name, url })
            : templates.WelcomeEmail({ name: recipient.name, dashboardUrl: url });
      const rendered = await templates.renderEmail(element);
      return { subject, sent: await deps.mailer.send({ to, subject, ...rendered, links: [url] }) };
    }
    case 'weekly-digest': {
      const texts = mailTexts(recipient.language);
      const subject = SUBJECTS['weekly-digest'];
      const sent = await sendNotificationEmail(notify, recipient, {
        subject,
        // The administrator's own figures: a sample with real numbers.
        message: digestMessage(
          await digestFigures({ db: deps.db, mailer: deps.mailer, log }, admin.id, new Date()),
          texts,
        ),
        category: 'notification',
        action: { href: `${base}/dashboard`, label: texts.digest.action },
        footer: texts.digest.footer,
      });
      return { subject, sent };
    }
    case 'custom': {
      const subject = request.subject!.trim();
      const sent = await sendNotificationEmail(notify, recipient, {
        subject,
        message: request.message!.trim(),
        category: 'notification',
      });
      return { subject, sent };
    }
  }
}

export async function runEmailTest(
  deps: AppDeps,
  admin: SessionUser,
  request: TEmailTestRequest,
  log: FastifyBaseLogger,
): Promise<TEmailTestRun> {
  let subject = request.test === 'custom' ? (request.subject ?? '').trim() : SUBJECTS[request.test];
  let messageId: string | null = null;
  const run = await timedRun(async () => {
    const result = await sendTest(deps, admin, request, log);
    subject = result.subject;
    if (!result.sent) {
      return { message: 'Not sent: the recipient has unsubscribed from notification mail.', warn: true };
    }
    messageId = result.sent.messageId;
    return {
      message:
        deps.mailer.mode === 'outbox'
          ? `Written to the outbox (${deps.config.mail.outboxDir}).`
          : 'Accepted by the SMTP server.',
    };
  });
  if (run.status === 'fail') log.warn({ test: request.test, error: run.message }, 'test email failed');
  return { test: request.test, to: request.to.trim(), subject, messageId, ...run };
}
