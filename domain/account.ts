import { z } from 'zod';

/** POST /api/account/delete. Social-only accounts send no password (they need a fresh sign-in). */
export const ZDeleteAccountRequest = z
  .object({ password: z.string().min(1, 'Please enter your password').max(200).optional() })
  .strict();
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

/** A social-only account may delete itself only this soon after signing in. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/** The export's file name: `applywise-export-YYYY-MM-DD.json` (UTC date of the export). */
export function accountExportFileName(at: Date): string {
  return `applywise-export-${at.toISOString().slice(0, 10)}.json`;
}

type Row = Record<string, unknown>;

/**
 * The data export file (spec 001 §3): the spec's keys, then one key per further table the user owns
 * rows in (subscriptions, invoices, sessions, …). Secrets (password hashes, session tokens, 2FA
 * secrets, API key hashes) are never part of it. `metadata.totalRecords` counts each list and the sum.
 */
export interface TDataExport {
  exportDate: string;
  userInfo: { id: string; email: string; name: string; createdAt: string };
  profile: Row | null;
  cvs: Row[];
  applications: Row[];
  notifications: Row[];
  savedJobs: Row[];
  metadata: { totalRecords: Record<string, number> };
  [table: string]: unknown;
}
