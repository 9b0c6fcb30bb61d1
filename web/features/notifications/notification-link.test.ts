import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-link';

describe('notificationHref', () => {
  it('follows the in-app link the server wrote', () => {
    expect(notificationHref({ type: 'application_generated', link: '/applications/42' })).toBe(
      '/applications/42',
    );
    expect(notificationHref({ type: 'cv_upload_complete', link: '/cvs/7' })).toBe('/cvs/7');
    expect(notificationHref({ type: 'plan_changes', link: '/billing' })).toBe('/billing');
  });

  it("opens the kind's page when there is no link", () => {
    expect(notificationHref({ type: 'cv_upload_complete', link: null })).toBe('/cvs');
    expect(notificationHref({ type: 'application_generated', link: null })).toBe('/applications');
    expect(notificationHref({ type: 'plan_changes', link: null })).toBe('/subscription');
    expect(notificationHref({ type: 'security_alerts', link: null })).toBe('/settings?tab=security');
    expect(notificationHref({ type: 'something_new', link: null })).toBe('/notifications');
  });

  it('never leads off the site', () => {
    expect(notificationHref({ type: 'plan_changes', link: 'https://evil.example/' })).toBe('/subscription');
    expect(notificationHref({ type: 'plan_changes', link: '//evil.example/' })).toBe('/subscription');
    expect(notificationHref({ type: 'toString', link: null })).toBe('/notifications');
  });
});
