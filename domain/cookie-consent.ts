/** The one localStorage key the browser keeps its cookie choice under (spec 000 §9). */
export const COOKIE_CONSENT_STORAGE_KEY = 'applywise.cookie-consent';

/**
 * Spec 000 §3 cookie consent record: the four categories plus when the choice was made. Necessary
 * cookies cannot be refused (§5), so the type only admits `true`. It lives in the browser's
 * storage only (the server never sees it), so it has no zod schema: the banner shows on a first
 * visit, and `parseConsent` checks the record by hand so zod does not ship with that visit.
 */
export type TCookieConsent = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  /** ISO 8601 date and time of the choice, in UTC (`Date.prototype.toISOString`). */
  date: string;
};

export type CookieChoices = Omit<TCookieConsent, 'necessary' | 'date'>;

export const ACCEPT_ALL: CookieChoices = { analytics: true, marketing: true, preferences: true };
export const NECESSARY_ONLY: CookieChoices = { analytics: false, marketing: false, preferences: false };

/** Builds the record to store for a choice made at `now`. */
export function consentRecord(choices: CookieChoices, now: Date = new Date()): TCookieConsent {
  return { necessary: true, ...choices, date: now.toISOString() };
}

/** The cookie policy keeps the consent record (a preference) for one year; then we ask again. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** What `toISOString` writes: date, time to the second or finer, UTC. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

/**
 * Reads a stored record; anything unreadable, or a choice older than a year, counts as no choice
 * yet, so the banner asks again.
 */
export function parseConsent(raw: string | null, now: Date = new Date()): TCookieConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { necessary, analytics, marketing, preferences, date } = value as Record<string, unknown>;
  if (necessary !== true || typeof date !== 'string' || !ISO_DATE_TIME.test(date)) return null;
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean' || typeof preferences !== 'boolean')
    return null;
  const age = now.getTime() - Date.parse(date);
  if (!Number.isFinite(age) || age > CONSENT_MAX_AGE_MS) return null;
  return { necessary, analytics, marketing, preferences, date };
}
