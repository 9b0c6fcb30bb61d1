import { accountExportFileName, type TDeleteAccountRequest } from '#domain/account';
import { ApiError, api, isApiError, toApiError } from '../../lib/api';
import { fileNameFromDisposition, saveFile } from '../../lib/save-file';

export const EXPORT_PATH = '/api/account/export';

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
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
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? accountExportFileName(new Date());
  saveFile(blob, fileName);
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
