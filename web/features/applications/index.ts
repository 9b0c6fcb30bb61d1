// The applications feature's public face: what other features may use. Everything else is its own.
export { useAnalyticsQuery } from './analytics/use-analytics';
export { ApplicationTitle } from './list/application-card';
export { EMPTY_SEARCH } from './list/list-search';
export { StatusBadge } from './list/status-badge';
export { useApplicationListQuery } from './list/use-application-list';
