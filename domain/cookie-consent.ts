import { z } from 'zod';

/** The one localStorage key the browser keeps its cookie choice under (spec 000 §9). */
export const COOKIE_CONSENT_STORAGE_KEY = 'applywise.cookie-consent';

/**
 * Spec 000 §3 cookie consent record: the four categories plus when the choice was made. Necessary
 * cookies cannot be refused (§5), so the type only admits `true`.
 */
export const ZCookieConsent = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  preferences: z.boolean(),
  /** ISO 8601 date and time of the choice. */
  date: z.iso.datetime(),
});
export type TCookieConsent = z.infer<typeof ZCookieConsent>;

export type CookieChoices = Omit<TCookieConsent, 'necessary' | 'date'>;

export const ACCEPT_ALL: CookieChoices = { analytics: true, marketing: true, preferences: true };
export const NECESSARY_ONLY: CookieChoices = { analytics: false, marketing: false, preferences: false };

/** Builds the record to store for a choice made at `now`. */
export function consentRecord(choices: CookieChoices, now: Date = new Date()): TCookieConsent {
  return { necessary: true, ...choices, date: now.toISOString() };
}

/** The cookie policy keeps the consent record (a preference) for one year; then we ask again. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Reads a stored record; anything unreadable, or a choice older than a year, counts as no choice
 * yet, so the banner asks again.
 */
export function parseConsent(raw: string | null, now: Date = new Date()): TCookieConsent | null {
  if (!raw) return null;
  try {
    const parsed = ZCookieConsent.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const age = now.getTime() - Date.parse(parsed.data.date);
    return Number.isFinite(age) && age <= CONSENT_MAX_AGE_MS ? parsed.data : null;
  } catch {
    return null;
  }
}
