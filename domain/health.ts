import { z } from 'zod';

export const HEALTH_CHECK_STATES = ['pass', 'warning', 'fail'] as const;
export const HEALTH_STATES = ['ready', 'partial', 'not-ready', 'unknown'] as const;
export type HealthCheckState = (typeof HEALTH_CHECK_STATES)[number];
export type HealthState = (typeof HEALTH_STATES)[number];

export const ZHealthCheck = z.object({
  status: z.enum(HEALTH_CHECK_STATES),
  detail: z.string(),
  latencyMs: z.number(),
});
export type THealthCheck = z.infer<typeof ZHealthCheck>;

/** What administrators see (GET /api/admin/health): each check with its detail and latency. */
export const ZHealthResponse = z.object({
  status: z.enum(HEALTH_STATES),
  checks: z.object({ database: ZHealthCheck, storage: ZHealthCheck, email: ZHealthCheck }),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/**
 * What anyone sees (GET /api/health, spec 000 §6 "status and checks"): the overall state and each
 * check's state, never a detail (a path, a driver's message) that would tell a stranger about the server.
 */
export const ZPublicHealthResponse = z.object({
  status: z.enum(HEALTH_STATES),
  checks: z.object({
    database: z.enum(HEALTH_CHECK_STATES),
    storage: z.enum(HEALTH_CHECK_STATES),
    email: z.enum(HEALTH_CHECK_STATES),
  }),
});
export type TPublicHealthResponse = z.infer<typeof ZPublicHealthResponse>;

export function publicHealth(health: THealthResponse): TPublicHealthResponse {
  const { database, storage, email } = health.checks;
  return {
    status: health.status,
    checks: { database: database.status, storage: storage.status, email: email.status },
  };
}

/** Spec 000 §4: ready when all pass, not-ready when any fails, partial otherwise, unknown when none. */
export function overallHealth(states: readonly HealthCheckState[]): HealthState {
  if (states.length === 0) return 'unknown';
  if (states.some((s) => s === 'fail')) return 'not-ready';
  if (states.every((s) => s === 'pass')) return 'ready';
  return 'partial';
}
