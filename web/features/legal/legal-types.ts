/**
 * A legal document as data. Documents are long prose, so they live in per-language content modules
 * (content/<doc>.<lang>.ts) rather than in the UI catalogues; the page chrome's labels are catalogue
 * strings. Text may use two inline marks: `**bold**` and `[label](/internal-path)`.
 */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] };

export type LegalSection = {
  /** Anchor id, stable across languages so links like /cookie-policy#categories work in both. */
  id: string;
  title: string;
  blocks: LegalBlock[];
};

export type LegalDocument = {
  intro: string[];
  sections: LegalSection[];
};

export const LEGAL_DOCS = ['privacy', 'terms', 'cookies', 'gdpr'] as const;
export type LegalDocId = (typeof LEGAL_DOCS)[number];

/** The canonical path of each document; the short aliases (/privacy, /terms, /cookies) render the same page. */
export const LEGAL_PATHS: Record<LegalDocId, string> = {
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  cookies: '/cookie-policy',
  gdpr: '/gdpr',
};

/** The date every document was last revised (ISO, shown in the reader's locale). */
export const LEGAL_LAST_UPDATED = '2026-11-22';

export const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
export const table = (head: string[], rows: string[][]): LegalBlock => ({ kind: 'table', head, rows });
