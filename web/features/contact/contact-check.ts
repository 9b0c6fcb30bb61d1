import type { TContactRequest } from '#domain/contact';

export type ContactValues = { name: string; email: string; phone: string; subject: string; message: string };
export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

export type ContactCheck =
  { ok: true; request: TContactRequest } | { ok: false; problem: 'missing' | 'email' };

/**
 * Client-side check before sending, with the server's own schema. Spec 000 §5: a missing name,
 * email or message is one "Missing information" toast; a malformed email gets its own message.
 * The schema is imported on the first send, not with the help and contact pages.
 */
export async function checkContact(values: ContactValues): Promise<ContactCheck> {
  if (!values.name.trim() || !values.email.trim() || !values.message.trim())
    return { ok: false, problem: 'missing' };
  const request = {
    name: values.name,
    email: values.email,
    message: values.message,
    // Optional fields are left out when blank rather than sent as empty strings.
    ...(values.phone.trim() ? { phone: values.phone } : {}),
    ...(values.subject.trim() ? { subject: values.subject } : {}),
  };
  const { ZContactRequest } = await import('#domain/contact');
  const parsed = ZContactRequest.safeParse(request);
  if (!parsed.success) return { ok: false, problem: 'email' };
  return { ok: true, request: parsed.data };
}
