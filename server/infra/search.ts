import { z } from 'zod';
import type { Config } from '../config.ts';

/**
 * A web search the operator configured (`SEARCH_API_URL`): any server that speaks SearXNG's JSON
 * API (`GET <url>?q=…&format=json[&categories=news]` → `{ results: [{ url, title, content,
 * publishedDate }] }`), which self-hosts without a key and fronts most public engines. Company
 * research uses it to find a company's site when neither the user nor their saved ads give it, and
 * for recent news; every result it uses is shown with its link. The addresses it returns are only
 * ever fetched through the SSRF-safe fetcher; the search server itself is trusted configuration.
 */
export interface WebSearch {
  /** Up to `limit` results; throws on a failing, slow or malformed answer (callers go on without). */
  search(query: string, options?: { news?: boolean; limit?: number }): Promise<SearchResult[]>;
}

export type SearchResult = { url: string; title: string; snippet: string | null; date: string | null };

/** A search answer larger than this is not a search answer. */
const MAX_BYTES = 1024 * 1024;

const ZAnswer = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      title: z.string().default(''),
      content: z.string().nullish(),
      publishedDate: z.string().nullish(),
    }),
  ),
});

/** Only web addresses: a result may not send the fetcher to `file:` or `javascript:`. */
function webUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

export function createWebSearch(config: Config['search']): WebSearch | undefined {
  if (!config) return undefined;
  return {
    async search(query, { news = false, limit = 10 } = {}) {
      const url = new URL(config.url);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'json');
      if (news) url.searchParams.set('categories', 'news');
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new Error(`the search answered with status ${response.status}`);
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_BYTES) throw new Error('the search answer is too large');
      const text = await response.text();
      if (text.length > MAX_BYTES) throw new Error('the search answer is too large');
      const answer = ZAnswer.parse(JSON.parse(text));
      const results: SearchResult[] = [];
      for (const item of answer.results) {
        const link = webUrl(item.url);
        if (!link) continue;
        results.push({
          url: link,
          title: item.title.trim() || link,
          snippet: item.content?.trim() || null,
          date: isoDate(item.publishedDate),
        });
        if (results.length >= limit) break;
      }
      return results;
    },
  };
}
