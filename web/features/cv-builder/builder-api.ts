import {
  ZBuilderCv,
  ZBuilderCvDetail,
  ZCvTemplateList,
  ZRoundTripReport,
  type TBuilderCv,
  type TBuilderCvDetail,
  type TBuilderCvSave,
  type TBuilderExportRequest,
  type TCvTemplateList,
  type TRoundTripReport,
} from '#domain/cv-builder';
import { ApiError, api, responseError } from '../../lib/api';
import { fileNameFromDisposition } from '../../lib/save-file';
import { builderFileName } from './export-file';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const templatePath = (slug: string) => `/api/cv-templates/${encodeURIComponent(slug)}`;
const cvPath = (id: string) => `/api/cv-builder/cvs/${encodeURIComponent(id)}`;

/** The gallery; with a session, `favorite` and `usable` are the user's. */
export function fetchCvTemplates(signal?: AbortSignal): Promise<TCvTemplateList> {
  return api('/api/cv-templates', { schema: ZCvTemplateList, ...withSignal(signal) });
}

export async function setFavorite(slug: string, favorite: boolean): Promise<void> {
  await api(`${templatePath(slug)}/favorite`, { method: favorite ? 'PUT' : 'DELETE' });
}

export function getBuilderCv(id: string, signal?: AbortSignal): Promise<TBuilderCvDetail> {
  return api(cvPath(id), { schema: ZBuilderCvDetail, ...withSignal(signal) });
}

export function createBuilderCv(save: TBuilderCvSave): Promise<TBuilderCvDetail> {
  return api('/api/cv-builder/cvs', { method: 'POST', body: save, schema: ZBuilderCvDetail });
}

export function updateBuilderCv(id: string, save: TBuilderCvSave): Promise<TBuilderCvDetail> {
  return api(cvPath(id), { method: 'PUT', body: save, schema: ZBuilderCvDetail });
}

export function duplicateBuilderCv(id: string): Promise<TBuilderCvDetail> {
  return api(`${cvPath(id)}/duplicate`, { method: 'POST', schema: ZBuilderCvDetail });
}

/** A builder CV is a row of /api/cvs: it is deleted like any other CV. */
export async function deleteBuilderCv(id: string): Promise<void> {
  await api(`/api/cvs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function importJsonResume(document: unknown): Promise<TBuilderCv> {
  return api('/api/cv-builder/import/json-resume', { method: 'POST', body: document, schema: ZBuilderCv });
}

export function checkRoundTrip(request: TBuilderExportRequest): Promise<TRoundTripReport> {
  return api('/api/cv-builder/round-trip', { method: 'POST', body: request, schema: ZRoundTripReport });
}

/**
 * The exported file, fetched rather than linked so that a refusal (401, 403 with the plan it
 * needs) reaches the user as a message instead of being saved as the file.
 */
export async function exportBuilderCv(
  request: TBuilderExportRequest,
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch('/api/cv-builder/export', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw await responseError(response);
  const fallback = builderFileName(request.name ?? '', request.content.fullName, request.format);
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallback,
  };
}
