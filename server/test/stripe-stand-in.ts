import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's REST API that server/infra/billing/stripe.ts and the
 * webhook call, so the tests drive the real SDK over HTTP and never reach the network. It speaks
 * Stripe's wire format: form-encoded bodies with bracket keys, `{ error: { type, message } }` errors,
 * Idempotency-Key replays, and `expand[]` for the one field we expand. State lives in memory; the
 * helpers below let a test play Stripe's side (a customer paying, a subscription changing).
 */

type Json = Record<string, unknown>;
type Params = Record<string, unknown>;
type StripeObject = Json & { id: string };

export const STAND_IN_SECRET_KEY = 'sk_test_applywise_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_applywise_stand_in';

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

/** Decodes `a[b][0][c]=v` pairs (the SDK's encoding) into nested objects and arrays. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Params = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return arraysFromIndexedObjects(root) as Params;
}

function arraysFromIndexedObjects(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Params).map(([k, v]) => [k, arraysFromIndexedObjects(v)] as const);
  const indexed = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  if (indexed) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  return Object.fromEntries(entries);
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const metadataOf = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};

function list(data: unknown[], url: string) {
  return { object: 'list', data, has_more: false, url };
}

export type StandInCard = { brand: string; last4: string };

/** Starts the stand-in on a free loopback port. */
export async function startStripeStandIn() {
  const customers = new Map<string, StripeObject>();
  const products = new Map<string, StripeObject>();
  const prices = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures: { method: string; path: string; status: number }[] = [];
  /** Every request as 'METHOD /path', for tests that count calls. */
  const requests: string[] = [];

  function mustGet(map: Map<string, StripeObject>, id: string, what: string): StripeObject {
    const found = map.get(id);
    if (!found) throw new ApiError(404, `No such ${what}: '${id}'`, 'resource_missing');
    return found;
  }

  /** A required id parameter that must name an existing object (as Stripe checks it). */
  function requiredRef(p: Params, key: string, map: Map<string, StripeObject>, what: string): string {
    const id = str(p[key]);
    if (!id) throw new ApiError(400, `Missing required param: ${key}.`);
    mustGet(map, id, what);
    return id;
  }

  function createCustomer(p: Params) {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      email: str(p.email) ?? null,
      name: str(p.name) ?? null,
      metadata: metadataOf(p.metadata),
      created: nowSeconds(),
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createProduct(p: Params) {
    const id = str(p.id) ?? newId('prod');
    if (products.has(id)) throw new ApiError(400, `Product already exists.`, 'resource_already_exists');
    const product = {
      id,
      object: 'product',
      name: str(p.name) ?? '',
      active: true,
      metadata: metadataOf(p.metadata),
    };
    products.set(id, product);
    return product;
  }

  function createPrice(p: Params) {
    const product = requiredRef(p, 'product', products, 'product');
    const lookupKey = str(p.lookup_key) ?? null;
    const taken = [...prices.values()].find((x) => lookupKey && x.lookup_key === lookupKey);
    if (taken) {
      if (p.transfer_lookup_key !== 'true') {
        throw new ApiError(400, `A price (\`${taken.id}\`) already uses that lookup key.`);
      }
      taken.lookup_key = null;
    }
    const recurring = p.recurring as Params | undefined;
    const price = {
      id: newId('price'),
      object: 'price',
      active: true,
      currency: str(p.currency),
      unit_amount: Number(p.unit_amount),
      product,
      lookup_key: lookupKey,
      nickname: str(p.nickname) ?? null,
      metadata: metadataOf(p.metadata),
      recurring: recurring ? { interval: str(recurring.interval), interval_count: 1 } : null,
      type: recurring ? 'recurring' : 'one_time',
    };
    prices.set(price.id, price);
    return price;
  }

  function listPrices(query: Params) {
    const keys = (query.lookup_keys as string[] | undefined) ?? [];
    const found = [...prices.values()].filter(
      (price) =>
        (keys.length === 0 || keys.includes(price.lookup_key as string)) &&
        (query.active === undefined || String(price.active) === query.active),
    );
    return list(found, '/v1/prices');
  }

  /** A checkout line: a catalogue price, or inline price_data (one-time payments). */
  function lineAmount(item: Params): { amount: number; currency: string; price: StripeObject | null } {
    if (str(item.price)) {
      const price = mustGet(prices, str(item.price)!, 'price');
      return { amount: price.unit_amount as number, currency: price.currency as string, price };
    }
    const data = item.price_data as Params | undefined;
    if (!data || !(data.product_data as Params | undefined)?.name) {
      throw new ApiError(400, 'Each line item needs a price or price_data with product_data.name.');
    }
    return { amount: Number(data.unit_amount), currency: String(data.currency), price: null };
  }

  function createSession(p: Params) {
    const mode = str(p.mode);
    const customer = str(p.customer);
    if (customer) mustGet(customers, customer, 'customer');
    const items = (p.line_items as Params[] | undefined) ?? [];
    if (items.length === 0) throw new ApiError(400, 'Missing required param: line_items.');
    if (!str(p.success_url)) throw new ApiError(400, 'Missing required param: success_url.');
    const lines = items.map(lineAmount);
    if (mode === 'subscription' && lines.some((l) => !l.price?.recurring)) {
      throw new ApiError(400, 'Subscription mode needs recurring prices.');
    }
    const id = newId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: customer ?? null,
      client_reference_id: str(p.client_reference_id) ?? null,
      metadata: metadataOf(p.metadata),
      currency: lines[0]!.currency,
      amount_total: lines.reduce((sum, l) => sum + l.amount, 0),
      success_url: str(p.success_url),
      cancel_url: str(p.cancel_url) ?? null,
      subscription: null,
      payment_intent: null,
      url: `${base()}/checkout/${id}`,
      // Kept for completeCheckout; real Checkout keeps these on its side too.
      _priceIds: lines.map((l) => l.price?.id ?? null),
      _subscriptionMetadata: metadataOf((p.subscription_data as Params | undefined)?.metadata),
    };
    sessions.set(id, session);
    return session;
  }

  function createPortalSession(p: Params) {
    const customer = requiredRef(p, 'customer', customers, 'customer');
    const id = newId('bps');
    return {
      id,
      object: 'billing_portal.session',
      customer,
      return_url: str(p.return_url) ?? null,
      url: `${base()}/portal/${id}`,
    };
  }

  function retrieveSubscription(id: string, query: Params) {
    const subscription = structuredClone(mustGet(subscriptions, id, 'subscription'));
    const expand = (query.expand as string[] | undefined) ?? [];
    const pm = subscription.default_payment_method;
    if (expand.includes('default_payment_method') && typeof pm === 'string') {
      subscription.default_payment_method = mustGet(paymentMethods, pm, 'payment_method');
    }
    return subscription;
  }

  /** Every subscription update and invoice preview as sent, for tests that check the parameters. */
  const subscriptionUpdates: { id: string; params: Params }[] = [];
  const invoicePreviews: Params[] = [];
  const schedules = new Map<string, StripeObject>();

  const priceOf = (id: string) => mustGet(prices, id, 'price');
  const intervalOf = (price: Json) => (price.recurring as { interval: string }).interval;

  /**
   * A plan change's invoice as Stripe builds it with `proration_behavior: 'always_invoice'` and
   * `billing_cycle_anchor: now`: a credit line for the unused time of the old price (seconds left in
   * the period over its length, rounded), and the new price for a new period starting `at`.
   */
  function prorationInvoice(subscription: StripeObject, p: Params, at: number) {
    const item = (subscription.items as { data: Json[] }).data[0]!;
    const requested = ((p.items as Params[] | undefined) ?? [])[0];
    if (!requested || str(requested.id) !== item.id) {
      throw new ApiError(400, 'items[0][id] must name the subscription item.');
    }
    const newPrice = priceOf(str(requested.price) ?? '');
    if (str(p.proration_behavior) !== 'always_invoice') {
      throw new ApiError(400, 'The stand-in only prorates with always_invoice.');
    }
    const anchor = (p.billing_cycle_anchor as Params | undefined)?.type;
    if (anchor !== 'now') throw new ApiError(400, 'The stand-in only resets the anchor to now.');
    const prorationDate = p.proration_date === undefined ? at : Number(p.proration_date);
    const start = item.current_period_start as number;
    const end = item.current_period_end as number;
    if (prorationDate < start || prorationDate >= end) {
      throw new ApiError(400, 'proration_date must be within the current subscription period.');
    }
    const oldPrice = item.price as Json;
    const credit = Math.round(((oldPrice.unit_amount as number) * (end - prorationDate)) / (end - start));
    const newPeriod = { start: at, end: periodEnd(at, intervalOf(newPrice)) };
    const lines = [
      {
        id: newId('il'),
        object: 'line_item',
        amount: -credit,
        description: `Unused time on ${String(oldPrice.nickname ?? 'plan')}`,
        period: { start: prorationDate, end },
      },
      {
        id: newId('il'),
        object: 'line_item',
        amount: newPrice.unit_amount as number,
        description: `1 × ${String(newPrice.nickname ?? 'plan')}`,
        period: newPeriod,
      },
    ];
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    return { newPrice, newPeriod, lines, total };
  }

  function previewInvoice(p: Params) {
    invoicePreviews.push(p);
    const subscription = mustGet(subscriptions, str(p.subscription) ?? '', 'subscription');
    const details = (p.subscription_details as Params | undefined) ?? {};
    const figures = prorationInvoice(subscription, details, nowSeconds());
    return {
      id: null,
      object: 'invoice',
      customer: subscription.customer,
      currency: subscription.currency,
      status: 'draft',
      amount_due: Math.max(figures.total, 0),
      total: figures.total,
      lines: list(figures.lines, '/v1/invoices/lines'),
    };
  }

  function updateSubscriptionByApi(id: string, p: Params) {
    subscriptionUpdates.push({ id, params: p });
    const subscription = mustGet(subscriptions, id, 'subscription');
    if (str(p.cancel_at_period_end) !== undefined) {
      subscription.cancel_at_period_end = str(p.cancel_at_period_end) === 'true';
    }
    if (!p.items) return structuredClone(subscription);
    if (subscription.schedule) {
      throw new ApiError(400, 'The subscription is managed by the subscription schedule.');
    }
    const figures = prorationInvoice(subscription, p, nowSeconds());
    const item = (subscription.items as { data: Json[] }).data[0]!;
    item.price = figures.newPrice;
    item.current_period_start = figures.newPeriod.start;
    item.current_period_end = figures.newPeriod.end;
    const invoiceId = newId('in');
    invoices.set(invoiceId, {
      id: invoiceId,
      object: 'invoice',
      customer: subscription.customer,
      status: 'paid',
      currency: subscription.currency,
      amount_due: Math.max(figures.total, 0),
      amount_paid: Math.max(figures.total, 0),
      description: null,
      hosted_invoice_url: `${base()}/invoices/${invoiceId}`,
      period_start: figures.newPeriod.start,
      period_end: figures.newPeriod.start,
      lines: list(figures.lines, '/v1/invoices/lines'),
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: id, metadata: subscription.metadata },
      },
    });
    subscription.latest_invoice = invoiceId;
    return structuredClone(subscription);
  }

  function createSchedule(p: Params) {
    const from = mustGet(subscriptions, str(p.from_subscription) ?? '', 'subscription');
    if (from.schedule) throw new ApiError(400, 'The subscription already has a schedule.');
    const id = newId('sub_sched');
    const schedule = {
      id,
      object: 'subscription_schedule',
      subscription: from.id,
      status: 'active',
      phases: [],
    };
    schedules.set(id, schedule);
    from.schedule = id;
    return schedule;
  }

  function updateSchedule(id: string, p: Params) {
    const schedule = mustGet(schedules, id, 'subscription schedule');
    const phases = (p.phases as Params[] | undefined) ?? [];
    for (const phase of phases) {
      for (const item of (phase.items as Params[] | undefined) ?? []) priceOf(str(item.price) ?? '');
    }
    Object.assign(schedule, { phases, end_behavior: str(p.end_behavior) ?? 'release' });
    return schedule;
  }

  function releaseSchedule(id: string) {
    const schedule = mustGet(schedules, id, 'subscription schedule');
    schedule.status = 'released';
    const subscription = subscriptions.get(schedule.subscription as string);
    if (subscription) subscription.schedule = null;
    return schedule;
  }

  function publicView(object: StripeObject) {
    return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_')));
  }

  const routes: { method: string; pattern: RegExp; run: (m: string[], p: Params) => unknown }[] = [
    { method: 'POST', pattern: /^\/v1\/customers$/, run: (_m, p) => createCustomer(p) },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      run: (m) => mustGet(customers, m[1]!, 'customer'),
    },
    { method: 'POST', pattern: /^\/v1\/products$/, run: (_m, p) => createProduct(p) },
    { method: 'GET', pattern: /^\/v1\/products\/([^/]+)$/, run: (m) => mustGet(products, m[1]!, 'product') },
    { method: 'GET', pattern: /^\/v1\/prices$/, run: (_m, p) => listPrices(p) },
    { method: 'POST', pattern: /^\/v1\/prices$/, run: (_m, p) => createPrice(p) },
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, run: (_m, p) => publicView(createSession(p)) },
    { method: 'POST', pattern: /^\/v1\/billing_portal\/sessions$/, run: (_m, p) => createPortalSession(p) },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      run: (m, p) => retrieveSubscription(m[1]!, p),
    },
    {
      method: 'DELETE',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      run: (m) =>
        Object.assign(mustGet(subscriptions, m[1]!, 'subscription'), {
          status: 'canceled',
          canceled_at: nowSeconds(),
        }),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      run: (m, p) => updateSubscriptionByApi(m[1]!, p),
    },
    { method: 'POST', pattern: /^\/v1\/invoices\/create_preview$/, run: (_m, p) => previewInvoice(p) },
    { method: 'GET', pattern: /^\/v1\/invoices\/([^/]+)$/, run: (m) => mustGet(invoices, m[1]!, 'invoice') },
    { method: 'POST', pattern: /^\/v1\/subscription_schedules$/, run: (_m, p) => createSchedule(p) },
    {
      method: 'POST',
      pattern: /^\/v1\/subscription_schedules\/([^/]+)\/release$/,
      run: (m) => releaseSchedule(m[1]!),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/subscription_schedules\/([^/]+)$/,
      run: (m, p) => updateSchedule(m[1]!, p),
    },
  ];

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
    res.end(JSON.stringify(body));
  }

  function takeFailure(method: string, path: string) {
    const index = failures.findIndex((f) => f.method === method && path.startsWith(f.path));
    return index === -1 ? undefined : failures.splice(index, 1)[0];
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    requests.push(`${method} ${url.pathname}`);
    if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    }
    const failure = takeFailure(method, url.pathname);
    if (failure) {
      // Stripe marks errors that a retry would not fix; the SDK then does not retry on its own,
      // so the failure reaches our code as it would in production after the SDK gave up.
      return send(
        res,
        failure.status,
        { error: { type: 'api_error', message: 'Injected failure.' } },
        {
          'stripe-should-retry': 'false',
        },
      );
    }
    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (replay) return send(res, replay.status, replay.body, { 'idempotent-replayed': 'true' });

    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : await readBody(req));
    const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    let status = 200;
    let body: unknown;
    try {
      if (!route) throw new ApiError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
      body = route.run(route.pattern.exec(url.pathname)!, params);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      body = { error: { type: 'invalid_request_error', message: error.message, code: error.code } };
    }
    if (typeof key === 'string') idempotent.set(key, { status, body });
    send(res, status, body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function periodEnd(start: number, interval: string) {
    return start + (interval === 'year' ? 365 : 30) * DAY;
  }

  function newSubscription(session: StripeObject, card: StandInCard | null): StripeObject {
    const price = mustGet(prices, (session._priceIds as string[])[0]!, 'price');
    const start = nowSeconds();
    let paymentMethod: string | null = null;
    if (card) {
      paymentMethod = newId('pm');
      paymentMethods.set(paymentMethod, { id: paymentMethod, object: 'payment_method', type: 'card', card });
    }
    const interval = (price.recurring as { interval: string }).interval;
    const subscription = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      currency: price.currency,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      schedule: null,
      start_date: start,
      metadata: session._subscriptionMetadata,
      default_payment_method: paymentMethod,
      items: list(
        [
          {
            id: newId('si'),
            object: 'subscription_item',
            quantity: 1,
            price,
            current_period_start: start,
            current_period_end: periodEnd(start, interval),
          },
        ],
        '/v1/subscription_items',
      ),
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  return {
    url: base(),
    /** The environment createTestApp needs to use this stand-in. */
    env: {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_BASE: base(),
    },
    requests,
    customers,
    prices,
    sessions,
    subscriptions,
    subscriptionUpdates,
    invoicePreviews,
    schedules,

    /**
     * The customer pays: Stripe marks the session complete and, in subscription mode, creates the
     * subscription (active, first period starting now). Returns the session as the
     * checkout.session.completed event carries it.
     */
    completeCheckout(sessionId: string, card: StandInCard | null = { brand: 'visa', last4: '4242' }): Json {
      const session = mustGet(sessions, sessionId, 'checkout session');
      session.status = 'complete';
      session.payment_status = 'paid';
      if (session.mode === 'subscription') session.subscription = newSubscription(session, card).id;
      else session.payment_intent = newId('pi');
      return publicView(structuredClone(session));
    },

    /** Changes a subscription as the portal or a renewal would; `price` is a lookup key. */
    updateSubscription(
      id: string,
      change: { status?: string; cancelAtPeriodEnd?: boolean; lookupKey?: string; periodStart?: number },
    ): Json {
      const subscription = mustGet(subscriptions, id, 'subscription');
      if (change.status) subscription.status = change.status;
      if (change.status === 'canceled') subscription.canceled_at = nowSeconds();
      if (change.cancelAtPeriodEnd !== undefined)
        subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
      const item = (subscription.items as { data: Json[] }).data[0]!;
      if (change.lookupKey) {
        const price = [...prices.values()].find((p) => p.lookup_key === change.lookupKey);
        if (!price) throw new Error(`no price with lookup key ${change.lookupKey}`);
        item.price = price;
        subscription.currency = price.currency;
      }
      if (change.periodStart !== undefined) {
        const interval = ((item.price as Json).recurring as { interval: string }).interval;
        item.current_period_start = change.periodStart;
        item.current_period_end = periodEnd(change.periodStart, interval);
      }
      return structuredClone(subscription);
    },

    /**
     * Stripe bills the subscription's current period: an invoice for its price, 'paid' or left
     * 'open' after a failed attempt. Returns the invoice as invoice.* events carry it.
     */
    createInvoice(subscriptionId: string, status: 'paid' | 'open'): Json {
      const subscription = mustGet(subscriptions, subscriptionId, 'subscription');
      const item = (subscription.items as { data: Json[] }).data[0]!;
      const price = item.price as Json;
      const amount = price.unit_amount as number;
      const period = { start: item.current_period_start, end: item.current_period_end };
      const id = newId('in');
      const invoice = {
        id,
        object: 'invoice',
        customer: subscription.customer,
        status,
        currency: price.currency,
        amount_due: amount,
        amount_paid: status === 'paid' ? amount : 0,
        description: null,
        hosted_invoice_url: `${base()}/invoices/${id}`,
        period_start: period.start,
        period_end: period.start,
        lines: list(
          [
            {
              id: newId('il'),
              object: 'line_item',
              amount,
              description: `1 × ${price.nickname ?? 'plan'}`,
              period,
            },
          ],
          '/v1/invoices/lines',
        ),
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
        },
      };
      invoices.set(invoice.id, invoice);
      return structuredClone(invoice);
    },

    /** The invoice of a subscription's latest update (a plan change's prorated charge). */
    invoiceFor(subscriptionId: string): Json | undefined {
      const latest = mustGet(subscriptions, subscriptionId, 'subscription').latest_invoice;
      return typeof latest === 'string' ? structuredClone(invoices.get(latest)) : undefined;
    },

    /** A later attempt on an invoice (e.g. the retry that succeeds). */
    setInvoiceStatus(id: string, status: 'paid' | 'open' | 'void' | 'uncollectible'): Json {
      const invoice = mustGet(invoices, id, 'invoice');
      invoice.status = status;
      if (status === 'paid') invoice.amount_paid = invoice.amount_due;
      return structuredClone(invoice);
    },

    /** The next `method` request whose path starts with `path` fails with `status`. */
    failNext(method: 'GET' | 'POST', path: string, status = 500) {
      failures.push({ method, path, status });
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** A Stripe event around `object`, as Stripe posts it to the webhook endpoint. */
export function stripeEvent(type: string, object: Json, id = newId('evt')): Json & { id: string } {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The body and Stripe-Signature header of a delivery, signed with the SDK's test helper. */
export function signedDelivery(
  event: Json,
  options: { secret?: string; timestamp?: number } = {},
): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STAND_IN_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return { payload, signature };
}
