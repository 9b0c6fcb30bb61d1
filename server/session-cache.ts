import type { SessionUser } from './session.ts';

/** Sessions a process remembers at most; the oldest go first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  user: SessionUser;
  /** When the session itself ends (Better Auth's expiresAt). */
  sessionEndsAt: number;
  /** When this process asks the database again. */
  staleAt: number;
}

/**
 * The signed-in user per session token, remembered by this process for a few seconds, so that an
 * ordinary read does not look the session and its user up in PostgreSQL every time (decision 017).
 * This process forgets everything at once when anything may have changed a session or a user: a
 * write to /api/auth (sign-out, revocation, password change, two-factor, profile), an email
 * verification, an account deletion. Another process of the same deployment notices a revocation
 * within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  get(token: string, now = Date.now()): SessionUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now >= entry.staleAt || now >= entry.sessionEndsAt) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  set(token: string, user: SessionUser, sessionEndsAt: number, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(token);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { user, sessionEndsAt, staleAt: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
