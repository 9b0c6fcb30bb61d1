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

export const ZHealthResponse = z.object({
  status: z.enum(HEALTH_STATES),
  checks: z.object({ database: ZHealthCheck, storage: ZHealthCheck, email: ZHealthCheck }),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** Spec 000 §4: ready when all pass, not-ready when any fails, partial otherwise, unknown when none. */
export function overallHealth(states: readonly HealthCheckState[]): HealthState {
  if (states.length === 0) return 'unknown';
  if (states.some((s) => s === 'fail')) return 'not-ready';
  if (states.every((s) => s === 'pass')) return 'ready';
  return 'partial';
}
