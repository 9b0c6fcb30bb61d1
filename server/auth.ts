import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, twoFactor, type GenericOAuthConfig } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { ReactElement } from 'react';
import type * as Templates from './infra/mail/templates.tsx';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#domain/auth';
import { PASSWORD_TOO_WEAK, PASSWORD_TOO_WEAK_MESSAGE } from '#domain/password-strength';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import * as schema from './db/schema.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import type { PasswordPool } from './infra/password-pool.ts';
import { countInPostgres, mayMail } from './infra/rate-limit-store.ts';
import {
  securityEventOfPath,
  sendSecurityAlert,
  twoFactorEventOf,
} from './features/notifications/security-alerts.ts';
import { endOutlivedSession } from './features/auth/session-lifetime.ts';
import {
  ALERT_AFTER_FAILURES,
  claimSignInAttempt,
  clearSignInFailures,
  releaseSignInAttempt,
  signInFailures,
  waitInWords,
} from './features/auth/sign-in-throttle.ts';

type MailTemplates = typeof Templates;

/** The error code of a sign-in refused while the account's delay runs. */
export const SIGN_IN_THROTTLED = 'TOO_MANY_FAILED_SIGN_INS';

/** The header our Fastify bridge sets from the socket address (any client value is replaced). */
/** Better Auth's cookies are named `applywise.*` (`__Secure-applywise.*` over https). */
export const COOKIE_PREFIX = 'applywise';

export const CLIENT_IP_HEADER = 'x-applywise-client-ip';

const DAY = 24 * 60 * 60;
/** A TOTP code is valid for its 30 s step and one step either side. */
const TOTP_REUSE_WINDOW_MS = 90_000;

type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Which request body field carries a new password, per Better Auth endpoint. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

export function createAuth(deps: {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
  /** Requests per minute per IP on sign-in, sign-up, password reset and 2FA. */
  sensitiveRateLimit: number;
  /** Estimates a new password's strength off the event loop. */
  passwords: PasswordPool;
}) {
  const { config, db, mailer, log, passwords } = deps;

  // Mail must never fail the request that triggered it; failures are logged. The templates (and
  // React Email with them) load on the first mail, not at start.
  const sendMail = (
    to: string,
    subject: string,
    build: (templates: MailTemplates) => ReactElement,
    links: string[],
    /** Mails anyone can have sent to an address are limited per recipient under this kind. */
    limitedAs?: string,
  ) => {
    void import('./infra/mail/templates.tsx')
      .then(async (templates) => {
        if (limitedAs && !(await mayMail(db, limitedAs, to))) {
          log.warn({ to, subject }, 'mail not sent: too many of its kind to this address');
          return;
        }
        const { html, text } = await templates.renderEmail(build(templates));
        await mailer.send({ to, subject, html, text, links });
      })
      .catch((error: unknown) => log.error({ err: error, to, subject }, 'sending mail failed'));
  };

  const alertDeps = { db, mailer, log, appUrl: config.appUrl };

  // The strength estimator's dictionaries take a second or more to load: load them just after
  // start rather than during the first sign-up (a failure is retried on the first check).
  setTimeout(() => {
    passwords
      .warm()
      .catch((error: unknown) => log.warn({ err: error }, 'password strength estimator failed to load'));
  }, 1000).unref();

  /**
   * A TOTP code signs in once: a code seen in a sign-in by the same user within its window
   * (30 s either side) is refused the second time and the session it opened revoked. Enrolment
   * (a signed-in user confirming the app) does not count.
   */
  const refuseReusedTotp = async (ctx: AuthMiddlewareContext) => {
    if (ctx.path !== '/two-factor/verify-totp' || ctx.context.returned instanceof Error) return;
    const opened = ctx.context.newSession;
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    const signingIn = !/applywise\.session_token=[^;\s]/.test(ctx.headers?.get('cookie') ?? '');
    if (!opened || !signingIn || typeof code !== 'string') return;
    const { current } = await countInPostgres(db, `totp|${opened.user.id}|${code}`, TOTP_REUSE_WINDOW_MS);
    if (current === 1) return;
    await ctx.context.internalAdapter.deleteSession(opened.session.token);
    throw new APIError('UNAUTHORIZED', {
      code: 'INVALID_CODE',
      message: 'This code was used already. Wait for the next code in your authenticator app.',
    });
  };

  /**
   * Per-account sign-in throttling (issue 13, item 9; server/features/auth/sign-in-throttle.ts):
   * before the password is checked the attempt claims its place, or is refused with 429 and
   * Retry-After while the account's delay runs, the right password too.
   */
  const throttleSignIn = async (ctx: AuthMiddlewareContext) => {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (ctx.path !== '/sign-in/email' || typeof email !== 'string' || !email.trim()) return;
    const claim = await claimSignInAttempt(db, email);
    if (claim.allowed) return;
    const seconds = Math.ceil(claim.retryAfterMs / 1000);
    const message = `Too many failed sign-ins for this account. Please wait ${waitInWords(claim.retryAfterMs)} and try again.`;
    // Better Auth's shape (code and message at the top, which its client reads) and the API's.
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: SIGN_IN_THROTTLED, message, retryAfter: seconds, error: { code: 'RATE_LIMITED', message } },
      { 'Retry-After': String(seconds) },
    );
  };

  /** After a sign-in attempt: a right password ends the run, the tenth wrong one in a run alerts the owner. */
  const countSignIn = async (ctx: AuthMiddlewareContext) => {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (ctx.path !== '/sign-in/email' || typeof email !== 'string' || !email.trim()) return;
    const returned = ctx.context.returned;
    if (!(returned instanceof APIError)) return clearSignInFailures(db, email);
    if (returned.body?.code === SIGN_IN_THROTTLED) return;
    if (returned.statusCode !== 401) {
      // Refused before the password was checked (or the password was right but more is needed).
      return returned.statusCode === 403 ? clearSignInFailures(db, email) : releaseSignInAttempt(db, email);
    }
    if ((await signInFailures(db, email)) !== ALERT_AFTER_FAILURES) return;
    const [owner] = await db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(eq(schema.user.email, email.trim().toLowerCase()));
    if (owner) await sendSecurityAlert(alertDeps, owner.id, 'failedSignIns');
  };

  const strict = { window: 60, max: deps.sensitiveRateLimit };
  // Google and LinkedIn both speak OpenID Connect; configuring them through discovery (instead of
  // Better Auth's hard-wired social providers) lets the tests run the whole flow against a local
  // identity provider. They register as social providers: callback APP_URL/api/auth/callback/{id}.
  const oidcProviders: GenericOAuthConfig[] = (['google', 'linkedin'] as const).flatMap((providerId) => {
    const provider = config.oauth[providerId];
    if (!provider) return [];
    return [
      {
        providerId,
        ...provider,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        requireIdTokenVerification: true,
      },
    ];
  });

  return betterAuth({
    appName: 'Applywise',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
      transaction: true,
    }),
    // Same-origin requests are trusted whatever host name the app is reached by (localhost,
    // 127.0.0.1, a LAN name); a browser on another site sends its own Origin and is refused.
    trustedOrigins: (request) => {
      const origins = [config.appUrl];
      const host = request?.headers.get('host');
      if (host) origins.push(`${new URL(config.appUrl).protocol}//${host}`);
      return origins;
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        sendMail(
          user.email,
          'Reset your Applywise password',
          (m) => m.ResetPasswordEmail({ name: user.name, url }),
          [url],
          'password-reset',
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The link verifies the address and nothing more: signing its reader in would skip the
      // password and a second factor (anyone can have a verification mail sent to an unverified
      // address). Whoever is signed in stays so; others sign in next.
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${config.appUrl}/verify?token=${encodeURIComponent(token)}`;
        sendMail(
          user.email,
          'Confirm your email address',
          (m) => m.VerifyEmail({ name: user.name, url }),
          [url],
          'verification',
        );
      },
    },
    session: {
      // Spec 001 §9: authentication cookies are kept 30 days; sliding renewal once a day.
      expiresIn: 30 * DAY,
      updateAge: DAY,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: config.rateLimitMax,
      customRules: {
        '/sign-in/email': strict,
        '/sign-up/email': strict,
        '/request-password-reset': strict,
        '/reset-password': strict,
        '/send-verification-email': strict,
        '/two-factor/*': strict,
      },
    },
    advanced: {
      // Secure cookies whenever the public URL is https (every real deployment); a plain-http
      // `npm start` on a laptop or LAN would otherwise drop its own session cookie.
      useSecureCookies: config.appUrl.startsWith('https://'),
      cookiePrefix: COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [twoFactor({ issuer: 'Applywise' }), genericOAuth({ config: oidcProviders })],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A session past its absolute lifetime ends before anything reads it.
        await endOutlivedSession(db, ctx.headers?.get('cookie'));
        await throttleSignIn(ctx);
        const field = NEW_PASSWORD_FIELD[ctx.path];
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === '/sign-up/email' && typeof body.name === 'string') {
          if (!body.name.trim())
            throw new APIError('BAD_REQUEST', {
              code: 'MISSING_FIELDS',
              message: 'Please fill in all fields',
            });
          body.name = body.name.trim().slice(0, 120);
        }
        // A new password ends every other session of the account, whatever the client asked.
        if (ctx.path === '/change-password') body.revokeOtherSessions = true;
        const password = field ? body[field] : undefined;
        // Too short or too long is Better Auth's own error; strength speaks only for the others.
        if (
          typeof password === 'string' &&
          password.length >= MIN_PASSWORD_LENGTH &&
          password.length <= MAX_PASSWORD_LENGTH
        ) {
          const own = [body.email, body.name].filter((v): v is string => typeof v === 'string');
          if (!(await passwords.estimate(password, own)).strongEnough) {
            throw new APIError('BAD_REQUEST', {
              code: PASSWORD_TOO_WEAK,
              message: PASSWORD_TOO_WEAK_MESSAGE,
            });
          }
        }
      }),
      // Security alerts (issue 5) for endpoints that succeeded; a refused request changed nothing.
      after: createAuthMiddleware(async (ctx) => {
        await refuseReusedTotp(ctx);
        await countSignIn(ctx);
        const event = securityEventOfPath(ctx.path);
        const userId = ctx.context.session?.user.id;
        if (!event || !userId || ctx.context.returned instanceof Error) return;
        await sendSecurityAlert(alertDeps, userId, event);
      }),
    },
    databaseHooks: {
      user: {
        update: {
          // Two-factor switches on or off by writing the user; the alert says which.
          after: async (updated, ctx) => {
            const event = twoFactorEventOf(ctx?.path, updated.twoFactorEnabled);
            if (event) await sendSecurityAlert(alertDeps, updated.id, event);
          },
        },
        create: {
          // Runs after the sign-up transaction (user + profile, see the profile trigger) commits.
          after: async (user) => {
            const dashboardUrl = `${config.appUrl}/dashboard`;
            sendMail(
              user.email,
              'Welcome to Applywise',
              (m) => m.WelcomeEmail({ name: user.name, dashboardUrl }),
              [dashboardUrl],
            );
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        const fn =
          level === 'error'
            ? log.error.bind(log)
            : level === 'warn'
              ? log.warn.bind(log)
              : log.debug.bind(log);
        fn({ args }, `auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
