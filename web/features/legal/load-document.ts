import type { Language } from '../../lib/language';
import type { LegalDocId, LegalDocument } from './legal-types';

// Each document and language is its own chunk: a reader downloads only the text they read.
const modules = import.meta.glob<{ default: LegalDocument }>('./content/*.ts');

const cache = new Map<string, Promise<LegalDocument>>();

/**
 * The document's text, loaded once per language. The promise is cached so React's `use()` sees
 * the same one on every render; a failed load is forgotten so the next render can try again.
 */
export function loadLegalDocument(doc: LegalDocId, language: Language): Promise<LegalDocument> {
  const key = `./content/${doc}.${language}.ts`;
  let promise = cache.get(key);
  if (!promise) {
    const load = modules[key] ?? modules[`./content/${doc}.en.ts`];
    if (!load) return Promise.reject(new Error(`No legal document ${key}`));
    promise = load().then((module) => module.default);
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}
