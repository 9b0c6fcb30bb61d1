import { and, desc, eq, lt, or } from 'drizzle-orm';
import { formatPrice, planPrice, type BillingCycle } from '#domain/plans';
import type { TInvoice, TInvoiceLine } from '#domain/subscription';
import type { Db } from '../../db/client.ts';
import { invoices, type Currency, type InvoiceRow } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { CheckoutItem } from '../../infra/billing/provider.ts';
import type { InvoiceRecord } from './state.ts';
import { PLAN_NAMES, isUuid } from './subscription.ts';

export const domainCurrency = (c: Currency) => (c === 'dkk' ? 'DKK' : 'USD');

/** The line on the invoice and the receipt. */
export function invoiceDescription(item: CheckoutItem): string {
  if (item.kind === 'template') return `Premium template: ${item.name}`;
  return `Applywise ${PLAN_NAMES[item.plan]} (${item.cycle})`;
}

/** A paid invoice for one period of a plan, at the catalogue's price. */
export function subscriptionInvoice(
  userId: string,
  providerInvoiceId: string,
  sub: { plan: 'pro' | 'elite'; cycle: BillingCycle; currency: Currency },
  periodStart: Date,
  periodEnd: Date,
): InvoiceRecord {
  return {
    userId,
    provider: 'local',
    providerInvoiceId,
    amount: planPrice(sub.plan, domainCurrency(sub.currency), sub.cycle) * 100,
    currency: sub.currency,
    status: 'paid',
    description: invoiceDescription({ kind: 'subscription', ...sub, currency: domainCurrency(sub.currency) }),
    periodStart,
    periodEnd,
  };
}

/** An amount in minor units as receipts write it: '$12.34', '1234.56 kr' (no decimals when whole). */
export function formatMinor(amount: number, currency: Currency): string {
  const major = Math.abs(amount) / 100;
  const digits = Number.isInteger(major) ? major.toFixed(0) : major.toFixed(2);
  const sign = amount < 0 ? '-' : '';
  return currency === 'usd' ? `${sign}$${digits}` : `${sign}${digits} kr`;
}

/**
 * The description of a prorated plan change's invoice (decision 016): the new plan's price and
 * the credit for the unused time of the old one, so the history and the receipt show both lines.
 */
export function prorationInvoiceDescription(
  to: { plan: 'pro' | 'elite'; cycle: BillingCycle },
  from: { plan: 'pro' | 'elite'; cycle: BillingCycle },
  figures: { newPrice: number; credit: number; currency: 'USD' | 'DKK' },
): string {
  const currency: Currency = figures.currency === 'DKK' ? 'dkk' : 'usd';
  return (
    `Applywise ${PLAN_NAMES[to.plan]} (${to.cycle}) ${formatMinor(figures.newPrice, currency)}; ` +
    `credit for unused time on ${PLAN_NAMES[from.plan]} (${from.cycle}) ${formatMinor(-figures.credit, currency)}`
  );
}

const PAID: Record<string, 'pro' | 'elite'> = { [PLAN_NAMES.pro]: 'pro', [PLAN_NAMES.elite]: 'elite' };
const PAID_NAME = `(${Object.keys(PAID).join('|')})`;
const CYCLE = '(monthly|yearly)';
const AMOUNT = '(-?)(?:\\$([\\d.]+)|([\\d.]+) kr)';
const PLAN_LINE = new RegExp(`^Applywise ${PAID_NAME} \\(${CYCLE}\\)$`);
const CHANGE_LINE = new RegExp(
  `^Applywise ${PAID_NAME} \\(${CYCLE}\\) ${AMOUNT}; credit for unused time on ${PAID_NAME} \\(${CYCLE}\\) ${AMOUNT}$`,
);
const TEMPLATE_LINE = /^Premium template: (.+)$/;

const minor = (sign: string, usd: string | undefined, dkk: string | undefined) =>
  (sign ? -1 : 1) * Math.round(Number(usd ?? dkk) * 100);

/**
 * The facts of a line this module wrote (invoiceDescription, prorationInvoiceDescription), for
 * the web to word in the UI language; undefined for any other line (one from Stripe's dashboard).
 */
export function invoiceLine(description: string | null): TInvoiceLine | undefined {
  if (!description) return undefined;
  const plan = PLAN_LINE.exec(description);
  if (plan) return { kind: 'plan', plan: PAID[plan[1]!]!, cycle: plan[2] as BillingCycle };
  const change = CHANGE_LINE.exec(description);
  if (change) {
    const [, to, cycle, s1, u1, d1, from, fromCycle, s2, u2, d2] = change;
    return {
      kind: 'planChange',
      plan: PAID[to!]!,
      cycle: cycle as BillingCycle,
      fromPlan: PAID[from!]!,
      fromCycle: fromCycle as BillingCycle,
      price: minor(s1!, u1, d1),
      credit: -minor(s2!, u2, d2),
    };
  }
  const template = TEMPLATE_LINE.exec(description);
  return template ? { kind: 'template', name: template[1]! } : undefined;
}

export const receiptPath = (id: string) => `/api/billing/invoices/${id}/receipt`;

function toInvoice(row: InvoiceRow): TInvoice {
  return {
    id: row.id,
    amount: row.amount,
    currency: domainCurrency(row.currency),
    status: row.status,
    description: row.description,
    line: invoiceLine(row.description),
    createdAt: row.createdAt.toISOString(),
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    // Stripe hosts its own invoice page; the local provider's receipt is ours to serve.
    receiptUrl: row.hostedUrl ?? receiptPath(row.id),
  };
}

/** The user's invoices, newest first, `limit` at a time after the `cursor` invoice. */
export async function listInvoices(
  db: Db,
  userId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ invoices: TInvoice[]; nextCursor: string | null }> {
  const mine = eq(invoices.userId, userId);
  let where = mine;
  if (page.cursor) {
    const [after] = await db
      .select({ id: invoices.id, createdAt: invoices.createdAt })
      .from(invoices)
      .where(and(mine, eq(invoices.id, page.cursor)));
    if (!after) throw notFound('Invoice not found.');
    where = and(
      mine,
      or(
        lt(invoices.createdAt, after.createdAt),
        and(eq(invoices.createdAt, after.createdAt), lt(invoices.id, after.id)),
      ),
    )!;
  }
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  return {
    invoices: shown.map(toInvoice),
    nextCursor: rows.length > page.limit ? (shown.at(-1)?.id ?? null) : null,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : 'N/A');

/** The receipt of one of the user's invoices as a standalone HTML document. */
export async function invoiceReceipt(
  db: Db,
  user: { id: string; email: string; name: string },
  id: string,
): Promise<{ fileName: string; html: string }> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.userId, user.id)))
    : [];
  if (!row) throw notFound('Invoice not found.');
  const amount = formatPrice(row.amount / 100, domainCurrency(row.currency));
  const lines: [string, string][] = [
    ['Receipt', row.id],
    ['Date', day(row.createdAt)],
    ['Billed to', `${user.name} <${user.email}>`],
    ['Description', row.description ?? 'Applywise'],
    ['Period', row.periodStart ? `${day(row.periodStart)} to ${day(row.periodEnd)}` : 'One-time purchase'],
    ['Amount', amount],
    ['Status', row.status],
  ];
  const rowsHtml = lines
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:4px 16px 4px 0">${k}</th><td>${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Applywise receipt ${row.id}</title></head><body style="font-family:Helvetica,Arial,sans-serif;color:#0f172a;max-width:560px;margin:32px auto"><h1 style="color:#2563eb">Applywise</h1><table>${rowsHtml}</table></body></html>`;
  return { fileName: `applywise-receipt-${day(row.createdAt)}-${row.id.slice(0, 8)}.html`, html };
}
