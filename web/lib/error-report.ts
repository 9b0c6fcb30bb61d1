import type { TCreateErrorLogRequest } from '#domain/error-logs';

type Environment = { url: string; userAgent: string; now: Date };

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

/** The error-log body for a boundary-caught error, within the API's length limits. */
export function buildErrorLog(error: unknown, component: string, env: Environment): TCreateErrorLogRequest {
  const { message, stack } = describe(error);
  return {
    errorType: 'ERROR_BOUNDARY',
    errorMessage: clip(message || 'Unknown error', 2000),
    ...(stack ? { stackTrace: clip(stack, 20000) } : {}),
    context: {
      component: clip(component, 200),
      url: clip(env.url, 2000),
      userAgent: clip(env.userAgent, 1000),
      timestamp: env.now.toISOString(),
    },
  };
}

/** Fire-and-forget: logging must never throw or block the error screen. */
export function reportBoundaryError(error: unknown, component: string): void {
  try {
    const body = buildErrorLog(error, component, {
      url: window.location.href,
      userAgent: navigator.userAgent,
      now: new Date(),
    });
    void fetch('/api/error-logs', {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // Nothing sensible to do: we are already showing an error screen.
  }
}
