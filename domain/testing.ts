import { z } from 'zod';
import { ZHealthResponse } from './health.ts';

/**
 * The testing page (/testing, spec 001 §2): what administrators check before and after going
 * live (decision 024). Every check answers pass, warning or fail; a requirement that cannot be
 * checked from the server is "not-checked", never passed.
 */
export const CHECK_STATES = ['pass', 'warning', 'fail', 'not-checked'] as const;
export type CheckState = (typeof CHECK_STATES)[number];

/** One line of a checklist: the web names it by `id` and shows its fix in the reader's language. */
export const ZCheckItem = z.object({
  id: z.string(),
  status: z.enum(CHECK_STATES),
  /** What was measured or found, in English (as health details are). */
  detail: z.string(),
});
export type TCheckItem = z.infer<typeof ZCheckItem>;

/** A test that was run: its outcome, what it answered and how long it took. */
export const ZTestRun = z.object({
  status: z.enum(['pass', 'warning', 'fail']),
  message: z.string(),
  durationMs: z.number(),
  at: z.string(),
});
export type TTestRun = z.infer<typeof ZTestRun>;

// ---------------------------------------------------------------- Stripe Integration

export const STRIPE_TESTS = ['subscription', 'checkout', 'portal', 'prices'] as const;
export type StripeTest = (typeof STRIPE_TESTS)[number];

export const ZStripeOverview = z.object({
  provider: z.enum(['stripe', 'local']),
  /** From the secret key's prefix; the key itself never leaves the server. */
  mode: z.enum(['test', 'live', 'unknown', 'local']),
  webhookSecretConfigured: z.boolean(),
  /** The catalogue's prices (plan × cycle × currency) by the lookup key checkout finds them by. */
  prices: z.array(
    z.object({ lookupKey: z.string(), plan: z.string(), cycle: z.string(), currency: z.string() }),
  ),
  checks: z.array(ZCheckItem),
});
export type TStripeOverview = z.infer<typeof ZStripeOverview>;

export const ZStripeTestParams = z.object({ test: z.enum(STRIPE_TESTS) });
export const ZStripeTestRun = ZTestRun.extend({ test: z.enum(STRIPE_TESTS) });
export type TStripeTestRun = z.infer<typeof ZStripeTestRun>;

// ---------------------------------------------------------------- Production Readiness

export const ZReadiness = z.object({
  health: ZHealthResponse,
  checks: z.array(ZCheckItem),
});
export type TReadiness = z.infer<typeof ZReadiness>;

// ---------------------------------------------------------------- Email Testing

export const EMAIL_TESTS = ['verification', 'password-reset', 'welcome', 'weekly-digest', 'custom'] as const;
export type EmailTest = (typeof EMAIL_TESTS)[number];

export const ZEmailConfig = z.object({
  transport: z.enum(['smtp', 'outbox']),
  from: z.string(),
  /** SMTP only, without the credentials. */
  smtp: z.object({ host: z.string(), port: z.number().int(), secure: z.boolean() }).nullable(),
  /** Where the local outbox writes its .eml files (outbox only). */
  outboxDir: z.string().nullable(),
});

export const ZEmailOverview = z.object({
  config: ZEmailConfig,
  requirements: z.array(ZCheckItem),
});
export type TEmailOverview = z.infer<typeof ZEmailOverview>;

const text = (max: number) => z.string().max(max).optional();

/** What the form sends; which fields must be filled in is `emailTestProblem`'s to say. */
export const ZEmailTestRequest = z.object({
  test: z.enum(EMAIL_TESTS),
  to: z.string().max(254),
  subject: text(200),
  message: text(5000),
});
export type TEmailTestRequest = z.infer<typeof ZEmailTestRequest>;

/** Spec 001 §5: the recipient is required, and the custom notification needs all three fields. */
export const EMAIL_REQUIRED = 'Email Required';
export const ALL_FIELDS_REQUIRED = 'All Fields Required';
export const EMAIL_INVALID = 'Enter a valid email address.';

/** Why a test may not be sent (the spec's words), or null when it may. */
export function emailTestProblem(request: TEmailTestRequest): string | null {
  const to = request.to.trim();
  if (request.test === 'custom') {
    if (!to || !request.subject?.trim() || !request.message?.trim()) return ALL_FIELDS_REQUIRED;
  } else if (!to) {
    return EMAIL_REQUIRED;
  }
  return z.email().safeParse(to).success ? null : EMAIL_INVALID;
}

export const ZEmailTestRun = ZTestRun.extend({
  test: z.enum(EMAIL_TESTS),
  to: z.string(),
  subject: z.string(),
  /** The transport's id of the sent message; null when nothing was sent. */
  messageId: z.string().nullable(),
});
export type TEmailTestRun = z.infer<typeof ZEmailTestRun>;
