import { eq, getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema.ts';

/**
 * Every table that holds rows of one user, for the data export and the account deletion (spec 001
 * §3 data export, §4 account deletion; issue 5). A test compares this list with the database's
 * own foreign keys to the user table, so a new table cannot be forgotten.
 *
 * `secret` columns never leave the server (password hashes, session tokens, 2FA secrets, key
 * hashes, share-link hashes). `retained` tables keep their rows after deletion, unlinked by their
 * ON DELETE SET NULL foreign key: financial records (~7 years, spec 001 §9), anonymised error
 * logs, consent proofs and contact messages.
 */
export type OwnedTable = {
  /** The key in the export file. */
  key: string;
  table: PgTable;
  owner: PgColumn;
  secret?: readonly string[];
  /** Columns computed from the others for the server's own use (search indexes); not exported. */
  derived?: readonly string[];
  retained?: boolean;
};

export const OWNED_TABLES: readonly OwnedTable[] = [
  { key: 'sessions', table: schema.session, owner: schema.session.userId, secret: ['token'] },
  {
    key: 'accounts',
    table: schema.account,
    owner: schema.account.userId,
    secret: ['password', 'accessToken', 'refreshToken', 'idToken'],
  },
  {
    key: 'twoFactor',
    table: schema.twoFactor,
    owner: schema.twoFactor.userId,
    secret: ['secret', 'backupCodes'],
  },
  { key: 'cvs', table: schema.cvs, owner: schema.cvs.userId },
  {
    key: 'applications',
    table: schema.jobApplications,
    owner: schema.jobApplications.userId,
    secret: ['shareTokenHash', 'sharePasswordHash'],
  },
  {
    key: 'applicationStatusEvents',
    table: schema.applicationStatusEvents,
    owner: schema.applicationStatusEvents.userId,
  },
  { key: 'notifications', table: schema.notifications, owner: schema.notifications.userId },
  {
    key: 'notificationPreferences',
    table: schema.notificationPreferences,
    owner: schema.notificationPreferences.userId,
  },
  { key: 'savedJobs', table: schema.savedJobs, owner: schema.savedJobs.userId },
  { key: 'jobMatches', table: schema.jobMatches, owner: schema.jobMatches.userId },
  { key: 'jobSources', table: schema.jobSources, owner: schema.jobSources.userId },
  {
    key: 'jobPostings',
    table: schema.jobPostings,
    owner: schema.jobPostings.userId,
    derived: ['searchHeading', 'searchWords'],
  },
  // Counters of the list's scoring (decision 028); kept in the export for completeness.
  { key: 'jobScoringState', table: schema.jobScoringState, owner: schema.jobScoringState.userId },
  { key: 'jobSavedSearches', table: schema.jobSavedSearches, owner: schema.jobSavedSearches.userId },
  {
    key: 'favoriteTemplates',
    table: schema.userFavoriteTemplates,
    owner: schema.userFavoriteTemplates.userId,
  },
  { key: 'templateUsage', table: schema.templateUsage, owner: schema.templateUsage.userId },
  {
    key: 'assistantConversations',
    table: schema.assistantConversations,
    owner: schema.assistantConversations.userId,
  },
  { key: 'assistantMessages', table: schema.assistantMessages, owner: schema.assistantMessages.userId },
  { key: 'linkedinAnalyses', table: schema.linkedinAnalyses, owner: schema.linkedinAnalyses.userId },
  { key: 'companyResearch', table: schema.companyResearch, owner: schema.companyResearch.userId },
  {
    key: 'templatePurchases',
    table: schema.templatePurchases,
    owner: schema.templatePurchases.userId,
    retained: true,
  },
  { key: 'subscriptions', table: schema.subscriptions, owner: schema.subscriptions.userId },
  { key: 'usagePeriods', table: schema.usagePeriods, owner: schema.usagePeriods.userId },
  // A generation under way holds one for a few seconds; kept in the export for completeness.
  { key: 'usageReservations', table: schema.usageReservations, owner: schema.usageReservations.userId },
  { key: 'invoices', table: schema.invoices, owner: schema.invoices.userId, retained: true },
  { key: 'checkoutSessions', table: schema.checkoutSessions, owner: schema.checkoutSessions.userId },
  { key: 'errorLogs', table: schema.errorLogs, owner: schema.errorLogs.userId, retained: true },
  {
    key: 'contactMessages',
    table: schema.contactMessages,
    owner: schema.contactMessages.userId,
    retained: true,
  },
  {
    key: 'cookieConsents',
    table: schema.cookieConsents,
    owner: schema.cookieConsents.userId,
    retained: true,
  },
  { key: 'apiKeys', table: schema.apiKeys, owner: schema.apiKeys.userId, secret: ['keyHash'] },
];

/**
 * Tables that reference the user but are handled apart: the user row itself (userInfo) and the
 * profile (keyed by the user id; the export's `profile`).
 */
export const SPECIAL_TABLES = ['user', 'profiles'] as const;

/** SQL name of each owned table, for the coverage test. */
export const ownedTableNames = (): string[] => OWNED_TABLES.map((t) => getTableName(t.table));

/** The columns a table may show in an export: all but its secret and derived ones. */
export function exportColumns(entry: OwnedTable): Record<string, PgColumn> {
  const columns = getTableColumns(entry.table) as Record<string, PgColumn>;
  const left = [...(entry.secret ?? []), ...(entry.derived ?? [])];
  return Object.fromEntries(Object.entries(columns).filter(([name]) => !left.includes(name)));
}

export const ownerFilter = (entry: OwnedTable, userId: string) => eq(entry.owner, userId);
