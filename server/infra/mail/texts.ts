import { da } from './texts.da.ts';
import { en } from './texts.en.ts';

/**
 * The words of every notification and notification email, one catalogue per language
 * (texts.en.ts, texts.da.ts), so a call site names a message instead of spelling it out. A user
 * whose profile's preferred language is Danish gets the Danish catalogue; everyone else English.
 */

export const MAIL_LANGUAGES = ['en', 'da'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** A notification as stored in the app and mailed: title (the subject), message, button label. */
export type NoticeText = { title: string; message: string; action?: string };

export type SubscriptionText = {
  upgrade: (p: { planName: string; price: string | null }) => NoticeText;
  downgrade: (p: { planName: string; previousPlanName: string; freeLimit: number | null }) => NoticeText;
  cancellation: (p: { planName: string; endsOn: string | null }) => NoticeText;
  paymentFailed: (p: { amount: string }) => NoticeText;
};

export type SecurityEvent =
  | 'passwordChanged'
  | 'twoFactorEnabled'
  | 'twoFactorDisabled'
  | 'signedOutEverywhere'
  | 'otherSessionsRevoked'
  /** Repeated wrong passwords for the account (server/features/auth/sign-in-throttle.ts). */
  | 'failedSignIns';

export type MailTexts = {
  /** The `lang` attribute of the email's HTML. */
  htmlLang: MailLanguage;
  greeting: (name: string) => string;
  copyLink: string;
  defaultFooter: string;
  /** The footer line the mailer adds to non-transactional mail. */
  unsubscribe: { text: string; html: string; link: string };
  openApp: string;
  cvProcessed: (p: { cvName: string }) => NoticeText;
  applicationGenerated: (p: { jobTitle: string; companyName: string }) => NoticeText;
  subscription: SubscriptionText;
  /** "per month" / "per year" after a price. */
  interval: { monthly: string; yearly: string };
  security: Record<SecurityEvent, NoticeText>;
  digest: {
    subject: string;
    intro: string;
    applications: (n: number) => string;
    cvs: (n: number) => string;
    unread: (n: number) => string;
    /** Follow-up dates of applied applications that fall in the coming week or have passed. */
    followUps: (n: number) => string;
    action: string;
    footer: string;
  };
  /** Follow-up and interview reminders (issue 17). */
  reminders: {
    followUp: (p: { jobTitle: string; companyName: string; daysSinceApplied: number | null }) => NoticeText;
    markFollowedUp: string;
    snooze: (days: number) => string;
    /** `when` is already formatted in the recipient's language. */
    interview: (p: { jobTitle: string; companyName: string; when: string }) => NoticeText;
    footer: string;
  };
  /** New strong job matches (issue 17, decision 026): the in-app count and the email's list. */
  jobMatches: {
    /** Title and in-app message: how many, and where to see them. */
    notice: (count: number) => NoticeText;
    /** The email's first line, before the list. */
    intro: (count: number) => string;
    /** One listed match; `score` is 0–100. */
    line: (p: { title: string; company: string; location: string; score: number }) => string;
    /** After the list when it was cut short. */
    more: (count: number) => string;
    footer: string;
  };
};

const CATALOGUES: Record<MailLanguage, MailTexts> = { en, da };

/** Danish for a profile whose preferred language is Danish; English for every other language. */
export function mailLanguage(preferred: string | null | undefined): MailLanguage {
  return preferred === 'da' ? 'da' : 'en';
}

export function mailTexts(language: MailLanguage = 'en'): MailTexts {
  return CATALOGUES[language];
}
