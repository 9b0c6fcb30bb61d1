import { expect, it } from 'vitest';
import { en } from '../../app/locales';

const toast = ({ title, description }: { title: string; description: string }) => `${title}: ${description}`;

// Spec 000 §2, §5, §8 and 001 §2, §6, §8 quote these texts; the billing screens show them verbatim.
it('carries the billing toasts of the spec in English', () => {
  const t = en.billing.toasts;
  expect(toast(t.refreshFailed)).toBe('Error: Failed to refresh subscription status.');
  expect(toast(t.portalFailed)).toBe(
    'Portal Access Failed: Failed to open billing portal. Please try again.',
  );
  expect(t.noPortalUrl).toBe('No portal URL received');
  expect(toast(t.checkoutFailed)).toBe(
    'Checkout Failed: Failed to create checkout session. Please try again.',
  );
  expect(toast(t.upgradeFailed)).toBe('Error: Could not upgrade plan. Please try again.');
  expect(toast(t.authRequired)).toBe('Authentication Required: Please sign in to upgrade your plan.');
  expect(toast(t.alreadySubscribed)).toBe("Already subscribed: You're already on this plan.");
  expect(toast(t.loginRequired)).toBe('Login Required: You must be logged in to purchase templates.');
  expect(toast(t.purchaseFailed)).toBe('Error: Could not start purchase. Please try again.');
  expect(toast(t.upgradeRequired)).toBe('Upgrade Required: This template requires {{tier}} plan or higher.');
});

it('carries the subscription, billing and gate texts of the spec in English', () => {
  const { subscription, invoices, paymentMethod, planNames, status, cycle } = en.billing;
  const { gate } = en;
  expect(subscription.grid).toMatchObject({
    selectFree: 'Select Free Plan',
    upgradeNow: 'Upgrade Now',
    switchPlan: 'Switch Plan',
    currentPlan: 'Current Plan',
  });
  expect(subscription.banner).toMatchObject({
    title: 'Subscription Activated',
    createApplication: 'Create Application',
    dashboard: 'Go to Dashboard',
  });
  expect(planNames).toEqual({ free: 'Free', pro: 'Professional', elite: 'Elite' });
  expect([status.free, status.active, cycle.yearly, cycle.monthly]).toEqual([
    'Free',
    'Active',
    'Annual',
    'Monthly',
  ]);
  expect(en.billing.notAvailable).toBe('N/A');
  expect(invoices.empty).toBe('No billing history available');
  expect(paymentMethod.none).toBe('No payment method required');
  expect([gate.upgradeTo.pro, gate.upgradeTo.elite, gate.viewPlans]).toEqual([
    'Upgrade to Pro',
    'Upgrade to Elite',
    'View All Plans',
  ]);
});
