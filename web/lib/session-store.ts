import { SESSION_DATA_KEY } from '#domain/web-pages';
import type { AuthSession } from './auth-client';
import { takeEmbedded } from './embedded-data';

/**
 * The signed-in session, read from Better Auth's `GET /api/auth/get-session` without its client:
 * every page needs to know who is signed in, while the client (its fetch layer and actions) is
 * only needed by the pages that sign in, out or change the account, which load it themselves.
 * When they do, the client tells this store after every call that changes the session (sign-in,
 * sign-out, 2FA, password, revoked sessions), so useAuth() sees the change everywhere at once.
 */
export type SessionState = {
  data: AuthSession | null;
  /** True until the first session request has answered. */
  isPending: boolean;
};

/** The key Better Auth's client uses to tell other tabs that the session changed. */
export const SESSION_BROADCAST_KEY = 'better-auth.message';
/** A tab coming back to the front re-reads the session, at most this often. */
const FOCUS_REFETCH_INTERVAL_MS = 5_000;

/** Dates come as ISO strings; Better Auth's client (and so the session's type) has them as Dates. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:Z|[+-]\d{2}:\d{2})$/;

export function parseSession(text: string): AuthSession | null {
  if (!text) return null;
  const value: unknown = JSON.parse(text, (key, item: unknown) => {
    if (key === '__proto__') return undefined;
    if (typeof item === 'string' && ISO_DATE.test(item)) {
      const date = new Date(item);
      if (!Number.isNaN(date.getTime())) return date;
    }
    return item;
  });
  if (typeof value !== 'object' || value === null) return null;
  const { session, user } = value as Partial<AuthSession>;
  return session && user ? (value as AuthSession) : null;
}

/** Fetches the session; null when signed out. Throws on a network or server failure. */
export async function fetchSession(signal?: AbortSignal): Promise<AuthSession | null> {
  const response = await fetch('/api/auth/get-session', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal: signal ?? null,
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`get-session answered ${response.status}`);
  return parseSession(await response.text());
}

type Fetcher = (signal: AbortSignal) => Promise<AuthSession | null>;

/**
 * `opened`: the session a page rendered on the server was rendered with, read by the server for
 * this very request; the store starts from it and asks again only when the tab comes back to the
 * front (as after any read), so hydration is not followed by a second render for the same session.
 */
export function createSessionStore(fetcher: Fetcher, now: () => number = Date.now, opened?: SessionState) {
  let state: SessionState = opened ?? { data: null, isPending: true };
  let started = opened !== undefined;
  let inFlight: AbortController | undefined;
  let lastRequest = opened ? now() : 0;
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  let latest: Promise<void> = Promise.resolve();
  const load = async (controller: AbortController): Promise<void> => {
    try {
      const data = await fetcher(controller.signal);
      if (controller.signal.aborted) return latest;
      set({ data: sameSession(state.data, data) ? state.data : data, isPending: false });
    } catch {
      if (controller.signal.aborted) return latest;
      // Offline or the server failed: keep what we know (as Better Auth's client does).
      if (state.isPending) set({ ...state, isPending: false });
    } finally {
      if (inFlight === controller) inFlight = undefined;
    }
  };
  /** Re-reads the session; a newer call replaces one under way, and both end when it has answered. */
  const refetch = (): Promise<void> => {
    started = true;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    lastRequest = now();
    latest = load(controller);
    return latest;
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (!started) void refetch();
      return () => void listeners.delete(listener);
    },
    refetch,
    /** A tab back in front re-reads the session, unless it just did. */
    refetchIfStale(): void {
      if (now() - lastRequest >= FOCUS_REFETCH_INTERVAL_MS) void refetch();
    },
  };
}

function sameSession(a: AuthSession | null, b: AuthSession | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

const inBrowser = typeof document !== 'undefined';

/** The session state of a page the server rendered for a signed-in user (server/app.ts). */
let rendered: { text: string; state: SessionState | undefined } | undefined;
function renderedState(): SessionState | undefined {
  const text = takeEmbedded<unknown>(SESSION_DATA_KEY);
  if (typeof text !== 'string') return undefined;
  // One object per session text: a snapshot must not change between two reads of one render.
  if (rendered?.text !== text) {
    const data = parseSession(text);
    rendered = { text, state: data ? { data, isPending: false } : undefined };
  }
  return rendered.state;
}

/** In the browser, read once: the embedded session is taken by its first reader. */
const openedWith = inBrowser ? renderedState() : undefined;

export const sessionStore = createSessionStore(fetchSession, Date.now, openedWith);

/**
 * The session the page was rendered with on the server, if any: useSyncExternalStore's server
 * snapshot, which the server render and the browser's hydration must both see.
 */
export function serverSessionState(): SessionState | undefined {
  return inBrowser ? openedWith : renderedState();
}

/**
 * Called by the auth client after each call that changed the session: re-read it here, and tell
 * the other tabs (in the message format Better Auth's client uses) so they re-read it too.
 */
export async function sessionChanged(): Promise<void> {
  await sessionStore.refetch();
  try {
    window.localStorage.setItem(
      SESSION_BROADCAST_KEY,
      JSON.stringify({
        event: 'session',
        data: { trigger: 'changed' },
        clientId: Math.random().toString(36).slice(2, 9),
        timestamp: Math.floor(Date.now() / 1000),
      }),
    );
  } catch {
    // Storage unavailable: the other tabs catch up when they come to the front.
  }
}

if (inBrowser) {
  // Asked for as soon as the app's code runs, alongside the page's chunk and strings (unless the
  // server has just read it for the page it rendered).
  if (!openedWith) void sessionStore.refetch();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') sessionStore.refetchIfStale();
  });
  window.addEventListener('online', () => sessionStore.refetchIfStale());
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_BROADCAST_KEY && event.newValue) void sessionStore.refetch();
  });
}
