// The public pages pre-rendered at build (scripts/prerender.mjs writes dist/web/prerendered/<lang>/…):
// read once at start, with the app's own origin put in their absolute URLs (compressed once each,
// on first request), then sent to visitors without a session instead of the empty index.html.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGE_PARAM, PRERENDER_ORIGIN } from '#domain/web-pages';

type Encoding = 'identity' | 'br' | 'gzip';
export type WebPage = {
  language: string;
  /** The page in an encoding: compressed on first request and kept (not at start-up: ~1 s). */
  body(encoding: Encoding): Buffer;
};

const COMPRESS: Record<Exclude<Encoding, 'identity'>, (html: Buffer) => Buffer> = {
  br: (html) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (html) => gzipSync(html, { level: 9 }),
};

function webPage(language: string, html: Buffer): WebPage {
  const encoded = new Map<Encoding, Buffer>([['identity', html]]);
  return {
    language,
    body(encoding) {
      let body = encoded.get(encoding);
      if (!body) encoded.set(encoding, (body = COMPRESS[encoding as keyof typeof COMPRESS](html)));
      return body;
    },
  };
}

/** The shell of the shared-application page, sent for every token (it speaks Danish only). */
const SHARED_APPLICATION = /^\/shared-application\/([^/]+)$/;
const SHARED_SHELL_KEY = 'da/shared-application/shell';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every pre-rendered page by `<lang>/<path>` ("en/pricing", "da/index"); empty without a build. */
export function loadWebPages(webDir: string, appUrl: string): Map<string, WebPage> {
  const pages = new Map<string, WebPage>();
  const dir = join(webDir, 'prerendered');
  if (!existsSync(dir)) return pages;
  const origin = new URL(appUrl).origin;
  for (const file of filesUnder(dir).filter((f) => f.endsWith('.html'))) {
    const key = relative(dir, file)
      .split(sep)
      .join('/')
      .replace(/\.html$/, '');
    const html = Buffer.from(readFileSync(file, 'utf8').replaceAll(PRERENDER_ORIGIN, origin));
    pages.set(key, webPage(key.split('/')[0] ?? 'en', html));
  }
  return pages;
}

/**
 * The loading state of the client-rendered routes by language (scripts/prerender.mjs writes
 * dist/web/loading/<lang>.html); empty without a build, and index.html is sent instead.
 */
export function loadLoadingPages(webDir: string): Map<string, WebPage> {
  const pages = new Map<string, WebPage>();
  const dir = join(webDir, 'loading');
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const language = file.slice(0, -'.html'.length);
    pages.set(language, webPage(language, readFileSync(join(dir, file))));
  }
  return pages;
}

/** The share token of a shared-application page's path. */
export function sharedApplicationToken(path: string): string | undefined {
  return SHARED_APPLICATION.exec(path.replace(/\/+$/, ''))?.[1];
}

/** The languages of an Accept-Language header, most wanted first (`da-DK,da;q=0.9,en;q=0.8`). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.base && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.base);
}

export type PageRequest = {
  path: string;
  query: URLSearchParams;
  signedIn: boolean;
  acceptLanguage: string | undefined;
};

/**
 * The pre-rendered page for a request, if there is one: not for a session (the workspace decides
 * where a signed-in user goes), not for a query the page reads other than `?lang=` (its first
 * render would differ from the file). The language: `?lang=`, else the browser's, else English,
 * as the web app picks it for a first visit (web/lib/language.ts).
 */
export function pickWebPage(pages: Map<string, WebPage>, request: PageRequest): WebPage | undefined {
  const path = request.path.length > 1 ? request.path.replace(/\/+$/, '') : request.path;
  if (SHARED_APPLICATION.test(path)) return pages.get(SHARED_SHELL_KEY);
  if (request.signedIn) return undefined;
  if ([...request.query.keys()].some((key) => key !== LANGUAGE_PARAM)) return undefined;
  const name = path === '/' ? 'index' : path.slice(1);
  const wanted = [
    request.query.get(LANGUAGE_PARAM) ?? '',
    ...acceptedLanguages(request.acceptLanguage),
    'en',
  ];
  for (const language of wanted) {
    const page = pages.get(`${language}/${name}`);
    if (page) return page;
  }
  return undefined;
}

/** The first of `languages` the browser accepts, else English: as the web app opens a first visit. */
export function pageLanguage<L extends string>(acceptLanguage: string | undefined, languages: readonly L[]): L | 'en' {
  return acceptedLanguages(acceptLanguage).find((l): l is L => languages.includes(l as L)) ?? 'en';
}

/** The loading state in the browser's language, as the web app picks it on a first visit. */
export function pickLoadingPage(
  pages: Map<string, WebPage>,
  acceptLanguage: string | undefined,
): WebPage | undefined {
  return pages.get(pageLanguage(acceptLanguage, [...pages.keys()]));
}

/** The best encoding of a page the client accepts. */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
