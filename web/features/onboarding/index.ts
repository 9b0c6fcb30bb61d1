// The onboarding feature's public face: what other features may use. Everything else is its own.
export {
  onboardingQueryKey,
  resetOnboarding,
  useOnboardingStateQuery,
  useStoreOnboardingState,
} from './onboarding-api';
export { OnboardingModal } from './onboarding-modal';
