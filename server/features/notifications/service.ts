import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailCategory } from '#domain/email-preferences';
import { notificationChannels, type NotificationKind } from '#domain/notifications';
import type { Db } from '../../db/client.ts';
import { notifications, profiles, user } from '../../db/schema.ts';
import type { Mailer, MailSent } from '../../infra/mail/mailer.ts';
import { mayMail } from '../../infra/rate-limit-store.ts';
import { mailLanguage, mailTexts, type MailLanguage, type MailTexts } from '../../infra/mail/texts.ts';
import { getNotificationPreferences } from './repository.ts';

export type NotifyDeps = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Makes a relative `link` absolute in the email; without it the email carries no button. */
  appUrl?: string;
};

export type NotificationContent = {
  title: string;
  message: string;
  link?: string;
  /** The email's button label; "Open Applywise" in the recipient's language when not given. */
  action?: string;
  /** More buttons, in the email only (absolute URLs, e.g. a reminder's one-click links). */
  emailActions?: { href: string; label: string }[];
  /** The email's footer line, when it should say why this mail came. */
  footer?: string;
  /** The email's text when it says more than the in-app notification (a list of job matches). */
  emailMessage?: string;
};

/**
 * What to say: fixed words, or (preferably) words taken from the recipient's catalogue
 * (server/infra/mail/texts.ts), so a Danish-speaking user reads Danish in the app and the email.
 */
export type NotificationMessage = NotificationContent | ((texts: MailTexts) => NotificationContent);

/** Who gets a notification email: the auth user's address and name, the profile's language. */
export type Recipient = { email: string; name: string; language: MailLanguage };

export async function recipientOf(db: Db, userId: string): Promise<Recipient | null> {
  const [row] = await db
    .select({ email: user.email, name: user.name, preferred: profiles.preferredLanguage })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row ? { email: row.email, name: row.name, language: mailLanguage(row.preferred) } : null;
}

/**
 * Security and plan mail is about the account itself, so an unsubscribe from application mail
 * must not silence it; the other kinds honour that unsubscribe too (server/infra/mail/mailer.ts).
 */
const MAIL_CATEGORY: Record<NotificationKind, MailCategory> = {
  cv_upload_complete: 'notification',
  application_generated: 'notification',
  plan_changes: 'transactional',
  security_alerts: 'transactional',
  follow_up_reminders: 'notification',
  job_match_alerts: 'notification',
};

/** An absolute URL for the email, or undefined when there is no way to make one. */
export function absoluteLink(link: string | undefined, appUrl: string | undefined): string | undefined {
  if (!link) return undefined;
  if (/^https?:\/\//i.test(link)) return link;
  return appUrl ? `${appUrl.replace(/\/$/, '')}${link.startsWith('/') ? '' : '/'}${link}` : undefined;
}

/**
 * One email from the generic NotificationEmail template (notifications, subscription mail and the
 * weekly digest), in the recipient's language.
 */
export async function sendNotificationEmail(
  deps: Pick<NotifyDeps, 'mailer'>,
  to: Recipient,
  mail: {
    subject: string;
    message: string;
    category: MailCategory;
    action?: { href: string; label: string } | undefined;
    /** Further buttons after `action`. */
    more?: { href: string; label: string }[] | undefined;
    footer?: string | undefined;
  },
): Promise<MailSent> {
  const templates = await import('../../infra/mail/templates.tsx');
  const rendered = await templates.renderEmail(
    templates.NotificationEmail({
      name: to.name,
      title: mail.subject,
      message: mail.message,
      action: mail.action,
      more: mail.more,
      footer: mail.footer,
      language: to.language,
    }),
  );
  const links = [mail.action?.href, ...(mail.more ?? []).map((a) => a.href)].filter((href): href is string =>
    Boolean(href),
  );
  return deps.mailer.send({
    to: to.email,
    subject: mail.subject,
    ...rendered,
    ...(links.length ? { links } : {}),
    category: mail.category,
    language: to.language,
  });
}

/**
 * Tells a user about something: an in-app notification when in-app notifications and the kind's
 * preference are on, an email when email notifications and the kind's preference are on, both in
 * the user's preferred language when the message comes from the catalogue. Never throws: a
 * notification must not fail the work that triggered it (failures are logged). With
 * `mailLimitedAs`, an event others can cause (failed sign-ins) mails the recipient at most as often
 * as mayMail() allows for that kind; the in-app notification is written regardless.
 * Returns which channels were used.
 */
export async function notify(
  deps: NotifyDeps,
  userId: string,
  kind: NotificationKind,
  message: NotificationMessage,
  options: { mailLimitedAs?: string } = {},
): Promise<{ inApp: boolean; email: boolean }> {
  const used = { inApp: false, email: false };
  try {
    const channels = notificationChannels(await getNotificationPreferences(deps.db, userId), kind);
    if (!channels.inApp && !channels.email) return used;
    const to = await recipientOf(deps.db, userId);
    const texts = mailTexts(to?.language);
    const content = typeof message === 'function' ? message(texts) : message;
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
    const mayEmail = async (address: string) =>
      !options.mailLimitedAs || (await mayMail(deps.db, options.mailLimitedAs, address));
    if (channels.email && to && (await mayEmail(to.email))) {
      const href = absoluteLink(content.link, deps.appUrl);
      await sendNotificationEmail(deps, to, {
        subject: content.title,
        message: content.emailMessage ?? content.message,
        category: MAIL_CATEGORY[kind],
        action: href ? { href, label: content.action ?? texts.openApp } : undefined,
        more: content.emailActions,
        footer: content.footer,
      });
      used.email = true;
    }
  } catch (error) {
    deps.log.error({ err: error, userId, kind }, 'notification failed');
  }
  return used;
}
