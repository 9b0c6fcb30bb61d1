import { describe, expect, it } from 'vitest';
import type { AuthSession } from './auth-client';
import { createSessionStore, parseSession } from './session-store';

const body = {
  session: { id: 's1', userId: 'u1', token: 't', expiresAt: '2026-12-01T10:00:00.000Z' },
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com', createdAt: '2026-01-02T03:04:05.000Z' },
};
const session = (name: string) => parseSession(JSON.stringify({ ...body, user: { ...body.user, name } }));

describe('the session from get-session', () => {
  it('has its dates as Dates, as Better Auth’s client gives them', () => {
    const parsed = parseSession(JSON.stringify(body));
    expect(parsed?.user.name).toBe('Ada');
    expect(parsed?.user.createdAt).toEqual(new Date('2026-01-02T03:04:05.000Z'));
    expect(parsed?.session.expiresAt).toEqual(new Date('2026-12-01T10:00:00.000Z'));
  });

  it('is null when signed out', () => {
    expect(parseSession('')).toBeNull();
    expect(parseSession('null')).toBeNull();
    expect(parseSession('{"session":null,"user":null}')).toBeNull();
  });
});

describe('the session store', () => {
  it('is pending until the first answer, then holds the session', async () => {
    const store = createSessionStore(async () => session('Ada'));
    expect(store.getState()).toEqual({ data: null, isPending: true });
    await store.refetch();
    expect(store.getState()).toMatchObject({ isPending: false, data: { user: { name: 'Ada' } } });
  });

  it('stops pending on a failure and keeps what it knew', async () => {
    let fail = false;
    const store = createSessionStore(async () => {
      if (fail) throw new Error('offline');
      return session('Ada');
    });
    await store.refetch();
    fail = true;
    await store.refetch();
    expect(store.getState()).toMatchObject({ isPending: false, data: { user: { name: 'Ada' } } });
    const failing = createSessionStore(async () => Promise.reject(new Error('offline')));
    await failing.refetch();
    expect(failing.getState()).toEqual({ data: null, isPending: false });
  });

  it('lets the newest request win, and an older caller waits for it', async () => {
    const answers: Array<(value: AuthSession | null) => void> = [];
    const store = createSessionStore(
      (signal) =>
        new Promise((resolve, reject) => {
          answers.push(resolve);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let olderDone = false;
    const older = store.refetch().then(() => (olderDone = true));
    const newer = store.refetch();
    answers[0]?.(session('Stale'));
    await Promise.resolve();
    expect(olderDone).toBe(false);
    answers[1]?.(null);
    await Promise.all([older, newer]);
    expect(store.getState()).toEqual({ data: null, isPending: false });
  });

  it('tells its listeners, and keeps the same object when nothing changed', async () => {
    const store = createSessionStore(async () => session('Ada'));
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getState().data));
    await store.refetch();
    const first = store.getState().data;
    expect(seen).toContain(first);
    await store.refetch();
    expect(store.getState().data).toBe(first);
  });

  it('re-reads on focus only when the last read is older than 5 s', async () => {
    let clock = 0;
    let reads = 0;
    const store = createSessionStore(
      async () => {
        reads += 1;
        return null;
      },
      () => clock,
    );
    await store.refetch();
    clock = 4_000;
    store.refetchIfStale();
    expect(reads).toBe(1);
    clock = 5_000;
    store.refetchIfStale();
    expect(reads).toBe(2);
  });

  it('starts from the session a page was rendered with, and reads it again only when it is stale', async () => {
    let clock = 10_000;
    let reads = 0;
    const opened = { data: session('Ada'), isPending: false };
    const store = createSessionStore(
      async () => {
        reads += 1;
        return session('Ada Lovelace');
      },
      () => clock,
      opened,
    );
    expect(store.getState()).toBe(opened);
    const unsubscribe = store.subscribe(() => {});
    store.refetchIfStale();
    expect(reads).toBe(0);
    clock = 15_000;
    store.refetchIfStale();
    await Promise.resolve();
    expect(reads).toBe(1);
    await store.refetch();
    expect(store.getState().data?.user.name).toBe('Ada Lovelace');
    unsubscribe();
  });
});
