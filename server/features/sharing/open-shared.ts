import type { TSharedApplication } from '#domain/applications';
import type { TSharedOpening } from '#domain/web-pages';
import type { Db } from '../../db/client.ts';
import type { JobApplicationRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { applicantName } from '../applications/export.ts';
import { releaseAttempt, reserveAttempt, WRONG_PASSWORD_LIMIT } from './attempts.ts';
import { findByTokenHash } from './repository.ts';
import { hashShareToken, isShareTokenShape, verifySharePassword } from './secrets.ts';

/**
 * The states of a shared link (spec 000 §4), in the order a visitor meets them: unknown or revoked
 * (404), expired (410), password wanted (401), too many wrong passwords (429), wrong password
 * (403), found. The web shows each in Danish; the API's messages are English.
 */

const notFound = () => new AppError('NOT_FOUND', 'This shared application was not found.');

async function checkPassword(
  db: Db,
  tokenHash: string,
  stored: string,
  given: string | undefined,
  clientIp: string,
) {
  const password = given?.trim() ?? '';
  if (!password) throw new AppError('PASSWORD_REQUIRED', 'This application is protected by a password.');
  const attempt = await reserveAttempt(db, tokenHash, clientIp);
  if (attempt.count > WRONG_PASSWORD_LIMIT) {
    // Locked: not even the right password is checked, so the lock gives no answer away.
    const minutes = Math.max(1, Math.ceil(attempt.retryAfterMs / 60_000));
    throw new AppError(
      'RATE_LIMITED',
      `Too many wrong passwords for this link. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }
  if (!(await verifySharePassword(password, stored))) {
    throw new AppError('INVALID_PASSWORD', 'The password is incorrect.');
  }
  await releaseAttempt(db, tokenHash, clientIp);
}

/**
 * The shared application behind `token`, or the error of its state. Wrong passwords lock the link
 * for the address they came from (`clientIp`, the socket's), not for everyone.
 */
export async function openShared(
  db: Db,
  token: string,
  password: string | undefined,
  clientIp: string,
  now = new Date(),
): Promise<JobApplicationRow> {
  if (!isShareTokenShape(token)) throw notFound();
  const tokenHash = hashShareToken(token);
  const row = await findByTokenHash(db, tokenHash);
  if (!row || row.shareRevokedAt) throw notFound();
  if (row.shareExpiresAt && row.shareExpiresAt <= now) {
    throw new AppError('EXPIRED', 'This link has expired.');
  }
  if (row.sharePasswordHash) await checkPassword(db, tokenHash, row.sharePasswordHash, password, clientIp);
  return row;
}

/** What a visitor of the link reads (spec 000 §7 get-shared-application). */
export async function sharedApplication(db: Db, row: JobApplicationRow): Promise<TSharedApplication> {
  return {
    ai_output: row.content ?? '',
    job_title: row.jobTitle,
    company_name: row.companyName,
    applicant_name: await applicantName(db, row),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * What a live link shows before a password is typed (its letter, or the password prompt), or that
 * it has expired, for the page the server renders with it. Nothing for an unknown or revoked link:
 * its page goes out as the shell, so made-up tokens cost a lookup and never a render.
 */
export async function openSharedWithoutPassword(
  db: Db,
  token: string,
  clientIp: string,
): Promise<TSharedOpening | undefined> {
  try {
    return {
      kind: 'found',
      application: await sharedApplication(db, await openShared(db, token, undefined, clientIp)),
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'PASSWORD_REQUIRED') return { kind: 'password' };
    if (error.code === 'EXPIRED') return { kind: 'expired' };
    return undefined;
  }
}
