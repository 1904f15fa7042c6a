import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type ContactMessageStatus, contactMessages } from "../../db/schema.js";

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string;
  userAgent: string;
  status: ContactMessageStatus;
}

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Records how the SMTP delivery of a stored message ended. */
export async function setDeliveryResult(
  db: Db,
  id: string,
  result: { status: "sent"; sentAt: Date } | { status: "failed"; deliveryError: string },
): Promise<void> {
  await db.update(contactMessages).set(result).where(eq(contactMessages.id, id));
}
