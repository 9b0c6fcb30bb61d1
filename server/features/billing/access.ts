import type { FastifyRequest } from 'fastify';
import { FEATURE_REQUIRED_PLAN, canAccess, type FeatureId, type PlanId } from '#domain/plans';
import { AppError } from '../../errors.ts';
import { requireUser, type SessionUser } from '../../session.ts';
import { getOrCreateSubscription } from './state.ts';
import { effectivePlan } from './subscription.ts';

/**
 * Server-side enforcement (spec 000 §6, issue 7): every gated endpoint asks here; the UI only
 * mirrors the answer. The plan is the effective one, so an expired paid plan acts as Free.
 */

const PLAN_LABEL: Record<PlanId, string> = { free: 'Free', pro: 'Pro', elite: 'Elite' };

export function planRequiredError(requiredPlan: PlanId, message?: string): AppError {
  return new AppError(
    'FORBIDDEN',
    message ?? `This feature requires the ${PLAN_LABEL[requiredPlan]} plan or higher.`,
    { requiredPlan },
  );
}

/** The signed-in user's effective plan right now. */
export async function currentPlan(request: FastifyRequest, userId: string): Promise<PlanId> {
  return effectivePlan(await getOrCreateSubscription(request.server.deps.db, userId), new Date());
}

/** 401 when signed out, 403 with `fields.requiredPlan` when the plan ranks below `plan`. */
export async function requirePlan(
  request: FastifyRequest,
  plan: PlanId,
  message?: string,
): Promise<{ user: SessionUser; plan: PlanId }> {
  const user = await requireUser(request);
  const current = await currentPlan(request, user.id);
  if (!canAccess(current, plan)) throw planRequiredError(plan, message);
  return { user, plan: current };
}

/** The same, for a feature of the matrix (its lowest plan decides). */
export async function requireFeature(
  request: FastifyRequest,
  feature: FeatureId,
  message?: string,
): Promise<{ user: SessionUser; plan: PlanId }> {
  return requirePlan(request, FEATURE_REQUIRED_PLAN[feature], message);
}
