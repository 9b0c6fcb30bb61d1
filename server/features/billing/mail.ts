import {
  FREE_APPLICATIONS_LIMIT,
  formatPrice,
  planPrice,
  type BillingCycle,
  type PlanId,
} from '#domain/plans';
import type { Currency } from '../../db/schema.ts';
import { mailTexts, type MailTexts } from '../../infra/mail/texts.ts';
import type { BillingDeps } from './state.ts';
import { PLAN_NAMES } from './subscription.ts';
import {
  absoluteLink,
  notify,
  recipientOf,
  sendNotificationEmail,
  type NotificationContent,
} from '../notifications/service.ts';

/** What happened to the subscription, as the email tells it. */
export type SubscriptionMail =
  | { kind: 'upgrade'; plan: PlanId }
  | { kind: 'downgrade'; plan: PlanId; previousPlan: PlanId }
  | { kind: 'cancellation'; plan: PlanId; endsAt: Date | null }
  | { kind: 'payment_failed'; amount: number; currency: Currency };

/**
 * What the plan costs and how often (the spec's send-subscription-email carries amount and
 * interval): told in the upgrade email when the provider named a billing cycle.
 */
export type SubscriptionBilling = { currency: Currency; billingCycle: BillingCycle | null };

const day = (d: Date) => d.toISOString().slice(0, 10);
const upper = (currency: Currency) => (currency === 'dkk' ? 'DKK' : 'USD');

type MailText = { subject: string; body: string; path: string; label: string };

/** "$19 per month", or null when the billing cycle is unknown. */
function priceOf(plan: PlanId, billing: SubscriptionBilling | undefined, texts: MailTexts): string | null {
  if (!billing?.billingCycle) return null;
  const amount = planPrice(plan, upper(billing.currency), billing.billingCycle);
  return `${formatPrice(amount, upper(billing.currency))} ${texts.interval[billing.billingCycle]}`;
}

function noticeOf(mail: SubscriptionMail, texts: MailTexts, billing: SubscriptionBilling | undefined) {
  const { subscription } = texts;
  switch (mail.kind) {
    case 'upgrade':
      return subscription.upgrade({
        planName: PLAN_NAMES[mail.plan],
        price: priceOf(mail.plan, billing, texts),
      });
    case 'downgrade':
      return subscription.downgrade({
        planName: PLAN_NAMES[mail.plan],
        previousPlanName: PLAN_NAMES[mail.previousPlan],
        freeLimit: mail.plan === 'free' ? FREE_APPLICATIONS_LIMIT : null,
      });
    case 'cancellation':
      return subscription.cancellation({
        planName: PLAN_NAMES[mail.plan],
        endsOn: mail.endsAt ? day(mail.endsAt) : null,
      });
    case 'payment_failed':
      return subscription.paymentFailed({ amount: formatPrice(mail.amount / 100, upper(mail.currency)) });
  }
}

const PATHS: Record<SubscriptionMail['kind'], string> = {
  upgrade: '/subscription',
  downgrade: '/subscription',
  cancellation: '/billing',
  payment_failed: '/billing',
};

/**
 * Subject, sentence, link and button per kind, in the catalogue's language (English by default);
 * exported so tests can find the mail by its subject.
 */
export function subscriptionMailText(
  mail: SubscriptionMail,
  texts: MailTexts = mailTexts('en'),
  billing?: SubscriptionBilling,
): MailText {
  const notice = noticeOf(mail, texts, billing);
  return { subject: notice.title, body: notice.message, path: PATHS[mail.kind], label: notice.action ?? '' };
}

const contentOf = (text: MailText): NotificationContent => ({
  title: text.subject,
  message: text.body,
  link: text.path,
  action: text.label,
});

/**
 * Tells the user about their subscription. A plan change (upgrade, downgrade, cancellation) is a
 * `plan_changes` notification: in the app and by email, each as the preferences say. A failed
 * payment is mailed always (transactional): the user must act or lose the plan, so no switch
 * silences it. Never throws: a mail failure must not undo a paid change.
 */
export async function sendSubscriptionMail(
  deps: BillingDeps,
  userId: string,
  mail: SubscriptionMail,
  billing?: SubscriptionBilling,
): Promise<void> {
  if (mail.kind !== 'payment_failed') {
    await notify(deps, userId, 'plan_changes', (texts) =>
      contentOf(subscriptionMailText(mail, texts, billing)),
    );
    return;
  }
  try {
    const to = await recipientOf(deps.db, userId);
    if (!to) return;
    const text = subscriptionMailText(mail, mailTexts(to.language));
    const href = absoluteLink(text.path, deps.appUrl);
    await sendNotificationEmail(deps, to, {
      subject: text.subject,
      message: text.body,
      category: 'transactional',
      action: href ? { href, label: text.label } : undefined,
    });
  } catch (error) {
    deps.log.error({ err: error, userId, mail: mail.kind }, 'subscription mail failed');
  }
}
