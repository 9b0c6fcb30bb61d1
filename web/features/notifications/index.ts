// The notifications feature's public face: what other features may use. Everything else is its own.
export { NotificationPreferencesCard } from './notification-preferences-card';
export { NotificationsBell } from './notifications-bell';
