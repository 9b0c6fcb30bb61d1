import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import {
  encodingFor,
  loadLoadingPages,
  loadWebPages,
  pageLanguage,
  pickLoadingPage,
  pickWebPage,
  sharedApplicationToken,
} from './web-pages.ts';
import { RENDERED_LANGUAGES, webRenderer, type WebRenderer } from './web-render.ts';
import { hasSessionCookie, sessionForPage } from './session.ts';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type onRequestHookHandler,
} from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import compress from '@fastify/compress';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SERVER_RENDERED_WORKSPACE_PAGES,
  SESSION_DATA_KEY,
  sharedApplicationDataKey,
} from '#domain/web-pages';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Auth } from './auth.ts';
import type { FileStore } from './infra/file-store.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import type { AiModel } from './infra/ai.ts';
import { AppError, clientErrorHandler, frameworkErrors, registerErrorHandling } from './errors.ts';
import { apiRateLimitStore, MemoryWindows } from './infra/rate-limit-store.ts';
import { serializerCompiler } from './serializer.ts';
import type { PasswordPool } from './infra/password-pool.ts';
import type { ReadPool } from './infra/read-pool.ts';
import { authRoutes } from './features/auth/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { errorLogRoutes } from './features/error-logs/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { publicConfigRoutes } from './features/public-config/routes.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { emailPreferencesRoutes } from './features/email-preferences/routes.ts';
import type { UnsubscribeLinks } from './features/email-preferences/service.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { openSharedWithoutPassword } from './features/sharing/open-shared.ts';
import { cvRoutes } from './features/cvs/routes.ts';
import { cvBuilderRoutes } from './features/cv-builder/routes.ts';
import type { CvExtractionQueue } from './features/cvs/extraction.ts';
import type { Jobs } from './infra/jobs.ts';
import { stripeWebhookRoutes } from './features/billing/webhook.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { RENEWALS_QUEUE, scheduleRenewals } from './features/billing/renewals.ts';
import { scheduleReservationSweep } from './features/billing/usage.ts';
import type { BillingProvider } from './infra/billing/provider.ts';
import { onboardingRoutes } from './features/onboarding/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { scheduleWeeklyDigest } from './features/notifications/digest.ts';
import { accountRoutes } from './features/account/routes.ts';
import { applicationRoutes } from './features/applications/routes.ts';
import { applicationExportRoutes } from './features/applications/export-routes.ts';
import { shareRoutes, sharedRoutes } from './features/sharing/routes.ts';
import { jobAdRoutes } from './features/job-ads/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { testingRoutes } from './features/testing/routes.ts';
import { researchRoutes } from './features/research/routes.ts';
import { jobDiscoveryRoutes } from './features/job-discovery/routes.ts';
import { scheduleMatchAlerts } from './features/job-discovery/alerts.ts';
import { scheduleDiscovery } from './features/job-discovery/service.ts';
import type { FetchPolicy } from './features/job-ads/fetch-page.ts';
import { linkedinRoutes } from './features/linkedin/routes.ts';
import { assistantRoutes } from './features/assistant/routes.ts';
import type { ReminderLinks } from './features/reminders/links.ts';
import { reminderRoutes } from './features/reminders/routes.ts';
import { scheduleReminders } from './features/reminders/service.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  fileStore: FileStore;
  /** Signs and checks unsubscribe links (key derived from the auth secret). */
  unsubscribe: UnsubscribeLinks;
  /** Signs and checks the one-click links of reminder emails (same signing, its own key). */
  reminderLinks: ReminderLinks;
  /** The configured OpenAI-compatible model; undefined means the built-in engine only. */
  ai: AiModel | undefined;
  /** Background jobs on pg-boss in the same PostgreSQL (decision 014). */
  jobs: Jobs;
  /** Structures uploaded CVs off the request path. */
  cvQueue: CvExtractionQueue;
  /** Reads and parses uploaded documents in worker threads (never on the event loop). */
  readPool: ReadPool;
  /** Estimates new passwords' strength in a thread of its own (never on the event loop). */
  passwordPool: PasswordPool;
  /** Stripe when configured, else the local provider (in-app checkout and portal). */
  billing: BillingProvider;
  /**
   * Which addresses company research and job discovery may fetch; unset is the strict public-only
   * policy. Only tests set it, to reach stand-in sites on loopback.
   */
  fetchPolicy?: FetchPolicy;
  /**
   * Where job discovery reaches the board platforms' APIs (https on their own hosts); only tests
   * set it, to send them to loopback stand-ins.
   */
  boardApiUrl?: (url: string) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The window of the API-wide rate limit (RATE_LIMIT_MAX requests per address). */
const API_WINDOW_MS = 60_000;

/** Our CSP: only our own scripts; inline styles for the UI libraries; no framing. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

// Only features browsers know: Chromium warns in the console of every page about one it does not
// (`bluetooth` is not a Permissions-Policy feature; Web Bluetooth has no policy of its own).
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), payment=(), browsing-topics=()';

/**
 * helmet's security headers, worked out once: they are the same on every response, and helmet
 * as a per-request hook (parsing its CSP directives each time) cost more than a health check's work.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const collect = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, collect as never, () => undefined);
  return headers;
}

/** Whether a parsed body (or Better Auth's raw JSON text, with its escape) holds a NUL character. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || /\\u0000/i.test(value);
  if (depth > 20 || value === null || typeof value !== 'object' || value instanceof Uint8Array) return false;
  const children: unknown[] = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return children.some((child) => containsNul(child, depth + 1));
}

/** The /api scope: rate limits, a same-origin rule for state changes, and the feature routes. */
async function api(scope: FastifyInstance) {
  const { config } = scope.deps;
  const tooMany = (ttl: number) =>
    new AppError(
      'RATE_LIMITED',
      `Too many requests. Please wait ${Math.ceil(ttl / 1000)} seconds and try again.`,
    );
  // The stricter limits of routes that set their own (`config.rateLimit`), counted in PostgreSQL.
  await scope.register(rateLimit, {
    global: false,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    store: apiRateLimitStore(scope.deps.db),
    // A database hiccup must not lock everyone out; the request itself then fails or not.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooMany(context.ttl),
  });
  // The API-wide limit of every other route, counted in this process's memory (decision 012) by a
  // plain hook: the plugin's own costs several promises on every request (decision 017). Same key
  // (the address), headers and answer as the plugin's.
  const windows = new MemoryWindows();
  const max = config.rateLimitMax;
  const apiWideLimit: onRequestHookHandler = (request, reply, done) => {
    const { current, ttl } = windows.count(normalizeIP(request.ip), API_WINDOW_MS);
    const reset = Math.ceil(ttl / 1000);
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', Math.max(0, max - current));
    reply.header('x-ratelimit-reset', reset);
    if (current <= max) {
      done();
      return;
    }
    reply.header('retry-after', reset);
    done(tooMany(ttl));
  };
  scope.addHook('onRoute', (route) => {
    if (route.config?.rateLimit != null) return;
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), apiWideLimit];
  });

  // Browsers send Origin on cross-site requests; a state change from another site is refused
  // (CSRF). API clients without a browser send no Origin and rely on their session cookie. The
  // scheme counts: http://our-host is another origin than https://our-host.
  const appOrigin = new URL(config.appUrl).origin;
  // (These hooks run on every API request: callbacks, not async functions, so that none of them
  // costs a promise.)
  scope.addHook('onRequest', (request, _reply, done) => {
    const origin = SAFE_METHODS.has(request.method) ? undefined : request.headers.origin;
    if (origin && origin !== `${request.protocol}://${request.host}` && origin !== appOrigin) {
      done(new AppError('FORBIDDEN', 'Cross-origin request refused.'));
      return;
    }
    done();
  });

  // Answers about a user's data are never kept by a browser or a proxy cache; a route that may be
  // cached says so itself.
  scope.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  // A NUL character ends strings in C and PostgreSQL's text refuses it: no route takes one, in
  // its path, query or body (Better Auth's raw JSON included).
  scope.addHook('preValidation', (request, _reply, done) => {
    if (/%00/i.test(request.url) || containsNul(request.body)) {
      done(new AppError('BAD_REQUEST', 'The request contains a NUL character, which is not allowed.'));
      return;
    }
    done();
  });

  const routes = scope.withTypeProvider<ZodTypeProvider>();
  await routes.register(healthRoutes);
  await routes.register(profileRoutes);
  await routes.register(errorLogRoutes);
  await routes.register(contactRoutes);
  await routes.register(publicConfigRoutes);
  await routes.register(chatRoutes);
  await routes.register(emailPreferencesRoutes);
  await routes.register(authRoutes);
  await routes.register(cvRoutes);
  await routes.register(cvBuilderRoutes);
  // Only with Stripe configured. Not refused by the same-origin rule: Stripe sends no Origin.
  await routes.register(stripeWebhookRoutes);
  await routes.register(billingRoutes);
  await routes.register(onboardingRoutes);
  await routes.register(notificationRoutes);
  await routes.register(accountRoutes);
  await routes.register(applicationRoutes);
  await routes.register(applicationExportRoutes);
  await routes.register(shareRoutes);
  await routes.register(sharedRoutes);
  await routes.register(jobAdRoutes);
  await routes.register(adminRoutes);
  await routes.register(testingRoutes);
  await routes.register(researchRoutes);
  await routes.register(jobDiscoveryRoutes);
  await routes.register(linkedinRoutes);
  await routes.register(assistantRoutes);
  await routes.register(reminderRoutes);
}

/**
 * Serves the built SPA: hashed assets cached for a year; a public page pre-rendered at build to a
 * visitor without a session (server/web-pages.ts); every other GET answered with the loading state
 * in the browser's language (index.html before a full build), which the app replaces.
 */
async function serveWeb(app: FastifyInstance, dir: string, appUrl: string) {
  const pages = loadWebPages(dir, appUrl);
  const renderer = webRenderer(dir, appUrl);
  const loadingPages = loadLoadingPages(dir);
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    // The .br and .gz files the build wrote beside each asset, by the request's Accept-Encoding.
    preCompressed: true,
    // Our own cache policy below: hashed assets forever, everything else revalidated.
    cacheControl: false,
    setHeaders: (res, path) => {
      // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
      res.setHeader('vary', 'Accept-Encoding');
      res.setHeader(
        'cache-control',
        path.includes(`${join('/', 'assets', '/')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) throw new AppError('NOT_FOUND', `No route for GET ${path}`);
    // Real files (favicon, assets) first; anything else is a client-side route.
    if (/\.[a-z0-9]+$/i.test(path) && existsSync(join(dir, path))) return reply.sendFile(path.slice(1));
    if (path.startsWith('/assets/')) throw new AppError('NOT_FOUND', 'Not found');
    reply.header('cache-control', 'no-cache');
    const letter = renderer && (await renderedSharedLetter(app, renderer, request, path));
    if (letter) {
      // As the API's answer with the letter: kept by no cache, indexed by no search engine, and no
      // link in it tells the next site the page's address.
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer')
        .header('content-language', 'da')
        .type('text/html; charset=utf-8')
        .send(letter);
    }
    const workspace = renderer && (await renderedWorkspacePage(renderer, request, path));
    if (workspace) {
      // The user's own page: kept by no cache.
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'Accept-Language, Cookie')
        .header('content-language', workspace.language)
        .type('text/html; charset=utf-8')
        .send(workspace.html);
    }
    const pageRequest = {
      path,
      query: new URLSearchParams(request.url.slice(path.length + 1)),
      signedIn: hasSessionCookie(request),
      acceptLanguage: request.headers['accept-language'],
    };
    const page = pickWebPage(pages, pageRequest) ?? pickLoadingPage(loadingPages, pageRequest.acceptLanguage);
    if (!page) return reply.sendFile('index.html');
    const encoding = encodingFor(request.headers['accept-encoding']);
    // Which file a URL answers depends on these request headers: caches must keep them apart.
    reply
      .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
      .header('content-language', page.language);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page.body(encoding));
  });
}

/**
 * A shared letter's page rendered with what its link shows before a password is typed (the letter,
 * the password prompt or "expired"; server/web-render.ts); for an unknown or revoked link, or if
 * rendering fails, nothing, and the shell goes out.
 */
async function renderedSharedLetter(
  app: FastifyInstance,
  renderer: WebRenderer,
  request: FastifyRequest,
  path: string,
) {
  const token = sharedApplicationToken(path);
  if (!token) return undefined;
  const opening = await openSharedWithoutPassword(app.deps.db, token, request.ip);
  if (!opening) return undefined;
  try {
    return await renderer.render(request.url, 'da', { [sharedApplicationDataKey(token)]: opening });
  } catch (error) {
    request.log.error({ err: error }, 'rendering a shared letter failed; the shell goes out');
    return undefined;
  }
}

/**
 * A workspace page rendered for the request's signed-in user (decision 031), in the language the
 * loading state would have had; nothing without a valid session, if the session cannot be read (the
 * database is down) or if rendering fails, and the loading state goes out as for every other
 * client-rendered route.
 */
async function renderedWorkspacePage(renderer: WebRenderer, request: FastifyRequest, path: string) {
  if (!SERVER_RENDERED_WORKSPACE_PAGES.includes(path.replace(/\/+$/, ''))) return undefined;
  const language = pageLanguage(request.headers['accept-language'], RENDERED_LANGUAGES);
  try {
    const session = await sessionForPage(request);
    if (!session) return undefined;
    return { language, html: await renderer.render(request.url, language, { [SESSION_DATA_KEY]: session }) };
  } catch (error) {
    request.log.error({ err: error }, 'rendering a workspace page failed; the loading state goes out');
    return undefined;
  }
}

/** Runs a background job while the app is up: started when it is ready, stopped when it closes. */
function whileUp(app: FastifyInstance, start: () => Promise<{ stop(): unknown }> | { stop(): unknown }) {
  let job: { stop(): unknown } | undefined;
  app.addHook('onReady', async () => {
    job = await start();
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}

export async function buildApp(deps: AppDeps, options: { logger?: FastifyBaseLogger } = {}) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  registerErrorHandling(app);
  // Registered first so that it runs last (onClose runs newest first): jobs still reading finish
  // before the threads go.
  app.addHook('onClose', async () => {
    await Promise.all([deps.readPool.close(), deps.passwordPool.close()]);
  });
  // Background jobs (CV extractions, and the periodic passes below on schedules that run once
  // across processes) start once the app is up; on shutdown the running ones get a few seconds,
  // the rest stay queued for another process or the next start.
  const { schedules } = deps.config.jobs;
  const jobDeps = { db: deps.db, mailer: deps.mailer, log: app.log, appUrl: deps.config.appUrl };
  // The local provider ends and renews periods itself, as Stripe would; Stripe needs no job.
  if (deps.billing.id === 'local') scheduleRenewals(deps.jobs, jobDeps, schedules.renewals);
  else deps.jobs.unschedule(RENEWALS_QUEUE);
  // Usage that a generation reserved and never settled (its process died) is given back.
  scheduleReservationSweep(deps.jobs, jobDeps, schedules.usageReservations);
  // Weekly digest emails; the claim in the database sends each once a week.
  scheduleWeeklyDigest(deps.jobs, jobDeps, schedules.weeklyDigest);
  // Follow-up and interview reminders; the claim in the database sends each once.
  scheduleReminders(deps.jobs, { ...jobDeps, links: deps.reminderLinks }, schedules.reminders);
  // Followed job sources fetched again after some hours, oldest first (job discovery, issue 17).
  scheduleDiscovery(
    deps.jobs,
    { db: deps.db, log: app.log, fetchPolicy: deps.fetchPolicy, boardApiUrl: deps.boardApiUrl },
    schedules.jobDiscovery,
  );
  // New strong matches announced daily or weekly per user; the claim in the database sends each once.
  scheduleMatchAlerts(deps.jobs, jobDeps, schedules.jobMatchAlerts);
  whileUp(app, async () => {
    await deps.jobs.start();
    return { stop: () => deps.jobs.stop() };
  });

  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    hsts: deps.config.production,
  });
  // The API reference page boots with an inline script; it alone may run one. No page uses the
  // camera, microphone, location or other powerful features: none may ask for them.
  // A hashed script or stylesheet is never a document: CSP, framing, referrer and permissions
  // rules mean nothing on it, and over HTTP/1.1 they cost a kilobyte on each of a page's requests.
  // It keeps what does apply to it; a worker script keeps them all (a worker runs under the CSP
  // its own script arrives with).
  const assetHeaders = {
    'x-content-type-options': headers['x-content-type-options'] ?? 'nosniff',
    'cross-origin-resource-policy': headers['cross-origin-resource-policy'] ?? 'same-origin',
  };
  app.addHook('onRequest', (request, reply, done) => {
    const asset = request.url.startsWith('/assets/') && !request.url.includes('.worker-');
    reply.headers(asset ? assetHeaders : headers);
    if (request.url.startsWith('/api/docs')) {
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'",
      );
    }
    done();
  });

  // Answers above 1 kB (API JSON, the OpenAPI document) go compressed to a client that accepts it,
  // brotli at a fast level since each is compressed as it is sent. The web's files were compressed
  // at build (vite.config.ts) and go out as they are (`preCompressed` below). Registered before
  // the static files, as @fastify/compress asks.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Applywise API',
        version: '1.0.0',
        description:
          'REST + JSON API of Applywise. Errors: `{ "error": { "code", "message", "fields" } }`. Authentication endpoints live under `/api/auth` (Better Auth).',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'applywise.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(scalar, {
    routePrefix: '/api/docs',
    configuration: { pageTitle: 'Applywise API reference' },
  });

  await app.register(api, { prefix: '/api' });
  // At the root (crawlers look there), before the SPA catch-all.
  await app.register(seoRoutes);

  if (deps.config.serveWeb && existsSync(join(deps.config.webDistDir, 'index.html'))) {
    await serveWeb(app, deps.config.webDistDir, deps.config.appUrl);
  }
  return app;
}
