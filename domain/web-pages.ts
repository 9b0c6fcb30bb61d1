import type { TSharedApplication } from './applications.ts';

/**
 * Pre-rendered public pages (web/prerender.tsx writes them at build, server/web-pages.ts serves
 * them). Built without knowing where the app will be served, their absolute URLs (canonical,
 * hreflang, social cards) use this origin; the server puts its own public URL in its place.
 */
export const PRERENDER_ORIGIN = 'https://applywise.prerender.invalid';

/** The query parameter that asks for a page in one language: `/pricing?lang=da` (hreflang). */
export const LANGUAGE_PARAM = 'lang';

/**
 * What a link shows before anyone types a password, when the server can tell: its letter, a
 * password prompt or "expired". A shared-application page rendered by the server carries it for
 * the browser's hydration under `sharedApplicationDataKey` (web/lib/embedded-data.ts).
 */
export type TSharedOpening =
  { kind: 'found'; application: TSharedApplication } | { kind: 'password' } | { kind: 'expired' };

export const sharedApplicationDataKey = (token: string) => `shared-application:${token}`;

/**
 * The workspace pages the server renders for a signed-in user at request time (decision 031):
 * their heading and layout are in the HTML, where a phone paints them before the app's code has
 * arrived. The browser hydrates them with the session the server rendered them with, which they
 * carry under `SESSION_DATA_KEY` (web/lib/embedded-data.ts) as `GET /api/auth/get-session` answers
 * it, without the session's token.
 */
export const SERVER_RENDERED_WORKSPACE_PAGES: readonly string[] = ['/dashboard', '/new-job'];
export const SESSION_DATA_KEY = 'session';
