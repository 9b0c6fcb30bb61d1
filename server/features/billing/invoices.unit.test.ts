import { describe, expect, it } from 'vitest';
import { invoiceDescription, invoiceLine, prorationInvoiceDescription } from './invoices.ts';

describe('invoiceLine', () => {
  it('reads back the facts of every line the app writes', () => {
    expect(
      invoiceLine(
        invoiceDescription({ kind: 'subscription', plan: 'pro', cycle: 'yearly', currency: 'DKK' }),
      ),
    ).toEqual({ kind: 'plan', plan: 'pro', cycle: 'yearly' });
    expect(
      invoiceLine(
        prorationInvoiceDescription(
          { plan: 'elite', cycle: 'monthly' },
          { plan: 'pro', cycle: 'monthly' },
          { newPrice: 26900, credit: 6450, currency: 'DKK' },
        ),
      ),
    ).toEqual({
      kind: 'planChange',
      plan: 'elite',
      cycle: 'monthly',
      fromPlan: 'pro',
      fromCycle: 'monthly',
      price: 26900,
      credit: 6450,
    });
    expect(
      invoiceLine(
        prorationInvoiceDescription(
          { plan: 'elite', cycle: 'yearly' },
          { plan: 'pro', cycle: 'monthly' },
          { newPrice: 37400, credit: 1234, currency: 'USD' },
        ),
      ),
    ).toMatchObject({ price: 37400, credit: 1234 });
  });

  it('leaves a line it did not write to its text', () => {
    expect(invoiceLine('Applywise Pro subscription (Stripe dashboard)')).toBeUndefined();
    expect(invoiceLine(null)).toBeUndefined();
  });
});
