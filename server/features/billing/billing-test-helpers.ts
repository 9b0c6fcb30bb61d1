import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema.ts';
import { TEST_ORIGIN, type TestApp } from '../../test/harness.ts';

/** Test helpers shared by the billing integration tests: signed-in calls and a paid checkout. */

export const VALID_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  name: 'Ada Lovelace',
};

/** Each test user calls from its own address, as real users do, so per-IP rate limits stay per user. */
const addresses = new Map<string, string>();
const addressOf = (cookie: string) => {
  if (!addresses.has(cookie))
    addresses.set(cookie, `10.7.${Math.floor(addresses.size / 250)}.${(addresses.size % 250) + 1}`);
  return addresses.get(cookie)!;
};

export function api(t: TestApp, cookie: string | undefined) {
  const headers = { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) };
  const remoteAddress = addressOf(cookie ?? '');
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers, remoteAddress }),
    post: (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, headers, payload, remoteAddress }),
  };
}

/** Starts a checkout and returns the session id from the in-app URL. */
export async function startCheckout(t: TestApp, cookie: string, body: object): Promise<string> {
  const response = await api(t, cookie).post('/api/billing/checkout', body);
  if (response.statusCode !== 200)
    throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  const url: string = response.json().url;
  const id = /^\/checkout\/([0-9a-f-]{36})$/.exec(url)?.[1];
  if (!id) throw new Error(`unexpected checkout url ${url}`);
  return id;
}

export const pay = (t: TestApp, cookie: string, id: string, card: object = VALID_CARD) =>
  api(t, cookie).post(`/api/billing/local/checkout/${id}/pay`, card);

/** Buys a plan with the test card that succeeds. */
export async function subscribe(
  t: TestApp,
  cookie: string,
  body: object = { plan: 'pro', interval: 'month' },
) {
  const response = await pay(t, cookie, await startCheckout(t, cookie, body));
  if (response.statusCode !== 200) throw new Error(`payment failed: ${response.statusCode} ${response.body}`);
}

/** Moves the user's period end, as time passing would. */
export async function setPeriodEnd(t: TestApp, userId: string, end: Date): Promise<void> {
  await t.db.update(subscriptions).set({ currentPeriodEnd: end }).where(eq(subscriptions.userId, userId));
}

/** Previews a plan change and confirms it with the preview's proration date; returns both answers. */
export async function previewAndChange(t: TestApp, cookie: string, body: { plan: string; interval: string }) {
  const preview = await api(t, cookie).post('/api/billing/plan-change/preview', body);
  if (preview.statusCode !== 200) throw new Error(`preview failed: ${preview.statusCode} ${preview.body}`);
  const changed = await api(t, cookie).post('/api/billing/plan-change', {
    ...body,
    prorationDate: preview.json().prorationDate,
  });
  return { preview: preview.json(), changed };
}
