import { z } from 'zod';

/** Longest accepted address (RFC 5321 path limit), as on the contact form. */
export const EMAIL_PREFERENCES_EMAIL_MAX = 320;

/** Hex HMAC-SHA256: 64 characters. Anything else cannot be a token we issued. */
const ZToken = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{64}$/i, 'This unsubscribe link is not valid.');

const ZEmail = z
  .string({ error: 'Please enter your email address to unsubscribe.' })
  .trim()
  .min(1, 'Please enter your email address to unsubscribe.')
  .max(EMAIL_PREFERENCES_EMAIL_MAX, `Please keep this under ${EMAIL_PREFERENCES_EMAIL_MAX} characters.`)
  .regex(z.regexes.email, 'Please enter a valid email address.')
  // One address, one row however it is typed (the table checks email = lower(email)).
  .transform((email) => email.toLowerCase());

/** The three checkboxes of the unsubscribe page (spec 000 §2 Unsubscribe). */
export interface EmailPreferenceChoice {
  marketing: boolean;
  applicationNotifications: boolean;
  all: boolean;
}

/**
 * What the person wants to stop: each flag true means "unsubscribe me from this". The token is
 * the signature from a link we mailed; without it the server only mails a confirmation link.
 */
export const ZEmailPreferencesRequest = z
  .object({
    email: ZEmail,
    token: ZToken.optional(),
    marketing: z.boolean(),
    applicationNotifications: z.boolean(),
    all: z.boolean(),
  })
  .strict();
export type TEmailPreferencesRequest = z.infer<typeof ZEmailPreferencesRequest>;

export const ZEmailPreferencesQuery = z.object({ email: ZEmail, token: ZToken });
export type TEmailPreferencesQuery = z.infer<typeof ZEmailPreferencesQuery>;

/** The stored state, in the same "unsubscribed from" sense as the request. */
export const ZEmailPreferences = z.object({
  email: z.string(),
  marketing: z.boolean(),
  applicationNotifications: z.boolean(),
  all: z.boolean(),
  /** False when the address never chose anything (it receives everything). */
  stored: z.boolean(),
});
export type TEmailPreferences = z.infer<typeof ZEmailPreferences>;

/** 200: stored; 202: a confirmation link went to the address (nothing stored yet). */
export const ZEmailPreferencesResult = z.object({
  status: z.enum(['saved', 'confirmation_sent']),
  preferences: ZEmailPreferences.optional(),
});
export type TEmailPreferencesResult = z.infer<typeof ZEmailPreferencesResult>;

/** The page's starting point: marketing checked (spec: default on), the others not. */
export const DEFAULT_UNSUBSCRIBE_CHOICE: EmailPreferenceChoice = {
  marketing: true,
  applicationNotifications: false,
  all: false,
};

/**
 * Applies one checkbox change with the spec's coupling: checking or unchecking 'all' sets
 * marketing and notifications on or off together; and 'all' follows the other two, so it is
 * checked exactly when both are (otherwise the page would show 'all' while one is off).
 */
export function toggleChoice(
  choice: EmailPreferenceChoice,
  field: keyof EmailPreferenceChoice,
  checked: boolean,
): EmailPreferenceChoice {
  if (field === 'all') return { marketing: checked, applicationNotifications: checked, all: checked };
  const next = { ...choice, [field]: checked };
  return { ...next, all: next.marketing && next.applicationNotifications };
}

/** Normalises a submitted choice so 'all' and the two flags can never disagree when stored. */
export function normalizeChoice(choice: EmailPreferenceChoice): EmailPreferenceChoice {
  if (choice.all) return { marketing: true, applicationNotifications: true, all: true };
  return {
    marketing: choice.marketing,
    applicationNotifications: choice.applicationNotifications,
    all: choice.marketing && choice.applicationNotifications,
  };
}

/** Mail categories: transactional mail (account, security, billing) is never suppressed. */
export type MailCategory = 'transactional' | 'marketing' | 'notification';

/** Whether a stored choice blocks a category of mail. */
export function blocksCategory(choice: EmailPreferenceChoice | undefined, category: MailCategory): boolean {
  if (!choice || category === 'transactional') return false;
  if (choice.all) return true;
  return category === 'marketing' ? choice.marketing : choice.applicationNotifications;
}
