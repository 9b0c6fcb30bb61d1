// The reminders feature's public face (issue 17): what other features may use.
export { FollowUpBadge } from './follow-up-badge';
export { ReminderDatesCard } from './reminder-dates-card';
