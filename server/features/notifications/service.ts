import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailCategory } from '#domain/email-preferences';
import { notificationChannels, type NotificationKind } from '#domain/notifications';
import type { Db } from '../../db/client.ts';
import { notifications, user } from '../../db/schema.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { getNotificationPreferences } from './repository.ts';

export type NotifyDeps = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Makes a relative `link` absolute in the email; without it the email carries no button. */
  appUrl?: string;
};

export type NotificationContent = { title: string; message: string; link?: string };

/**
 * Security and plan mail is about the account itself, so an unsubscribe from application mail
 * must not silence it; the other kinds honour that unsubscribe too (server/infra/mail/mailer.ts).
 */
const MAIL_CATEGORY: Record<NotificationKind, MailCategory> = {
  cv_upload_complete: 'notification',
  application_generated: 'notification',
  plan_changes: 'transactional',
  security_alerts: 'transactional',
};

/** An absolute URL for the email, or undefined when there is no way to make one. */
export function absoluteLink(link: string | undefined, appUrl: string | undefined): string | undefined {
  if (!link) return undefined;
  if (/^https?:\/\//i.test(link)) return link;
  return appUrl ? `${appUrl.replace(/\/$/, '')}${link.startsWith('/') ? '' : '/'}${link}` : undefined;
}

/** One email from the generic NotificationEmail template (notifications and the weekly digest). */
export async function sendNotificationEmail(
  deps: Pick<NotifyDeps, 'mailer'>,
  to: { email: string; name: string },
  mail: {
    subject: string;
    message: string;
    category: MailCategory;
    action?: { href: string; label: string } | undefined;
    footer?: string;
  },
): Promise<void> {
  const templates = await import('../../infra/mail/templates.tsx');
  const rendered = await templates.renderEmail(
    templates.NotificationEmail({
      name: to.name,
      title: mail.subject,
      message: mail.message,
      action: mail.action,
      footer: mail.footer,
    }),
  );
  await deps.mailer.send({
    to: to.email,
    subject: mail.subject,
    ...rendered,
    ...(mail.action ? { links: [mail.action.href] } : {}),
    category: mail.category,
  });
}

/**
 * Tells a user about something: an in-app notification when in-app notifications and the kind's
 * preference are on, an email when email notifications and the kind's preference are on. Never
 * throws: a notification must not fail the work that triggered it (failures are logged).
 * Returns which channels were used.
 */
export async function notify(
  deps: NotifyDeps,
  userId: string,
  kind: NotificationKind,
  content: NotificationContent,
): Promise<{ inApp: boolean; email: boolean }> {
  const used = { inApp: false, email: false };
  try {
    const channels = notificationChannels(await getNotificationPreferences(deps.db, userId), kind);
    if (channels.inApp) {
      await deps.db.insert(notifications).values({
        userId,
        type: kind,
        title: content.title,
        message: content.message,
        link: content.link ?? null,
      });
      used.inApp = true;
    }
    if (channels.email) {
      const [to] = await deps.db
        .select({ email: user.email, name: user.name })
        .from(user)
        .where(eq(user.id, userId));
      if (to) {
        const href = absoluteLink(content.link, deps.appUrl);
        await sendNotificationEmail(deps, to, {
          subject: content.title,
          message: content.message,
          category: MAIL_CATEGORY[kind],
          action: href ? { href, label: 'Open Applywise' } : undefined,
        });
        used.email = true;
      }
    }
  } catch (error) {
    deps.log.error({ err: error, userId, kind }, 'notification failed');
  }
  return used;
}
