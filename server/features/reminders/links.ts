import { createSigner } from '../../infra/signing.ts';

/**
 * The one-click links of a follow-up reminder email ("Mark as followed up", "Snooze"). A token
 * names one application, one action and the reminder it came from (the time that reminder was
 * claimed), and is signed with the unsubscribe links' signing under its own purpose. So it does
 * exactly one thing, works once (the action clears or moves that reminder), and cannot be
 * altered or turned into another action.
 */

export const REMINDER_ACTIONS = ['followed-up', 'snooze'] as const;
export type ReminderAction = (typeof REMINDER_ACTIONS)[number];

/** Long enough for a reminder read after a holiday; a stale link asks the user to open the app. */
export const REMINDER_LINK_DAYS = 30;

export type ReminderClaim = { applicationId: string; action: ReminderAction; sentAt: Date; expiresAt: Date };

export type ReminderTokenCheck =
  { ok: true; claim: ReminderClaim } | { ok: false; reason: 'invalid' | 'expired' };

export interface ReminderLinks {
  token(claim: Omit<ReminderClaim, 'expiresAt'>, now?: Date): string;
  check(token: string, now?: Date): ReminderTokenCheck;
  /** The confirmation page (web route /follow-up) that carries out the action. */
  url(claim: Omit<ReminderClaim, 'expiresAt'>, now?: Date): string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createReminderLinks(secret: string, appUrl: string): ReminderLinks {
  const signer = createSigner(secret, 'follow-up-reminder');
  const token: ReminderLinks['token'] = (claim, now = new Date()) => {
    const expires = Math.floor(now.getTime() / 1000) + REMINDER_LINK_DAYS * 24 * 60 * 60;
    const message = [claim.applicationId, claim.action, claim.sentAt.getTime(), expires].join('.');
    return `${message}.${signer.sign(message)}`;
  };
  return {
    token,
    check(value, now = new Date()) {
      const parts = value.split('.');
      if (parts.length !== 5) return { ok: false, reason: 'invalid' };
      const [applicationId = '', action = '', sent = '', expires = '', signature] = parts;
      if (!signer.verify(parts.slice(0, 4).join('.'), signature)) return { ok: false, reason: 'invalid' };
      // Signed by us, so well formed; checked anyway so that a leaked key cannot inject values.
      const known = (REMINDER_ACTIONS as readonly string[]).includes(action);
      if (!known || !UUID.test(applicationId) || !/^\d+$/.test(sent) || !/^\d+$/.test(expires))
        return { ok: false, reason: 'invalid' };
      const expiresAt = new Date(Number(expires) * 1000);
      if (expiresAt <= now) return { ok: false, reason: 'expired' };
      return {
        ok: true,
        claim: { applicationId, action: action as ReminderAction, sentAt: new Date(Number(sent)), expiresAt },
      };
    },
    url: (claim, now) => `${appUrl}/follow-up?${new URLSearchParams({ token: token(claim, now) })}`,
  };
}
