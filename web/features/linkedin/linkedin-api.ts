import {
  ZLinkedinAnalysisList,
  ZLinkedinAnalysisRecord,
  type LinkedinLanguage,
  type TLinkedinAnalysisList,
  type TLinkedinAnalysisRecord,
} from '#domain/linkedin';
import { ApiError, api, responseError } from '../../lib/api';

const BASE = '/api/linkedin-analysis';

/** What the user gives: the address and either the pasted text or LinkedIn's PDF export. */
export type AnalysisInput = {
  linkedinUrl: string;
  language: LinkedinLanguage;
} & ({ profileText: string } | { file: File });

export async function analyseProfile(input: AnalysisInput): Promise<TLinkedinAnalysisRecord> {
  if ('profileText' in input) {
    return api(BASE, {
      method: 'POST',
      body: { linkedinUrl: input.linkedinUrl, profileText: input.profileText, language: input.language },
      schema: ZLinkedinAnalysisRecord,
    });
  }
  // Multipart for the file; the JSON helper sends JSON only.
  const form = new FormData();
  form.append('linkedinUrl', input.linkedinUrl);
  form.append('language', input.language);
  form.append('file', input.file, input.file.name);
  let response: Response;
  try {
    response = await fetch(BASE, { method: 'POST', credentials: 'include', body: form });
  } catch (error) {
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw await responseError(response);
  const parsed = ZLinkedinAnalysisRecord.safeParse(await response.json());
  if (!parsed.success)
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'Unexpected response from the server');
  return parsed.data;
}

export function listAnalyses(page: number, signal?: AbortSignal): Promise<TLinkedinAnalysisList> {
  return api(`${BASE}?page=${page}`, { schema: ZLinkedinAnalysisList, ...(signal ? { signal } : {}) });
}

export function getAnalysis(id: string, signal?: AbortSignal): Promise<TLinkedinAnalysisRecord> {
  return api(`${BASE}/${encodeURIComponent(id)}`, {
    schema: ZLinkedinAnalysisRecord,
    ...(signal ? { signal } : {}),
  });
}
