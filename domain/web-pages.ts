/**
 * Pre-rendered public pages (web/prerender.tsx writes them at build, server/web-pages.ts serves
 * them). Built without knowing where the app will be served, their absolute URLs (canonical,
 * hreflang, social cards) use this origin; the server puts its own public URL in its place.
 */
export const PRERENDER_ORIGIN = 'https://applywise.prerender.invalid';

/** The query parameter that asks for a page in one language: `/pricing?lang=da` (hreflang). */
export const LANGUAGE_PARAM = 'lang';
