import { z } from 'zod';
import { BILLING_CYCLES, CURRENCIES, PLAN_IDS } from './plans.ts';

/**
 * The billing API's contracts (spec 000 §3 "Subscription client view", §4, §7; issue 7). Amounts
 * are minor units (cents / øre) except premium template prices, which are whole kroner as the spec
 * stores and sorts them. Dates are ISO 8601 strings.
 */

const ZIsoDate = z.string();
export const ZPlanId = z.enum(PLAN_IDS);
export const ZPaidPlanId = z.enum(['pro', 'elite']);
export type TPaidPlanId = z.infer<typeof ZPaidPlanId>;
export const ZCurrency = z.enum(CURRENCIES);
export const ZBillingCycle = z.enum(BILLING_CYCLES);
/** Stripe's word for a billing cycle; the checkout request uses it. */
export const ZInterval = z.enum(['month', 'year']);
export type TInterval = z.infer<typeof ZInterval>;
export const ZBillingProviderId = z.enum(['stripe', 'local']);

export const INTERVAL_CYCLE = { month: 'monthly', year: 'yearly' } as const;

/**
 * GET /api/subscription. `plan` is the effective plan: an expired paid plan reads as 'free' with
 * status 'expired'; legacy values are normalised (professional → pro, enterprise → elite).
 */
export const ZSubscriptionView = z.object({
  subscribed: z.boolean(),
  plan: ZPlanId,
  status: z.enum(['active', 'expired']),
  /** -1 means unlimited (spec 000 §9). */
  applications_limit: z.number().int(),
  applicationsUsed: z.number().int().min(0),
  billing_cycle: ZBillingCycle.nullable(),
  next_billing_date: ZIsoDate.nullable(),
  subscription_start_date: ZIsoDate.nullable(),
  subscriptionEnd: ZIsoDate.nullable(),
  currency: ZCurrency,
  /** The plan ends at subscriptionEnd instead of renewing. */
  cancelAtPeriodEnd: z.boolean(),
  provider: ZBillingProviderId,
  /** A plan change that waits for the period's end (decision 016); null when none. */
  scheduledChange: z
    .object({ plan: ZPaidPlanId, billing_cycle: ZBillingCycle, startsAt: ZIsoDate })
    .nullable(),
});
export type TSubscriptionView = z.infer<typeof ZSubscriptionView>;

/** `plan: 'free'` is accepted by the schema (spec 000 §7) and answered 400: Free needs no checkout. */
export const ZPlanCheckoutRequest = z
  .object({ plan: ZPlanId, interval: ZInterval, currency: ZCurrency.optional() })
  .strict();
export const ZTemplateCheckoutRequest = z
  .object({ type: z.literal('template_purchase'), template_id: z.uuid() })
  .strict();
/** POST /api/billing/checkout: a plan × interval (× currency, default USD) or one premium template. */
export const ZCheckoutRequest = z.union([ZPlanCheckoutRequest, ZTemplateCheckoutRequest]);
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/** Where to send the browser: Stripe Checkout, or the local provider's in-app page. */
export const ZCheckoutResponse = z.object({ url: z.string() });
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

export const ZPortalResponse = z.object({ url: z.string() });
export type TPortalResponse = z.infer<typeof ZPortalResponse>;

export const ZInvoiceStatus = z.enum(['paid', 'open', 'void', 'uncollectible', 'failed']);
/**
 * What an invoice is for, as facts the web words in the UI language (the stored `description`
 * is the English line of the receipt and the payment provider).
 */
export const ZInvoiceLine = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plan'), plan: z.enum(['pro', 'elite']), cycle: z.enum(['monthly', 'yearly']) }),
  z.object({ kind: z.literal('template'), name: z.string() }),
  z.object({
    kind: z.literal('planChange'),
    plan: z.enum(['pro', 'elite']),
    cycle: z.enum(['monthly', 'yearly']),
    fromPlan: z.enum(['pro', 'elite']),
    fromCycle: z.enum(['monthly', 'yearly']),
    /** Minor units, in the invoice's currency. */
    price: z.number().int(),
    credit: z.number().int(),
  }),
]);
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoice = z.object({
  id: z.string(),
  /** Minor units (cents / øre). */
  amount: z.number().int(),
  currency: ZCurrency,
  status: z.string(),
  description: z.string().nullable(),
  /** Absent for a line the app did not write (one from the payment provider's dashboard). */
  line: ZInvoiceLine.optional(),
  createdAt: ZIsoDate,
  periodStart: ZIsoDate.nullable(),
  periodEnd: ZIsoDate.nullable(),
  /** The provider's hosted invoice, or our own receipt download. */
  receiptUrl: z.string().nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZPaymentMethod = z.object({ brand: z.string(), last4: z.string() });
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** GET /api/billing/overview: invoices newest first; `nextCursor` pages on (?cursor=). */
export const ZBillingOverview = z.object({
  subscription: ZSubscriptionView,
  invoices: z.array(ZInvoice),
  paymentMethod: ZPaymentMethod.nullable(),
  nextCursor: z.string().nullable(),
});
export type TBillingOverview = z.infer<typeof ZBillingOverview>;
export const ZBillingOverviewQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** The id of the last invoice of the previous page. */
  cursor: z.uuid().optional(),
});

/** GET /api/premium-templates, ordered by price (spec 000 §3, §7). */
export const ZPremiumTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Whole kroner. */
  price: z.number().int(),
  /** Included in this plan and above; null: bought individually. */
  subscription_tier: ZPlanId.nullable(),
  /** The signed-in user bought it (always false when signed out). */
  purchased: z.boolean(),
});
export type TPremiumTemplate = z.infer<typeof ZPremiumTemplate>;
export const ZPremiumTemplateList = z.array(ZPremiumTemplate);

/** POST /api/premium-templates/:id/use: what the user may now use. */
export const ZPremiumTemplateUse = z.object({
  id: z.string(),
  name: z.string(),
  /** Why access was granted. */
  access: z.enum(['plan', 'purchase']),
});
export type TPremiumTemplateUse = z.infer<typeof ZPremiumTemplateUse>;

// ---------------------------------------------------------------------------------------------
// The local provider's in-app checkout and portal

export const CHECKOUT_STATUSES = ['open', 'paid', 'expired'] as const;

/** GET /api/billing/local/checkout/:id */
export const ZLocalCheckout = z.object({
  id: z.string(),
  kind: z.enum(['subscription', 'template']),
  /** The plan id ('pro' | 'elite') for subscriptions; null for a template. */
  plan: ZPaidPlanId.nullable(),
  /** The template's name for a template purchase; null for a subscription. */
  templateName: z.string().nullable(),
  interval: ZInterval.nullable(),
  currency: ZCurrency,
  /** Minor units. */
  amount: z.number().int(),
  status: z.enum(CHECKOUT_STATUSES),
  expiresAt: ZIsoDate,
});
export type TLocalCheckout = z.infer<typeof ZLocalCheckout>;

export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

/** The Luhn checksum every real card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** 'MM/YY' names the last month the card is valid; it is in the future if that month has not ended. */
export function expiryInFuture(expiry: string, now: Date = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return Date.UTC(year, month, 1) > now.getTime();
}

/** POST /api/billing/local/checkout/:id/pay. Spaces in the card number are allowed and dropped. */
export const ZLocalPayRequest = z
  .object({
    cardNumber: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\d{12,19}$/, 'Please enter a valid card number.')
          .refine(luhnValid, 'Please enter a valid card number.'),
      ),
    expiry: z
      .string()
      .trim()
      .regex(/^\d{2}\/\d{2}$/, 'Please enter the expiry date as MM/YY.')
      .refine((v) => expiryInFuture(v), 'This card has expired.'),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'Please enter the 3 or 4 digit security code.'),
    name: z.string().trim().min(1, 'Please enter the name on the card.').max(200),
  })
  .strict();
export type TLocalPayRequest = z.input<typeof ZLocalPayRequest>;

export const ZLocalPayResponse = z.object({ redirectUrl: z.string() });
export type TLocalPayResponse = z.infer<typeof ZLocalPayResponse>;
