import type { TCvDetail, TCvSummary, TCvUpdate } from '#domain/cv';
import { ApiError, api, importedSchema, toApiError } from '../../lib/api';

// Imported with the first request (lib/api.ts): the CV list is asked for by the dashboard and the
// generator, which otherwise built every CV schema while the page loaded and hydrated.
const cvSchema = importedSchema(() => import('#domain/cv'));

const cvPath = (id: string) => `/api/cvs/${encodeURIComponent(id)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The original file, served as an attachment by the server. */
export const cvFileUrl = (id: string) => `${cvPath(id)}/file`;

export async function listCvs(signal?: AbortSignal): Promise<TCvSummary[]> {
  return (await api('/api/cvs', { schema: cvSchema('ZCvListResponse'), ...withSignal(signal) })).cvs;
}

export async function getCv(id: string, signal?: AbortSignal): Promise<TCvDetail> {
  return (await api(cvPath(id), { schema: cvSchema('ZCvDetailResponse'), ...withSignal(signal) })).cv;
}

export async function updateCv(id: string, update: TCvUpdate): Promise<TCvDetail> {
  return (await api(cvPath(id), { method: 'PATCH', body: update, schema: cvSchema('ZCvDetailResponse') })).cv;
}

export async function deleteCv(id: string): Promise<void> {
  await api(cvPath(id), { method: 'DELETE' });
}

export async function retryCv(id: string): Promise<TCvSummary> {
  return (await api(`${cvPath(id)}/retry`, { method: 'POST', schema: cvSchema('ZCvSummaryResponse') })).cv;
}

type UploadOptions = {
  name?: string;
  /** Share of the request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** What an upload's finished XMLHttpRequest means: the new CV, or the server's ApiError. */
export async function readUploadResponse(status: number, responseText: string): Promise<TCvSummary> {
  const body = parseJson(responseText);
  if (status < 200 || status >= 300) throw toApiError(status, body);
  const parsed = (await cvSchema('ZCvSummaryResponse')()).safeParse(body);
  if (!parsed.success) throw new ApiError(status, 'INVALID_RESPONSE', 'Unexpected response from the server');
  return parsed.data.cv;
}

/**
 * POST /api/cvs as multipart. XMLHttpRequest rather than fetch: only it reports upload progress,
 * which is what the user waits on for a large file on a slow line.
 */
export function uploadCv(file: File, { name, onProgress, signal }: UploadOptions = {}): Promise<TCvSummary> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (name) form.append('name', name);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/cvs');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      readUploadResponse(xhr.status, xhr.responseText).then(resolve, reject);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
