import { z } from 'zod';

/**
 * The one-click links of a follow-up reminder email (issue 17): the web page /follow-up?token=…
 * posts the token to POST /api/reminders/action, which marks the application as followed up or
 * snoozes its follow-up date, once.
 */

export const ZReminderActionRequest = z
  .object({ token: z.string().trim().min(1, 'This link is not valid.').max(500, 'This link is not valid.') })
  .strict();
export type TReminderActionRequest = z.infer<typeof ZReminderActionRequest>;

export const REMINDER_OUTCOMES = ['followed_up', 'snoozed', 'already_done'] as const;

export const ZReminderActionResult = z.object({
  /** already_done: the link was used before, or the date was changed since the reminder. */
  outcome: z.enum(REMINDER_OUTCOMES),
  jobTitle: z.string(),
  companyName: z.string(),
  /** The follow-up date now (YYYY-MM-DD), e.g. after a snooze. */
  followUpOn: z.string().nullable(),
});
export type TReminderActionResult = z.infer<typeof ZReminderActionResult>;
