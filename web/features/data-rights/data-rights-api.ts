import { exportFileName, type TDeleteAccountRequest } from '#domain/account';
import { ApiError, api, isApiError, toApiError } from '../../lib/api';

export const EXPORT_PATH = '/api/account/export';

/**
 * The file name a `Content-Disposition` header asks for: the RFC 5987 `filename*` if present, else the
 * plain `filename`; null when the header names none. Path separators are dropped, so a name can never
 * point outside the downloads folder.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined);
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe ? safe : null;
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Hands a blob to the browser as a download; the object URL is released once the click is handled. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking synchronously can cancel the download in some browsers; a tick later is enough.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads GET /api/account/export (spec 001 §3 data export file) under the server's file name.
 * fetch + blob instead of a plain link, so the page can show progress and report a failure instead
 * of the browser saving an error body as the export. Returns the file name; throws ApiError.
 */
export async function downloadDataExport(): Promise<string> {
  let response: Response;
  try {
    response = await fetch(EXPORT_PATH, { credentials: 'include', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw toApiError(response.status, await readErrorBody(response), response.statusText);
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? exportFileName(new Date());
  saveBlob(blob, fileName);
  return fileName;
}

/** POST /api/account/delete: 204 on success, ApiError otherwise. */
export async function requestAccountDeletion(request: TDeleteAccountRequest): Promise<void> {
  await api('/api/account/delete', { method: 'POST', body: request });
}

/** What the dialog does with a failed deletion. */
export type DeletionFailure =
  | { kind: 'passwordMissing' }
  | { kind: 'passwordWrong' }
  | { kind: 'session' }
  | { kind: 'rateLimited' }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed' };

/**
 * Reads the server's answer (server/features/account/delete.ts): a password problem (403 wrong, 400
 * missing) stays in the dialog, a social account without a fresh sign-in must sign in again, a paid
 * subscription that could not be cancelled (409) explains itself; anything else is the spec's generic
 * failure (§8 Deletion Failed).
 */
export function classifyDeletionFailure(error: unknown): DeletionFailure {
  if (!isApiError(error)) return { kind: 'failed' };
  // A session that ended since the page loaded needs the same remedy as a stale social sign-in.
  if (error.status === 401) return { kind: 'session' };
  if (error.status === 400 && error.fields?.password) return { kind: 'passwordMissing' };
  if (error.status === 403 && error.fields?.password) return { kind: 'passwordWrong' };
  if (error.status === 403 && error.fields?.session) return { kind: 'session' };
  if (error.status === 429) return { kind: 'rateLimited' };
  if (error.status === 409) return { kind: 'conflict', message: error.message };
  return { kind: 'failed' };
}
