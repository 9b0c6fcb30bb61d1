// The billing feature's public face: what other features may use. Everything else is its own.
export { PlanSummary } from './plan-summary';
export { summarizeUsage } from './usage';
export { subscriptionQueryKey, useSubscription } from './use-subscription';
