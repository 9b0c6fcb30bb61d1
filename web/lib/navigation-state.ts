/** What our own navigations put in `location.state`. */
export type NavigationState = {
  /** Scroll to the top smoothly instead of jumping (sign-out). */
  scroll?: 'smooth';
  /** Set by sign-out: do not redirect a session that is still being cleared to /dashboard. */
  signedOut?: boolean;
} | null;

export function readNavigationState(state: unknown): NonNullable<NavigationState> {
  return typeof state === 'object' && state !== null ? (state as NonNullable<NavigationState>) : {};
}
