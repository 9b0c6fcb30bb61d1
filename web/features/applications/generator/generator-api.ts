import type {
  GenerationEvent,
  TApplication,
  TCreateApplicationRequest,
  TFactsPreview,
  TFactsPreviewRequest,
  TJobAdFetchResponse,
  TJobAdHeader,
  TShareCreateResponse,
} from '#domain/applications';
import { exportFileName } from '#domain/file-names';
import { ApiError, api, networkError, responseError } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/save-file';
import { applicationPath, applicationSchema } from '../list/applications-api';
import { readSse } from '../../../lib/sse';

export function createShare(
  id: string,
  request: { password?: string; expiresInDays: number | null },
): Promise<TShareCreateResponse> {
  return api(`${applicationPath(id)}/share`, {
    method: 'POST',
    body: request,
    schema: applicationSchema('ZShareCreateResponse'),
  });
}

export async function revokeShare(id: string): Promise<void> {
  await api(`${applicationPath(id)}/share`, { method: 'DELETE' });
}

export function fetchJobAd(url: string, signal?: AbortSignal): Promise<TJobAdFetchResponse> {
  return api('/api/job-ads/fetch', {
    method: 'POST',
    body: { url },
    schema: applicationSchema('ZJobAdFetchResponse'),
    ...(signal ? { signal } : {}),
  });
}

/** The title and company a pasted ad names in its header (empty strings when it names neither). */
export function readJobAdHeader(text: string, signal?: AbortSignal): Promise<TJobAdHeader> {
  return api('/api/job-ads/header', {
    method: 'POST',
    body: { text },
    schema: applicationSchema('ZJobAdHeader'),
    ...(signal ? { signal } : {}),
  });
}

/** What the letter will say for this CV and ad (the facts review before Generate). */
export function previewFacts(request: TFactsPreviewRequest, signal?: AbortSignal): Promise<TFactsPreview> {
  return api('/api/applications/facts', {
    method: 'POST',
    body: request,
    schema: applicationSchema('ZFactsPreview'),
    ...(signal ? { signal } : {}),
  });
}

/** Where a generation is started: a new application, or a new letter for a saved one. */
export type GenerationTarget =
  { kind: 'create'; request: TCreateApplicationRequest } | { kind: 'regenerate'; id: string };

/**
 * Starts a generation and streams its events (SSE over a POST; spec'd as GenerationEvent). Errors
 * before streaming (limit reached, cannot generate, bad input) throw ApiError; a plain JSON answer
 * (a server that does not stream) is read as the finished application.
 */
export async function streamGeneration(
  target: GenerationTarget,
  onEvent: (event: GenerationEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const path = target.kind === 'create' ? '/api/applications' : `${applicationPath(target.id)}/regenerate`;
  // The events' schemas come while the request is on its way; a failed import rejects when awaited.
  const wire = import('./generation-events');
  wire.catch(() => {});
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify(target.kind === 'create' ? target.request : {}),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(error);
  }
  if (!response.ok) throw await responseError(response);
  const { parseApplication, toGenerationEvent } = await wire.catch((error: unknown) => {
    throw networkError(error);
  });
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    const parsed = parseApplication(await response.json().catch(() => null));
    if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', 'Unexpected response');
    onEvent({ event: 'done', data: parsed.data });
    return;
  }
  await readSse(response.body, (message) => {
    const event = toGenerationEvent(message);
    if (event) onEvent(event);
  });
}

export type ExportKind = 'pdf' | 'docx';

/** Fetches an export (not a plain link) so a failure can be told to the user instead of opening an error page. */
export async function downloadExport(
  application: Pick<TApplication, 'id' | 'jobTitle' | 'companyName'>,
  kind: ExportKind,
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`${applicationPath(application.id)}/${kind}`, { credentials: 'include' });
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) throw await responseError(response);
  const fallback = exportFileName(application.jobTitle, application.companyName, kind);
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallback,
  };
}
