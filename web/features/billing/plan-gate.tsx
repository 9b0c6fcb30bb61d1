import type { ReactNode } from 'react';
import { UpgradeGate, type PaidPlan } from '../../components/upgrade-gate';
import { useAuth } from '../../lib/auth-provider';
import { useSubscription } from './use-subscription';

/** The upgrade gate for the signed-in viewer's own plan (`GET /api/subscription`). */
export function PlanGate({ requiredPlan, children }: { requiredPlan: PaidPlan; children: ReactNode }) {
  const { user, isPending } = useAuth();
  const { plan } = useSubscription();
  const viewer = !isPending && !user ? 'signed-out' : isPending ? null : plan;
  return (
    <UpgradeGate requiredPlan={requiredPlan} viewer={viewer}>
      {children}
    </UpgradeGate>
  );
}
