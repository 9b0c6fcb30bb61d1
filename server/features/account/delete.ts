import { and, eq, isNotNull } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { FRESH_SIGN_IN_MS } from '#domain/account';
import type { AppDeps } from '../../app.ts';
import { account, cvs, emailPreferences, user, verification } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../session.ts';
import { cancelPaidSubscriptionForDeletion } from './billing-hook.ts';

async function hasPassword(deps: AppDeps, userId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: account.id })
    .from(account)
    .where(
      and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)),
    );
  return row !== undefined;
}

/**
 * The person must prove it is them: the password for an email account (checked by Better Auth's
 * own verification), or a sign-in less than ten minutes old for a social-only account.
 */
export async function confirmIdentity(
  deps: AppDeps,
  request: FastifyRequest,
  me: SessionUser,
  password: string | undefined,
): Promise<void> {
  const headers = fromNodeHeaders(request.headers);
  if (await hasPassword(deps, me.id)) {
    if (!password) {
      throw new AppError('VALIDATION_FAILED', 'Please enter your password.', {
        password: 'Please enter your password',
      });
    }
    try {
      await deps.auth.api.verifyPassword({ body: { password }, headers });
    } catch (error) {
      if (error instanceof APIError) {
        throw new AppError('FORBIDDEN', 'The password is incorrect.', { password: 'Incorrect password' });
      }
      throw error;
    }
    return;
  }
  const session = await deps.auth.api.getSession({ headers });
  const signedInAt = session ? new Date(session.session.createdAt).getTime() : 0;
  if (Date.now() - signedInAt > FRESH_SIGN_IN_MS) {
    throw new AppError('FORBIDDEN', 'Please sign in again, then delete your account within 10 minutes.', {
      session: 'Sign in again to confirm',
    });
  }
}

/**
 * Deletes the account (spec 001 §4): the paid subscription is cancelled first, then every row in
 * one transaction (the user row's foreign keys cascade to everything the user owns; financial
 * records, error logs, consents and contact messages are kept unlinked, SET NULL), then the
 * stored files. A database failure rolls everything back, so the account stays usable; a file
 * that cannot be removed is logged and does not bring the account back.
 */
export async function deleteAccount(
  deps: AppDeps,
  me: SessionUser,
  log: FastifyRequest['log'],
): Promise<void> {
  await cancelPaidSubscriptionForDeletion({ db: deps.db, billing: deps.billing, log }, me.id);
  const files = await deps.db.transaction(async (tx) => {
    const stored = await tx
      .select({ key: cvs.storageKey })
      .from(cvs)
      .where(and(eq(cvs.userId, me.id), isNotNull(cvs.storageKey)));
    // Kept by address, not by user id, so the cascade does not reach them.
    await tx.delete(emailPreferences).where(eq(emailPreferences.email, me.email.toLowerCase()));
    // Better Auth's pending password-reset tokens carry the user id as their value.
    await tx.delete(verification).where(eq(verification.value, me.id));
    const [deleted] = await tx.delete(user).where(eq(user.id, me.id)).returning({ id: user.id });
    if (!deleted) throw new AppError('NOT_FOUND', 'Account not found');
    return stored.flatMap((row) => (row.key ? [row.key] : []));
  });
  await Promise.all(
    files.map((key) =>
      deps.fileStore.delete(key).catch((error: unknown) => {
        log.error(
          { err: error, key, userId: me.id },
          'stored file of a deleted account could not be removed',
        );
      }),
    ),
  );
  log.info({ userId: me.id, files: files.length }, 'account deleted');
}

/** Set-Cookie headers that clear the (already deleted) session in the browser. */
export async function clearSessionCookies(deps: AppDeps, request: FastifyRequest): Promise<string[]> {
  const { headers } = await deps.auth.api.signOut({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  return headers.getSetCookie();
}
