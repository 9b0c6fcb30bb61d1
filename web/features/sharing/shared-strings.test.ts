import { expect, it } from 'vitest';
import { da, en } from '../../app/locales';

// Spec 000 §2, §4, §8: the shared page's copy is Danish, verbatim; it renders from the `da` catalogue.
it('carries the spec’s Danish strings for the shared application page', () => {
  const s = da.sharedApplication;
  expect(s.expired.title).toBe('Link udløbet');
  expect(s.password.title).toBe('Beskyttet ansøgning');
  expect(s.notFound.title).toBe('Ansøgning ikke fundet');
  expect(s.error.title).toBe('Fejl');
  expect(s.error.fallback).toBe('Kunne ikke indlæse ansøgningen');
  expect(s.toasts.downloadFailed).toBe('Download fejlede');
});

// Spec 001 §2: the list's New Application button, the dashboard's See All and the four stat cards.
it('carries the spec’s English strings for the list, dashboard and analytics', () => {
  expect(en.applications.header.new).toBe('New Application');
  expect(en.dashboard.recent.seeAll).toBe('See All');
  expect(en.analytics.stats).toMatchObject({
    total: 'Total applications',
    thisMonth: 'This month',
    successRate: 'Success rate',
    responseTime: 'Average response time',
  });
});
