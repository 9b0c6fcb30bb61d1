import {
  ZCompanyResearchList,
  ZCompanyResearchResult,
  type TCompanyResearchList,
  type TCompanyResearchRequest,
  type TCompanyResearchResult,
} from '#domain/research';
import { api } from '../../lib/api';

/** POST /api/company-research: the saved research, or a new one when asked to refresh. */
export const researchCompany = (body: TCompanyResearchRequest): Promise<TCompanyResearchResult> =>
  api('/api/company-research', { method: 'POST', body, schema: ZCompanyResearchResult });

export const fetchResearchList = (signal?: AbortSignal): Promise<TCompanyResearchList> =>
  api('/api/company-research', { schema: ZCompanyResearchList, ...(signal ? { signal } : {}) });

export const fetchResearch = (id: string, signal?: AbortSignal): Promise<TCompanyResearchResult> =>
  api(`/api/company-research/${id}`, { schema: ZCompanyResearchResult, ...(signal ? { signal } : {}) });
