import type { TSharedApplication } from '#domain/applications';
import { exportFileName } from '#domain/file-names';
import { ApiError, api, importedSchema, isApiError, toApiError } from '../../lib/api';
import { fileNameFromDisposition, saveFile } from '../../lib/save-file';

const sharedPath = (token: string) => `/api/shared/${encodeURIComponent(token)}`;
const passwordBody = (password?: string) => (password === undefined ? {} : { password });
const applicationsSchema = importedSchema(() => import('#domain/applications'));

/**
 * POST /api/shared/:token (spec 000 §7 get-shared-application): the application, or ApiError. The
 * page opens with what the server rendered it with (use-shared-application.ts); zod and the
 * schema load only when it asks the API, which most readers of a link never do.
 */
export function fetchSharedApplication(token: string, password?: string): Promise<TSharedApplication> {
  return api(sharedPath(token), {
    method: 'POST',
    body: passwordBody(password),
    schema: applicationsSchema('ZSharedApplication'),
  });
}

/**
 * What the page shows (spec 000 §2, §4): loading, expired, the password prompt (with why it asks
 * again), error, not found, or the application.
 */
export type SharedState =
  | { kind: 'loading' }
  | { kind: 'found'; application: TSharedApplication }
  | { kind: 'not-found' }
  | { kind: 'expired' }
  | { kind: 'password'; problem: 'wrong' | 'rate-limited' | null }
  | { kind: 'error'; message: string | null };

/** Codes whose message is our client's own (no server spoke), not something to show a visitor. */
const CLIENT_CODES = new Set(['NETWORK_ERROR', 'INVALID_RESPONSE', 'INTERNAL']);

/**
 * The state a failed request leads to. A 429 is about password guesses, so it keeps the password
 * prompt; other failures show 'Fejl' with the server's message when it sent one.
 */
export function sharedStateFromError(error: unknown): SharedState {
  if (!isApiError(error)) return { kind: 'error', message: null };
  switch (error.code) {
    case 'NOT_FOUND':
      return { kind: 'not-found' };
    case 'EXPIRED':
      return { kind: 'expired' };
    case 'PASSWORD_REQUIRED':
      return { kind: 'password', problem: null };
    case 'INVALID_PASSWORD':
      return { kind: 'password', problem: 'wrong' };
    case 'RATE_LIMITED':
      return { kind: 'password', problem: 'rate-limited' };
  }
  if (error.status === 404) return { kind: 'not-found' };
  if (error.status === 410) return { kind: 'expired' };
  return { kind: 'error', message: CLIENT_CODES.has(error.code) ? null : error.message };
}

/** The letter's paragraphs: blank lines separate them; single line breaks stay inside one. */
export function letterParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The link to pass on: this page without ?preview=true (the owner's own look at it). */
export function shareableUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('preview');
  url.hash = '';
  return url.toString();
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  return toApiError(response.status, body, response.statusText);
}

/**
 * POST /api/shared/:token/pdf (spec 000 §7 generate-pdf) and saves the file under the server's
 * name. fetch + blob rather than a link: the password travels in the body, and a failure becomes
 * 'Download fejlede' instead of a saved error page.
 */
export async function downloadSharedPdf(
  token: string,
  application: TSharedApplication,
  password?: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${sharedPath(token)}/pdf`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
      body: JSON.stringify(passwordBody(password)),
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw await errorFrom(response);
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ??
    exportFileName(application.job_title, application.company_name, 'pdf');
  saveFile(await response.blob(), fileName);
}

/**
 * Shares the link with the system's share sheet where there is one (phones), else copies it.
 * Returns what happened, so the page can confirm a copy; a dismissed share sheet is not an error.
 */
export async function shareLink(url: string, title: string): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (e.g. no user activation left): fall back to copying.
    }
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}
