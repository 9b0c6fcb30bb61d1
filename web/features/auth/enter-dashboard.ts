import { afterAuthPath } from '../../lib/chosen-plan';
import { flashToast } from '../../lib/toast';

/**
 * Spec 000 §4: success is a full page load of /dashboard; the toast waits for it. A visitor who
 * chose a paid plan on /pricing goes on to checkout for it instead.
 */
export function enterDashboard(successMessage: string): void {
  flashToast('success', successMessage);
  window.location.assign(afterAuthPath());
}
