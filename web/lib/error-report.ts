import type { ERROR_LOG_TYPES, TCreateErrorLogRequest } from '#domain/error-logs';

type Environment = { url: string; userAgent: string; now: Date };

/** What kind of error it is (spec 001 §8 logged types) and, optionally, what the user was doing. */
export type ErrorKind = { type: (typeof ERROR_LOG_TYPES)[number]; action?: string };

const BOUNDARY: ErrorKind = { type: 'ERROR_BOUNDARY' };

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

function describe(error: unknown): { message: string; stack: string | undefined } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error, stack: undefined };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: undefined };
  } catch {
    return { message: String(error), stack: undefined };
  }
}

/** The error-log body for an error (by default a boundary-caught one), within the API's length limits. */
export function buildErrorLog(
  error: unknown,
  component: string,
  env: Environment,
  kind: ErrorKind = BOUNDARY,
): TCreateErrorLogRequest {
  const { message, stack } = describe(error);
  return {
    errorType: kind.type,
    errorMessage: clip(message || 'Unknown error', 2000),
    ...(stack ? { stackTrace: clip(stack, 20000) } : {}),
    context: {
      component: clip(component, 200),
      ...(kind.action ? { action: clip(kind.action, 200) } : {}),
      url: clip(env.url, 2000),
      userAgent: clip(env.userAgent, 1000),
      timestamp: env.now.toISOString(),
    },
  };
}

/** Fire-and-forget: logging must never throw or block the error screen. */
export function reportBoundaryError(error: unknown, component: string): void {
  reportError(error, component, BOUNDARY);
}

/** Logs an error to error_logs (e.g. AI_GENERATION_ERROR); fire-and-forget, never throws. */
export function reportError(error: unknown, component: string, kind: ErrorKind): void {
  try {
    const body = buildErrorLog(
      error,
      component,
      { url: window.location.href, userAgent: navigator.userAgent, now: new Date() },
      kind,
    );
    void fetch('/api/error-logs', {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // Nothing sensible to do: the error is already shown to the user.
  }
}
