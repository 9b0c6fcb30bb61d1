import { eq, sql } from 'drizzle-orm';
import type { EmailPreferenceChoice, TEmailPreferences } from '#domain/email-preferences';
import { blocksCategory } from '#domain/email-preferences';
import type { Db } from '../../db/client.ts';
import { emailPreferences } from '../../db/schema.ts';
import type { MailPreferences } from '../../infra/mail/mailer.ts';
import { createSigner } from '../../infra/signing.ts';

/** Signs and checks unsubscribe links, and builds their URLs. */
export interface UnsubscribeLinks {
  token(email: string): string;
  verify(email: string, token: string | undefined): boolean;
  /** The /unsubscribe page, prefilled and signed. */
  unsubscribeUrl(email: string): string;
  /** The RFC 8058 one-click endpoint for the List-Unsubscribe header. */
  oneClickUrl(email: string): string;
}

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * Links are signatures of the lowercased address (server/infra/signing.ts, purpose 'unsubscribe').
 * No expiry: a link in an old mail must keep working.
 */
export function createUnsubscribeLinks(secret: string, appUrl: string): UnsubscribeLinks {
  const signer = createSigner(secret, 'unsubscribe');
  const token = (email: string) => signer.sign(normalize(email));
  const query = (email: string) =>
    new URLSearchParams({ email: normalize(email), token: token(email) }).toString();
  return {
    token,
    verify: (email, given) => signer.verify(normalize(email), given),
    unsubscribeUrl: (email) => `${appUrl}/unsubscribe?${query(email)}`,
    oneClickUrl: (email) => `${appUrl}/api/email-preferences/one-click?${query(email)}`,
  };
}

/**
 * The table stores what a person still RECEIVES (marketing, application_notifications default
 * true) plus unsubscribed_all; the page and API speak in what they UNSUBSCRIBE from. Converted here.
 */
function toChoice(row: typeof emailPreferences.$inferSelect | undefined): EmailPreferenceChoice | undefined {
  if (!row) return undefined;
  return {
    marketing: row.unsubscribedAll || !row.marketing,
    applicationNotifications: row.unsubscribedAll || !row.applicationNotifications,
    all: row.unsubscribedAll || (!row.marketing && !row.applicationNotifications),
  };
}

/** Current choice of an address; someone who never chose anything receives everything. */
export async function getPreferences(db: Db, email: string): Promise<TEmailPreferences> {
  const address = normalize(email);
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.email, address));
  const choice = toChoice(row) ?? { marketing: false, applicationNotifications: false, all: false };
  return { email: address, ...choice, stored: row !== undefined };
}

/** Stores a (normalized) choice, one row per address. */
export async function savePreferences(
  db: Db,
  email: string,
  choice: EmailPreferenceChoice,
): Promise<TEmailPreferences> {
  const values = {
    email: normalize(email),
    marketing: !choice.marketing,
    applicationNotifications: !choice.applicationNotifications,
    unsubscribedAll: choice.all,
  };
  await db
    .insert(emailPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: emailPreferences.email,
      set: {
        marketing: values.marketing,
        applicationNotifications: values.applicationNotifications,
        unsubscribedAll: values.unsubscribedAll,
        updatedAt: sql`now()`,
      },
    });
  return getPreferences(db, email);
}

/** The lookup the mailer gets, so it can honour preferences without knowing the database. */
export function mailPreferences(db: Db, links: UnsubscribeLinks): MailPreferences {
  return {
    async blocks(email, category) {
      const [row] = await db
        .select()
        .from(emailPreferences)
        .where(eq(emailPreferences.email, normalize(email)));
      return blocksCategory(toChoice(row), category);
    },
    unsubscribeUrl: links.unsubscribeUrl,
    oneClickUrl: links.oneClickUrl,
  };
}
