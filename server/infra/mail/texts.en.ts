import { STRONG_MATCH_SCORE } from '#domain/job-discovery';
import type { MailTexts } from './texts.ts';

const REVIEW_SECURITY = 'Review your security settings';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** English notification and email texts (see texts.ts). */
export const en: MailTexts = {
  htmlLang: 'en',
  greeting: (name) => `Hi ${name},`,
  copyLink: 'Or copy this link into your browser:',
  defaultFooter:
    'You receive this email because an account was created or used with this address on Applywise. If that was not you, you can ignore this message.',
  unsubscribe: {
    text: 'Unsubscribe or change your email preferences:',
    html: "Don't want these emails?",
    link: 'Unsubscribe or change your email preferences',
  },
  openApp: 'Open Applywise',
  cvProcessed: ({ cvName }) => ({
    title: 'CV Processed Successfully',
    message: `We have read “${cvName}”: check the extracted experience, education and skills.`,
    action: 'View your CV',
  }),
  applicationGenerated: ({ jobTitle, companyName }) => ({
    title: 'Application ready',
    message: `Your application for ${jobTitle} at ${companyName} is ready to review.`,
    action: 'Open the application',
  }),
  subscription: {
    upgrade: ({ planName, price }) => ({
      title: `Your ${planName} plan is active`,
      message: `Thank you for upgrading. Your ${planName} plan is active now, with unlimited applications and every ${planName} feature.${price ? ` You pay ${price}.` : ''}`,
      action: 'View your subscription',
    }),
    downgrade: ({ planName, previousPlanName, freeLimit }) => ({
      title: `Your plan changed to ${planName}`,
      message: `Your ${previousPlanName} plan has ended and your account is on the ${planName} plan now.${freeLimit !== null ? ` You can create ${freeLimit} applications a month; upgrade again at any time.` : ''}`,
      action: 'See the plans',
    }),
    cancellation: ({ planName, endsOn }) => ({
      title: `Your ${planName} plan will not renew`,
      message: `Your subscription is cancelled and will not renew. You keep every ${planName} feature${endsOn ? ` until ${endsOn}` : ' until the end of the billing period'}. Changed your mind? You can resume it before then.`,
      action: 'Manage billing',
    }),
    paymentFailed: ({ amount }) => ({
      title: 'Your payment failed',
      message: `We could not charge ${amount} for your subscription. Please update your payment method to keep your plan.`,
      action: 'Update payment method',
    }),
  },
  interval: { monthly: 'per month', yearly: 'per year' },
  security: {
    passwordChanged: {
      title: 'Your password was changed',
      message:
        'The password of your Applywise account was just changed. If that was not you, reset your password now and sign out everywhere.',
      action: REVIEW_SECURITY,
    },
    twoFactorEnabled: {
      title: 'Two-factor authentication is on',
      message:
        'Signing in to your account now also asks for a code from your authenticator app. If that was not you, change your password now.',
      action: REVIEW_SECURITY,
    },
    twoFactorDisabled: {
      title: 'Two-factor authentication was turned off',
      message:
        'Signing in to your account no longer asks for a code. If that was not you, change your password and turn two-factor authentication on again.',
      action: REVIEW_SECURITY,
    },
    signedOutEverywhere: {
      title: 'You were signed out everywhere',
      message: 'Every session of your account was ended, on this device and all others.',
      action: REVIEW_SECURITY,
    },
    otherSessionsRevoked: {
      title: 'Your other sessions were signed out',
      message: 'Every session of your account except the current one was ended.',
      action: REVIEW_SECURITY,
    },
    failedSignIns: {
      title: 'Repeated failed sign-ins to your account',
      message:
        'Someone entered a wrong password for your Applywise account 10 times in a row. Each further try now has to wait longer. If that was not you, change your password to a long one you use nowhere else and turn on two-factor authentication.',
      action: REVIEW_SECURITY,
    },
  },
  digest: {
    subject: 'Your weekly Applywise summary',
    intro: 'Here is your week on Applywise:',
    applications: (n) => `${plural(n, 'application', 'applications')} created`,
    cvs: (n) => `${plural(n, 'CV', 'CVs')} uploaded`,
    unread: (n) => plural(n, 'unread notification', 'unread notifications'),
    followUps: (n) => `${plural(n, 'follow-up', 'follow-ups')} due this week`,
    action: 'Go to your dashboard',
    footer: 'You receive this weekly summary because you turned it on in Settings → Notifications.',
  },
  reminders: {
    followUp: ({ jobTitle, companyName, daysSinceApplied }) => ({
      title: `Time to follow up: ${jobTitle} at ${companyName}`,
      message: `${daysSinceApplied === null ? 'You applied' : `You applied ${plural(daysSinceApplied, 'day', 'days')} ago`} for ${jobTitle} at ${companyName} and today is the follow-up date you set. A short, friendly message to the recruiter keeps your application in mind.`,
      action: 'Open the application',
    }),
    markFollowedUp: 'Mark as followed up',
    snooze: (days) => `Snooze ${plural(days, 'day', 'days')}`,
    interview: ({ jobTitle, companyName, when }) => ({
      title: `Interview tomorrow: ${jobTitle} at ${companyName}`,
      message: `Your interview for ${jobTitle} at ${companyName} is on ${when}. Read the job ad and your letter once more, and prepare a question or two for them.`,
      action: 'Open the application',
    }),
    footer:
      'You receive this reminder because you set a date on this application. Turn reminders off in Settings → Notifications.',
  },
  jobMatches: {
    notice: (count) => ({
      title: `${plural(count, 'new strong job match', 'new strong job matches')}`,
      message: `${count === 1 ? 'A new job matches' : `${count} new jobs match`} your CV well: a score of ${STRONG_MATCH_SCORE}/100 or more. See ${count === 1 ? 'it' : 'them'} in Job discovery.`,
      action: 'See your matches',
    }),
    intro: (count) =>
      `${count === 1 ? 'This new job matches' : 'These new jobs match'} your CV well (a score of ${STRONG_MATCH_SCORE}/100 or more):`,
    line: ({ title, company, location, score }) =>
      `${title} at ${company}${location ? `, ${location}` : ''}: score ${score}/100`,
    more: (count) => `…and ${count} more in Job discovery.`,
    footer:
      'You receive these alerts because you follow job boards in Applywise. Change how often, or turn them off, in Settings → Notifications.',
  },
};
