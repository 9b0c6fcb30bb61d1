import { flashToast } from '../../lib/toast';

/** Spec 000 §4: success is a full page load of /dashboard; the toast waits for it. */
export function enterDashboard(successMessage: string): void {
  flashToast('success', successMessage);
  window.location.assign('/dashboard');
}
