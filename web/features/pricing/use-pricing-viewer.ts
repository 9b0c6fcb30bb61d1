import type { PlanId } from '#domain/plans';
import { useAuth } from '../../app/auth-provider';
import { useProfileQuery } from '../profile/use-profile-query';

export type PricingViewer = {
  signedIn: boolean;
  /** Spec 000 §4: free by default, also when the profile fails to load. */
  currentPlan: PlanId;
  /** The session or the signed-in user's plan is not known yet: plan buttons wait. */
  pending: boolean;
};

/** Who is looking at the pricing page, and on which plan. */
export function usePricingViewer(): PricingViewer {
  const { user, isPending } = useAuth();
  const profile = useProfileQuery();
  const signedIn = Boolean(user);
  return {
    signedIn,
    currentPlan: profile.data?.subscriptionPlan ?? 'free',
    pending: isPending || (signedIn && profile.isPending),
  };
}
