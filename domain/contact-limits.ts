/**
 * Longest accepted contact-form values; generous for real messages, small enough to keep abuse
 * cheap. Apart from the schemas (domain/contact.ts) so that the form shows them without zod.
 */
export const CONTACT_LIMITS = { name: 200, email: 320, phone: 50, subject: 200, message: 5000 } as const;
