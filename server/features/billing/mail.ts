import { formatPrice, type PlanId } from '#domain/plans';
import type { Currency } from '../../db/schema.ts';
import type { BillingDeps } from './state.ts';
import { PLAN_NAMES } from './subscription.ts';
import { absoluteLink, sendNotificationEmail } from '../notifications/service.ts';

/** What happened to the subscription, as the email tells it. */
export type SubscriptionMail =
  | { kind: 'upgrade'; plan: PlanId }
  | { kind: 'downgrade'; plan: PlanId; previousPlan: PlanId }
  | { kind: 'cancellation'; plan: PlanId; endsAt: Date | null }
  | { kind: 'payment_failed'; amount: number; currency: Currency };

const day = (d: Date) => d.toISOString().slice(0, 10);

type MailText = { subject: string; body: string; path: string; label: string };

/** Subject and sentence per kind; exported so tests can find the mail by its subject. */
export function subscriptionMailText(mail: SubscriptionMail): MailText {
  switch (mail.kind) {
    case 'upgrade':
      return {
        subject: `Your ${PLAN_NAMES[mail.plan]} plan is active`,
        body: `Thank you for upgrading. Your ${PLAN_NAMES[mail.plan]} plan is active now, with unlimited applications and every ${PLAN_NAMES[mail.plan]} feature.`,
        path: '/subscription',
        label: 'View your subscription',
      };
    case 'downgrade':
      return {
        subject: `Your plan changed to ${PLAN_NAMES[mail.plan]}`,
        body: `Your ${PLAN_NAMES[mail.previousPlan]} plan has ended and your account is on the ${PLAN_NAMES[mail.plan]} plan now.${mail.plan === 'free' ? ' You can create 3 applications a month; upgrade again at any time.' : ''}`,
        path: '/subscription',
        label: 'See the plans',
      };
    case 'cancellation':
      return {
        subject: `Your ${PLAN_NAMES[mail.plan]} plan will not renew`,
        body: `Your subscription is cancelled and will not renew. You keep every ${PLAN_NAMES[mail.plan]} feature${mail.endsAt ? ` until ${day(mail.endsAt)}` : ' until the end of the billing period'}. Changed your mind? You can resume it before then.`,
        path: '/billing',
        label: 'Manage billing',
      };
    case 'payment_failed':
      return {
        subject: 'Your payment failed',
        body: `We could not charge ${formatPrice(mail.amount / 100, mail.currency === 'dkk' ? 'DKK' : 'USD')} for your subscription. Please update your payment method to keep your plan.`,
        path: '/billing',
        label: 'Update payment method',
      };
  }
}

/** Sends one subscription email (billing mail is transactional: always delivered). */
export async function sendSubscriptionMail(
  deps: BillingDeps,
  to: { email: string; name: string },
  mail: SubscriptionMail,
): Promise<void> {
  const text = subscriptionMailText(mail);
  const href = absoluteLink(text.path, deps.appUrl);
  await sendNotificationEmail(deps, to, {
    subject: text.subject,
    message: text.body,
    category: 'transactional',
    action: href ? { href, label: text.label } : undefined,
  });
}
