import { z } from 'zod';
import { CONTACT_LIMITS } from './contact-limits';

/** A required text: trimmed, so whitespace alone counts as missing (spec 000 §5). */
const required = (missing: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `Please keep this under ${max} characters.`);

const optional = (max: number) =>
  z.string().trim().max(max, `Please keep this under ${max} characters.`).optional();

/**
 * The contact form (spec 000 §2, §5): name, email and message required; phone and subject
 * optional. Unknown fields are refused so that the API documents exactly what it stores.
 */
export const ZContactRequest = z
  .object({
    name: required('Please enter your name.', CONTACT_LIMITS.name),
    email: required('Please enter your email address.', CONTACT_LIMITS.email).regex(
      z.regexes.email,
      'Please enter a valid email address.',
    ),
    phone: optional(CONTACT_LIMITS.phone),
    subject: optional(CONTACT_LIMITS.subject),
    message: required('Please enter a message.', CONTACT_LIMITS.message),
  })
  .strict();
export type TContactRequest = z.infer<typeof ZContactRequest>;

export const ZContactResponse = z.object({ id: z.string() });
export type TContactResponse = z.infer<typeof ZContactResponse>;
