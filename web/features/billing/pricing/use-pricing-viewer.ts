import type { PlanId } from '#domain/plans';
import { useAuth } from '../../../lib/auth-provider';
import { useSubscription } from '../use-subscription';

export type PricingViewer = {
  signedIn: boolean;
  /** Spec 000 §4: free by default, also when the subscription fails to load. */
  currentPlan: PlanId;
  /** The session or the signed-in user's plan is not known yet: plan buttons wait. */
  pending: boolean;
};

/** Who is looking at the pricing page, and on which plan (the subscription's effective plan). */
export function usePricingViewer(): PricingViewer {
  const { user, isPending } = useAuth();
  const subscription = useSubscription();
  const signedIn = Boolean(user);
  return {
    signedIn,
    currentPlan: subscription.plan ?? 'free',
    pending: isPending || (signedIn && subscription.isLoading),
  };
}
