import { eq } from 'drizzle-orm';
import type { TContactRequest } from '#domain/contact';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export type NewContactMessage = TContactRequest & { userId: string | null; ip: string | null };

/** Stores a message; blank optional fields are kept as null, not as empty strings. */
export async function insertContactMessage(db: Db, message: NewContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.email,
      phone: message.phone || null,
      subject: message.subject || null,
      message: message.message,
      userId: message.userId,
      ip: message.ip,
    })
    .returning();
  if (!row) throw new Error('contact message was not stored');
  return row;
}

export async function markContactMessageEmailed(db: Db, id: string, at: Date = new Date()): Promise<void> {
  await db.update(contactMessages).set({ emailedAt: at }).where(eq(contactMessages.id, id));
}
