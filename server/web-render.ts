// Pages the server renders at request time, with the web app's own server build (decision 019):
// scripts/prerender.mjs keeps it in dist/web-ssr beside the document to put a page into. Today
// that is the shared letter, whose text is the page's largest paint: sent in the HTML, a phone
// shows it without waiting for the app's code and an API call.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import { PRERENDER_ORIGIN } from '#domain/web-pages';

/** The languages the web app renders a page in (web/lib/language.ts). */
export const RENDERED_LANGUAGES = ['en', 'da'] as const;
type Language = (typeof RENDERED_LANGUAGES)[number];
type Data = Readonly<Record<string, unknown>>;

/** What web/prerender.tsx exports for this. */
type WebServerBuild = {
  renderPage(path: string, language: Language, data?: Data): Promise<string>;
  documentFor(template: string, html: string, language: Language, data?: Data): string;
  /** The built modules of the routes `path` matches (web/app/router.tsx `BuiltFrom`). */
  pageModules(path: string): string[];
};

/**
 * The modulepreload links of a page's chunks, at the end of its <body>: the browser fetches them
 * with the page (at low priority: the stylesheet and the entry's own chunks come first), and Vite's
 * loader, finding them in the document, adds none of its own. `chunks`: scripts/prerender.mjs's
 * chunks.json, each built module's chunk and the chunks it imports, bar the entry's.
 */
function withPagePreloads(html: string, modules: string[], chunks: Readonly<Record<string, string[]>>) {
  const hrefs = [...new Set(modules.flatMap((module) => chunks[module] ?? []))];
  if (hrefs.length === 0) return html;
  const links = hrefs
    .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
    .join('');
  return html.replace('</body>', () => `${links}</body>`);
}

export type WebRenderer = {
  /** The whole document of the page at `url` (path and query), rendered with `data`. */
  render(url: string, language: Language, data: Data): Promise<string>;
};

/** The renderer of a built app (`webDir`: dist/web), or none when the build has no server part. */
export function webRenderer(webDir: string, appUrl: string): WebRenderer | undefined {
  const dir = join(webDir, '..', 'web-ssr');
  const entry = join(dir, 'prerender.js');
  const documentFile = join(dir, 'document.html');
  if (!existsSync(entry) || !existsSync(documentFile)) return undefined;
  const template = readFileSync(documentFile, 'utf8');
  const chunksFile = join(dir, 'chunks.json');
  const chunks = existsSync(chunksFile)
    ? (JSON.parse(readFileSync(chunksFile, 'utf8')) as Record<string, string[]>)
    : {};
  const origin = new URL(appUrl).origin;
  let build: Promise<WebServerBuild> | undefined;
  // The app's modules hold one i18n instance and one query cache: one render at a time.
  let queue: Promise<unknown> = Promise.resolve();
  // The same page with the same data is the same document: a link opened again and again (or
  // on purpose, to load the server) is rendered once a minute at most.
  const rendered = new LRUCache<string, string>({ max: 200, ttl: 60_000 });

  return {
    render(url, language, data) {
      const key = createHash('sha256')
        .update(JSON.stringify([url, language, data]))
        .digest('base64url');
      const cached = rendered.get(key);
      if (cached) return Promise.resolve(cached);
      const page = queue.then(async () => {
        build ??= import(pathToFileURL(entry).href) as Promise<WebServerBuild>;
        const web = await build;
        const document = web.documentFor(template, await web.renderPage(url, language, data), language, data);
        const html = withPagePreloads(document, web.pageModules(url.split('?')[0] ?? url), chunks);
        // Built without knowing where it is served, like the pre-rendered pages.
        return html.replaceAll(PRERENDER_ORIGIN, origin);
      });
      queue = page.catch(() => undefined);
      return page.then((html) => {
        rendered.set(key, html);
        return html;
      });
    },
  };
}
